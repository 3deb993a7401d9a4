import { createHash } from 'node:crypto';
import {
  BOOKING_LIMITS,
  MESSAGES,
  fillMessage,
  type Booking,
  type CreateBookingBody,
  type QuoteBody,
  type QuoteResult,
  type Locale,
} from '@trails/contracts';
import { INVOICE_TEXTS } from '../invoices/pdf-texts.ts';
import type { Database, Executor } from '../../db/client.ts';
import { HttpError, conflict, fieldError, notFound } from '../../lib/errors.ts';
import { formatMoney } from '../../lib/format.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import { isoOrNull, pageMeta } from '../../lib/respond.ts';
import { findBookableTrip, type BookableTrip, type ItemKind } from '../catalogue/bookable-trip.repo.ts';
import {
  findDeparture,
  hasScheduledDepartures,
  openDepartureOn,
  openDepartures,
  takeSeats,
  type DepartureRow,
} from '../departures/departures.repo.ts';
import { seatsLeftOf } from '../departures/departure-seats.ts';
import { readEmailSite } from '../emails/site.ts';
import { bookingReceivedEmail, newBookingEmail } from '../emails/templates.ts';
import { renderInvoicePdf } from '../invoices/invoice.pdf.ts';
import { readInvoiceOperator } from '../invoices/invoice-operator.ts';
import { bookingGst } from '../invoices/booking-gst.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import type { EmailDeliveryReader } from '../outbox/outbox.delivery.ts';
import {
  ON_REQUEST_MAX_DAYS,
  addDays,
  readBookingSettings,
  todayIn,
  tripEndDate,
  type BookingSettings,
} from './booking-settings.ts';
import { cancelInTransaction } from './booking-release.ts';
import type { BookingEventSink } from './booking-event-sink.ts';
import {
  bookingRecipient,
  countActiveBookings,
  countUnpaidBookings,
  findBookingByIdempotencyKey,
  findOwnBooking,
  lockAccountForBooking,
  insertBooking,
  lockOwnBooking,
  nextReference,
  pageOfOwnBookings,
  type BookingView,
} from './bookings.repo.ts';
import { findUserLocale } from '../auth/auth.repo.ts';
import { findCouponByCode, redeemCoupon, type CouponWithId } from './coupons.repo.ts';
import { priceBooking, type CouponProblem, type Price } from './pricing.ts';
import { notifyStaff } from '../notifications/notifications.repo.ts';
import type { WaitlistOfferPort } from '../waitlist/waitlist.service.ts';

const COUPON_MESSAGES: Record<Exclude<CouponProblem, 'min_amount'>, string> = {
  inactive: MESSAGES.couponInactive,
  not_started: MESSAGES.couponNotStarted,
  expired: MESSAGES.couponExpired,
  not_for_trip: MESSAGES.couponNotForTrip,
  used_up: MESSAGES.couponUsedUp,
};

export function toBookingDto(view: NonNullable<BookingView>): Booking {
  const { booking } = view;
  const trip =
    booking.tourId !== null && view.tourTitle !== null
      ? { type: 'tour' as const, id: booking.tourId, title: view.tourTitle, slug: view.tourSlug ?? '' }
      : booking.trekId !== null && view.trekTitle !== null
        ? { type: 'trek' as const, id: booking.trekId, title: view.trekTitle, slug: view.trekSlug ?? '' }
        : null;
  const destination = view.destinationName === null ? null : { name: view.destinationName };
  const booked = trip && { id: trip.id, title: trip.title, destination };
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    payment_status: booking.paymentStatus,
    unit_price: booking.unitPrice,
    passengers: booking.passengers,
    subtotal: Math.round(booking.unitPrice * booking.passengers * 100) / 100,
    discount: booking.discountAmount,
    total_amount: booking.totalAmount,
    currency: booking.currency,
    coupon_code: view.couponCode,
    travel_date: booking.travelDate,
    end_date: booking.endDate,
    trip,
    tour_id: booking.tourId,
    trek_id: booking.trekId,
    tour: trip?.type === 'tour' ? booked : null,
    trek: trip?.type === 'trek' ? booked : null,
    departure_id: booking.departureId,
    hold_expires_at: isoOrNull(booking.holdExpiresAt),
    special_requests: booking.specialRequests,
    contact_name: booking.contactName,
    contact_email: booking.contactEmail,
    contact_phone: booking.contactPhone,
    billing_state: booking.billingState,
    cancel_reason: booking.cancelReason,
    cancelled_at: isoOrNull(booking.cancelledAt),
    created_at: booking.createdAt.toISOString(),
  };
}

/** The PDF invoice of a booking, for the traveller and for staff alike. */
export async function bookingInvoice(
  db: Executor,
  view: NonNullable<BookingView>,
  amountPaid?: number,
  language: Locale = 'en',
): Promise<{ reference: string; pdf: Buffer }> {
  const { booking } = view;
  const dto = toBookingDto(view);
  const { operator } = await readInvoiceOperator(db);
  const gst = await bookingGst(db, booking);
  const pdf = await renderInvoicePdf(
    {
      reference: booking.reference,
      ...(gst.invoice ? { invoiceNumber: gst.invoice.number } : {}),
      issueDate: gst.invoice?.issuedOn ?? booking.createdAt,
      operator: gst.legalName ? { ...operator, name: gst.legalName } : operator,
      traveller: { name: booking.contactName, email: booking.contactEmail, phone: booking.contactPhone },
      trip: {
        title: dto.trip?.title ?? INVOICE_TEXTS[language].customPackage,
        startDate: booking.travelDate,
        endDate: booking.endDate,
      },
      passengers: booking.passengers,
      unitPrice: booking.unitPrice,
      discount: booking.discountAmount > 0 ? { amount: booking.discountAmount, couponCode: view.couponCode } : null,
      total: booking.totalAmount,
      currency: booking.currency,
      status: booking.status,
      paymentStatus: booking.paymentStatus,
      ...(amountPaid === undefined ? {} : { amountPaid }),
      gst: gst.document,
    },
    language,
  );
  return { reference: booking.reference, pdf };
}

interface Schedule {
  departure: DepartureRow | null;
  travelDate: string;
  endDate: string;
}

interface Prepared {
  trip: BookableTrip;
  schedule: Schedule;
  price: Price;
  coupon: CouponWithId | null;
  settings: BookingSettings;
}

const notEnoughSeats = (left: number) =>
  conflict(left === 0 ? MESSAGES.departureFull : fillMessage(MESSAGES.seatsLeft, { count: left }));

/** ₹10,000 rather than ₹10,000.00 for a whole amount. */
const wholeMoney = (amount: number, currency: string) => {
  const text = formatMoney(amount, currency, 'en-IN');
  return Number.isInteger(amount) ? text.replace(/\.00(?!\d)/, '') : text;
};

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505' && (current.constraint === undefined || current.constraint === constraint))
      return true;
  }
  return false;
}

/** What a retry must repeat exactly for its Idempotency-Key to answer the first booking. */
export function bookingRequestHash(body: CreateBookingBody): string {
  const sorted = Object.fromEntries(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/** The first booking made with this key, or 422 when the key came with another request. */
function sameRequestOrRefuse(existing: NonNullable<BookingView>, hash: string): Booking {
  if (existing.booking.idempotencyHash !== null && existing.booking.idempotencyHash !== hash)
    throw fieldError('idempotency_key', MESSAGES.idempotencyKeyReused);
  return toBookingDto(existing);
}

/**
 * The per-account checks of a booking, inside its transaction with the account locked: the number of
 * unpaid bookings (409 past the setting), and a coupon's first-booking and per-account limits.
 */
async function checkAccountLimits(
  tx: Executor,
  userId: number,
  coupon: CouponWithId | null,
  settings: BookingSettings,
): Promise<void> {
  await lockAccountForBooking(tx, userId);
  const unpaid = await countUnpaidBookings(tx, userId);
  if (unpaid >= settings.maxPendingBookings)
    throw conflict(fillMessage(MESSAGES.tooManyPendingBookings, { count: unpaid }));
  if (coupon) await checkCouponForAccount(tx, userId, coupon);
}

/**
 * A coupon's first-booking and per-account limits for one account (422 on `coupon_code`): inside a
 * booking's transaction, and on a signed-in traveller's quote so the price shown is the price booked.
 */
async function checkCouponForAccount(executor: Executor, userId: number, coupon: CouponWithId): Promise<void> {
  if (coupon.firstBookingOnly && (await countActiveBookings(executor, userId)) > 0)
    throw fieldError('coupon_code', MESSAGES.couponFirstBookingOnly);
  if (
    coupon.maxUsesPerUser !== null &&
    (await countActiveBookings(executor, userId, coupon.id)) >= coupon.maxUsesPerUser
  )
    throw fieldError('coupon_code', MESSAGES.couponUsedByYou);
}

export function createBookingsService(
  db: Database,
  options: {
    publicUrl: string;
    publicData: PublicDataInvalidator;
    emailDelivery?: EmailDeliveryReader;
    /** With an online payment provider, a new booking holds its seats only while its deposit is paid. */
    paysOnline?: boolean;
    /** A booking through a waitlist offer link takes the seats held for that offer. */
    waitlist?: WaitlistOfferPort;
    /** booking.created and booking.cancelled for the operator's other systems (webhooks). */
    events?: BookingEventSink;
  },
) {
  async function resolveTrip(executor: Executor, body: QuoteBody): Promise<BookableTrip> {
    const type: ItemKind = body.tour_id !== undefined ? 'tour' : 'trek';
    const trip = await findBookableTrip(executor, type, (body.tour_id ?? body.trek_id)!);
    if (!trip || !trip.isActive)
      throw fieldError(
        type === 'tour' ? 'tour_id' : 'trek_id',
        type === 'tour' ? MESSAGES.tourNotFound : MESSAGES.trekNotFound,
      );
    return trip;
  }

  /**
   * The departure and dates: a chosen departure of this trip; else, on a scheduled trip, the open
   * departure starting on the travel date; else (run on request) any date from the lead time to a
   * year ahead.
   */
  async function resolveSchedule(
    executor: Executor,
    trip: BookableTrip,
    body: QuoteBody,
    settings: BookingSettings,
    now: Date,
  ): Promise<Schedule> {
    const today = todayIn(settings.timezone, now);
    const first = addDays(today, settings.leadDays);
    if (body.departure_id !== undefined) {
      const departure = await findDeparture(executor, body.departure_id);
      const ownId = trip.type === 'tour' ? departure?.tourId : departure?.trekId;
      if (!departure || ownId !== trip.id) throw fieldError('departure_id', MESSAGES.departureNotFound);
      if (departure.status !== 'open' || departure.startDate < first)
        throw fieldError('departure_id', MESSAGES.departureNotBookable);
      return { departure, travelDate: departure.startDate, endDate: departure.endDate };
    }
    const date = body.travel_date!;
    if (date <= today) throw fieldError('travel_date', MESSAGES.travelDatePast);
    if (await hasScheduledDepartures(executor, trip.type, trip.id, today)) {
      const departure = date >= first ? await openDepartureOn(executor, trip.type, trip.id, date) : null;
      if (departure) return { departure, travelDate: departure.startDate, endDate: departure.endDate };
      const options = await openDepartures(executor, trip.type, trip.id, first, BOOKING_LIMITS.suggestedDates);
      throw fieldError(
        'travel_date',
        fillMessage(MESSAGES.travelDateNoDeparture, {
          dates: options.map((option) => option.startDate).join(', ') || '-',
        }),
      );
    }
    const last = addDays(today, ON_REQUEST_MAX_DAYS);
    if (date < first || date > last)
      throw fieldError('travel_date', fillMessage(MESSAGES.travelDateOutOfRange, { from: first, to: last }));
    return { departure: null, travelDate: date, endDate: tripEndDate(date, trip.durationDays) };
  }

  /** Everything a quote and a booking share: the trip, its dates, the price with the coupon. */
  async function prepare(body: QuoteBody, now: Date): Promise<Prepared> {
    const settings = await readBookingSettings(db);
    const trip = await resolveTrip(db, body);
    const schedule = await resolveSchedule(db, trip, body, settings, now);
    // Seats held for a waitlist offer are not free to others, but they are the offer's.
    const offered =
      schedule.departure !== null &&
      body.waitlist_offer !== undefined &&
      body.waitlist_offer !== '' &&
      options.waitlist !== undefined &&
      (await options.waitlist.holdsSeats(body.waitlist_offer, schedule.departure.id, body.passengers, now));
    if (schedule.departure && !offered && seatsLeftOf(schedule.departure) < body.passengers) {
      if (body.waitlist_offer) throw fieldError('waitlist_offer', MESSAGES.waitlistOfferInvalid);
      throw notEnoughSeats(seatsLeftOf(schedule.departure));
    }
    const unitPrice = schedule.departure?.price ?? trip.price;
    if (!(unitPrice > 0)) throw fieldError(trip.type === 'tour' ? 'tour_id' : 'trek_id', MESSAGES.invalidTourPrice);

    const code = body.coupon_code?.trim();
    const coupon = code ? await findCouponByCode(db, code) : null;
    if (code && !coupon) throw fieldError('coupon_code', MESSAGES.couponUnknown);
    const result = priceBooking({ unitPrice, passengers: body.passengers, trip, coupon, now });
    if (!result.ok) {
      const message =
        result.problem === 'min_amount'
          ? fillMessage(MESSAGES.couponMinAmount, { amount: wholeMoney(result.minAmount ?? 0, settings.currency) })
          : COUPON_MESSAGES[result.problem];
      throw fieldError('coupon_code', message);
    }
    return { trip, schedule, price: result.price, coupon, settings };
  }

  function toQuote({ price, schedule, settings }: Prepared): QuoteResult {
    return {
      unit_price: price.unitPrice,
      passengers: price.passengers,
      subtotal: price.subtotal,
      discount: price.discount,
      total: price.total,
      currency: settings.currency,
      coupon: price.coupon
        ? {
            code: price.coupon.code,
            discount_type: price.coupon.discountType,
            discount_value: price.coupon.discountValue,
          }
        : null,
      seats_left: schedule.departure ? seatsLeftOf(schedule.departure) : null,
      travel_date: schedule.travelDate,
      end_date: schedule.endDate,
      departure_id: schedule.departure?.id ?? null,
    };
  }

  async function ownBooking(userId: number, id: number) {
    const view = await findOwnBooking(db, id, userId);
    if (!view) throw notFound(MESSAGES.bookingNotFound);
    return view;
  }

  return {
    /**
     * The price booking it would give. For a signed-in traveller (`userId`) the coupon's per-account
     * rules apply too, so a first-booking code is refused here rather than at the booking.
     */
    async quote(body: QuoteBody, now = new Date(), userId?: number): Promise<QuoteResult> {
      const prepared = await prepare(body, now);
      if (userId !== undefined && prepared.coupon) await checkCouponForAccount(db, userId, prepared.coupon);
      return toQuote(prepared);
    },

    /**
     * Prices the booking exactly as the quote does, then in one transaction takes the seats and the
     * coupon use (each one conditional statement), writes the booking, its emails and a staff
     * notification. A retried request with the same Idempotency-Key and body answers the first
     * booking; the same key with another body is refused (422). The emails go to the account's own
     * address: the contact email typed in the form is kept for the operator, never mailed.
     */
    async create(
      user: { id: number },
      body: CreateBookingBody,
      idempotencyKey: string | undefined,
      now = new Date(),
    ): Promise<{ booking: Booking; created: boolean }> {
      const hash = bookingRequestHash(body);
      if (idempotencyKey) {
        const existing = await findBookingByIdempotencyKey(db, user.id, idempotencyKey);
        if (existing) return { booking: sameRequestOrRefuse(existing, hash), created: false };
      }
      const prepared = await prepare(body, now);
      const { trip, schedule, price, coupon, settings } = prepared;
      const [site, language] = await Promise.all([readEmailSite(db, options.publicUrl), findUserLocale(db, user.id)]);

      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          await checkAccountLimits(tx, user.id, coupon, settings);
          let recordOnOffer: ((bookingId: number) => Promise<void>) | null = null;
          if (schedule.departure && body.waitlist_offer && options.waitlist) {
            recordOnOffer = await options.waitlist.takeOfferedSeats(tx, {
              userId: user.id,
              token: body.waitlist_offer,
              departureId: schedule.departure.id,
              seats: body.passengers,
              now,
            });
          } else if (schedule.departure) {
            const taken = await takeSeats(tx, schedule.departure.id, body.passengers);
            if (!taken) {
              const current = await findDeparture(tx, schedule.departure.id);
              if (!current || current.status !== 'open')
                throw fieldError('departure_id', MESSAGES.departureNotBookable);
              throw notEnoughSeats(seatsLeftOf(current));
            }
          }
          if (coupon && !(await redeemCoupon(tx, coupon.id, now)))
            throw fieldError('coupon_code', MESSAGES.couponUsedUp);

          const reference = await nextReference(tx, now);
          const holdExpiresAt = new Date(
            now.getTime() +
              (options.paysOnline ? settings.paymentHoldMinutes * 60_000 : settings.holdHours * 3_600_000),
          );
          const bookingId = await insertBooking(tx, {
            reference,
            userId: user.id,
            tourId: trip.type === 'tour' ? trip.id : null,
            trekId: trip.type === 'trek' ? trip.id : null,
            departureId: schedule.departure?.id ?? null,
            travelDate: schedule.travelDate,
            endDate: schedule.endDate,
            passengers: body.passengers,
            unitPrice: price.unitPrice,
            discountAmount: price.discount,
            couponId: coupon?.id ?? null,
            totalAmount: price.total,
            currency: settings.currency,
            contactName: body.contact_name,
            contactEmail: body.contact_email,
            contactPhone: body.contact_phone,
            specialRequests: body.special_requests || null,
            billingState: body.billing_state ?? null,
            status: 'pending',
            paymentStatus: 'pending',
            holdExpiresAt,
            idempotencyKey: idempotencyKey ?? null,
            idempotencyHash: idempotencyKey ? hash : null,
            createdAt: now,
          });
          await recordOnOffer?.(bookingId);

          const data = {
            reference,
            bookingId,
            travellerName: body.contact_name,
            travellerEmail: body.contact_email,
            travellerPhone: body.contact_phone,
            tripTitle: trip.title,
            startDate: schedule.travelDate,
            endDate: schedule.endDate,
            passengers: body.passengers,
            total: price.total,
            currency: settings.currency,
            holdExpiresAt,
          };
          const related = { type: 'booking', id: bookingId };
          await enqueueEmail(tx, {
            to: await bookingRecipient(tx, user.id),
            kind: 'booking_received',
            related,
            ...bookingReceivedEmail(site, data, language),
          });
          if (site.contactEmail)
            await enqueueEmail(tx, {
              to: { address: site.contactEmail },
              kind: 'booking_new',
              related,
              ...newBookingEmail(site, data),
            });
          await notifyStaff(tx, {
            type: 'booking',
            title: 'New booking request',
            message: `${body.contact_name} booked ${trip.title} for ${schedule.travelDate} (${body.passengers} ${body.passengers === 1 ? 'traveller' : 'travellers'}, ${reference})`,
            link: '/admin/bookings',
          });
          await options.events?.(tx, 'booking.created', bookingId);
          return bookingId;
        });
      } catch (error) {
        // The same key sent twice at once: the other request's booking won.
        if (idempotencyKey && !(error instanceof HttpError) && isUniqueViolation(error, 'bookings_idempotency_idx')) {
          const existing = await findBookingByIdempotencyKey(db, user.id, idempotencyKey);
          if (existing) return { booking: sameRequestOrRefuse(existing, hash), created: false };
        }
        throw error;
      }
      // Popularity (the trending sort) counts bookings.
      await options.publicData.invalidate();
      return { booking: toBookingDto((await findOwnBooking(db, id, user.id))!), created: true };
    },

    async list(userId: number, page: number, perPage: number) {
      const { rows, total } = await pageOfOwnBookings(db, userId, page, perPage);
      return { items: rows.map(toBookingDto), meta: pageMeta(page, perPage, total) };
    },

    async get(userId: number, id: number): Promise<Booking> {
      const booking = toBookingDto(await ownBooking(userId, id));
      if (!options.emailDelivery) return booking;
      return {
        ...booking,
        confirmation_email: await options.emailDelivery({ type: 'booking', id }, 'booking_received'),
      };
    },

    /** The traveller's cancellation: while pending or confirmed, before the travel date. */
    async cancel(userId: number, id: number, now = new Date()): Promise<Booking> {
      const [settings, site, language] = await Promise.all([
        readBookingSettings(db),
        readEmailSite(db, options.publicUrl),
        findUserLocale(db, userId),
      ]);
      await db.transaction(async (tx) => {
        const booking = await lockOwnBooking(tx, id, userId);
        if (!booking) throw notFound(MESSAGES.bookingNotFound);
        const today = todayIn(settings.timezone, now);
        if (booking.status === 'cancelled' || booking.travelDate <= today)
          throw conflict(MESSAGES.bookingNotCancellable);
        await cancelInTransaction(tx, booking, {
          reason: 'cancelled by traveller',
          kind: 'cancelled',
          now,
          site,
          language,
          ...(options.events ? { events: options.events } : {}),
        });
      });
      await options.publicData.invalidate();
      return toBookingDto(await ownBooking(userId, id));
    },

    async invoice(userId: number, id: number, language?: Locale): Promise<{ reference: string; pdf: Buffer }> {
      return bookingInvoice(db, await ownBooking(userId, id), undefined, language);
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
