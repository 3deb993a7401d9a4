import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { couponTrips, coupons, departures, emailOutbox, notifications } from '../db/schema/index.ts';
import { addDays, tripEndDate } from '../modules/settings/booking-settings.ts';
import { upsertSetting } from '../modules/settings/settings.repo.ts';

/** A calendar date `days` days from today (UTC, the tests' operator time zone). */
export const dayFromToday = (days: number) => addDays(new Date().toISOString().slice(0, 10), days);

/** Departures, coupons and settings for booking tests, inserted directly. */
export function bookingFixtures(db: Database) {
  return {
    /** Currency INR and an operator address, as the demo has them. */
    async operatorSettings() {
      await upsertSetting(db, { key: 'currency', value: 'INR', type: 'string', isPublic: true });
      await upsertSetting(db, { key: 'contact_email', value: 'bookings@operator.test', type: 'email', isPublic: true });
    },

    async departure(
      trip: { tourId: number } | { trekId: number },
      values: Partial<typeof departures.$inferInsert> = {},
    ) {
      const startDate = values.startDate ?? dayFromToday(30);
      const [row] = await db
        .insert(departures)
        .values({ ...trip, startDate, endDate: tripEndDate(startDate, 3), seatsTotal: 12, ...values })
        .returning();
      return row!;
    },

    async readDeparture(id: number) {
      const [row] = await db.select().from(departures).where(eq(departures.id, id));
      return row!;
    },

    async coupon(
      values: Partial<typeof coupons.$inferInsert> & { code: string },
      limitedTo: Array<{ tourId: number } | { trekId: number } | { tripKind: 'tour' | 'trek' }> = [],
    ) {
      const [row] = await db
        .insert(coupons)
        .values({ discountType: 'percent', discountValue: 10, ...values })
        .returning();
      if (limitedTo.length)
        await db.insert(couponTrips).values(limitedTo.map((target) => ({ couponId: row!.id, ...target })));
      return row!;
    },

    async readCoupon(id: number) {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
      return row!;
    },

    /** Emails queued about a booking, oldest first. */
    async emailsOf(bookingId: number) {
      return db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.relatedType, 'booking'), eq(emailOutbox.relatedId, bookingId)))
        .orderBy(emailOutbox.id);
    },

    async staffNotifications() {
      return db.select().from(notifications).orderBy(notifications.id);
    },
  };
}
