import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookingPayments, bookings, paymentEvents } from '../db/schema/index.ts';
import { bearer, type TestContext } from './context.ts';
import { catalogueFixtures } from './catalogue-fixtures.ts';
import { bookingFixtures, dayFromToday } from './booking-fixtures.ts';

/** Bookings made through the public API, and what their payments look like in the database. */
export function paymentFixtures(ctx: TestContext) {
  const catalogue = catalogueFixtures(ctx.db);
  const fixtures = bookingFixtures(ctx.db);
  let seq = 0;
  let destinationId: number | undefined;

  return {
    ...fixtures,
    /** A booking of `passengers` seats at 10,000 each on a departure `daysAhead` days away. */
    async book(token: string, values: { passengers?: number; daysAhead?: number; seatsTotal?: number } = {}) {
      seq += 1;
      destinationId ??= (await catalogue.destination({ name: `Payments Valley ${Math.random()}` })).id;
      const tour = await catalogue.tour(destinationId, { title: `Paid Tour ${seq} ${Math.random()}`, price: 10_000 });
      const departure = await fixtures.departure(
        { tourId: tour.id },
        { seatsTotal: values.seatsTotal ?? 6, startDate: dayFromToday(values.daysAhead ?? 60) },
      );
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: bearer(token),
        payload: {
          tour_id: tour.id,
          departure_id: departure.id,
          passengers: values.passengers ?? 2,
          contact_name: `Payer ${seq}`,
          contact_email: `payer${seq}@example.test`,
          contact_phone: '+91 98160 44444',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return {
        booking: response.json().data as { id: number; reference: string; total_amount: number },
        departure,
        tour,
      };
    },
    async readBooking(id: number) {
      const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, id));
      return row!;
    },
    paymentsOf(bookingId: number) {
      return ctx.db
        .select()
        .from(bookingPayments)
        .where(eq(bookingPayments.bookingId, bookingId))
        .orderBy(bookingPayments.id);
    },
    events() {
      return ctx.db.select().from(paymentEvents);
    },
  };
}
