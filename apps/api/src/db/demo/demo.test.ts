import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNotNull, notExists } from 'drizzle-orm';
import { TOUR_CATEGORIES } from '@trails/contracts';
import { openMemoryPglite, type DatabaseHandle } from '../client.ts';
import * as t from '../schema/index.ts';
import { isDatabaseEmpty, seedDemoData } from './index.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openMemoryPglite();
  await handle.migrate();
}, 60_000);
afterAll(async () => {
  await handle.close();
});

const total = async (table: typeof t.tours | typeof t.treks | typeof t.destinations | typeof t.reviews | typeof t.bookings) =>
  (await handle.db.select({ n: count() }).from(table))[0]!.n;

describe('demo data', () => {
  it('loads into an empty database and makes it non-empty', async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    const started = Date.now();
    await seedDemoData(handle.db);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
  }, 60_000);

  it('has the catalogue the product promises', async () => {
    expect(await total(t.destinations)).toBeGreaterThanOrEqual(20);
    expect(await total(t.tours)).toBeGreaterThanOrEqual(50);
    expect(await total(t.treks)).toBeGreaterThanOrEqual(20);
    const categories = await handle.db.selectDistinct({ category: t.tours.category }).from(t.tours);
    expect(categories.map((row) => row.category).sort()).toEqual([...TOUR_CATEGORIES].sort());
  });

  it('gives every tour and trek a stored day-by-day itinerary matching its length', async () => {
    const tourDays = await handle.db
      .select({ days: t.tours.durationDays, stored: count(t.itineraryDays.id) })
      .from(t.tours)
      .leftJoin(t.itineraryDays, eq(t.itineraryDays.tourId, t.tours.id))
      .groupBy(t.tours.id);
    for (const row of tourDays) expect(row.stored).toBe(row.days);
    const trekDays = await handle.db
      .select({ days: t.treks.durationDays, stored: count(t.itineraryDays.id), altitude: t.treks.maxAltitudeM })
      .from(t.treks)
      .leftJoin(t.itineraryDays, eq(t.itineraryDays.trekId, t.treks.id))
      .groupBy(t.treks.id);
    for (const row of trekDays) {
      expect(row.stored).toBe(row.days);
      expect(row.altitude).toBeGreaterThan(2000);
    }
  });

  it('has approved and pending reviews, and some tours with none yet', async () => {
    const byState = await handle.db.select({ approved: t.reviews.isApproved, n: count() }).from(t.reviews).groupBy(t.reviews.isApproved);
    expect(byState.find((row) => row.approved)?.n).toBeGreaterThan(50);
    expect(byState.find((row) => !row.approved)?.n).toBeGreaterThan(3);
    const [unreviewed] = await handle.db
      .select({ n: count() })
      .from(t.tours)
      .where(notExists(handle.db.select({ id: t.reviews.id }).from(t.reviews).where(eq(t.reviews.tourId, t.tours.id))));
    expect(unreviewed!.n).toBeGreaterThan(0);
  });

  it('creates the demo accounts with their roles and switches on demo mode', async () => {
    const accounts = await handle.db.select({ email: t.users.email, role: t.users.role }).from(t.users);
    expect(accounts).toEqual(
      expect.arrayContaining([
        { email: 'admin@example.com', role: 'admin' },
        { email: 'staff@example.com', role: 'staff' },
        { email: 'traveller@example.com', role: 'customer' },
      ]),
    );
    const [demo] = await handle.db.select().from(t.settings).where(eq(t.settings.key, 'demo_mode'));
    expect(demo?.value).toBe('true');
  });

  it('computes every booking total from its price and passengers', async () => {
    const bookings = await handle.db.select().from(t.bookings);
    expect(bookings.length).toBeGreaterThanOrEqual(25);
    for (const booking of bookings) expect(booking.totalAmount).toBe(booking.unitPrice * booking.passengers);
    expect(await total(t.bookings)).toBe(bookings.length);
  });

  it('publishes blog posts with a category and keeps drafts unpublished', async () => {
    const published = await handle.db.select({ n: count() }).from(t.blogs).where(isNotNull(t.blogs.publishedAt));
    expect(published[0]!.n).toBeGreaterThanOrEqual(5);
    const drafts = await handle.db.select().from(t.blogs).where(eq(t.blogs.status, 'draft'));
    for (const draft of drafts) expect(draft.publishedAt).toBeNull();
  });
});
