import { paymentStatusOf } from '@trails/contracts/admin-bookings';
import { fillMessage } from '@trails/contracts/booking-messages';
import type { ListEnvelope } from '@trails/contracts/common';
import { MESSAGES } from '@trails/contracts/messages';
import {
  PAYMENT_MESSAGES,
  type AdminPaymentRow,
  type AdminPaymentsQuery,
  type BookingPaymentState,
  type PaymentPurpose,
  type PaymentStart,
  type PaymentVerified,
} from '@trails/contracts/payments';
import type { Database, Executor } from '../../db/client.ts';
import { HttpError, badRequest, conflict, fieldError, notFound } from '../../lib/errors.ts';
import { formatMoney } from '../../lib/format.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import { list, pageMeta } from '../../lib/respond.ts';
import { findUserLocale } from '../auth/users.port.ts';
import { bookingEmailData } from '../bookings/booking-release.ts';
import { addDays, readBookingSettings, todayIn, type BookingSettings } from '../settings/booking-settings.ts';
import {
  lockBooking,
  paymentTotals,
  setBookingStatus,
  setPaymentStatus,
  insertPayment,
  deletePaymentRow,
  updatePaymentRow,
} from '../bookings/booking-records.ts';
import { findOwnBooking, type BookingRow } from '../bookings/booking-records.ts';
import type { OnlinePaymentsPort } from '../bookings/bookings.admin.service.ts';
import { redeemCoupon } from '../bookings/booking-records.ts';
import { EXPIRED_REASON } from '../bookings/hold-expiry.ts';
import { takeSeats } from '../departures/seats.port.ts';
import { bookingConfirmedEmail, paymentReceivedEmail } from '../emails/booking-admin-templates.ts';
import { readEmailSite } from '../emails/site.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { notifyStaff } from '../notifications/notifier.ts';
import type { BookingEventSink } from '../bookings/booking-event-sink.ts';
import { fromMinor, toMinor, type Capture, type PaymentProvider, type WebhookEvent } from './payment-provider.ts';
import {
  bookingStatusOf,
  findOnlinePayment,
  findRefund,
  findUnmatchedRefund,
  insertAttempt,
  lastAttemptOf,
  listOnlinePayments,
  lockAttempt,
  onlinePaymentOf,
  onlinePaymentsOf,
  refundedOf,
  setAttemptStatus,
  storeEvent,
  type OnlinePaymentListRow,
} from './payments.repo.ts';

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** What a booking may pay now, from its total, what is paid and the settings; the server's only rule. */
export function paymentChoices(
  booking: Pick<BookingRow, 'totalAmount' | 'travelDate'>,
  net: number,
  settings: Pick<BookingSettings, 'depositPercent' | 'balanceDueDays' | 'timezone'>,
  now: Date,
) {
  const due = Math.max(0, cents(booking.totalAmount - net));
  const balanceDueDate = addDays(booking.travelDate, -settings.balanceDueDays);
  // Nearer the start than balance_due_days (or a deposit of 100%): the whole amount at once.
  const inFull = todayIn(settings.timezone, now) >= balanceDueDate || settings.depositPercent >= 100;
  const deposit =
    net > 0 || inFull ? null : Math.min(due, cents((booking.totalAmount * settings.depositPercent) / 100));
  const options: { purpose: PaymentPurpose; amount: number }[] =
    due <= 0
      ? []
      : net > 0
        ? [{ purpose: 'balance', amount: due }]
        : deposit !== null
          ? [
              { purpose: 'deposit', amount: deposit },
              { purpose: 'full', amount: due },
            ]
          : [{ purpose: 'full', amount: due }];
  return { due, deposit, balanceDueDate, options };
}

/** The amount of a traveller's choice, or the 422 that says why it is not one. */
function amountFor(purpose: PaymentPurpose, choices: ReturnType<typeof paymentChoices>, net: number): number {
  if (choices.due <= 0) throw fieldError('amount', PAYMENT_MESSAGES.nothingDue);
  if (purpose === 'full') return choices.due;
  if (purpose === 'balance') {
    if (net <= 0) throw fieldError('amount', PAYMENT_MESSAGES.balanceBeforeDeposit);
    return choices.due;
  }
  if (net > 0) throw fieldError('amount', PAYMENT_MESSAGES.depositAlreadyPaid);
  // Within balance_due_days the deposit is the whole amount.
  return choices.deposit ?? choices.due;
}

/** A refund through the provider: the shape the back office's port asks for. */
export type RefundRequest = Parameters<OnlinePaymentsPort['refund']>[0];

/** A refund row written (status requested) whose provider call is still to be made. */
export interface ReservedRefund {
  id: number;
  bookingId: number;
  paymentId: string;
  currency: string;
  amount: number;
  reason: string;
}

/**
 * Online payments: a traveller's payment of a booking through the configured provider, the return
 * and the webhooks that confirm it, refunds. Every capture and refund is a row of the booking's
 * payments (method online) written with the booking locked, so the balance and payment status
 * follow; each provider payment and refund is recorded once (unique indexes), whatever order and
 * however often the return and the webhooks arrive.
 */
export function createPaymentsService(
  db: Database,
  deps: {
    provider: PaymentProvider | null;
    publicUrl: string;
    publicData: PublicDataInvalidator;
    logger?: { error(details: object, message: string): void };
    /** payment.recorded and booking.confirmed for the operator's other systems (webhooks). */
    events?: BookingEventSink;
  },
) {
  const { provider } = deps;

  function requireProvider(): PaymentProvider {
    if (!provider) throw conflict(PAYMENT_MESSAGES.notConfigured);
    return provider;
  }

  async function netPaid(tx: Executor, bookingId: number) {
    const { paid, refunded } = await paymentTotals(tx, bookingId);
    return { paid, refunded, net: cents(paid - refunded) };
  }

  async function refreshPaymentStatus(tx: Executor, booking: BookingRow) {
    const { paid, refunded, net } = await netPaid(tx, booking.id);
    const status = paymentStatusOf(booking.totalAmount, paid, refunded);
    if (status !== booking.paymentStatus) await setPaymentStatus(tx, booking.id, status);
    return { net, status };
  }

  /**
   * Applies a captured payment in the caller's transaction: recorded once; a pending booking is
   * confirmed; a booking whose hold expired meanwhile takes its seats again if they are free. When
   * the booking cannot take the money, it is recorded and its refund is due (answered).
   */
  async function applyCapture(tx: Executor, active: PaymentProvider, capture: Capture, now: Date) {
    const attempt = await lockAttempt(tx, active.name, capture.orderId);
    if (!attempt) return null;
    const booking = await lockBooking(tx, attempt.bookingId);
    if (!booking) return null;
    if (await findOnlinePayment(tx, active.name, capture.paymentId)) return { bookingId: booking.id, refundDue: null };

    const amount = capture.amountMinor >= 0 ? fromMinor(capture.amountMinor, attempt.currency) : attempt.amount;
    let takesMoney = booking.status !== 'cancelled';
    let reinstated = false;
    if (booking.status === 'cancelled' && booking.cancelReason === EXPIRED_REASON) {
      // Paid after the hold ran out: the seats again, if they are still free.
      const seats = booking.departureId === null || (await takeSeats(tx, booking.departureId, booking.passengers));
      if (seats) {
        if (booking.couponId !== null) await redeemCoupon(tx, booking.couponId, now);
        takesMoney = true;
        reinstated = true;
      }
    }
    const paidOn = now.toISOString().slice(0, 10);
    const paymentRowId = await insertPayment(tx, {
      bookingId: booking.id,
      kind: 'payment',
      amount,
      method: 'online',
      reference: capture.paymentId,
      paidOn,
      note: `${attempt.purpose} online`,
      provider: active.name,
      providerPaymentId: capture.paymentId,
      providerOrderId: capture.orderId,
      providerStatus: 'captured',
      createdAt: now,
    });
    const { net } = await refreshPaymentStatus(tx, booking);
    const site = await readEmailSite(tx, deps.publicUrl);
    const language = await findUserLocale(tx, booking.userId);
    const data = await bookingEmailData(tx, booking);
    const money = formatMoney(amount, booking.currency, 'en-IN');

    if (!takesMoney) {
      await setAttemptStatus(tx, attempt.id, 'refund_due');
      await notifyStaff(tx, {
        type: 'booking',
        title: 'Online payment refunded',
        message: `${booking.reference}: ${money} was paid online after the booking was cancelled and its seats were taken; it is being refunded.`,
        link: `/admin/bookings`,
      });
      return { bookingId: booking.id, refundDue: { paymentId: capture.paymentId, amount } };
    }

    await setAttemptStatus(tx, attempt.id, 'paid');
    await deps.events?.(tx, 'payment.recorded', booking.id, {
      payment: {
        id: paymentRowId,
        kind: 'payment',
        amount,
        method: 'online',
        reference: capture.paymentId,
        paid_on: paidOn,
        created_at: now.toISOString(),
      },
    });
    const confirms = booking.status === 'pending' || reinstated;
    if (confirms) {
      await setBookingStatus(tx, booking.id, 'confirmed', null);
      await deps.events?.(tx, 'booking.confirmed', booking.id);
      await enqueueEmail(tx, {
        to: { address: booking.contactEmail, name: booking.contactName },
        kind: 'booking_confirmed',
        related: { type: 'booking', id: booking.id },
        ...bookingConfirmedEmail(site, data, language),
      });
    }
    await enqueueEmail(tx, {
      to: { address: booking.contactEmail, name: booking.contactName },
      kind: 'payment_received',
      related: { type: 'booking', id: booking.id },
      ...paymentReceivedEmail(
        site,
        { ...data, amount, paidOn, balanceDue: Math.max(0, cents(booking.totalAmount - net)) },
        language,
      ),
    });
    await notifyStaff(tx, {
      type: 'booking',
      title: 'Online payment received',
      message: `${booking.reference}: ${money} paid online (${attempt.purpose})${reinstated ? ', after its hold had expired: its seats were free and are taken again' : ''}.`,
      link: '/admin/bookings',
    });
    return { bookingId: booking.id, refundDue: null };
  }

  /** Applies a refund the provider reports: confirms ours, or records one made in its dashboard. */
  async function applyRefundReport(
    tx: Executor,
    active: PaymentProvider,
    report: { refundId: string; paymentId: string; amountMinor: number; status: 'processed' | 'pending' | 'failed' },
    now: Date,
  ) {
    const payment = await findOnlinePayment(tx, active.name, report.paymentId);
    if (!payment) return;
    const booking = await lockBooking(tx, payment.bookingId);
    if (!booking) return;
    const amount = fromMinor(report.amountMinor, booking.currency);
    const status = report.status === 'pending' ? 'requested' : report.status;
    const known =
      (await findRefund(tx, active.name, report.refundId)) ??
      (await findUnmatchedRefund(tx, active.name, report.paymentId, amount));
    if (known) {
      // A refund confirmed stays confirmed; a late "created" report does not move it back.
      if (known.providerStatus === 'processed' && status === 'requested' && known.providerRefundId) return;
      await updatePaymentRow(tx, known.id, { providerRefundId: report.refundId, providerStatus: status });
    } else if (status !== 'failed') {
      const paidOn = now.toISOString().slice(0, 10);
      const refundRowId = await insertPayment(tx, {
        bookingId: booking.id,
        kind: 'refund',
        amount,
        method: 'online',
        reference: report.refundId,
        paidOn,
        note: 'refunded at the provider',
        provider: active.name,
        providerPaymentId: report.paymentId,
        providerRefundId: report.refundId,
        providerStatus: status,
        createdAt: now,
      });
      // Made in the provider's dashboard: the operator's other systems hear of it as of any refund.
      await deps.events?.(tx, 'payment.recorded', booking.id, {
        payment: {
          id: refundRowId,
          kind: 'refund',
          amount,
          method: 'online',
          reference: report.refundId,
          paid_on: paidOn,
          created_at: now.toISOString(),
        },
      });
    }
    await refreshPaymentStatus(tx, booking);
    if (status === 'failed')
      await notifyStaff(tx, {
        type: 'booking',
        title: 'Online refund failed',
        message: `${booking.reference}: the provider could not refund ${formatMoney(amount, booking.currency, 'en-IN')} (${report.refundId}).`,
        link: '/admin/bookings',
      });
  }

  /**
   * Writes a refund row (status requested) in the caller's transaction: the booking locked, the
   * amount checked, so two refunds at once never pass what was paid. The provider is asked only
   * after that transaction commits (`sendRefund`).
   */
  async function reserveRefund(tx: Executor, request: RefundRequest, now: Date): Promise<ReservedRefund> {
    const active = requireProvider();
    const booking = await lockBooking(tx, request.bookingId);
    if (!booking) throw notFound(MESSAGES.bookingNotFound);
    const payment = await onlinePaymentOf(tx, booking.id, request.paymentRowId);
    if (!payment || !payment.providerPaymentId || payment.provider !== active.name)
      throw fieldError('payment_id', PAYMENT_MESSAGES.paymentUnknown);
    const left = cents(payment.amount - (await refundedOf(tx, active.name, payment.providerPaymentId)));
    const { net } = await netPaid(tx, booking.id);
    const most = Math.min(left, net);
    if (request.amount > most)
      throw fieldError(
        'amount',
        fillMessage(PAYMENT_MESSAGES.refundMoreThanPayment, {
          amount: formatMoney(Math.max(0, most), booking.currency, 'en-IN'),
        }),
      );
    const id = await insertPayment(tx, {
      bookingId: booking.id,
      kind: 'refund',
      amount: request.amount,
      method: 'online',
      reference: null,
      paidOn: request.paidOn,
      note: request.reason || null,
      recordedBy: request.actorId,
      provider: active.name,
      providerPaymentId: payment.providerPaymentId,
      providerStatus: 'requested',
      createdAt: now,
    });
    await refreshPaymentStatus(tx, booking);
    return {
      id,
      bookingId: booking.id,
      paymentId: payment.providerPaymentId,
      currency: booking.currency,
      amount: request.amount,
      reason: request.reason,
    };
  }

  /**
   * Asks the provider for a reserved refund and records its refund id. If the provider refuses,
   * `withdraw` removes the row and answers 502 (staff try again); `keep` leaves it as a failed
   * refund that staff are told about and can see on the booking (the cancellation it came with stays).
   */
  async function sendRefund(reserved: ReservedRefund, onFailure: 'withdraw' | 'keep'): Promise<void> {
    const active = requireProvider();
    let result: Awaited<ReturnType<PaymentProvider['refund']>>;
    try {
      result = await active.refund({
        paymentId: reserved.paymentId,
        amountMinor: toMinor(reserved.amount, reserved.currency),
        reason: reserved.reason,
        idempotencyKey: `refund-${reserved.id}`,
      });
    } catch (error) {
      deps.logger?.error({ err: error, bookingId: reserved.bookingId }, 'online refund failed at the provider');
      await db.transaction(async (tx) => {
        const booking = await lockBooking(tx, reserved.bookingId);
        if (onFailure === 'withdraw') await deletePaymentRow(tx, reserved.id);
        else await updatePaymentRow(tx, reserved.id, { providerStatus: 'failed' });
        if (booking) await refreshPaymentStatus(tx, booking);
        if (booking && onFailure === 'keep')
          await notifyStaff(tx, {
            type: 'booking',
            title: 'Online refund failed',
            message: `${booking.reference}: the provider could not be asked to refund ${formatMoney(reserved.amount, booking.currency, 'en-IN')}; refund it again from the booking.`,
            link: '/admin/bookings',
          });
      });
      if (onFailure === 'withdraw') throw new HttpError(502, PAYMENT_MESSAGES.providerUnavailable);
      return;
    }
    await db.transaction(async (tx) => {
      await lockBooking(tx, reserved.bookingId);
      const row = await findRefund(tx, active.name, result.refundId);
      // The webhook may have matched the row already; it then holds the refund id and its state.
      if (row && row.id === reserved.id) return;
      await updatePaymentRow(tx, reserved.id, {
        providerRefundId: result.refundId,
        reference: result.refundId,
        providerStatus: result.status === 'processed' ? 'processed' : 'requested',
      });
    });
  }

  /** A refund through the provider: the row is written first, the provider asked after it commits. */
  async function refund(request: RefundRequest, now = new Date()): Promise<void> {
    requireProvider();
    const reserved = await db.transaction((tx) => reserveRefund(tx, request, now));
    await sendRefund(reserved, 'withdraw');
  }

  /**
   * The refund a cancellation asks for, reserved in the cancellation's transaction: spread over the
   * booking's online payments (latest first), never more than they still hold (else 422 on
   * `refund_amount`, and the transaction, cancellation included, rolls back).
   */
  async function reserveCancellationRefund(
    tx: Executor,
    request: Omit<RefundRequest, 'paymentRowId'>,
    now: Date,
  ): Promise<ReservedRefund[]> {
    const active = requireProvider();
    const booking = await lockBooking(tx, request.bookingId);
    if (!booking) throw notFound(MESSAGES.bookingNotFound);
    const payments = await onlinePaymentsOf(tx, booking.id, active.name);
    const shares: { rowId: number; amount: number }[] = [];
    let remaining = request.amount;
    for (const payment of payments) {
      if (remaining <= 0) break;
      const left = cents(payment.amount - (await refundedOf(tx, active.name, payment.providerPaymentId!)));
      const share = cents(Math.min(left, remaining));
      if (share <= 0) continue;
      shares.push({ rowId: payment.id, amount: share });
      remaining = cents(remaining - share);
    }
    const { net } = await netPaid(tx, booking.id);
    const most = cents(Math.min(net, request.amount - remaining));
    if (remaining > 0 || request.amount > net)
      throw fieldError(
        'refund_amount',
        fillMessage(PAYMENT_MESSAGES.refundMoreThanPayment, {
          amount: formatMoney(Math.max(0, most), booking.currency, 'en-IN'),
        }),
      );
    const reserved: ReservedRefund[] = [];
    for (const share of shares)
      reserved.push(await reserveRefund(tx, { ...request, amount: share.amount, paymentRowId: share.rowId }, now));
    return reserved;
  }

  /** Asks the provider for each refund a cancellation reserved; a failure is kept and shown, never thrown. */
  async function sendCancellationRefund(reserved: ReservedRefund[]): Promise<void> {
    for (const one of reserved) await sendRefund(one, 'keep');
  }

  /** The refund of a payment the booking could not take; staff were told in the capture's transaction. */
  async function refundUnwanted(bookingId: number, due: { paymentId: string; amount: number }, now: Date) {
    const payment = await findOnlinePayment(db, requireProvider().name, due.paymentId);
    if (!payment) return;
    try {
      await refund(
        {
          bookingId,
          amount: due.amount,
          reason: 'paid after the booking was cancelled and its seats were taken',
          paymentRowId: payment.id,
          actorId: null,
          paidOn: now.toISOString().slice(0, 10),
        },
        now,
      );
    } catch (error) {
      deps.logger?.error({ err: error, bookingId }, 'automatic refund failed; staff must refund it');
    }
  }

  async function captureAndSettle(active: PaymentProvider, capture: Capture, now: Date) {
    const applied = await db.transaction((tx) => applyCapture(tx, active, capture, now));
    if (applied?.refundDue) await refundUnwanted(applied.bookingId, applied.refundDue, now);
    await deps.publicData.invalidate();
    return applied;
  }

  async function verified(bookingId: number): Promise<PaymentVerified> {
    const row = await bookingStatusOf(db, bookingId);
    return {
      booking_id: bookingId,
      status: row?.status ?? 'cancelled',
      payment_status: row?.paymentStatus ?? 'pending',
    };
  }

  return {
    provider,

    /** The traveller's view of a booking's money and choices. */
    async state(userId: number, bookingId: number, now = new Date()): Promise<BookingPaymentState> {
      const view = await findOwnBooking(db, bookingId, userId);
      if (!view) throw notFound(MESSAGES.bookingNotFound);
      const { booking } = view;
      const [settings, totals, last] = await Promise.all([
        readBookingSettings(db),
        netPaid(db, booking.id),
        lastAttemptOf(db, booking.id),
      ]);
      const choices = paymentChoices(booking, totals.net, settings, now);
      const payable = provider !== null && booking.status !== 'cancelled';
      return {
        provider: provider?.name ?? 'none',
        total: booking.totalAmount,
        amount_paid: totals.net,
        balance_due: booking.status === 'cancelled' ? 0 : choices.due,
        currency: booking.currency,
        deposit: payable ? choices.deposit : null,
        balance_due_date: choices.balanceDueDate,
        options: payable ? choices.options : [],
        last_attempt: last
          ? {
              status: last.status,
              purpose: last.purpose,
              amount: last.amount,
              created_at: last.createdAt.toISOString(),
            }
          : null,
      };
    },

    /** Starts a payment of the owner's booking: the server computes the amount, the provider makes the order. */
    async start(userId: number, bookingId: number, purpose: PaymentPurpose, now = new Date()): Promise<PaymentStart> {
      const view = await findOwnBooking(db, bookingId, userId);
      if (!view) throw notFound(MESSAGES.bookingNotFound);
      const active = requireProvider();
      const { booking } = view;
      if (booking.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.bookingNotPayable);
      const [settings, totals] = await Promise.all([readBookingSettings(db), netPaid(db, booking.id)]);
      const amount = amountFor(purpose, paymentChoices(booking, totals.net, settings, now), totals.net);
      const title = view.tourTitle ?? view.trekTitle ?? 'Booking';
      const back = `${deps.publicUrl}/booking-confirmation/${booking.id}`;
      let created: Awaited<ReturnType<PaymentProvider['createPayment']>>;
      try {
        created = await active.createPayment({
          bookingId: booking.id,
          reference: booking.reference,
          amountMinor: toMinor(amount, booking.currency),
          currency: booking.currency,
          description: `${booking.reference} – ${title} (${purpose})`,
          customerEmail: booking.contactEmail,
          successUrl: `${back}?payment=return&session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${back}?payment=cancelled`,
        });
      } catch (error) {
        deps.logger?.error({ err: error, bookingId }, 'the payment provider did not create a payment');
        throw new HttpError(502, PAYMENT_MESSAGES.providerUnavailable);
      }
      await insertAttempt(db, {
        bookingId: booking.id,
        provider: active.name,
        purpose,
        amount,
        currency: booking.currency,
        providerOrderId: created.orderId,
      });
      return {
        provider: active.name,
        purpose,
        amount,
        currency: booking.currency,
        order_id: created.orderId,
        key_id: created.keyId,
        checkout_url: created.checkoutUrl,
        reference: booking.reference,
        contact_name: booking.contactName,
        contact_email: booking.contactEmail,
        contact_phone: booking.contactPhone,
      };
    },

    /** The browser's return from the provider: believed only once verified; a bad one changes nothing. */
    async verifyReturn(
      expected: 'razorpay' | 'stripe',
      input: Record<string, string>,
      now = new Date(),
    ): Promise<PaymentVerified> {
      const active = requireProvider();
      if (active.name !== expected) throw conflict(PAYMENT_MESSAGES.notConfigured);
      let capture: Capture | null;
      try {
        capture = await active.verifyReturn(input);
      } catch (error) {
        deps.logger?.error({ err: error }, 'the payment provider did not answer a return');
        throw new HttpError(502, PAYMENT_MESSAGES.providerUnavailable);
      }
      if (!capture) throw badRequest(PAYMENT_MESSAGES.signatureInvalid);
      const applied = await captureAndSettle(active, capture, now);
      if (!applied) throw badRequest(PAYMENT_MESSAGES.signatureInvalid);
      return verified(applied.bookingId);
    },

    /** A webhook: verified, stored by event id and applied in one transaction, once. */
    async webhook(
      expected: 'razorpay' | 'stripe',
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
      now = new Date(),
    ) {
      const active = requireProvider();
      if (active.name !== expected) throw conflict(PAYMENT_MESSAGES.notConfigured);
      const event: WebhookEvent | null = active.parseWebhook(rawBody, headers);
      if (!event) throw badRequest(PAYMENT_MESSAGES.signatureInvalid);
      const outcome = await db.transaction(async (tx) => {
        const fresh = await storeEvent(tx, {
          provider: active.name,
          eventId: event.id,
          type: event.type,
          payload: event.payload,
        });
        if (!fresh) return { duplicate: true, refund: null };
        const { effect } = event;
        if (effect.kind === 'captured') {
          const applied = await applyCapture(tx, active, effect.capture, now);
          return {
            duplicate: false,
            refund: applied?.refundDue ? { bookingId: applied.bookingId, due: applied.refundDue } : null,
          };
        }
        if (effect.kind === 'failed') {
          const attempt = await lockAttempt(tx, active.name, effect.orderId);
          if (attempt?.status === 'created')
            await setAttemptStatus(tx, attempt.id, 'failed', effect.reason.slice(0, 500));
        }
        if (effect.kind === 'refund') await applyRefundReport(tx, active, effect, now);
        return { duplicate: false, refund: null };
      });
      if (outcome.refund) await refundUnwanted(outcome.refund.bookingId, outcome.refund.due, now);
      if (!outcome.duplicate) await deps.publicData.invalidate();
      return { duplicate: outcome.duplicate };
    },

    refund,
    reserveCancellationRefund,
    sendCancellationRefund,

    /** The back office's list of online payments and refunds. */
    async list(query: AdminPaymentsQuery): Promise<ListEnvelope<AdminPaymentRow>> {
      const { page, per_page: perPage, ...filters } = query;
      const { rows, total } = await listOnlinePayments(db, filters, page, perPage);
      return list(rows.map(toRow), pageMeta(page, perPage, total));
    },

    async exportRows(query: Omit<AdminPaymentsQuery, 'page' | 'per_page'>, limit: number) {
      const { rows } = await listOnlinePayments(db, query, 1, limit);
      return rows.map(toRow);
    },

    dashboardUrl,
  };

  /** An online row's page in the provider's dashboard (the refund's, else the payment's). */
  function dashboardUrl(row: Parameters<OnlinePaymentsPort['dashboardUrl']>[0]): string | null {
    if (!provider || row.provider !== provider.name) return null;
    if (row.kind === 'refund' && row.providerRefundId) return provider.dashboardUrl('refund', row.providerRefundId);
    return row.providerPaymentId ? provider.dashboardUrl('payment', row.providerPaymentId) : null;
  }

  function toRow({ payment, reference, contactName, currency }: OnlinePaymentListRow): AdminPaymentRow {
    return {
      id: payment.id,
      booking_id: payment.bookingId,
      booking_reference: reference,
      contact_name: contactName,
      kind: payment.kind,
      amount: payment.amount,
      currency,
      provider: payment.provider,
      provider_payment_id: payment.providerPaymentId,
      provider_order_id: payment.providerOrderId,
      provider_refund_id: payment.providerRefundId,
      status: payment.providerStatus ?? 'captured',
      dashboard_url: dashboardUrl(payment),
      paid_on: payment.paidOn,
      created_at: payment.createdAt.toISOString(),
    };
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
