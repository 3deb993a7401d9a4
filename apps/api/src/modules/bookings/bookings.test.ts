import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { fillMessage } from '@trails/contracts/booking-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { bookings, emailOutbox, users } from '../../db/schema/index.ts';
import { setSetting as upsertSetting } from '../../test/settings.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bookingFixtures, dayFromToday } from '../../test/booking-fixtures.ts';
import { expireHeldBookings } from '../../test/hold-expiry.ts';

let ctx: TestContext;
let catalogue: ReturnType<typeof catalogueFixtures>;
let fixtures: ReturnType<typeof bookingFixtures>;
let destinationId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  catalogue = catalogueFixtures(ctx.db);
  fixtures = bookingFixtures(ctx.db);
  await fixtures.operatorSettings();
  destinationId = (await catalogue.destination()).id;
});
afterAll(async () => {
  await ctx.close();
});

async function traveller() {
  const { token, userId, email } = await ctx.tokenFor('customer');
  return { headers: bearer(token), userId, email };
}

const contact = { contact_name: 'Asha Verma', contact_email: 'asha@example.test', contact_phone: '+91 98160 11111' };

const book = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/bookings', headers, payload });
const quote = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/bookings/quote', payload });

describe('quote', () => {
  it('prices a departure: override price, passengers, coupon, seats left, currency from settings', async () => {
    const trek = await catalogue.trek(destinationId, { price: 12_000 });
    const departure = await fixtures.departure({ trekId: trek.id }, { price: 13_500, seatsTotal: 10, seatsBooked: 4 });
    await fixtures.coupon({ code: 'QUOTE10', maxDiscount: 2_000 });
    const response = await quote({
      trek_id: trek.id,
      departure_id: departure.id,
      passengers: 2,
      coupon_code: 'quote10',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      unit_price: 13_500,
      passengers: 2,
      subtotal: 27_000,
      discount: 2_000,
      total: 25_000,
      currency: 'INR',
      coupon: { code: 'QUOTE10', discount_type: 'percent', discount_value: 10 },
      seats_left: 6,
      travel_date: departure.startDate,
      end_date: departure.endDate,
      departure_id: departure.id,
    });
  });

  it('equals the total of the booking made with the same choices', async () => {
    const { headers } = await traveller();
    const tour = await catalogue.tour(destinationId, { price: 8_750 });
    const departure = await fixtures.departure({ tourId: tour.id });
    await fixtures.coupon({ code: 'SAME500', discountType: 'fixed', discountValue: 500 });
    const choice = { tour_id: tour.id, departure_id: departure.id, passengers: 3, coupon_code: 'SAME500' };
    const quoted = (await quote(choice)).json().data;
    const booked = await book(headers, { ...choice, ...contact });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data).toMatchObject({
      unit_price: quoted.unit_price,
      subtotal: quoted.subtotal,
      discount: quoted.discount,
      total_amount: quoted.total,
      currency: quoted.currency,
      coupon_code: 'SAME500',
    });
    expect(quoted.total).toBe(8_750 * 3 - 500);
  });

  it('says why each coupon cannot apply, under coupon_code', async () => {
    const tour = await catalogue.tour(destinationId, { price: 4_000 });
    const trek = await catalogue.trek(destinationId, { price: 4_000 });
    const day = 24 * 3_600_000;
    await fixtures.coupon({ code: 'OLDSEASON', validUntil: new Date(Date.now() - day) });
    await fixtures.coupon({ code: 'LATERON', validFrom: new Date(Date.now() + day) });
    await fixtures.coupon({ code: 'TREKSONLY', discountType: 'fixed', discountValue: 500 }, [{ tripKind: 'trek' }]);
    await fixtures.coupon({ code: 'OTHERTOUR' }, [{ tourId: (await catalogue.tour(destinationId)).id }]);
    await fixtures.coupon({ code: 'BIGSPEND', discountType: 'fixed', discountValue: 1_500, minAmount: 10_000 });
    await fixtures.coupon({ code: 'USEDUP', usageLimit: 3, usedCount: 3 });
    await fixtures.coupon({ code: 'SWITCHEDOFF', isActive: false });
    const cases: Array<[string, string]> = [
      ['OLDSEASON', MESSAGES.couponExpired],
      ['LATERON', MESSAGES.couponNotStarted],
      ['TREKSONLY', MESSAGES.couponNotForTrip],
      ['OTHERTOUR', MESSAGES.couponNotForTrip],
      ['BIGSPEND', fillMessage(MESSAGES.couponMinAmount, { amount: '₹10,000' })],
      ['USEDUP', MESSAGES.couponUsedUp],
      ['SWITCHEDOFF', MESSAGES.couponInactive],
      ['NOSUCHCODE', MESSAGES.couponUnknown],
    ];
    for (const [code, message] of cases) {
      const response = await quote({
        tour_id: tour.id,
        travel_date: dayFromToday(20),
        passengers: 1,
        coupon_code: code,
      });
      expect(response.statusCode, code).toBe(422);
      expect(response.json().errors, code).toEqual({ coupon_code: [message] });
    }
    const onTrek = await quote({
      trek_id: trek.id,
      travel_date: dayFromToday(20),
      passengers: 1,
      coupon_code: 'treksonly',
    });
    expect(onTrek.json().data).toMatchObject({ discount: 500, total: 3_500 });
    const bigEnough = await quote({
      tour_id: tour.id,
      travel_date: dayFromToday(20),
      passengers: 3,
      coupon_code: 'BIGSPEND',
    });
    expect(bigEnough.json().data).toMatchObject({ subtotal: 12_000, discount: 1_500, total: 10_500 });
  });
});

describe('booking validation', () => {
  it('checks passengers, dates, contact details and the trip, per field, and books nothing', async () => {
    const { headers, userId } = await traveller();
    const tour = await catalogue.tour(destinationId);
    const hidden = await catalogue.tour(destinationId, { isActive: false });
    const base = { tour_id: tour.id, travel_date: dayFromToday(10), passengers: 2, ...contact };
    const cases: Array<[object, string, string]> = [
      [{ ...base, passengers: 0 }, 'passengers', MESSAGES.passengersRange],
      [{ ...base, passengers: 11 }, 'passengers', MESSAGES.passengersRange],
      [{ ...base, passengers: 'two' }, 'passengers', MESSAGES.passengersRange],
      [{ ...base, travel_date: dayFromToday(-3) }, 'travel_date', MESSAGES.travelDatePast],
      [{ ...base, travel_date: dayFromToday(0) }, 'travel_date', MESSAGES.travelDatePast],
      [{ ...base, travel_date: '2027-02-30' }, 'travel_date', MESSAGES.travelDateInvalid],
      [{ ...base, travel_date: undefined }, 'travel_date', MESSAGES.travelDateRequired],
      [{ ...base, contact_name: '  ' }, 'contact_name', MESSAGES.nameRequired],
      [{ ...base, contact_email: '' }, 'contact_email', MESSAGES.emailRequired],
      [{ ...base, contact_email: 'not-an-email' }, 'contact_email', MESSAGES.emailInvalid],
      [{ ...base, contact_phone: '' }, 'contact_phone', MESSAGES.phoneRequired],
      [{ ...base, contact_phone: 'call me' }, 'contact_phone', MESSAGES.phoneInvalid],
      [{ ...base, tour_id: undefined }, 'tour_id', MESSAGES.tripRequired],
      [{ ...base, tour_id: hidden.id }, 'tour_id', MESSAGES.tourNotFound],
      [{ ...base, tour_id: 999_999 }, 'tour_id', MESSAGES.tourNotFound],
      [
        { ...base, travel_date: dayFromToday(400) },
        'travel_date',
        fillMessage(MESSAGES.travelDateOutOfRange, { from: dayFromToday(1), to: dayFromToday(365) }),
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await book(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[field], field).toEqual([message]);
    }
    expect(await ctx.db.select().from(bookings).where(eq(bookings.userId, userId))).toEqual([]);
  });

  it('ignores a total, status and payment status sent by the client', async () => {
    const { headers } = await traveller();
    const tour = await catalogue.tour(destinationId, { price: 10_000 });
    const response = await book(headers, {
      tour_id: tour.id,
      travel_date: dayFromToday(15),
      passengers: 2,
      ...contact,
      total_amount: 1,
      status: 'confirmed',
      payment_status: 'paid',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ total_amount: 20_000, status: 'pending', payment_status: 'pending' });
  });

  it('needs a traveller token', async () => {
    expect((await book({}, { tour_id: 1 })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/bookings' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/bookings/1' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/bookings/1/cancel' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/bookings/1/invoice' })).statusCode).toBe(401);
  });
});

describe('booking', () => {
  it('books the spec payload on request: reference, dates, hold, emails and a staff notification', async () => {
    const { headers, email: accountEmail } = await traveller();
    const tour = await catalogue.tour(destinationId, { price: 15_000, durationDays: 4 });
    const before = (await fixtures.staffNotifications()).length;
    const response = await book(headers, {
      tour_id: tour.id,
      travel_date: dayFromToday(12),
      passengers: 2,
      special_requests: 'Window seats, please.',
      ...contact,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(MESSAGES.bookingCreated);
    const booking = response.json().data;
    expect(booking.reference).toMatch(new RegExp(`^HT-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(booking).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      unit_price: 15_000,
      subtotal: 30_000,
      discount: 0,
      total_amount: 30_000,
      currency: 'INR',
      travel_date: dayFromToday(12),
      end_date: dayFromToday(15),
      departure_id: null,
      trip: { type: 'tour', id: tour.id, title: tour.title, slug: tour.slug },
      special_requests: 'Window seats, please.',
    });
    const hold = new Date(booking.hold_expires_at).getTime() - new Date(booking.created_at).getTime();
    expect(hold).toBe(48 * 3_600_000);

    const emails = await fixtures.emailsOf(booking.id);
    expect(emails.map((email) => [email.kind, email.toAddress])).toEqual([
      // The account's own address; the contact email typed in the form is kept, not mailed.
      ['booking_received', accountEmail],
      ['booking_new', 'bookings@operator.test'],
    ]);
    expect(emails[0]!.text).toContain(booking.reference);
    const notes = await fixtures.staffNotifications();
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)).toMatchObject({ userId: null, type: 'booking' });
    expect(notes.at(-1)!.message).toContain(booking.reference);
  });

  it('writes the traveller’s email in the language they use the site in', async () => {
    const { headers } = await traveller();
    const tour = await catalogue.tour(destinationId, { price: 9_000 });
    const payload = { tour_id: tour.id, travel_date: dayFromToday(20), passengers: 1, ...contact };
    const hindi = await book({ ...headers, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' }, payload);
    expect(hindi.statusCode).toBe(201);
    const [received] = await fixtures.emailsOf(hindi.json().data.id);
    expect(received!.kind).toBe('booking_received');
    expect(received!.subject).toMatch(/[\u0900-\u097F]/);

    const english = await book({ ...headers, 'accept-language': 'en' }, { ...payload, travel_date: dayFromToday(21) });
    const [again] = await fixtures.emailsOf(english.json().data.id);
    expect(again!.subject).not.toMatch(/[\u0900-\u097F]/);
  });

  it.each([
    ['es', 'Hemos recibido su reserva', 'FACTURA', 'Importe'],
    ['fr', 'Nous avons bien reçu votre réservation', 'FACTURE', 'Montant'],
    ['de', 'Wir haben Ihre Buchung', 'RECHNUNG', 'Betrag'],
  ] as const)(
    'writes the email and the invoice in %s for a traveller who uses the site in it',
    async (locale, subject, title, amount) => {
      const { headers, userId } = await traveller();
      await ctx.db.update(users).set({ locale }).where(eq(users.id, userId));
      const tour = await catalogue.tour(destinationId, { price: 9_000 });
      const response = await book(headers, {
        tour_id: tour.id,
        travel_date: dayFromToday(20),
        passengers: 1,
        ...contact,
      });
      expect(response.statusCode).toBe(201);
      const booking = response.json().data;
      const [received] = await fixtures.emailsOf(booking.id);
      expect(received!.kind).toBe('booking_received');
      expect(received!.subject).toContain(subject);
      expect(received!.html).toContain(`<html lang="${locale}">`);

      const invoiceText = async (extra: Record<string, string>) => {
        const invoice = await ctx.app.inject({
          url: `/api/bookings/${booking.id}/invoice`,
          headers: { ...headers, ...extra },
        });
        expect(invoice.statusCode).toBe(200);
        return (await extractText(await getDocumentProxy(new Uint8Array(invoice.rawPayload)), { mergePages: true }))
          .text;
      };
      const text = await invoiceText({});
      expect(text).toContain(title);
      expect(text).toContain(amount);
      expect(text).toContain(booking.reference);
      // The language the request is made in comes first.
      expect(await invoiceText({ 'accept-language': 'en' })).toContain('INVOICE');
    },
  );

  it('books the departure starting on the travel date, or names the dates that can be booked', async () => {
    const { headers } = await traveller();
    const trek = await catalogue.trek(destinationId);
    const first = await fixtures.departure({ trekId: trek.id }, { startDate: dayFromToday(20) });
    const second = await fixtures.departure({ trekId: trek.id }, { startDate: dayFromToday(34) });
    await fixtures.departure({ trekId: trek.id }, { startDate: dayFromToday(27), status: 'closed' });

    const onDay = await book(headers, { trek_id: trek.id, travel_date: dayFromToday(34), passengers: 2, ...contact });
    expect(onDay.statusCode).toBe(201);
    expect(onDay.json().data).toMatchObject({
      departure_id: second.id,
      travel_date: second.startDate,
      end_date: second.endDate,
    });
    expect((await fixtures.readDeparture(second.id)).seatsBooked).toBe(2);

    const offDay = await book(headers, { trek_id: trek.id, travel_date: dayFromToday(27), passengers: 1, ...contact });
    expect(offDay.statusCode).toBe(422);
    expect(offDay.json().errors.travel_date).toEqual([
      fillMessage(MESSAGES.travelDateNoDeparture, { dates: `${first.startDate}, ${second.startDate}` }),
    ]);
  });

  it('refuses a departure of another trip, a closed one, and too many passengers for the seats left', async () => {
    const { headers } = await traveller();
    const tour = await catalogue.tour(destinationId);
    const other = await catalogue.tour(destinationId);
    const closed = await fixtures.departure({ tourId: tour.id }, { status: 'closed' });
    const elsewhere = await fixtures.departure({ tourId: other.id });
    const nearlyFull = await fixtures.departure({ tourId: tour.id }, { seatsTotal: 10, seatsBooked: 8 });
    const full = await fixtures.departure({ tourId: tour.id }, { seatsTotal: 10, seatsBooked: 10 });

    expect(
      (await book(headers, { tour_id: tour.id, departure_id: elsewhere.id, passengers: 1, ...contact })).json().errors,
    ).toEqual({
      departure_id: [MESSAGES.departureNotFound],
    });
    expect(
      (await book(headers, { tour_id: tour.id, departure_id: closed.id, passengers: 1, ...contact })).json().errors,
    ).toEqual({
      departure_id: [MESSAGES.departureNotBookable],
    });
    const tooMany = await book(headers, { tour_id: tour.id, departure_id: nearlyFull.id, passengers: 3, ...contact });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(fillMessage(MESSAGES.seatsLeft, { count: 2 }));
    const onFull = await book(headers, { tour_id: tour.id, departure_id: full.id, passengers: 1, ...contact });
    expect(onFull.statusCode).toBe(409);
    expect(onFull.json().message).toBe(MESSAGES.departureFull);
    expect((await fixtures.readDeparture(nearlyFull.id)).seatsBooked).toBe(8);
  });

  it('answers a retry with the same Idempotency-Key with the first booking', async () => {
    const { headers } = await traveller();
    const tour = await catalogue.tour(destinationId);
    const departure = await fixtures.departure({ tourId: tour.id });
    const payload = { tour_id: tour.id, departure_id: departure.id, passengers: 2, ...contact };
    const keyed = { ...headers, 'idempotency-key': 'a5f0c1e2-retry-1' };
    const first = await book(keyed, payload);
    const retry = await book(keyed, payload);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(first.json().data.id);
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(2);

    // The same key from another traveller is theirs alone; a fresh key books again.
    const other = await traveller();
    expect((await book({ ...other.headers, 'idempotency-key': 'a5f0c1e2-retry-1' }, payload)).statusCode).toBe(201);
    expect((await book({ ...headers, 'idempotency-key': 'a5f0c1e2-retry-2' }, payload)).statusCode).toBe(201);
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(6);

    const bad = await book({ ...headers, 'idempotency-key': 'x'.repeat(201) }, payload);
    expect(bad.statusCode).toBe(422);
  });

  it('lists own bookings newest first and hides another traveller’s', async () => {
    const owner = await traveller();
    const other = await traveller();
    const tour = await catalogue.tour(destinationId);
    const older = (
      await book(owner.headers, { tour_id: tour.id, travel_date: dayFromToday(40), passengers: 1, ...contact })
    ).json().data;
    const newer = (
      await book(owner.headers, { tour_id: tour.id, travel_date: dayFromToday(41), passengers: 1, ...contact })
    ).json().data;

    const listed = (await ctx.app.inject({ url: '/api/bookings?per_page=1', headers: owner.headers })).json();
    expect(listed.data.map((booking: { id: number }) => booking.id)).toEqual([newer.id]);
    expect(listed.meta).toMatchObject({ page: 1, per_page: 1, total: 2, last_page: 2 });
    expect(
      (await ctx.app.inject({ url: `/api/bookings/${older.id}`, headers: owner.headers })).json().data.reference,
    ).toBe(older.reference);

    expect((await ctx.app.inject({ url: '/api/bookings', headers: other.headers })).json().data).toEqual([]);
    for (const url of [`/api/bookings/${older.id}`, `/api/bookings/${older.id}/invoice`]) {
      const response = await ctx.app.inject({ url, headers: other.headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(MESSAGES.bookingNotFound);
    }
    const stolen = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${older.id}/cancel`,
      headers: other.headers,
    });
    expect(stolen.statusCode).toBe(404);
  });

  it("answers the specs' tour_id/tour and trek_id/trek beside trip, in the list (no statement more) and the detail", async () => {
    const owner = await traveller();
    const place = await catalogue.destination({ name: 'Zanskar Valley' });
    const tour = await catalogue.tour(place.id, { title: 'Zanskar Monasteries' });
    const trek = await catalogue.trek(place.id, { title: 'Chadar Ice Trek' });
    const onTour = (
      await book(owner.headers, { tour_id: tour.id, travel_date: dayFromToday(42), passengers: 1, ...contact })
    ).json().data;
    const onTrek = (
      await book(owner.headers, { trek_id: trek.id, travel_date: dayFromToday(43), passengers: 1, ...contact })
    ).json().data;
    const tourShape = {
      tour_id: tour.id,
      trek_id: null,
      tour: { id: tour.id, title: 'Zanskar Monasteries', destination: { name: 'Zanskar Valley' } },
      trek: null,
      trip: { type: 'tour', id: tour.id, title: 'Zanskar Monasteries' },
    };
    const trekShape = {
      tour_id: null,
      trek_id: trek.id,
      tour: null,
      trek: { id: trek.id, title: 'Chadar Ice Trek', destination: { name: 'Zanskar Valley' } },
      trip: { type: 'trek', id: trek.id },
    };
    // The answer to the booking itself already carries them.
    expect(onTour).toMatchObject(tourShape);
    expect(onTrek).toMatchObject(trekShape);

    const { result, statements } = await ctx.statementsOf(() =>
      ctx.app.inject({ url: '/api/bookings', headers: owner.headers }),
    );
    const listed = result.json().data as { id: number }[];
    expect(listed.find((booking) => booking.id === onTour.id)).toMatchObject(tourShape);
    expect(listed.find((booking) => booking.id === onTrek.id)).toMatchObject(trekShape);
    // The page and its count, as before: trips and destinations come joined into the page's statement.
    expect(statements.filter((sql) => /from "bookings"/.test(sql))).toHaveLength(2);
    expect(statements.filter((sql) => /"tour_destination"/.test(sql))).toHaveLength(1);

    const detail = await ctx.app.inject({ url: `/api/bookings/${onTrek.id}`, headers: owner.headers });
    expect(detail.json().data).toMatchObject(trekShape);
  });

  it('cancels an own booking: seats and coupon use return, the cancelled email and a notification are queued', async () => {
    const { headers } = await traveller();
    const tour = await catalogue.tour(destinationId);
    const departure = await fixtures.departure({ tourId: tour.id });
    const coupon = await fixtures.coupon({ code: 'CANCELME', usageLimit: 5 });
    const booking = (
      await book(headers, {
        tour_id: tour.id,
        departure_id: departure.id,
        passengers: 3,
        coupon_code: 'CANCELME',
        ...contact,
      })
    ).json().data;
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(3);
    expect((await fixtures.readCoupon(coupon.id)).usedCount).toBe(1);

    const cancelled = await ctx.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/cancel`, headers });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: MESSAGES.bookingCancelled,
      data: { status: 'cancelled', cancel_reason: 'cancelled by traveller' },
    });
    expect(cancelled.json().data.cancelled_at).not.toBeNull();
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(0);
    expect((await fixtures.readCoupon(coupon.id)).usedCount).toBe(0);
    expect((await fixtures.emailsOf(booking.id)).map((email) => email.kind)).toContain('booking_cancelled');
    expect((await fixtures.staffNotifications()).at(-1)!.message).toContain(booking.reference);

    const again = await ctx.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/cancel`, headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.bookingNotCancellable);
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(0);
  });

  it('refuses to cancel on or after the travel date', async () => {
    const { headers } = await traveller();
    const tour = await catalogue.tour(destinationId);
    const booking = (
      await book(headers, { tour_id: tour.id, travel_date: dayFromToday(5), passengers: 1, ...contact })
    ).json().data;
    await ctx.db
      .update(bookings)
      .set({ travelDate: dayFromToday(0) })
      .where(eq(bookings.id, booking.id));
    const response = await ctx.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/cancel`, headers });
    expect(response.statusCode).toBe(409);
  });

  it('serves an own booking’s invoice as a PDF carrying the reference', async () => {
    const { headers } = await traveller();
    const tour = await catalogue.tour(destinationId, { price: 9_999 });
    await fixtures.coupon({ code: 'INVOICE5', discountValue: 5 });
    const booking = (
      await book(headers, {
        tour_id: tour.id,
        travel_date: dayFromToday(9),
        passengers: 2,
        coupon_code: 'INVOICE5',
        ...contact,
      })
    ).json().data;
    const response = await ctx.app.inject({ url: `/api/bookings/${booking.id}/invoice`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${booking.reference}.pdf"`);
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(booking.reference);
    expect(text).toContain('INVOICE5');
  });
});

describe('the email about a booking', () => {
  it('is reported as it stands: not sent without a mail server, on its way once one is set, then sent', async () => {
    const { headers } = await traveller();
    const tour = await catalogue.tour(destinationId, { price: 9_000 });
    const booking = (
      await book(headers, { tour_id: tour.id, travel_date: dayFromToday(20), passengers: 1, ...contact })
    ).json().data;
    // The booking's own answer says it too (the confirmation page shows it with no second request).
    expect(booking.confirmation_email).toBe('not_sent');
    const read = async () =>
      (await ctx.app.inject({ url: `/api/bookings/${booking.id}`, headers })).json().data.confirmation_email;
    expect(await read()).toBe('not_sent');
    await upsertSetting(ctx.db, { key: 'smtp_host', value: 'mail.operator.test', type: 'string', isPublic: false });
    try {
      expect(await read()).toBe('on_its_way');
      const [received] = await fixtures.emailsOf(booking.id);
      await ctx.db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date() })
        .where(eq(emailOutbox.id, received!.id));
      expect(await read()).toBe('sent');
    } finally {
      await upsertSetting(ctx.db, { key: 'smtp_host', value: '', type: 'string', isPublic: false });
    }
  });
});

describe('hold expiry', () => {
  it('cancels pending bookings past their hold, returns seats and coupon use, queues the email', async () => {
    const { headers } = await traveller();
    const tour = await catalogue.tour(destinationId);
    const departure = await fixtures.departure({ tourId: tour.id });
    const coupon = await fixtures.coupon({ code: 'HOLDME' });
    const held = (
      await book(headers, {
        tour_id: tour.id,
        departure_id: departure.id,
        passengers: 4,
        coupon_code: 'HOLDME',
        ...contact,
      })
    ).json().data;
    const confirmed = (
      await book(headers, { tour_id: tour.id, departure_id: departure.id, passengers: 2, ...contact })
    ).json().data;
    await ctx.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, confirmed.id));
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(6);

    // Not yet: the hold runs 48 hours.
    expect(await expireHeldBookings(ctx.db, new Date(Date.now() + 47 * 3_600_000))).toBe(0);
    const later = new Date(Date.now() + 49 * 3_600_000);
    const expired = await expireHeldBookings(ctx.db, later, { batchSize: 1 });
    expect(expired).toBeGreaterThanOrEqual(1);

    const after = (await ctx.app.inject({ url: `/api/bookings/${held.id}`, headers })).json().data;
    expect(after).toMatchObject({ status: 'cancelled', cancel_reason: 'expired' });
    expect((await ctx.app.inject({ url: `/api/bookings/${confirmed.id}`, headers })).json().data.status).toBe(
      'confirmed',
    );
    expect((await fixtures.readDeparture(departure.id)).seatsBooked).toBe(2);
    expect((await fixtures.readCoupon(coupon.id)).usedCount).toBe(0);
    expect((await fixtures.emailsOf(held.id)).map((email) => email.kind)).toEqual([
      'booking_received',
      'booking_new',
      'booking_expired',
    ]);
    expect(await expireHeldBookings(ctx.db, later)).toBe(0);
  });
});
