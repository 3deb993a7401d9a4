import { createHash } from 'node:crypto';
import { fillMessage } from '@trails/contracts/booking-messages';
import {
  BOOKING_LIMITS,
  type Booking,
  type CreateBookingBody,
  type QuoteBody,
  type QuoteResult,
} from '@trails/contracts/bookings';
import type { BookingCancellation } from '@trails/contracts/cancellation-policy';
import { LOCALES, type Locale } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import { INVOICE_TEXTS } from '../invoices/pdf-texts.ts';
import type { Database, Executor } from '../../db/client.ts';
import { HttpError, conflict, fieldError, notFound } from '../../lib/errors.ts';
import { formatMoney } from '../../lib/format.ts';
import { pick } from '../../lib/translations.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import { isoOrNull, pageMeta } from '../../lib/respond.ts';
import { findBookableTrip, tripTranslations, type BookableTrip, type ItemKind } from '../catalogue/bookable-trip.ts';
import {
  findDeparture,
  hasScheduledDepartures,
  openDepartureOn,
  openDepartures,
  takeSeats,
  type DepartureRow,
} from '../departures/seats.port.ts';
import { seatsLeftOf } from '../departures/departure-seats.ts';
import { EMAIL_SITE_KEYS, emailSiteFrom, readEmailSite, type EmailSite } from '../emails/site.ts';
import { bookingReceivedEmail, newBookingEmail } from '../emails/templates.ts';
import { renderInvoicePdf } from '../invoices/invoice.pdf.ts';
import { readInvoiceOperator } from '../invoices/invoice-operator.ts';
import { bookingGst } from '../invoices/booking-gst.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import type { EmailDeliveryReader } from '../outbox/outbox.delivery.ts';
import { readSettings } from '../settings/settings.reader.ts';
import {
  BOOKING_SETTING_KEYS,
  ON_REQUEST_MAX_DAYS,
  addDays,
  bookingSettingsFrom,
  readBookingSettings,
  todayIn,
  tripEndDate,
  type BookingSettings,
} from '../settings/booking-settings.ts';
import { cancelInTransaction } from './booking-release.ts';
import type { BookingEventSink } from './booking-event-sink.ts';
import { cancellationFor } from './cancellation.ts';
import type { OnlinePaymentsPort } from './online-payments-port.ts';
import {
  bookingRecipient,
  countActiveBookings,
  countUnpaidBookings,
  findBookingByIdempotencyKey,
  findOwnBooking,
  lockAccountForBooking,
  insertBookingRow,
  lockOwnBooking,
  nextReference,
  pageOfOwnBookings,
  type BookingRow,
  type BookingView,
} from './bookings.repo.ts';
import { findUserLocale } from '../auth/users.port.ts';
import { findCouponByCode, redeemCoupon, type CouponWithId } from '../coupons/coupons.port.ts';
import { priceBooking, roundMoney, type CouponProblem, type Price } from './pricing.ts';
import { notifyStaff } from '../notifications/notifier.ts';
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

/** A booking just written, with the trip and coupon it was priced with: what `findOwnBooking` reads back. */
function writtenView(row: BookingRow, { trip, coupon }: Pick<Prepared, 'trip' | 'coupon'>): NonNullable<BookingView> {
  return {
    booking: row,
    couponCode: coupon?.code ?? null,
    tourTitle: trip.type === 'tour' ? trip.title : null,
    tourSlug: trip.type === 'tour' ? trip.slug : null,
    trekTitle: trip.type === 'trek' ? trip.title : null,
    trekSlug: trip.type === 'trek' ? trip.slug : null,
    destinationName: trip.destinationName,
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
  // Each change staff make issues the invoice again: the next version (the tax invoice keeps its
  // number), dated that day.
  const reissued = booking.invoiceVersion > 1;
  const pdf = await renderInvoicePdf(
    {
      reference: reissued ? `${booking.reference}-V${booking.invoiceVersion}` : booking.reference,
      ...(gst.invoice ? { invoiceNumber: gst.invoice.number } : {}),
      issueDate: reissued ? booking.updatedAt : (gst.invoice?.issuedOn ?? booking.createdAt),
      operator: gst.legalName ? { ...operator, name: gst.legalName } : operator,
      traveller: { name: booking.contactName, email: booking.contactEmail, phone: booking.contactPhone },
      trip: {
        title: dto.trip
          ? language === 'en'
            ? dto.trip.title
            : pick(await tripTranslations(db, booking), language, 'title', dto.trip.title)
          : INVOICE_TEXTS[language].customPackage,
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
    /**
     * A booking through a waitlist offer link takes the seats held for that offer; seats a
     * cancellation frees are offered down the departure's line.
     */
    waitlist: WaitlistOfferPort;
    /** booking.created and booking.cancelled for the operator's other systems (webhooks). */
    events?: BookingEventSink;
    /** Refunds of online payments, when a provider is configured (a traveller's cancellation). */
    onlinePayments?: Pick<OnlinePaymentsPort, 'reserveCancellationRefund' | 'sendCancellationRefund'> | undefined;
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
  async function prepare(body: QuoteBody, now: Date, read?: BookingSettings): Promise<Prepared> {
    const settings = read ?? (await readBookingSettings(db));
    const trip = await resolveTrip(db, body);
    const schedule = await resolveSchedule(db, trip, body, settings, now);
    return priced(body, now, trip, schedule, settings);
  }

  async function priced(
    body: QuoteBody,
    now: Date,
    trip: BookableTrip,
    schedule: Schedule,
    settings: BookingSettings,
  ): Promise<Prepared> {
    // Seats held for a waitlist offer are not free to others, but they are the offer's.
    const offered =
      schedule.departure !== null &&
      body.waitlist_offer !== undefined &&
      body.waitlist_offer !== '' &&
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

  function toQuote({ price, schedule, settings, coupon }: Prepared, lang: Locale = 'en'): QuoteResult {
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
            // What staff wrote about it, when they did, in the request's language.
            ...(coupon?.description
              ? { description: pick(coupon.translations, lang, 'description', coupon.description) }
              : {}),
          }
        : null,
      seats_left: schedule.departure ? seatsLeftOf(schedule.departure) : null,
      travel_date: schedule.travelDate,
      end_date: schedule.endDate,
      departure_id: schedule.departure?.id ?? null,
    };
  }

  /**
   * Writes a priced booking in the caller's transaction, as every booking is written: the seats and
   * the coupon use are each taken by one conditional statement, then the booking, its emails and a
   * staff notification. Staff bookings carry who took them, a note, and a price adjustment.
   */
  async function writeBooking(
    tx: Executor,
    input: {
      userId: number;
      body: Pick<
        CreateBookingBody,
        'passengers' | 'contact_name' | 'contact_email' | 'contact_phone' | 'special_requests'
      > &
        Partial<Pick<CreateBookingBody, 'waitlist_offer' | 'billing_state'>>;
      prepared: Prepared;
      now: Date;
      holdExpiresAt: Date;
      idempotency: { key: string; hash: string } | null;
      site: EmailSite;
      language: string;
      /** The account's address and name when the caller has them (the session's user); read otherwise. */
      recipient?: { address: string; name: string };
      staff?: { id: number; note: string | null; adjustment: number; adjustmentReason: string | null };
    },
  ): Promise<{ bookingId: number; reference: string; row: BookingRow }> {
    const { userId, body, now, holdExpiresAt, site, language, staff } = input;
    const { trip, schedule, price, coupon, settings } = input.prepared;
    let recordOnOffer: ((bookingId: number) => Promise<void>) | null = null;
    if (schedule.departure && body.waitlist_offer) {
      recordOnOffer = await options.waitlist.takeOfferedSeats(tx, {
        userId,
        token: body.waitlist_offer,
        departureId: schedule.departure.id,
        seats: body.passengers,
        now,
      });
    } else if (schedule.departure) {
      const taken = await takeSeats(tx, schedule.departure.id, body.passengers);
      if (!taken) {
        const current = await findDeparture(tx, schedule.departure.id);
        if (!current || current.status !== 'open') throw fieldError('departure_id', MESSAGES.departureNotBookable);
        throw notEnoughSeats(seatsLeftOf(current));
      }
    }
    if (coupon && !(await redeemCoupon(tx, coupon.id, now))) throw fieldError('coupon_code', MESSAGES.couponUsedUp);

    const reference = await nextReference(tx, now);
    const total = roundMoney(price.total + (staff?.adjustment ?? 0));
    const row = await insertBookingRow(tx, {
      reference,
      userId,
      tourId: trip.type === 'tour' ? trip.id : null,
      trekId: trip.type === 'trek' ? trip.id : null,
      departureId: schedule.departure?.id ?? null,
      travelDate: schedule.travelDate,
      endDate: schedule.endDate,
      passengers: body.passengers,
      unitPrice: price.unitPrice,
      discountAmount: price.discount,
      couponId: coupon?.id ?? null,
      totalAmount: total,
      currency: settings.currency,
      contactName: body.contact_name,
      contactEmail: body.contact_email,
      contactPhone: body.contact_phone,
      specialRequests: body.special_requests || null,
      billingState: body.billing_state ?? null,
      status: 'pending',
      paymentStatus: 'pending',
      holdExpiresAt,
      idempotencyKey: input.idempotency?.key ?? null,
      idempotencyHash: input.idempotency?.hash ?? null,
      ...(staff
        ? {
            createdBy: staff.id,
            staffNote: staff.note,
            adjustmentAmount: staff.adjustment,
            adjustmentReason: staff.adjustmentReason,
          }
        : {}),
      createdAt: now,
    });
    const bookingId = row.id;
    await recordOnOffer?.(bookingId);

    const data = {
      reference,
      bookingId,
      travellerName: body.contact_name,
      travellerEmail: body.contact_email,
      travellerPhone: body.contact_phone,
      // In the language the traveller's emails are written in, English where not translated.
      tripTitle: pick(trip.translations, LOCALES.find((known) => known === language) ?? 'en', 'title', trip.title),
      startDate: schedule.travelDate,
      endDate: schedule.endDate,
      passengers: body.passengers,
      total,
      currency: settings.currency,
      holdExpiresAt,
    };
    const related = { type: 'booking', id: bookingId };
    await enqueueEmail(tx, {
      to: input.recipient ?? (await bookingRecipient(tx, userId)),
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
      title: staff ? 'Booking taken by staff' : 'New booking request',
      message: `${body.contact_name} booked ${trip.title} for ${schedule.travelDate} (${body.passengers} ${body.passengers === 1 ? 'traveller' : 'travellers'}, ${reference})`,
      link: '/admin/bookings',
    });
    await options.events?.(tx, 'booking.created', bookingId);
    return { bookingId, reference, row };
  }

  /** A departure named without its trip (staff pick the departure): the trip is the departure's. */
  async function withDepartureTrip<T extends QuoteBody>(body: T): Promise<T> {
    if (body.departure_id === undefined || body.tour_id !== undefined || body.trek_id !== undefined) return body;
    const departure = await findDeparture(db, body.departure_id);
    if (!departure) throw fieldError('departure_id', MESSAGES.departureNotFound);
    return departure.tourId !== null
      ? { ...body, tour_id: departure.tourId }
      : { ...body, trek_id: departure.trekId ?? undefined };
  }

  /**
   * The policy's refund through the provider, reserved in the cancellation's transaction, when
   * online payments exist; none (and the caller tells staff) when the money was paid by hand.
   */
  async function reserveRefund(tx: Executor, booking: BookingRow, amount: number, now: Date): Promise<unknown[]> {
    const online = options.onlinePayments;
    if (!online) return [];
    try {
      return await online.reserveCancellationRefund(
        tx,
        {
          bookingId: booking.id,
          amount,
          reason: 'cancellation policy refund',
          actorId: null,
          paidOn: now.toISOString().slice(0, 10),
        },
        now,
      );
    } catch (error) {
      // Paid (partly) by hand: the provider holds less than is due; staff pay it back themselves.
      // The reservation refuses before writing anything, so the transaction goes on.
      if (error instanceof HttpError && error.statusCode === 422) return [];
      throw error;
    }
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
    async quote(body: QuoteBody, now = new Date(), userId?: number, lang: Locale = 'en'): Promise<QuoteResult> {
      const prepared = await prepare(body, now);
      if (userId !== undefined && prepared.coupon) await checkCouponForAccount(db, userId, prepared.coupon);
      return toQuote(prepared, lang);
    },

    /**
     * Prices the booking exactly as the quote does, then in one transaction takes the seats and the
     * coupon use (each one conditional statement), writes the booking, its emails and a staff
     * notification. A retried request with the same Idempotency-Key and body answers the first
     * booking; the same key with another body is refused (422). The emails go to the account's own
     * address: the contact email typed in the form is kept for the operator, never mailed.
     */
    async create(
      user: { id: number; email: string; name: string; locale: string },
      body: CreateBookingBody,
      idempotencyKey: string | undefined,
      now = new Date(),
    ): Promise<{ booking: Booking; created: boolean }> {
      const hash = bookingRequestHash(body);
      if (idempotencyKey) {
        const existing = await findBookingByIdempotencyKey(db, user.id, idempotencyKey);
        if (existing) return { booking: sameRequestOrRefuse(existing, hash), created: false };
      }
      // The settings are read once (the booking's rules and the emails' site together), and the
      // account is the session's: its address, name and language are not read again.
      const stored = await readSettings(db, [...new Set([...BOOKING_SETTING_KEYS, ...EMAIL_SITE_KEYS])]);
      const prepared = await prepare(body, now, bookingSettingsFrom(stored));
      const { coupon, settings } = prepared;
      const site = emailSiteFrom(stored, options.publicUrl);

      let written: BookingRow;
      try {
        written = await db.transaction(async (tx) => {
          await checkAccountLimits(tx, user.id, coupon, settings);
          const holdExpiresAt = new Date(
            now.getTime() +
              (options.paysOnline ? settings.paymentHoldMinutes * 60_000 : settings.holdHours * 3_600_000),
          );
          const { row } = await writeBooking(tx, {
            userId: user.id,
            body,
            prepared,
            now,
            holdExpiresAt,
            idempotency: idempotencyKey ? { key: idempotencyKey, hash } : null,
            site,
            language: user.locale,
            recipient: { address: user.email, name: user.name },
          });
          return row;
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
      // Answered from what the transaction wrote: the booking's row, the trip and coupon it was priced with.
      return { booking: toBookingDto(writtenView(written, prepared)), created: true };
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

    /** Where the email that received a booking stands (undefined when the server reports none). */
    async confirmationEmail(id: number): Promise<Booking['confirmation_email']> {
      return options.emailDelivery?.({ type: 'booking', id }, 'booking_received');
    },

    /** What cancelling now would refund under the operator's policy (the traveller's own booking). */
    async cancellation(userId: number, id: number, now = new Date()): Promise<BookingCancellation> {
      const { booking } = await ownBooking(userId, id);
      return cancellationFor(db, booking, now);
    },

    /**
     * The traveller's cancellation: while pending or confirmed, before the travel date. The policy's
     * refund follows the payment path: through the provider for what was paid online; otherwise staff
     * are told the amount to pay back by hand.
     */
    async cancel(userId: number, id: number, now = new Date()): Promise<Booking> {
      const [site, language] = await Promise.all([readEmailSite(db, options.publicUrl), findUserLocale(db, userId)]);
      let refunds: unknown[] = [];
      await db.transaction(async (tx) => {
        const booking = await lockOwnBooking(tx, id, userId);
        if (!booking) throw notFound(MESSAGES.bookingNotFound);
        const figure = await cancellationFor(tx, booking, now);
        if (!figure.cancellable) throw conflict(MESSAGES.bookingNotCancellable);
        await cancelInTransaction(tx, booking, {
          reason: 'cancelled by traveller',
          kind: 'cancelled',
          now,
          site,
          language,
          waitlist: options.waitlist,
          ...(options.events ? { events: options.events } : {}),
        });
        if (figure.refund_amount <= 0) return;
        refunds = await reserveRefund(tx, booking, figure.refund_amount, now);
        if (refunds.length === 0)
          await notifyStaff(tx, {
            type: 'booking',
            title: 'Refund due',
            message: `${booking.reference} was cancelled ${figure.days_before} days before the start: ${formatMoney(figure.refund_amount, booking.currency, 'en-IN')} (${figure.refund_percent}%) is due back under the cancellation policy. Record it once paid.`,
            link: '/admin/bookings',
          });
      });
      if (refunds.length > 0) await options.onlinePayments?.sendCancellationRefund(refunds);
      await options.publicData.invalidate();
      return toBookingDto(await ownBooking(userId, id));
    },

    /**
     * A booking staff take for a traveller, priced and written exactly as a public one (the seats in
     * the same transaction). `account` finds or makes the traveller's account in that transaction;
     * `afterWrite` logs it there. A price override becomes the adjustment from the computed total.
     */
    async bookForTraveller(
      request: QuoteBody & { special_requests?: string | undefined },
      staff: { id: number; note: string | null; priceOverride?: number | undefined },
      account: (
        tx: Executor,
      ) => Promise<{ id: number; name: string; email: string; phone: string | null; locale: string }>,
      afterWrite: (tx: Executor, written: { id: number; reference: string; computedTotal: number }) => Promise<void>,
      now = new Date(),
    ): Promise<number> {
      const prepared = await prepare(await withDepartureTrip({ ...request, coupon_code: undefined }), now);
      const site = await readEmailSite(db, options.publicUrl);
      const adjustment = staff.priceOverride === undefined ? 0 : roundMoney(staff.priceOverride - prepared.price.total);
      const id = await db.transaction(async (tx) => {
        const traveller = await account(tx);
        const { bookingId, reference } = await writeBooking(tx, {
          userId: traveller.id,
          body: {
            passengers: request.passengers,
            contact_name: traveller.name,
            contact_email: traveller.email,
            contact_phone: traveller.phone ?? '',
            special_requests: request.special_requests,
          },
          prepared,
          now,
          holdExpiresAt: new Date(now.getTime() + prepared.settings.holdHours * 3_600_000),
          idempotency: null,
          site,
          language: traveller.locale,
          staff: {
            id: staff.id,
            note: staff.note,
            adjustment,
            adjustmentReason: adjustment === 0 ? null : staff.note,
          },
        });
        await afterWrite(tx, { id: bookingId, reference, computedTotal: prepared.price.total });
        return bookingId;
      });
      await options.publicData.invalidate();
      return id;
    },

    /**
     * The trip and dates of a booking moved by staff, by the public booking's rules: a departure of
     * the trip (the departure's own trip when no trip is named), or a date. No seats are checked
     * here: the move takes them in its transaction.
     */
    async scheduleFor(
      request: {
        tour_id?: number | undefined;
        trek_id?: number | undefined;
        departure_id?: number | undefined;
        travel_date?: string | undefined;
        passengers: number;
      },
      now = new Date(),
    ) {
      const body = await withDepartureTrip({ ...request, coupon_code: undefined });
      const settings = await readBookingSettings(db);
      const trip = await resolveTrip(db, body);
      const schedule = await resolveSchedule(db, trip, body, settings, now);
      const unitPrice = schedule.departure?.price ?? trip.price;
      if (!(unitPrice > 0)) throw fieldError(trip.type === 'tour' ? 'tour_id' : 'trek_id', MESSAGES.invalidTourPrice);
      return { trip, schedule, settings, unitPrice };
    },

    async invoice(userId: number, id: number, language?: Locale): Promise<{ reference: string; pdf: Buffer }> {
      return bookingInvoice(db, await ownBooking(userId, id), undefined, language);
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
