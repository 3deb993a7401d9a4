import type { coupons } from '../schema/index.ts';
import { daysAgo } from './helpers.ts';
import { inSeason, seasonBatches, tripSeason } from './seasons.ts';
import { TREKS } from './treks.ts';

/** A scheduled departure, days from the demo's today; its end date follows the trip's duration. */
export interface DepartureSeed {
  tourSlug?: string;
  trekSlug?: string;
  startOffset: number;
  seatsTotal: number;
  price?: number;
  status?: 'open' | 'closed' | 'cancelled';
  note?: string;
}

/** Seats follow the trek's group size; seats booked are counted from the demo bookings. */
const trekBatches: DepartureSeed[] = TREKS.flatMap((trek, index) =>
  seasonBatches(tripSeason({ trekSlug: trek.slug }), 5 + (index % 5), 8).map((startOffset) => ({
    trekSlug: trek.slug,
    startOffset,
    seatsTotal: trek.maxGroupSize ?? 15,
  })),
);

/**
 * Departures on the dates upcoming demo bookings travel (moved into the trip's season as the
 * bookings are, see people.ts); some nearly full, one full.
 */
const bookedBatches: DepartureSeed[] = (
  [
    // 4 + 6 seats booked of 12: 2 left.
    {
      trekSlug: 'kedarkantha-winter-trek',
      startOffset: 35,
      seatsTotal: 12,
      note: 'Christmas batch; snow expected above Juda ka Talab.',
    },
    {
      trekSlug: 'chadar-frozen-river-trek',
      startOffset: 62,
      seatsTotal: 10,
      price: 34_500,
      note: 'Peak-cold batch: three nights in Leh for acclimatisation first.',
    },
    // 1 + 7 of 8: full.
    {
      tourSlug: 'spiti-snow-leopard-winter-expedition',
      startOffset: 70,
      seatsTotal: 8,
      note: 'Small group with a Kibber tracker.',
    },
    // 3 + 4 of 10: 3 left.
    { tourSlug: 'chopta-tungnath-and-chandrashila-sunrise', startOffset: 30, seatsTotal: 10 },
    { tourSlug: 'darjeeling-toy-train-and-tea-estates', startOffset: 40, seatsTotal: 14 },
    { tourSlug: 'tirthan-valley-and-great-himalayan-national-park', startOffset: 25, seatsTotal: 10 },
    { tourSlug: 'bir-billing-paragliding-getaway', startOffset: 18, seatsTotal: 12 },
    { tourSlug: 'pelling-and-pemayangtse-heritage-trail', startOffset: 100, seatsTotal: 12 },
    // 2 + 1 of 4 (a private jeep): 1 left.
    {
      tourSlug: 'nainital-lakes-getaway-naini-bhimtal-and-sattal',
      startOffset: 60,
      seatsTotal: 4,
      note: 'One Innova: four seats.',
    },
  ] satisfies DepartureSeed[]
).map((batch) => ({ ...batch, startOffset: inSeason(tripSeason(batch), batch.startOffset) }));

/** Further dates of the scheduled tours in their season, so each has a few to choose from. */
const tourBatches: DepartureSeed[] = [
  'spiti-snow-leopard-winter-expedition',
  'chopta-tungnath-and-chandrashila-sunrise',
  'darjeeling-toy-train-and-tea-estates',
  'tirthan-valley-and-great-himalayan-national-park',
  'bir-billing-paragliding-getaway',
  'pelling-and-pemayangtse-heritage-trail',
].flatMap((tourSlug, index) =>
  seasonBatches(tripSeason({ tourSlug }), 8 + index * 3, 4)
    .filter(
      (offset) =>
        !bookedBatches.some((booked) => booked.tourSlug === tourSlug && Math.abs(booked.startOffset - offset) < 7),
    )
    .slice(0, 3)
    .map((startOffset, batch) => ({
      tourSlug,
      startOffset,
      seatsTotal: 12,
      ...(index === 1 && batch === 2
        ? { status: 'closed' as const, note: 'Road to Chopta closed by snow; dates to be confirmed.' }
        : {}),
    })),
);

export const DEPARTURES: DepartureSeed[] = [
  ...trekBatches.filter(
    (batch) =>
      !bookedBatches.some(
        (booked) => booked.trekSlug === batch.trekSlug && Math.abs(booked.startOffset - batch.startOffset) < 7,
      ),
  ),
  ...bookedBatches,
  ...tourBatches,
];

export type CouponSeed = typeof coupons.$inferInsert & { limitedToKind?: 'tour' | 'trek' };

export const COUPONS: CouponSeed[] = [
  {
    code: 'WELCOME10',
    description: '10% off a first trip, up to ₹2,000.',
    discountType: 'percent',
    discountValue: 10,
    maxDiscount: 2_000,
    usedCount: 14,
    firstBookingOnly: true,
    maxUsesPerUser: 1,
    createdAt: daysAgo(200),
  },
  {
    code: 'TREK1500',
    description: '₹1,500 off any trek of ₹10,000 or more.',
    discountType: 'fixed',
    discountValue: 1_500,
    minAmount: 10_000,
    usageLimit: 200,
    usedCount: 37,
    limitedToKind: 'trek',
    createdAt: daysAgo(120),
  },
  {
    code: 'MONSOON15',
    description: 'Monsoon escapes: 15% off, up to ₹3,000 (season over).',
    discountType: 'percent',
    discountValue: 15,
    maxDiscount: 3_000,
    validFrom: daysAgo(170),
    validUntil: daysAgo(80),
    usageLimit: 100,
    usedCount: 52,
    createdAt: daysAgo(175),
  },
];
