import { ADMIN_BOOKING_LIMITS } from '@trails/contracts/admin-booking-limits';
import {
  paymentStatusOf,
  type AdminBooking,
  type AdminBookingDetail,
  type AdminBookingsExportQuery,
  type AdminBookingsQuery,
  type AdminBookingsSummary,
  type Executive,
  type RecordPaymentBody,
} from '@trails/contracts/admin-bookings';
import { BULK_MESSAGES, type BulkResult } from '@trails/contracts/admin-bulk';
import {
  type AdminBookingChange,
  type AdminCreateBookingBody,
  DESK_CUSTOMERS_MAX,
  type DeskCustomerRow,
} from '@trails/contracts/admin-desk';
import { DESK_MESSAGES } from '@trails/contracts/admin-desk-messages';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { fillMessage } from '@trails/contracts/booking-messages';
import type { BookingCancellation } from '@trails/contracts/cancellation-policy';
import type { ListEnvelope } from '@trails/contracts/common';
import type { BookingStatus, Locale } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import { PAYMENT_MESSAGES } from '@trails/contracts/payments';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { formatMoney } from '../../lib/format.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import { list, pageMeta } from '../../lib/respond.ts';
import { runEach } from '../../lib/bulk.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import {
  findStaffMember,
  findUserById,
  findUserLocale,
  listStaffMembers,
  searchCustomers,
} from '../auth/users.port.ts';
import { findOrCreateTraveller } from '../users/traveller-account.ts';
import { bookingChangedEmail } from '../emails/booking-change-templates.ts';
import { findDeparture, releaseSeats, takeSeats } from '../departures/seats.port.ts';
import { seatsLeftOf } from '../departures/departure-seats.ts';
import type { WaitlistOfferPort } from '../waitlist/waitlist.service.ts';
import { bookingConfirmedEmail, paymentReceivedEmail } from '../emails/booking-admin-templates.ts';
import { readEmailSite, type EmailSite } from '../emails/site.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { issueInvoice } from '../invoices/gst-documents.ts';
import { bookingEmailData, cancelInTransaction } from './booking-release.ts';
import { readBookingSettings } from '../settings/booking-settings.ts';
import { findCouponById, redeemCoupon, releaseCoupon } from '../coupons/coupons.port.ts';
import { cancellationFor } from './cancellation.ts';
import { priceBooking, roundMoney } from './pricing.ts';
import { bookingInvoice, toBookingDto, type BookingsService } from './bookings.service.ts';
import { bookingRecipient, type BookingRow } from './bookings.repo.ts';
import {
  BOOKING_SEARCH_COUNT_CAP,
  exportAdminBookings,
  exportSelectedBookings,
  findAdminBooking,
  historyOf,
  insertPayment,
  listAdminBookings,
  lockBooking,
  paymentTotals,
  paymentsOf,
  setBookingStatus,
  setPaymentStatus,
  summariseBookings,
  updateBooking,
  type AdminBookingView,
} from './bookings.admin.repo.ts';
import { bookingsCsv } from './bookings.csv.ts';
import type { BookingEventSink } from './booking-event-sink.ts';

const cents = (amount: number) => Math.round(amount * 100) / 100;

export function toAdminBookingDto(view: AdminBookingView): AdminBooking {
  const paid = cents(Number(view.amountPaid));
  const { booking } = view;
  return {
    ...toBookingDto(view),
    user: { id: booking.userId, name: view.accountName, email: view.accountEmail },
    adjustment: booking.adjustmentAmount,
    adjustment_reason: booking.adjustmentReason,
    created_by: booking.createdBy,
    staff_note: booking.staffNote,
    invoice_version: booking.invoiceVersion,
    destination_name: view.destinationName,
    amount_paid: paid,
    balance_due: booking.status === 'cancelled' ? 0 : Math.max(0, cents(booking.totalAmount - paid)),
    assigned_to:
      booking.assignedTo !== null
        ? { id: booking.assignedTo, name: view.assigneeName ?? '', email: view.assigneeEmail ?? '' }
        : null,
  };
}

export type { OnlinePaymentsPort } from './online-payments-port.ts';
import type { OnlinePaymentsPort } from './online-payments-port.ts';

export interface StaffActor {
  id: number;
  ip?: string | null;
}

type Locked = BookingRow;

/**
 * Staff work on bookings: list, summary, export, status (confirm, cancel, reinstate), executive,
 * payments and refunds, invoice. Every write locks the booking row first, so two staff (or a
 * traveller and staff) never interleave on one booking.
 */
export function createAdminBookingsService(
  db: Database,
  deps: {
    publicUrl: string;
    publicData: PublicDataInvalidator;
    activity: ActivityService;
    onlinePayments?: OnlinePaymentsPort | undefined;
    /** booking.confirmed / .cancelled / .changed and payment.recorded for the operator's other systems. */
    events?: BookingEventSink;
    /** The public booking's pricing, schedule and seat-taking, which staff bookings and moves reuse. */
    bookings: Pick<BookingsService, 'bookForTraveller' | 'scheduleFor'>;
    /** Offered the seats a cancellation or a move frees, in the same transaction. */
    waitlist: Pick<WaitlistOfferPort, 'offerFreedSeats'>;
  },
) {
  const emit: BookingEventSink = (tx, event, bookingId, extra) =>
    deps.events ? deps.events(tx, event, bookingId, extra) : Promise.resolve();

  async function view(id: number) {
    const row = await findAdminBooking(db, id);
    if (!row) throw notFound(MESSAGES.bookingNotFound);
    return row;
  }

  async function detail(id: number): Promise<AdminBookingDetail> {
    const [row, payments, history] = await Promise.all([view(id), paymentsOf(db, id), historyOf(db, id)]);
    return {
      ...toAdminBookingDto(row),
      payments: payments.map(({ payment, recorderName }) => ({
        id: payment.id,
        kind: payment.kind,
        amount: payment.amount,
        method: payment.method,
        reference: payment.reference,
        paid_on: payment.paidOn,
        note: payment.note,
        recorded_by: payment.recordedBy !== null ? { id: payment.recordedBy, name: recorderName ?? '' } : null,
        created_at: payment.createdAt.toISOString(),
        provider: payment.provider,
        provider_payment_id: payment.providerPaymentId,
        provider_order_id: payment.providerOrderId,
        provider_refund_id: payment.providerRefundId,
        provider_status: payment.providerStatus,
        dashboard_url: deps.onlinePayments?.dashboardUrl(payment) ?? null,
      })),
      history: history.map((entry) => ({
        id: entry.id,
        action: entry.action,
        description: entry.description,
        by: entry.userId !== null ? { id: entry.userId, name: entry.userName ?? '' } : null,
        created_at: entry.createdAt.toISOString(),
      })),
    };
  }

  const log = (
    tx: Executor,
    actor: StaffActor,
    booking: Locked,
    action: string,
    description: string,
    change: { before: Record<string, unknown>; after: Record<string, unknown> },
    metadata?: Record<string, unknown>,
  ) =>
    deps.activity.record(tx, {
      userId: actor.id,
      type: 'booking',
      action,
      subjectId: booking.id,
      label: booking.reference,
      description: `${booking.reference}: ${description}`,
      before: change.before,
      after: change.after,
      ...(metadata ? { metadata } : {}),
      ip: actor.ip ?? null,
    });

  /** Runs `work` on the locked booking; the public cache is told after the commit. */
  async function withLocked<T>(id: number, work: (tx: Executor, booking: Locked) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const booking = await lockBooking(tx, id);
      if (!booking) throw notFound(MESSAGES.bookingNotFound);
      return work(tx, booking);
    });
    await deps.publicData.invalidate();
    return result;
  }

  /** A cancelled booking made active again takes its seats (and coupon use) back, if still there. */
  async function reinstate(tx: Executor, booking: Locked, now: Date) {
    if (booking.departureId !== null) {
      const departure = await findDeparture(tx, booking.departureId);
      if (!departure || !(await takeSeats(tx, booking.departureId, booking.passengers)))
        throw conflict(SALES_MESSAGES.seatsUnavailable);
    }
    // The discount stays as priced; the use is counted again when the coupon still allows it.
    if (booking.couponId !== null) await redeemCoupon(tx, booking.couponId, now);
  }

  async function sendConfirmed(tx: Executor, booking: Locked, site: EmailSite, language: string) {
    await enqueueEmail(tx, {
      to: await bookingRecipient(tx, booking.userId),
      kind: 'booking_confirmed',
      related: { type: 'booking', id: booking.id },
      ...bookingConfirmedEmail(site, await bookingEmailData(tx, booking), language),
    });
  }

  /**
   * The one path every status change takes: seats, emails and the log follow the change. The
   * cancel call (`cancelCall`) refuses a booking already cancelled; setting the status it has is a
   * no-op.
   */
  async function changeStatus(
    id: number,
    to: BookingStatus,
    actor: StaffActor,
    {
      reason = null,
      cancelCall = false,
      refundAmount = null,
      overrideReason = null,
      refuseUnchanged = null,
    }: {
      reason?: string | null;
      cancelCall?: boolean;
      /** A bulk action's reason to skip a booking already in the status (instead of a silent no-op). */
      refuseUnchanged?: string | null;
      refundAmount?: number | null;
      overrideReason?: string | null;
    } = {},
    now = new Date(),
  ) {
    const [settings, site] = await Promise.all([readBookingSettings(db), readEmailSite(db, deps.publicUrl)]);
    const online = deps.onlinePayments;
    if (refundAmount !== null && !online) throw fieldError('refund_amount', PAYMENT_MESSAGES.onlineRefundOnly);
    let refunds: unknown[] = [];
    await withLocked(id, async (tx, booking) => {
      const from = booking.status;
      if (from === to) {
        if (cancelCall) throw conflict(SALES_MESSAGES.bookingAlreadyCancelled);
        if (refuseUnchanged) throw conflict(refuseUnchanged);
        return;
      }
      const language = await findUserLocale(tx, booking.userId);
      if (to === 'cancelled') {
        const why = reason ?? 'cancelled by the operator';
        // The policy's figure, which staff may override with a reason.
        const policy = await cancellationFor(tx, booking, now);
        await cancelInTransaction(tx, booking, {
          reason: why,
          kind: 'operator',
          now,
          site,
          language,
          waitlist: deps.waitlist,
          ...(deps.events ? { events: deps.events } : {}),
        });
        await log(
          tx,
          actor,
          booking,
          'cancelled',
          `cancelled (${why})`,
          { before: { status: from }, after: { status: to, cancellation_reason: why } },
          {
            reason: why,
            policy_refund: {
              days_before: policy.days_before,
              percent: policy.refund_percent,
              amount: policy.refund_amount,
            },
            ...(refundAmount !== null ? { refund_amount: refundAmount } : {}),
            ...(overrideReason ? { refund_override_reason: overrideReason } : {}),
          },
        );
        // Intent only here; the provider is asked once this transaction has committed.
        if (refundAmount !== null && online)
          refunds = await online.reserveCancellationRefund(
            tx,
            {
              bookingId: booking.id,
              amount: refundAmount,
              reason: why,
              actorId: actor.id,
              paidOn: now.toISOString().slice(0, 10),
            },
            now,
          );
        // Checked after the amount itself (refused above when more than was paid); the transaction rolls back.
        if (refundAmount !== null && refundAmount !== policy.refund_amount && !overrideReason)
          throw fieldError('override_reason', DESK_MESSAGES.refundOverrideReasonRequired);
        return;
      }
      if (from === 'cancelled') await reinstate(tx, booking, now);
      // A booking back to pending holds its seats for a fresh hold period; a confirmed one holds them for good.
      const hold = to === 'pending' ? new Date(now.getTime() + settings.holdHours * 3_600_000) : null;
      await setBookingStatus(tx, booking.id, to, hold);
      if (to === 'confirmed') {
        await sendConfirmed(tx, booking, site, language);
        // A confirmed booking has its tax invoice: numbered now, in this transaction.
        await issueInvoice(tx, booking.id, now);
      }
      await log(
        tx,
        actor,
        booking,
        to === 'confirmed' ? 'confirmed' : 'status_changed',
        `status changed from ${from} to ${to}`,
        { before: { status: from }, after: { status: to } },
      );
      if (to === 'confirmed') await emit(tx, 'booking.confirmed', booking.id);
      else await emit(tx, 'booking.changed', booking.id, { changes: { status: { from, to } } });
    });
    if (refunds.length > 0) await online?.sendCancellationRefund(refunds);
    return detail(id);
  }

  /**
   * Moves a booking's seats in its transaction: from the old departure to the new one, or by the
   * difference in passengers on the same one. Departures are updated in id order, so two moves
   * crossing between the same two departures never deadlock; a departure that cannot take the seats
   * refuses the whole change (409). Freed seats go back through the one seat-release path.
   */
  async function moveSeats(
    tx: Executor,
    from: { departureId: number | null; seats: number },
    to: { departureId: number | null; seats: number },
    context: { now: Date; site: EmailSite },
  ) {
    const steps: { departureId: number; seats: number }[] = [];
    if (from.departureId !== null && from.departureId === to.departureId) {
      if (to.seats !== from.seats) steps.push({ departureId: to.departureId, seats: to.seats - from.seats });
    } else {
      if (from.departureId !== null) steps.push({ departureId: from.departureId, seats: -from.seats });
      if (to.departureId !== null) steps.push({ departureId: to.departureId, seats: to.seats });
    }
    steps.sort((a, b) => a.departureId - b.departureId);
    for (const step of steps) {
      if (step.seats < 0) {
        await releaseSeats(tx, step.departureId, -step.seats);
        // The freed seats go to the departure's waitlist in this transaction, as a cancellation's do.
        await deps.waitlist.offerFreedSeats(tx, step.departureId, context);
        continue;
      }
      if (await takeSeats(tx, step.departureId, step.seats)) continue;
      const current = await findDeparture(tx, step.departureId);
      if (!current || current.status !== 'open') throw fieldError('departure_id', MESSAGES.departureNotBookable);
      const left = seatsLeftOf(current);
      throw conflict(left === 0 ? MESSAGES.departureFull : fillMessage(MESSAGES.seatsLeft, { count: left }));
    }
  }

  /**
   * The price of a changed booking: unit price x passengers less the coupon's discount as it was
   * granted (its dates and usage no longer matter; a discount the new trip or amount no longer
   * qualifies for goes), plus the staff adjustment.
   */
  async function reprice(
    tx: Executor,
    booking: Locked,
    trip: { type: 'tour' | 'trek'; id: number },
    unitPrice: number,
    passengers: number,
    now: Date,
  ) {
    const coupon = booking.couponId === null ? null : await findCouponById(tx, booking.couponId);
    const granted = coupon && { ...coupon, isActive: true, validFrom: null, validUntil: null, usageLimit: null };
    const withCoupon = granted ? priceBooking({ unitPrice, passengers, trip, coupon: granted, now }) : null;
    if (withCoupon?.ok) return { price: withCoupon.price, couponId: booking.couponId };
    const plain = priceBooking({ unitPrice, passengers, trip, coupon: null, now });
    if (!plain.ok) throw new Error('pricing without a coupon cannot fail');
    return { price: plain.price, couponId: null };
  }

  return {
    async list(query: AdminBookingsQuery): Promise<ListEnvelope<AdminBooking>> {
      const { page, per_page: perPage, ...filters } = query;
      const { rows, total } = await listAdminBookings(db, filters, page, perPage);
      const cap = filters.search ? BOOKING_SEARCH_COUNT_CAP : undefined;
      return list(rows.map(toAdminBookingDto), pageMeta(page, perPage, total, cap));
    },

    async summary(query: AdminBookingsExportQuery): Promise<AdminBookingsSummary> {
      const [counts, settings] = await Promise.all([summariseBookings(db, query), readBookingSettings(db)]);
      return { ...counts, revenue: cents(counts.revenue), currency: settings.currency };
    },

    async exportCsv(query: AdminBookingsExportQuery): Promise<string> {
      const rows = await exportAdminBookings(db, query, ADMIN_BOOKING_LIMITS.exportMax);
      return bookingsCsv(rows.map(toAdminBookingDto));
    },

    /** The CSV of the selected bookings (the same columns as the filter's export). */
    async exportSelectedCsv(ids: readonly number[]): Promise<string> {
      return bookingsCsv((await exportSelectedBookings(db, ids)).map(toAdminBookingDto));
    },

    get: detail,

    executives: (): Promise<Executive[]> => listStaffMembers(db),

    /** Traveller accounts to book for (the New booking dialog's search). */
    customers: (search: string): Promise<DeskCustomerRow[]> => searchCustomers(db, search, DESK_CUSTOMERS_MAX),

    /**
     * A booking staff take for a traveller: an account (`user_id`) or a new customer account that
     * signs in through "forgot password". Priced, seated and emailed exactly as a public booking.
     */
    async create(body: AdminCreateBookingBody, actor: StaffActor, now = new Date()) {
      if (body.user_id !== undefined && !(await findUserById(db, body.user_id)))
        throw fieldError('user_id', DESK_MESSAGES.customerNotFound);
      const trip =
        body.departure_id !== undefined
          ? { departure_id: body.departure_id }
          : { tour_id: body.tour_id, trek_id: body.trek_id, travel_date: body.travel_date };
      const id = await deps.bookings.bookForTraveller(
        { ...trip, passengers: body.passengers, special_requests: body.special_requests },
        { id: actor.id, note: body.note || null, priceOverride: body.price_override },
        async (tx) => {
          const account =
            body.user_id !== undefined
              ? await findUserById(tx, body.user_id)
              : await findOrCreateTraveller(tx, { ...body.customer! });
          if (!account) throw fieldError('user_id', DESK_MESSAGES.customerNotFound);
          return account;
        },
        async (tx, written) => {
          await deps.activity.record(tx, {
            userId: actor.id,
            type: 'booking',
            action: 'created',
            subjectId: written.id,
            label: written.reference,
            description: `${written.reference}: booked for the traveller by staff${body.note ? ` (${body.note})` : ''}`,
            before: null,
            after: {
              passengers: body.passengers,
              computed_total: written.computedTotal,
              ...(body.price_override === undefined ? {} : { price_override: body.price_override }),
            },
            ...(body.note ? { metadata: { note: body.note } } : {}),
            ip: actor.ip ?? null,
          });
        },
        now,
      );
      return detail(id);
    },

    /**
     * Changes a booking: another departure or date (of this trip or another), the passengers (the
     * price is recomputed), the contact details, the special requests, a manual adjustment with its
     * reason. Seats move in the same transaction; the change is logged with before and after, the
     * traveller is emailed what changed, and the invoice is issued again under the next version.
     */
    async change(id: number, body: AdminBookingChange, actor: StaffActor, now = new Date()) {
      const current = (await view(id)).booking;
      if (current.status === 'cancelled') throw conflict(DESK_MESSAGES.bookingNotChangeable);
      const passengers = body.passengers ?? current.passengers;
      const moving =
        body.departure_id !== undefined ||
        body.travel_date !== undefined ||
        body.tour_id !== undefined ||
        body.trek_id !== undefined;
      const sameTrip =
        body.tour_id === undefined && body.trek_id === undefined && body.departure_id === undefined
          ? { tour_id: current.tourId ?? undefined, trek_id: current.trekId ?? undefined }
          : { tour_id: body.tour_id, trek_id: body.trek_id };
      const target = moving
        ? await deps.bookings.scheduleFor(
            { ...sameTrip, departure_id: body.departure_id, travel_date: body.travel_date, passengers },
            now,
          )
        : null;
      const site = await readEmailSite(db, deps.publicUrl);
      await withLocked(id, async (tx, booking) => {
        if (booking.status === 'cancelled') throw conflict(DESK_MESSAGES.bookingNotChangeable);
        const trip = target
          ? { type: target.trip.type, id: target.trip.id }
          : booking.tourId !== null
            ? { type: 'tour' as const, id: booking.tourId }
            : booking.trekId !== null
              ? { type: 'trek' as const, id: booking.trekId }
              : null;
        const departureId = target ? (target.schedule.departure?.id ?? null) : booking.departureId;
        await moveSeats(
          tx,
          { departureId: booking.departureId, seats: booking.passengers },
          { departureId, seats: passengers },
          { now, site },
        );
        const unitPrice = target ? target.unitPrice : booking.unitPrice;
        const repriced = trip
          ? await reprice(tx, booking, trip, unitPrice, passengers, now)
          : {
              price: { unitPrice, subtotal: roundMoney(unitPrice * passengers), discount: booking.discountAmount },
              couponId: booking.couponId,
            };
        if (booking.couponId !== null && repriced.couponId === null) await releaseCoupon(tx, booking.couponId);
        const adjustment = body.adjustment ?? booking.adjustmentAmount;
        const discount = Math.min(repriced.price.discount, repriced.price.subtotal);
        const total = roundMoney(repriced.price.subtotal - discount + adjustment);
        if (total < 0) throw fieldError('adjustment', DESK_MESSAGES.totalBelowZero);

        const next = {
          tourId: trip?.type === 'tour' ? trip.id : booking.tourId,
          trekId: trip?.type === 'trek' ? trip.id : booking.trekId,
          departureId,
          travelDate: target ? target.schedule.travelDate : booking.travelDate,
          endDate: target ? target.schedule.endDate : booking.endDate,
          passengers,
          unitPrice,
          discountAmount: discount,
          couponId: repriced.couponId,
          adjustmentAmount: adjustment,
          adjustmentReason: body.adjustment === undefined ? booking.adjustmentReason : body.reason || null,
          totalAmount: total,
          contactName: body.contact_name ?? booking.contactName,
          contactEmail: body.contact_email ?? booking.contactEmail,
          contactPhone: body.contact_phone ?? booking.contactPhone,
          specialRequests:
            body.special_requests === undefined ? booking.specialRequests : body.special_requests || null,
        };
        const snapshot = (row: typeof next) => ({
          tour_id: row.tourId,
          trek_id: row.trekId,
          departure_id: row.departureId,
          travel_date: row.travelDate,
          end_date: row.endDate,
          passengers: row.passengers,
          unit_price: row.unitPrice,
          discount: row.discountAmount,
          adjustment: row.adjustmentAmount,
          adjustment_reason: row.adjustmentReason,
          total_amount: row.totalAmount,
          contact_name: row.contactName,
          contact_email: row.contactEmail,
          contact_phone: row.contactPhone,
          special_requests: row.specialRequests,
        });
        const before = snapshot(booking);
        const after = snapshot(next);
        const changed = Object.keys(after).filter(
          (key) =>
            JSON.stringify(before[key as keyof typeof before]) !== JSON.stringify(after[key as keyof typeof after]),
        );
        if (changed.length === 0) return;

        const { paid, refunded } = await paymentTotals(tx, booking.id);
        const paymentStatus = paymentStatusOf(total, paid, refunded);
        await updateBooking(tx, booking.id, {
          ...next,
          paymentStatus,
          invoiceVersion: booking.invoiceVersion + 1,
          updatedAt: now,
        });
        await log(
          tx,
          actor,
          booking,
          'changed',
          `changed ${changed.join(', ')}${body.reason ? ` (${body.reason})` : ''}`,
          { before, after },
          { invoice_version: booking.invoiceVersion + 1, ...(body.reason ? { reason: body.reason } : {}) },
        );
        // The operator's other systems hear of it with the same before and after.
        await emit(tx, 'booking.changed', booking.id, {
          changes: Object.fromEntries(
            changed.map((key) => [
              key,
              { from: before[key as keyof typeof before], to: after[key as keyof typeof after] },
            ]),
          ),
        });

        const changedRow = { ...booking, ...next };
        const data = await bookingEmailData(tx, changedRow);
        const previousTrip = await bookingEmailData(tx, booking);
        const money = (amount: number) => ({ kind: 'money' as const, amount, currency: booking.currency });
        const textOf = (value: string | null) => ({ kind: 'text' as const, value: value ?? '' });
        const changes: Parameters<typeof bookingChangedEmail>[2] = [];
        if (previousTrip.tripTitle !== data.tripTitle)
          changes.push({ field: 'trip', before: textOf(previousTrip.tripTitle), after: textOf(data.tripTitle) });
        if (before.travel_date !== after.travel_date || before.end_date !== after.end_date)
          changes.push({
            field: 'dates',
            before: { kind: 'dates', start: booking.travelDate, end: booking.endDate },
            after: { kind: 'dates', start: next.travelDate, end: next.endDate },
          });
        if (before.passengers !== after.passengers)
          changes.push({
            field: 'passengers',
            before: textOf(String(booking.passengers)),
            after: textOf(String(passengers)),
          });
        if (before.total_amount !== after.total_amount)
          changes.push({ field: 'total', before: money(booking.totalAmount), after: money(total) });
        const contactOf = (row: typeof next) => [row.contactName, row.contactEmail, row.contactPhone].join(', ');
        if (contactOf(booking) !== contactOf(next))
          changes.push({ field: 'contact', before: textOf(contactOf(booking)), after: textOf(contactOf(next)) });
        if (before.special_requests !== after.special_requests)
          changes.push({
            field: 'special_requests',
            before: textOf(booking.specialRequests),
            after: textOf(next.specialRequests),
          });
        if (changes.length > 0)
          await enqueueEmail(tx, {
            to: await bookingRecipient(tx, booking.userId),
            kind: 'booking_changed',
            related: { type: 'booking', id: booking.id },
            ...bookingChangedEmail(site, data, changes, await findUserLocale(tx, booking.userId)),
          });
      });
      return detail(id);
    },

    /** What cancelling now would refund under the policy: the figure the staff cancel dialog shows. */
    async cancellation(id: number, now = new Date()): Promise<BookingCancellation> {
      return cancellationFor(db, (await view(id)).booking, now);
    },

    setStatus: (id: number, status: BookingStatus, actor: StaffActor) => changeStatus(id, status, actor),
    confirm: (id: number, actor: StaffActor) => changeStatus(id, 'confirmed', actor),
    /**
     * The selected bookings confirmed, each exactly as `confirm` does it (locked, seats taken back
     * for a cancelled one, invoice, email, log, in its own transaction); those it refuses and those
     * already confirmed are skipped with the reason.
     */
    confirmMany: (ids: readonly number[], actor: StaffActor): Promise<BulkResult> =>
      runEach(ids, (id) =>
        changeStatus(id, 'confirmed', actor, { refuseUnchanged: BULK_MESSAGES.bookingAlreadyConfirmed }),
      ),
    /**
     * With or without a reason (the back office spec's client sends no body), and with an online
     * refund when `refundAmount` is given.
     */
    cancel: (
      id: number,
      reason: string | undefined,
      actor: StaffActor,
      refundAmount: number | null = null,
      overrideReason: string | null = null,
    ) =>
      changeStatus(id, 'cancelled', actor, { reason: reason || null, cancelCall: true, refundAmount, overrideReason }),

    async assign(id: number, executiveId: number | null, actor: StaffActor) {
      const executive = executiveId === null ? null : await findStaffMember(db, executiveId);
      if (executiveId !== null && !executive) throw fieldError('executive_id', SALES_MESSAGES.executiveInvalid);
      await withLocked(id, async (tx, booking) => {
        await updateBooking(tx, booking.id, { assignedTo: executiveId });
        await log(tx, actor, booking, 'assigned', executive ? `assigned to ${executive.name}` : 'executive removed', {
          before: { assigned_to: booking.assignedTo },
          after: { assigned_to: executiveId },
        });
        await emit(tx, 'booking.changed', booking.id, {
          changes: { assigned_to: { from: booking.assignedTo, to: executiveId } },
        });
      });
      return detail(id);
    },

    /**
     * Records a payment or a refund. The booking row is locked first, so two payments at once are
     * checked one after the other and can never take the total past the booking's amount.
     */
    async recordPayment(id: number, body: RecordPaymentBody, actor: StaffActor, now = new Date()) {
      if (body.method === 'online') {
        // Online money moves only through the provider: a refund is asked of it, a payment is its to report.
        if (body.kind !== 'refund' || !deps.onlinePayments)
          throw fieldError('method', PAYMENT_MESSAGES.onlineRefundOnly);
        await deps.onlinePayments.refund({
          bookingId: id,
          amount: body.amount,
          reason: body.note ?? '',
          paymentRowId: body.payment_id,
          actorId: actor.id,
          paidOn: body.paid_on,
        });
        await withLocked(id, async (tx, booking) => {
          await log(
            tx,
            actor,
            booking,
            'refund_recorded',
            `online refund of ${formatMoney(body.amount, booking.currency, 'en-IN')} asked of the payment provider`,
            { before: { payment_status: booking.paymentStatus }, after: { payment_status: booking.paymentStatus } },
            { amount: body.amount, method: body.method, kind: body.kind },
          );
        });
        return detail(id);
      }
      const site = await readEmailSite(db, deps.publicUrl);
      await db.transaction(async (tx) => {
        const booking = await lockBooking(tx, id);
        if (!booking) throw notFound(MESSAGES.bookingNotFound);
        const { paid, refunded } = await paymentTotals(tx, id);
        const net = cents(paid - refunded);
        const money = (amount: number) => formatMoney(amount, booking.currency, 'en-IN');
        if (body.kind === 'payment') {
          if (booking.status === 'cancelled') throw fieldError('kind', SALES_MESSAGES.paymentOnCancelled);
          const due = cents(booking.totalAmount - net);
          if (body.amount > due)
            throw fieldError(
              'amount',
              fillMessage(SALES_MESSAGES.paymentOverpaid, { amount: money(Math.max(0, due)) }),
            );
        } else if (body.amount > net) {
          throw fieldError('amount', fillMessage(SALES_MESSAGES.refundTooLarge, { amount: money(Math.max(0, net)) }));
        }
        const paymentId = await insertPayment(tx, {
          bookingId: id,
          kind: body.kind,
          amount: body.amount,
          method: body.method,
          reference: body.reference,
          paidOn: body.paid_on,
          note: body.note,
          recordedBy: actor.id,
          createdAt: now,
        });
        const nextPaid = body.kind === 'payment' ? paid + body.amount : paid;
        const nextRefunded = body.kind === 'refund' ? refunded + body.amount : refunded;
        const status = paymentStatusOf(booking.totalAmount, nextPaid, nextRefunded);
        if (status !== booking.paymentStatus) await setPaymentStatus(tx, id, status);
        await log(
          tx,
          actor,
          booking,
          body.kind === 'payment' ? 'payment_recorded' : 'refund_recorded',
          `${body.kind === 'payment' ? 'payment' : 'refund'} of ${money(body.amount)} by ${body.method.replace('_', ' ')}${body.reference ? ` (${body.reference})` : ''}`,
          {
            before: {
              amount_paid: cents(paid),
              amount_refunded: cents(refunded),
              payment_status: booking.paymentStatus,
            },
            after: {
              amount_paid: cents(nextPaid),
              amount_refunded: cents(nextRefunded),
              payment_status: status,
            },
          },
          { amount: body.amount, method: body.method, kind: body.kind },
        );
        await emit(tx, 'payment.recorded', id, {
          payment: {
            id: paymentId,
            kind: body.kind,
            amount: body.amount,
            method: body.method,
            reference: body.reference ?? null,
            paid_on: body.paid_on,
            created_at: now.toISOString(),
          },
        });
        if (body.kind === 'payment') {
          const language = await findUserLocale(tx, booking.userId);
          await enqueueEmail(tx, {
            to: await bookingRecipient(tx, booking.userId),
            kind: 'payment_received',
            related: { type: 'booking', id },
            ...paymentReceivedEmail(
              site,
              {
                ...(await bookingEmailData(tx, booking)),
                amount: body.amount,
                paidOn: body.paid_on,
                balanceDue: Math.max(0, cents(booking.totalAmount - cents(nextPaid - nextRefunded))),
              },
              language,
            ),
          });
        }
      });
      return detail(id);
    },

    async invoice(id: number, language?: Locale) {
      const row = await view(id);
      return bookingInvoice(db, row, cents(Number(row.amountPaid)), language);
    },
  };
}

export type AdminBookingsService = ReturnType<typeof createAdminBookingsService>;
