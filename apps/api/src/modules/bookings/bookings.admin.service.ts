import {
  ADMIN_BOOKING_LIMITS,
  MESSAGES,
  PAYMENT_MESSAGES,
  SALES_MESSAGES,
  fillMessage,
  paymentStatusOf,
  type AdminBooking,
  type AdminBookingDetail,
  type AdminBookingsExportQuery,
  type AdminBookingsQuery,
  type AdminBookingsSummary,
  type BookingStatus,
  type Executive,
  type ListEnvelope,
  type RecordPaymentBody,
  type Locale,
} from '@trails/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { formatMoney } from '../../lib/format.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import { list, pageMeta } from '../../lib/respond.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { findUserLocale } from '../auth/auth.repo.ts';
import { findDeparture, takeSeats } from '../departures/departures.repo.ts';
import { bookingConfirmedEmail, paymentReceivedEmail } from '../emails/booking-admin-templates.ts';
import { readEmailSite, type EmailSite } from '../emails/site.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { issueInvoice } from '../invoices/gst-documents.ts';
import { bookingEmailData, cancelInTransaction } from './booking-release.ts';
import { readBookingSettings } from './booking-settings.ts';
import { redeemCoupon } from './coupons.repo.ts';
import { bookingInvoice, toBookingDto } from './bookings.service.ts';
import { bookingRecipient, type BookingRow } from './bookings.repo.ts';
import {
  exportAdminBookings,
  findAdminBooking,
  findStaffMember,
  historyOf,
  insertPayment,
  listAdminBookings,
  listStaffMembers,
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
    destination_name: view.destinationName,
    amount_paid: paid,
    balance_due: booking.status === 'cancelled' ? 0 : Math.max(0, cents(booking.totalAmount - paid)),
    assigned_to:
      booking.assignedTo !== null
        ? { id: booking.assignedTo, name: view.assigneeName ?? '', email: view.assigneeEmail ?? '' }
        : null,
  };
}

/**
 * Online payments, handed over by the composition root: a refund of an online payment goes through
 * the provider, and each online row links to the provider's dashboard.
 */
export interface OnlinePaymentsPort {
  refund(request: {
    bookingId: number;
    amount: number;
    reason: string;
    paymentRowId?: number | undefined;
    actorId: number | null;
    paidOn: string;
  }): Promise<void>;
  /**
   * The refund a cancellation asks for: its rows written in the cancellation's transaction
   * (`reserve…`, a 422 on `refund_amount` when it is more than the online payments still hold), the
   * provider asked after that commits (`send…`); a provider failure leaves failed rows, never throws.
   */
  reserveCancellationRefund(
    tx: Executor,
    request: { bookingId: number; amount: number; reason: string; actorId: number | null; paidOn: string },
    now: Date,
  ): Promise<unknown[]>;
  sendCancellationRefund(reserved: unknown[]): Promise<void>;
  dashboardUrl(row: {
    provider: string | null;
    providerPaymentId: string | null;
    providerRefundId: string | null;
    kind: string;
  }): string | null;
}

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
    }: { reason?: string | null; cancelCall?: boolean; refundAmount?: number | null } = {},
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
        return;
      }
      const language = await findUserLocale(tx, booking.userId);
      if (to === 'cancelled') {
        const why = reason ?? 'cancelled by the operator';
        await cancelInTransaction(tx, booking, {
          reason: why,
          kind: 'operator',
          now,
          site,
          language,
          ...(deps.events ? { events: deps.events } : {}),
        });
        await log(
          tx,
          actor,
          booking,
          'cancelled',
          `cancelled (${why})`,
          { before: { status: from }, after: { status: to, cancellation_reason: why } },
          { reason: why },
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

  return {
    async list(query: AdminBookingsQuery): Promise<ListEnvelope<AdminBooking>> {
      const { page, per_page: perPage, ...filters } = query;
      const { rows, total } = await listAdminBookings(db, filters, page, perPage);
      return list(rows.map(toAdminBookingDto), pageMeta(page, perPage, total));
    },

    async summary(query: AdminBookingsExportQuery): Promise<AdminBookingsSummary> {
      const [counts, settings] = await Promise.all([summariseBookings(db, query), readBookingSettings(db)]);
      return { ...counts, revenue: cents(counts.revenue), currency: settings.currency };
    },

    async exportCsv(query: AdminBookingsExportQuery): Promise<string> {
      const rows = await exportAdminBookings(db, query, ADMIN_BOOKING_LIMITS.exportMax);
      return bookingsCsv(rows.map(toAdminBookingDto));
    },

    get: detail,

    executives: (): Promise<Executive[]> => listStaffMembers(db),

    setStatus: (id: number, status: BookingStatus, actor: StaffActor) => changeStatus(id, status, actor),
    confirm: (id: number, actor: StaffActor) => changeStatus(id, 'confirmed', actor),
    /**
     * With or without a reason (the back office spec's client sends no body), and with an online
     * refund when `refundAmount` is given.
     */
    cancel: (id: number, reason: string | undefined, actor: StaffActor, refundAmount: number | null = null) =>
      changeStatus(id, 'cancelled', actor, { reason: reason || null, cancelCall: true, refundAmount }),

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
