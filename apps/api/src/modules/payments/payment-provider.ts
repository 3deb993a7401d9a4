import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProviderName } from '@trails/contracts/payments';

/** A payment the provider says was captured: the order (or session) it was made through, and how much. */
export interface Capture {
  orderId: string;
  paymentId: string;
  /** In the currency's minor unit (paise, cents), as providers count. */
  amountMinor: number;
}

/** What a verified webhook means for us. */
export type WebhookEffect =
  | { kind: 'captured'; capture: Capture }
  | { kind: 'failed'; orderId: string; reason: string }
  | {
      kind: 'refund';
      refundId: string;
      paymentId: string;
      amountMinor: number;
      status: 'processed' | 'pending' | 'failed';
    }
  | { kind: 'ignored' };

export interface WebhookEvent {
  /** The provider's event id: a repeated delivery carries the same one. */
  id: string;
  type: string;
  effect: WebhookEffect;
  payload: unknown;
}

export interface CreatePaymentInput {
  bookingId: number;
  reference: string;
  amountMinor: number;
  currency: string;
  description: string;
  customerEmail: string;
  /** Where the provider's hosted page sends the traveller back (Stripe); {CHECKOUT_SESSION_ID} is filled in. */
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedPayment {
  orderId: string;
  /** Razorpay Checkout's key id (public by design); null for Stripe. */
  keyId: string | null;
  /** Stripe's hosted page; null for Razorpay (its Checkout opens in the page). */
  checkoutUrl: string | null;
}

export interface RefundResult {
  refundId: string;
  status: 'processed' | 'pending';
}

/**
 * One online payment provider. The booking code sees only this: create a payment, verify the
 * traveller's return, parse and verify a webhook, refund; each provider's protocol stays inside its
 * own file.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The browser's return, checked (a signature, or the provider asked server to server); null when it does not hold. */
  verifyReturn(input: Record<string, string>): Promise<Capture | null>;
  /** A webhook's raw body and headers; null when the signature does not hold. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookEvent | null;
  refund(input: {
    paymentId: string;
    amountMinor: number;
    reason: string;
    idempotencyKey: string;
  }): Promise<RefundResult>;
  /** The payment's (or refund's) page in the provider's dashboard. */
  dashboardUrl(kind: 'payment' | 'refund' | 'order', id: string): string;
}

/** Currencies without a minor unit, as the providers count them. */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'VND']);

export const toMinor = (amount: number, currency: string) =>
  ZERO_DECIMAL.has(currency.toUpperCase()) ? Math.round(amount) : Math.round(amount * 100);

export const fromMinor = (minor: number, currency: string) =>
  ZERO_DECIMAL.has(currency.toUpperCase()) ? minor : Math.round(minor) / 100;

/** HMAC-SHA256 of `payload` as hex, compared with `signature` in constant time. */
export function hmacMatches(payload: string | Buffer, secret: string, signature: string): boolean {
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = /^[0-9a-f]+$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};
