import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ContentTranslations } from '../../db/schema/columns.ts';
import { couponTrips, coupons } from '../../db/schema/index.ts';
import type { PricingCoupon, TripType } from './pricing.ts';

/** A coupon as a booking uses it: pricing's view, its id, and the limits checked per account. */
export type CouponWithId = PricingCoupon & {
  id: number;
  maxUsesPerUser: number | null;
  firstBookingOnly: boolean;
  /** What staff wrote about it, and its translations. */
  description: string | null;
  translations: ContentTranslations;
};

/** A coupon by code, whatever its case, with the trips it is limited to; null when unknown. */
export async function findCouponByCode(db: Executor, code: string): Promise<CouponWithId | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code.trim().toUpperCase()}`)
    .limit(1);
  return row ? withTrips(db, row) : null;
}

/** A coupon by id (the one a booking used), with the trips it is limited to; null when deleted. */
export async function findCouponById(db: Executor, id: number): Promise<CouponWithId | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ? withTrips(db, row) : null;
}

async function withTrips(db: Executor, row: typeof coupons.$inferSelect): Promise<CouponWithId> {
  const links = await db
    .select({ tourId: couponTrips.tourId, trekId: couponTrips.trekId, tripKind: couponTrips.tripKind })
    .from(couponTrips)
    .where(eq(couponTrips.couponId, row.id));
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    translations: row.translations,
    discountType: row.discountType,
    discountValue: row.discountValue,
    minAmount: row.minAmount,
    maxDiscount: row.maxDiscount,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    isActive: row.isActive,
    maxUsesPerUser: row.maxUsesPerUser,
    firstBookingOnly: row.firstBookingOnly,
    limitedTo: links.length
      ? {
          tourIds: links.flatMap((link) => (link.tourId === null ? [] : [link.tourId])),
          trekIds: links.flatMap((link) => (link.trekId === null ? [] : [link.trekId])),
          kinds: links.flatMap((link) => (link.tripKind === null ? [] : [link.tripKind as TripType])),
        }
      : null,
  };
}

/**
 * Counts one use in one conditional statement, so concurrent bookings never redeem more than the
 * limit. False when the coupon is inactive, outside its dates or used up.
 */
export async function redeemCoupon(tx: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, id),
        eq(coupons.isActive, true),
        or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`),
        or(isNull(coupons.validFrom), lte(coupons.validFrom, now)),
        or(isNull(coupons.validUntil), gte(coupons.validUntil, now)),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** Gives one use back (a cancelled or expired booking). */
export async function releaseCoupon(tx: Executor, id: number) {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, id));
}
