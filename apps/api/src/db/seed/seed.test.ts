import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { TOUR_CATEGORIES } from '@trails/contracts/constants';
import { verifyPassword } from '../../lib/password.ts';
import { openMemoryPglite, type DatabaseHandle } from '../client.ts';
import * as t from '../schema/index.ts';
import { nextReference } from '../../modules/bookings/bookings.repo.ts';
import { isDatabaseEmpty, seedDemoData } from './index.ts';
import { tripSeason } from './seasons.ts';

let handle: DatabaseHandle;
let seedMs = 0;
let emptyBefore = false;

beforeAll(async () => {
  handle = await openMemoryPglite();
  await handle.migrate();
  emptyBefore = await isDatabaseEmpty(handle.db);
  const started = performance.now();
  await seedDemoData(handle.db);
  seedMs = performance.now() - started;
}, 60_000);

afterAll(async () => {
  await handle?.close();
}, 60_000);

const rowsIn = async (table: PgTable) => (await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('demo data', () => {
  it('starts from an empty database and leaves it non-empty', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    // Generous bound for slow CI machines; typically well under a second.
    expect(seedMs).toBeLessThan(10_000);
  });

  it('loads the catalogue', async () => {
    expect(await rowsIn(t.destinations)).toBeGreaterThanOrEqual(20);
    expect(await rowsIn(t.tours)).toBeGreaterThanOrEqual(50);
    expect(await rowsIn(t.treks)).toBeGreaterThanOrEqual(20);
    const categories = await handle.db.selectDistinct({ category: t.tours.category }).from(t.tours);
    expect(categories.map((row) => row.category).sort()).toEqual([...TOUR_CATEGORIES].sort());
    const featured = await handle.db
      .select({ n: count() })
      .from(t.destinations)
      .where(eq(t.destinations.isFeatured, true));
    expect(featured[0]?.n).toBeGreaterThanOrEqual(6);
  });

  it('translates every destination’s name, tagline and short description and every featured trip’s title and short description into hi, es, fr and de', async () => {
    const languages = ['hi', 'es', 'fr', 'de'];
    const places = await handle.db
      .select({ slug: t.destinations.slug, translations: t.destinations.translations })
      .from(t.destinations);
    for (const place of places)
      for (const lang of languages)
        expect(Object.keys(place.translations[lang] ?? {}).sort(), `${place.slug} ${lang}`).toEqual([
          'name',
          'short_description',
          'tagline',
        ]);
    for (const table of [t.tours, t.treks] as const) {
      const featured = await handle.db
        .select({ slug: table.slug, translations: table.translations })
        .from(table)
        .where(eq(table.isFeatured, true));
      expect(featured.length).toBeGreaterThan(0);
      for (const trip of featured)
        for (const lang of languages)
          expect(Object.keys(trip.translations[lang] ?? {}).sort(), `${trip.slug} ${lang}`).toEqual([
            'short_description',
            'title',
          ]);
    }
    const categories = await handle.db.select({ translations: t.blogCategories.translations }).from(t.blogCategories);
    expect(categories.filter((category) => category.translations.hi?.name).length).toBeGreaterThanOrEqual(2);
  });

  it('uses unique slugs', async () => {
    for (const table of [t.destinations, t.tours, t.treks, t.blogs, t.blogCategories] as const) {
      const [row] = await handle.db
        .select({ all: count(), distinct: sql<number>`count(distinct ${table.slug})`.mapWith(Number) })
        .from(table);
      expect(row?.distinct).toBe(row?.all);
    }
  });

  it('stores a day-by-day itinerary for every tour and trek', async () => {
    const tourDays = await handle.db
      .select({ days: t.tours.durationDays, nights: t.tours.durationNights, stored: count(t.itineraryDays.id) })
      .from(t.tours)
      .leftJoin(t.itineraryDays, eq(t.itineraryDays.tourId, t.tours.id))
      .groupBy(t.tours.id);
    expect(tourDays.length).toBeGreaterThanOrEqual(50);
    for (const row of tourDays) {
      expect(row.stored).toBe(row.days);
      expect(row.nights).toBe(row.days - 1);
    }
    const trekDays = await handle.db
      .select({ days: t.treks.durationDays, stored: count(t.itineraryDays.id) })
      .from(t.treks)
      .leftJoin(t.itineraryDays, eq(t.itineraryDays.trekId, t.treks.id))
      .groupBy(t.treks.id);
    expect(trekDays.length).toBeGreaterThanOrEqual(20);
    for (const row of trekDays) expect(row.stored).toBe(row.days);
    const [missing] = await handle.db
      .select({ n: count() })
      .from(t.itineraryDays)
      .where(
        sql`${t.itineraryDays.trekId} is not null and (${t.itineraryDays.altitudeM} is null or ${t.itineraryDays.distanceKm} is null)`,
      );
    expect(missing?.n).toBe(0);

    // No day of a trek climbs above the trek's listed highest point.
    const highest = await handle.db
      .select({ title: t.treks.title, listed: t.treks.maxAltitudeM, reached: max(t.itineraryDays.altitudeM) })
      .from(t.treks)
      .innerJoin(t.itineraryDays, eq(t.itineraryDays.trekId, t.treks.id))
      .groupBy(t.treks.id);
    for (const row of highest) expect(row.reached, row.title).toBeLessThanOrEqual(row.listed ?? 0);
  });

  it('has approved and pending tour reviews, and tours without any', async () => {
    const byState = await handle.db
      .select({ approved: t.reviews.isApproved, n: count() })
      .from(t.reviews)
      .where(isNotNull(t.reviews.tourId))
      .groupBy(t.reviews.isApproved);
    expect(byState.find((row) => row.approved)?.n).toBeGreaterThan(50);
    expect(byState.find((row) => !row.approved)?.n).toBeGreaterThan(0);
    expect(await rowsIn(t.reviews)).toBeGreaterThanOrEqual(100);
    const [unreviewed] = await handle.db
      .select({ n: count() })
      .from(t.tours)
      .where(sql`not exists (select 1 from ${t.reviews} where ${t.reviews.tourId} = ${t.tours.id})`);
    expect(unreviewed?.n).toBeGreaterThan(0);
  });

  it('keeps every review’s helpful count equal to its stored votes, some of them above zero', async () => {
    const mismatched = await handle.db
      .select({ n: count() })
      .from(t.reviews)
      .where(
        sql`${t.reviews.helpfulCount} <> (select count(*) from ${t.reviewVotes} v where v.review_id = ${t.reviews.id})`,
      );
    expect(mismatched[0]?.n).toBe(0);
    expect(await rowsIn(t.reviewVotes)).toBeGreaterThan(0);
  });

  it('answers every approved review within 24 hours, and no pending one', async () => {
    const [row] = await handle.db
      .select({
        approved: sql<number>`(count(*) filter (where ${t.reviews.isApproved}))::int`,
        answeredInADay: sql<number>`(count(*) filter (where ${t.reviews.isApproved} and ${t.reviews.repliedAt} - ${t.reviews.createdAt} between interval '0' and interval '24 hours'))::int`,
        pendingAnswered: sql<number>`(count(*) filter (where not ${t.reviews.isApproved} and ${t.reviews.reply} is not null))::int`,
      })
      .from(t.reviews);
    expect(row?.approved).toBeGreaterThan(0);
    expect(row?.answeredInADay).toBe(row?.approved);
    expect(row?.pendingAnswered).toBe(0);
  });

  it('creates the three demo accounts with their roles and passwords', async () => {
    const accounts = await handle.db.select().from(t.users);
    const byEmail = new Map(accounts.map((user) => [user.email, user]));
    expect(byEmail.get('admin@example.com')?.role).toBe('admin');
    expect(byEmail.get('admin@example.com')?.emailVerifiedAt).not.toBeNull();
    expect(byEmail.get('staff@example.com')?.role).toBe('staff');
    expect(byEmail.get('traveller@example.com')?.role).toBe('customer');
    expect(await verifyPassword('admin12345', byEmail.get('admin@example.com')?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('traveller123', byEmail.get('traveller@example.com')?.passwordHash ?? '')).toBe(true);
    expect(accounts.filter((user) => user.role === 'customer').length).toBeGreaterThanOrEqual(10);
  });

  it('gives the traveller a past, an upcoming and a cancelled booking with consistent totals', async () => {
    const all = await handle.db.select().from(t.bookings);
    expect(all.length).toBeGreaterThanOrEqual(25);
    for (const booking of all) expect(booking.totalAmount).toBe(booking.unitPrice * booking.passengers);
    const [traveller] = await handle.db.select().from(t.users).where(eq(t.users.email, 'traveller@example.com'));
    const mine = all.filter((booking) => booking.userId === traveller?.id);
    expect(mine.map((booking) => booking.status).sort()).toEqual(['cancelled', 'confirmed', 'pending']);
  });

  it('loads settings, blog posts and the back-office feed', async () => {
    const [demo] = await handle.db.select().from(t.settings).where(eq(t.settings.key, 'demo_mode'));
    expect(demo).toMatchObject({ value: 'true', isPublic: false });
    const [currency] = await handle.db.select().from(t.settings).where(eq(t.settings.key, 'currency'));
    expect(currency).toMatchObject({ value: 'INR', isPublic: true });
    const posts = await handle.db.select().from(t.blogs);
    expect(posts.filter((post) => post.status === 'published' && post.publishedAt).length).toBeGreaterThanOrEqual(6);
    for (const draft of posts.filter((post) => post.status !== 'published')) expect(draft.publishedAt).toBeNull();
    expect(await rowsIn(t.enquiries)).toBeGreaterThanOrEqual(10);
    expect(await rowsIn(t.customPackages)).toBe(4);
    expect(await rowsIn(t.wishlistItems)).toBe(3);
    expect(await rowsIn(t.notifications)).toBeGreaterThanOrEqual(6);
    expect(await rowsIn(t.activityLogs)).toBeGreaterThanOrEqual(10);
  });

  it('schedules departures for every trek and several tours, with seats that match the bookings', async () => {
    const rows = await handle.db.select().from(t.departures);
    const trekIds = new Set(rows.flatMap((row) => (row.trekId === null ? [] : [row.trekId])));
    const tourIds = new Set(rows.flatMap((row) => (row.tourId === null ? [] : [row.tourId])));
    expect(trekIds.size).toBe(await rowsIn(t.treks));
    expect(tourIds.size).toBeGreaterThanOrEqual(5);
    const today = new Date().toISOString().slice(0, 10);
    const inThirteenMonths = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    for (const row of rows) {
      expect(row.startDate > today && row.startDate <= inThirteenMonths).toBe(true);
      expect(row.endDate >= row.startDate).toBe(true);
    }
    const open = rows.filter((row) => row.status === 'open');
    expect(open.filter((row) => row.seatsTotal === row.seatsBooked)).toHaveLength(1);
    expect(
      open.filter((row) => row.seatsTotal - row.seatsBooked >= 1 && row.seatsTotal - row.seatsBooked <= 3).length,
    ).toBeGreaterThanOrEqual(2);

    const all = await handle.db.select().from(t.bookings);
    for (const row of rows) {
      const seats = all
        .filter((booking) => booking.departureId === row.id && booking.status !== 'cancelled')
        .reduce((sum, booking) => sum + booking.passengers, 0);
      expect(row.seatsBooked).toBe(seats);
    }
    for (const booking of all.filter((row) => row.departureId !== null)) {
      const departure = rows.find((row) => row.id === booking.departureId)!;
      expect(booking.travelDate).toBe(departure.startDate);
      expect(booking.endDate).toBe(departure.endDate);
    }
    expect(all.filter((booking) => booking.departureId !== null).length).toBeGreaterThanOrEqual(10);
  });

  it('files tours under Himalaya categories of different sizes', async () => {
    const rows = await handle.db
      .select({ category: t.tours.category, n: count() })
      .from(t.tours)
      .groupBy(t.tours.category);
    const sizes = new Set(rows.map((row) => row.n));
    expect(sizes.size).toBeGreaterThan(2);
    const [pangong] = await handle.db
      .select({ category: t.tours.category })
      .from(t.tours)
      .where(eq(t.tours.slug, 'pangong-tso-lakeside-camping'));
    expect(pangong?.category).toBe('Lakes');
  });

  it('schedules every departure and every booking in its trip’s season', async () => {
    const tourSlugs = new Map((await handle.db.select().from(t.tours)).map((row) => [row.id, row.slug]));
    const trekSlugs = new Map((await handle.db.select().from(t.treks)).map((row) => [row.id, row.slug]));
    const seasonOf = (row: { tourId: number | null; trekId: number | null }) =>
      row.tourId !== null
        ? tripSeason({ tourSlug: tourSlugs.get(row.tourId) })
        : tripSeason({ trekSlug: trekSlugs.get(row.trekId!) });
    const monthOf = (date: string) => Number(date.slice(5, 7));
    const dated = [
      ...(await handle.db.select().from(t.departures)).map((row) => ({ ...row, date: row.startDate })),
      ...(await handle.db.select().from(t.bookings)).map((row) => ({ ...row, date: row.travelDate })),
    ];
    const outOfSeason = dated.filter((row) => !seasonOf(row).includes(monthOf(row.date)));
    expect(outOfSeason.map((row) => `${row.tourId ?? ''}/${row.trekId ?? ''} ${row.date}`)).toEqual([]);
    // Hampta Pass runs June to September, so do its departures.
    const hampta = [...trekSlugs].find(([, slug]) => slug === 'hampta-pass-trek')![0];
    const hamptaMonths = dated.filter((row) => row.trekId === hampta).map((row) => monthOf(row.date));
    expect(hamptaMonths.length).toBeGreaterThan(0);
    for (const month of hamptaMonths) expect([6, 7, 8, 9]).toContain(month);
  });

  it('lists every picture the demo shows in the media library, once each, in its kind’s folder', async () => {
    const library = await handle.db.select().from(t.media);
    const urls = new Set(library.map((row) => row.url));
    expect(urls.size).toBe(library.length);
    const shown = [
      ...(await handle.db.select({ image: t.tours.image }).from(t.tours)).map((row) => row.image),
      ...(await handle.db.select({ image: t.treks.image }).from(t.treks)).map((row) => row.image),
      ...(await handle.db.select({ image: t.destinations.image }).from(t.destinations)).map((row) => row.image),
      ...(await handle.db.select({ image: t.blogs.featuredImage }).from(t.blogs)).map((row) => row.image),
    ];
    for (const url of shown) if (url) expect(urls.has(url), url).toBe(true);
    const folders = new Set(library.map((row) => row.folder));
    expect([...folders].sort()).toEqual(['blogs', 'destinations', 'tours', 'treks']);
    for (const row of library) expect(row.sizeBytes).toBeGreaterThan(0);
  });

  it('offers a welcome coupon, a trek coupon and an expired seasonal one', async () => {
    const rows = await handle.db.select().from(t.coupons);
    const byCode = new Map(rows.map((row) => [row.code, row]));
    expect(byCode.get('WELCOME10')).toMatchObject({
      discountType: 'percent',
      discountValue: 10,
      maxDiscount: 2_000,
      isActive: true,
    });
    expect(byCode.get('TREK1500')).toMatchObject({ discountType: 'fixed', discountValue: 1_500, minAmount: 10_000 });
    const expired = rows.filter((row) => row.validUntil && row.validUntil < new Date());
    expect(expired).toHaveLength(1);
    const links = await handle.db.select().from(t.couponTrips);
    expect(links).toEqual([expect.objectContaining({ couponId: byCode.get('TREK1500')!.id, tripKind: 'trek' })]);
  });
});

describe('booking references', () => {
  it('use one format and one sequence: the next new booking continues after the demo’s', async () => {
    const demo = await handle.db.select({ reference: t.bookings.reference }).from(t.bookings);
    expect(demo.length).toBeGreaterThan(0);
    for (const { reference } of demo) expect(reference).toMatch(/^HT-\d{4}-\d{6}$/);
    const numbers = demo.map(({ reference }) => Number(reference.slice(-6))).toSorted((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const next = await handle.db.transaction((tx) => nextReference(tx, new Date(Date.UTC(2031, 0, 5))));
    expect(next).toBe(`HT-2031-${String(demo.length + 1).padStart(6, '0')}`);
  });
});
