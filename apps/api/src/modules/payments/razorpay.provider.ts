import { createHash } from 'node:crypto';
import Razorpay from 'razorpay';
import { headerOf, hmacMatches, type Capture, type PaymentProvider, type WebhookEffect } from './payment-provider.ts';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API address; the library adds /v1/…. */
  apiUrl: string;
  dashboardUrl: string;
}

interface RazorpayWebhookBody {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; error_description?: string } };
    refund?: { entity?: { id?: string; payment_id?: string; amount?: number; status?: string } };
  };
}

const REFUND_STATUS: Record<string, 'processed' | 'pending' | 'failed'> = {
  'refund.processed': 'processed',
  'refund.created': 'pending',
  'refund.failed': 'failed',
};

function effectOf(body: RazorpayWebhookBody): WebhookEffect {
  const payment = body.payload?.payment?.entity;
  const refund = body.payload?.refund?.entity;
  switch (body.event) {
    case 'payment.captured':
    case 'order.paid':
      return payment?.id && payment.order_id && typeof payment.amount === 'number'
        ? {
            kind: 'captured',
            capture: { orderId: payment.order_id, paymentId: payment.id, amountMinor: payment.amount },
          }
        : { kind: 'ignored' };
    case 'payment.failed':
      return payment?.order_id
        ? { kind: 'failed', orderId: payment.order_id, reason: payment.error_description ?? 'payment failed' }
        : { kind: 'ignored' };
    case 'refund.processed':
    case 'refund.created':
    case 'refund.failed':
      return refund?.id && refund.payment_id && typeof refund.amount === 'number'
        ? {
            kind: 'refund',
            refundId: refund.id,
            paymentId: refund.payment_id,
            amountMinor: refund.amount,
            status: REFUND_STATUS[body.event]!,
          }
        : { kind: 'ignored' };
    default:
      return { kind: 'ignored' };
  }
}

/**
 * Razorpay: an order per payment (amount in paise, the booking's reference as receipt), Checkout in
 * the page, the return's signature HMAC-SHA256(order_id|payment_id, key secret), webhooks signed
 * with HMAC-SHA256(raw body, webhook secret) in X-Razorpay-Signature. Signatures are compared here
 * in constant time (the library's own validate functions compare with ===).
 */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  // The library fixes https://api.razorpay.com; its axios instance takes another base address.
  (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
    options.apiUrl.replace(/\/+$/, '');
  const dashboard = options.dashboardUrl.replace(/\/+$/, '');

  return {
    name: 'razorpay',

    async createPayment(input) {
      const order = await client.orders.create({
        amount: input.amountMinor,
        currency: input.currency,
        receipt: input.reference,
        notes: { booking_id: String(input.bookingId), reference: input.reference },
      });
      return { orderId: order.id, keyId: options.keyId, checkoutUrl: null };
    },

    async verifyReturn(input): Promise<Capture | null> {
      const orderId = input.razorpay_order_id ?? '';
      const paymentId = input.razorpay_payment_id ?? '';
      const signature = input.razorpay_signature ?? '';
      if (!orderId || !paymentId || !hmacMatches(`${orderId}|${paymentId}`, options.keySecret, signature)) return null;
      // The signature binds the payment to our order; the order's amount is the one we asked for.
      return { orderId, paymentId, amountMinor: -1 };
    },

    parseWebhook(rawBody, headers) {
      const signature = headerOf(headers, 'x-razorpay-signature') ?? '';
      if (!hmacMatches(rawBody, options.webhookSecret, signature)) return null;
      let body: RazorpayWebhookBody;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as RazorpayWebhookBody;
      } catch {
        return null;
      }
      const id =
        headerOf(headers, 'x-razorpay-event-id') ?? `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
      return { id, type: body.event ?? 'unknown', effect: effectOf(body), payload: body };
    },

    async refund({ paymentId, amountMinor, reason, idempotencyKey }) {
      const refund = await client.payments.refund(paymentId, {
        amount: amountMinor,
        receipt: idempotencyKey.slice(0, 40),
        notes: { reason: reason.slice(0, 250) },
      });
      return { refundId: refund.id, status: refund.status === 'processed' ? 'processed' : 'pending' };
    },

    dashboardUrl(kind, id) {
      return `${dashboard}/app/${kind === 'payment' ? 'payments' : kind === 'refund' ? 'refunds' : 'orders'}/${encodeURIComponent(id)}`;
    },
  };
}
