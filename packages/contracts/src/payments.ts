import { z } from 'zod';
import { calendarDate, envelope, idField, paginationQuery, requiredText } from './common.ts';
import { MESSAGES } from './messages.ts';
import { bookingIdParam } from './bookings.ts';
import { endpoint } from './endpoint.ts';

/** Which online payment provider the server is configured with (PAYMENT_PROVIDER); none: staff record payments. */
export const PAYMENT_PROVIDERS = ['razorpay', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_PROVIDER_CHOICES = ['none', ...PAYMENT_PROVIDERS] as const;
export type PaymentProviderChoice = (typeof PAYMENT_PROVIDER_CHOICES)[number];

/** What the traveller asks to pay; the server computes the amount of each. */
export const PAYMENT_PURPOSES = ['deposit', 'balance', 'full'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** The payment settings and their defaults (percent of the total; days before the start; minutes). */
export const PAYMENT_SETTING_DEFAULTS = {
  deposit_percent: '20',
  balance_due_days: '30',
  payment_hold_minutes: '30',
} as const;

export const PAYMENT_MESSAGES = {
  purposeInvalid: 'Choose deposit, balance or full',
  nothingDue: 'Nothing is left to pay on this booking',
  depositAlreadyPaid: 'The deposit is already paid: pay the balance',
  balanceBeforeDeposit: 'Pay the deposit first',
  bookingNotPayable: 'This booking can no longer be paid online',
  notConfigured: 'Online payment is not available',
  signatureInvalid: 'The payment could not be verified',
  providerUnavailable: 'The payment provider did not answer; please try again',
  paymentUnknown: 'That payment is not one of this booking’s online payments',
  refundMoreThanPayment: 'A refund cannot be more than what is left of that payment ({amount})',
  onlineRefundOnly: 'Online payments are recorded by the provider, not by hand',
} as const;

export const createPaymentBody = z.object({
  amount: z.enum(PAYMENT_PURPOSES, { error: PAYMENT_MESSAGES.purposeInvalid }),
});
export type CreatePaymentBody = z.infer<typeof createPaymentBody>;

/** What the browser needs to pay: Razorpay's order and key id, or Stripe's hosted page. */
export const paymentStart = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  purpose: z.enum(PAYMENT_PURPOSES),
  amount: z.number(),
  currency: z.string(),
  order_id: z.string(),
  key_id: z.string().nullable(),
  checkout_url: z.string().nullable(),
  reference: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
});
export type PaymentStart = z.infer<typeof paymentStart>;

/** A booking's money as the traveller sees it: what is paid, what each choice would cost now. */
export const bookingPaymentState = z.object({
  provider: z.enum(PAYMENT_PROVIDER_CHOICES),
  total: z.number(),
  amount_paid: z.number(),
  balance_due: z.number(),
  currency: z.string(),
  /** The deposit now, or null when it is not a choice (already paid, or due in full). */
  deposit: z.number().nullable(),
  /** The date by which the balance is due (travel date minus balance_due_days). */
  balance_due_date: z.string(),
  /** The choices the traveller has now, in order. */
  options: z.array(z.object({ purpose: z.enum(PAYMENT_PURPOSES), amount: z.number() })),
  /** The last online attempt: created (abandoned or under way), paid, failed or refund_due. */
  last_attempt: z
    .object({ status: z.string(), purpose: z.enum(PAYMENT_PURPOSES), amount: z.number(), created_at: z.string() })
    .nullable(),
});
export type BookingPaymentState = z.infer<typeof bookingPaymentState>;

const providerId = (message: string) =>
  requiredText(120, message).pipe(z.string().regex(/^[A-Za-z0-9_]+$/, { error: message }));

export const razorpayVerifyBody = z.object({
  razorpay_order_id: providerId(PAYMENT_MESSAGES.signatureInvalid),
  razorpay_payment_id: providerId(PAYMENT_MESSAGES.signatureInvalid),
  razorpay_signature: requiredText(200, PAYMENT_MESSAGES.signatureInvalid).pipe(
    z.string().regex(/^[0-9a-f]+$/i, { error: PAYMENT_MESSAGES.signatureInvalid }),
  ),
});
export type RazorpayVerifyBody = z.infer<typeof razorpayVerifyBody>;

export const stripeVerifyBody = z.object({ session_id: providerId(PAYMENT_MESSAGES.signatureInvalid) });
export type StripeVerifyBody = z.infer<typeof stripeVerifyBody>;

export const paymentVerified = z.object({
  booking_id: z.number().int(),
  status: z.string(),
  payment_status: z.string(),
});
export type PaymentVerified = z.infer<typeof paymentVerified>;

/** A provider's webhook, once stored: whether that event had come before (then nothing changed). */
export const webhookReceipt = z.object({ duplicate: z.boolean() });

/**
 * Paying a booking online: its money and the choices to pay now, starting a payment, the return
 * from the provider's checkout, and the providers' webhooks (their raw bodies, verified by signature).
 */
export const paymentsApi = {
  state: endpoint({
    method: 'GET',
    path: '/api/bookings/:id/payments',
    params: bookingIdParam,
    response: envelope(bookingPaymentState),
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/payments',
    params: bookingIdParam,
    body: createPaymentBody,
    status: 201,
    response: envelope(paymentStart),
  }),
  verifyRazorpay: endpoint({
    method: 'POST',
    path: '/api/payments/razorpay/verify',
    body: razorpayVerifyBody,
    response: envelope(paymentVerified),
  }),
  verifyStripe: endpoint({
    method: 'POST',
    path: '/api/payments/stripe/verify',
    body: stripeVerifyBody,
    response: envelope(paymentVerified),
  }),
  razorpayWebhook: endpoint({
    method: 'POST',
    path: '/api/payments/razorpay/webhook',
    response: envelope(webhookReceipt),
  }),
  stripeWebhook: endpoint({ method: 'POST', path: '/api/payments/stripe/webhook', response: envelope(webhookReceipt) }),
};

export const ONLINE_PAYMENT_STATUSES = ['captured', 'requested', 'processed', 'failed'] as const;

/** The back office's list of online payments and refunds. */
export const adminPaymentsQuery = paginationQuery.extend({
  provider: z.enum(PAYMENT_PROVIDERS, { error: MESSAGES.invalidValue }).optional(),
  kind: z.enum(['payment', 'refund'], { error: MESSAGES.invalidValue }).optional(),
  status: z.enum(ONLINE_PAYMENT_STATUSES, { error: MESSAGES.invalidValue }).optional(),
  from: calendarDate(MESSAGES.invalidValue).optional(),
  to: calendarDate(MESSAGES.invalidValue).optional(),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuery>;
export const adminPaymentsExportQuery = adminPaymentsQuery.omit({ page: true, per_page: true });
export type AdminPaymentsExportQuery = z.infer<typeof adminPaymentsExportQuery>;

export const adminPaymentRow = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  booking_reference: z.string(),
  contact_name: z.string(),
  kind: z.enum(['payment', 'refund']),
  amount: z.number(),
  currency: z.string(),
  provider: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  provider_order_id: z.string().nullable(),
  provider_refund_id: z.string().nullable(),
  status: z.string(),
  dashboard_url: z.string().nullable(),
  paid_on: z.string(),
  created_at: z.string(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRow>;

export const paymentIdField = idField;
