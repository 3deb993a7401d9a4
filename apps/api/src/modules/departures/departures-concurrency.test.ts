import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sum } from 'drizzle-orm';
import { bookings } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bookingFixtures } from '../../test/booking-fixtures.ts';

let ctx: TestContext;
let catalogue: ReturnType<typeof catalogueFixtures>;
let fixtures: ReturnType<typeof bookingFixtures>;
let destinationId: number;
let traveller: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  catalogue = catalogueFixtures(ctx.db);
  fixtures = bookingFixtures(ctx.db);
  destinationId = (await catalogue.destination()).id;
  traveller = bearer((await ctx.tokenFor('customer')).token);
  staff = bearer((await ctx.tokenFor('staff')).token);
});
afterAll(async () => {
  await ctx.close();
});

const contact = { contact_name: 'Rush Hour', contact_email: 'rush@example.test', contact_phone: '+91 90000 12345' };

describe('departure seats under concurrency', () => {
  it('never oversells while staff reduce the seats and travellers book at the same time', async () => {
    for (let round = 0; round < 3; round++) {
      const trek = await catalogue.trek(destinationId);
      const departure = await fixtures.departure({ trekId: trek.id }, { seatsTotal: 12 });
      const bookingsRace = Array.from({ length: 12 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: traveller,
          payload: { ...contact, trek_id: trek.id, departure_id: departure.id, passengers: 1 },
        }),
      );
      // The reduction lands somewhere among the bookings: before, between or after them.
      const reduction = ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/departures/${departure.id}`,
        headers: staff,
        payload: { seats_total: 5 },
      });
      const [cut, ...booked] = await Promise.all([reduction, ...bookingsRace]);
      const sold = booked.filter((response) => response.statusCode === 201).length;
      expect(booked.every((response) => [201, 409].includes(response.statusCode))).toBe(true);
      const after = await fixtures.readDeparture(departure.id);
      const [active] = await ctx.db
        .select({ seats: sum(bookings.passengers).mapWith(Number) })
        .from(bookings)
        .where(and(eq(bookings.departureId, departure.id), inArray(bookings.status, ['pending', 'confirmed'])));
      expect(after.seatsBooked).toBe(sold);
      expect(active?.seats ?? 0).toBe(sold);
      expect(after.seatsBooked).toBeLessThanOrEqual(after.seatsTotal);
      if (cut.statusCode === 200) {
        expect(after.seatsTotal).toBe(5);
        expect(sold).toBeLessThanOrEqual(5);
      } else {
        expect(cut.statusCode).toBe(422);
        expect(cut.json().errors.seats_total).toBeDefined();
        expect(after.seatsTotal).toBe(12);
      }
    }
  }, 120_000);
});
