import Stripe from 'stripe';
import type { Capture, PaymentProvider, WebhookEffect } from './payment-provider.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API address; unset for api.stripe.com. */
  apiUrl?: string | undefined;
  dashboardUrl: string;
}

const REFUND_STATUS: Record<string, 'processed' | 'pending' | 'failed'> = {
  succeeded: 'processed',
  pending: 'pending',
  requires_action: 'pending',
  failed: 'failed',
  canceled: 'failed',
};

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function captureOf(session: Stripe.Checkout.Session): Capture | null {
  const paymentId = idOf(session.payment_intent);
  if (session.payment_status !== 'paid' || !paymentId || session.amount_total === null) return null;
  return { orderId: session.id, paymentId, amountMinor: session.amount_total };
}

function effectOf(event: Stripe.Event): WebhookEffect {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const capture = captureOf(event.data.object);
      return capture ? { kind: 'captured', capture } : { kind: 'ignored' };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return { kind: 'failed', orderId: event.data.object.id, reason: event.type.replace('checkout.session.', '') };
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      const paymentId = idOf(refund.payment_intent);
      return paymentId
        ? {
            kind: 'refund',
            refundId: refund.id,
            paymentId,
            amountMinor: refund.amount,
            status: REFUND_STATUS[refund.status ?? 'pending'] ?? 'pending',
          }
        : { kind: 'ignored' };
    }
    default:
      return { kind: 'ignored' };
  }
}

/**
 * Stripe: a Checkout Session per payment (success and cancel back to the booking), the return
 * checked by asking Stripe for the session, webhooks verified by `webhooks.constructEvent` (the
 * Stripe-Signature header, compared in constant time, five minutes' tolerance).
 */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const address = options.apiUrl ? new URL(options.apiUrl) : null;
  const client = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    telemetry: false,
    ...(address
      ? {
          host: address.hostname,
          port: address.port || (address.protocol === 'http:' ? 80 : 443),
          protocol: address.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  const dashboard = `${options.dashboardUrl.replace(/\/+$/, '')}${options.secretKey.startsWith('sk_test_') ? '/test' : ''}`;

  return {
    name: 'stripe',

    async createPayment(input) {
      const session = await client.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(input.bookingId),
          customer_email: input.customerEmail,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountMinor,
                product_data: { name: input.description },
              },
            },
          ],
          metadata: { booking_id: String(input.bookingId), reference: input.reference },
          payment_intent_data: { metadata: { booking_id: String(input.bookingId), reference: input.reference } },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: `session-${input.reference}-${input.amountMinor}-${Date.now()}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { orderId: session.id, keyId: null, checkoutUrl: session.url };
    },

    async verifyReturn(input) {
      const sessionId = input.session_id ?? '';
      if (!sessionId) return null;
      try {
        return captureOf(await client.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw error;
      }
    },

    parseWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature) return null;
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        return null;
      }
      return { id: event.id, type: event.type, effect: effectOf(event), payload: event };
    },

    async refund({ paymentId, amountMinor, reason, idempotencyKey }) {
      const refund = await client.refunds.create(
        { payment_intent: paymentId, amount: amountMinor, metadata: { reason: reason.slice(0, 450) } },
        { idempotencyKey },
      );
      return { refundId: refund.id, status: refund.status === 'succeeded' ? 'processed' : 'pending' };
    },

    dashboardUrl(kind, id) {
      return `${dashboard}/${kind === 'refund' ? 'refunds' : kind === 'order' ? 'checkout/sessions' : 'payments'}/${encodeURIComponent(id)}`;
    },
  };
}
