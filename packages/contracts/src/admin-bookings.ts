import { z } from 'zod';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import {
  calendarDate,
  envelope,
  idField,
  idParam,
  isWholePaise,
  listEnvelope,
  optionalText,
  paginationQuery,
  text,
} from './common.ts';
import { CATALOGUE_LIMITS } from './catalogue-constants.ts';
import { SALES_MESSAGES } from './admin-sales-messages.ts';
import { bookingIdParam, bookingSchema, fileAnswer } from './bookings.ts';
import { dateFilter, staffRef } from './admin-enquiries.ts';
import { SORT_DIRECTIONS } from './admin-common.ts';
import { ADMIN_BOOKING_LIMITS } from './admin-booking-limits.ts';
import { adminBookingsBulkBody, adminBookingsSelectionBody, bulkResult } from './admin-bulk.ts';
import { adminBookingUpdateBody, adminCreateBookingBody, deskCustomerRow, deskCustomersQuery } from './admin-desk.ts';
import { bookingCancellationSchema } from './cancellation-policy.ts';
import { travellerDetails, travellersBody } from './traveller-details.ts';
import { endpoint } from './endpoint.ts';
import { adminBookingDocumentsSchema, creditNoteParams } from './gst.ts';

export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'upi', 'card', 'other', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const bookingPayment = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  paid_on: z.string(),
  note: z.string().nullable(),
  recorded_by: staffRef.nullable(),
  created_at: z.string(),
  /** An online payment or refund: the provider, its ids, its state and its page in the provider's dashboard. */
  provider: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  provider_order_id: z.string().nullable(),
  provider_refund_id: z.string().nullable(),
  provider_status: z.string().nullable(),
  dashboard_url: z.string().nullable(),
});
export type BookingPayment = z.infer<typeof bookingPayment>;

/** One line of a booking's history (who did what, when). */
export const bookingHistoryItem = z.object({
  id: z.number().int(),
  action: z.string(),
  description: z.string(),
  by: staffRef.nullable(),
  created_at: z.string(),
});
export type BookingHistoryItem = z.infer<typeof bookingHistoryItem>;

/** A booking as staff see it: the traveller's booking plus account, destination, money and executive. */
export const adminBooking = bookingSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** A manual change of the computed total (negative for a reduction), and why. */
  adjustment: z.number(),
  adjustment_reason: z.string().nullable(),
  /** The staff member who took the booking for the traveller; null when booked online. */
  created_by: z.number().int().nullable(),
  staff_note: z.string().nullable(),
  /** The invoice's version: each change staff make issues it again. */
  invoice_version: z.number().int(),
  destination_name: z.string().nullable(),
  amount_paid: z.number(),
  balance_due: z.number(),
  assigned_to: staffRef.extend({ email: z.string() }).nullable(),
});
export type AdminBooking = z.infer<typeof adminBooking>;

export const adminBookingDetail = adminBooking.extend({
  payments: z.array(bookingPayment),
  history: z.array(bookingHistoryItem),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetail>;

/** Columns the bookings list can be sorted by (anything else is a 422, never raw SQL). */
export const ADMIN_BOOKING_SORTS = [
  'created_at',
  'contact_name',
  'travel_date',
  'passengers',
  'total_amount',
  'status',
] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];

export const adminBookingsQuery = paginationQuery.extend({
  status: z.enum(BOOKING_STATUSES, { error: SALES_MESSAGES.bookingStatusInvalid }).optional(),
  payment_status: z.enum(PAYMENT_STATUSES, { error: MESSAGES.invalidValue }).optional(),
  tour_id: idField.optional(),
  trek_id: idField.optional(),
  departure_id: idField.optional(),
  travel_from: dateFilter,
  travel_to: dateFilter,
  /** Reference, traveller's name or email. */
  search: text(CATALOGUE_LIMITS.searchQueryMax).optional(),
  sort: z.enum(ADMIN_BOOKING_SORTS, { error: MESSAGES.invalidSort }).default('created_at'),
  direction: z.enum(SORT_DIRECTIONS, { error: MESSAGES.invalidSort }).default('desc'),
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuery>;
/** The export takes the list's filters, without paging. */
export const adminBookingsExportQuery = adminBookingsQuery.omit({ page: true, per_page: true });
export type AdminBookingsExportQuery = z.infer<typeof adminBookingsExportQuery>;

export const adminBookingsSummary = z.object({
  total: z.number().int(),
  confirmed: z.number().int(),
  pending: z.number().int(),
  cancelled: z.number().int(),
  /** Sum of total_amount of the bookings that are not cancelled. */
  revenue: z.number(),
  currency: z.string(),
});
export type AdminBookingsSummary = z.infer<typeof adminBookingsSummary>;

export const adminBookingStatusBody = z.object({
  status: z.enum(BOOKING_STATUSES, { error: SALES_MESSAGES.bookingStatusInvalid }),
});
export type AdminBookingStatusBody = z.infer<typeof adminBookingStatusBody>;

/** An amount staff type: positive, whole paise, at most amountMax. */
const staffAmount = z.coerce
  .number({ error: SALES_MESSAGES.paymentAmountInvalid })
  .positive({ error: SALES_MESSAGES.paymentAmountInvalid })
  .max(ADMIN_BOOKING_LIMITS.amountMax, { error: SALES_MESSAGES.paymentAmountInvalid })
  .refine(isWholePaise, { error: SALES_MESSAGES.paymentAmountInvalid })
  .transform((value) => Math.round(value * 100) / 100);

/**
 * The reason is optional, and so is the body: the back office spec's client sends none (no
 * content type, an empty body, or `{}`). The screen here still asks for one.
 */
export const adminBookingCancelBody = z
  .object({
    reason: optionalText(ADMIN_BOOKING_LIMITS.cancelReasonMax),
    /** Refund this much of what was paid online, through the provider (none when omitted). */
    refund_amount: staffAmount.nullish(),
    /** Why the refund differs from what the cancellation policy gives (required when it does). */
    override_reason: optionalText(ADMIN_BOOKING_LIMITS.cancelReasonMax),
  })
  .optional()
  .transform((body) => body ?? {});
export type AdminBookingCancelBody = z.infer<typeof adminBookingCancelBody>;

/** null unassigns. */
export const adminBookingAssignBody = z.object({
  executive_id: z.union([idField, z.null()], { error: SALES_MESSAGES.executiveInvalid }),
});
export type AdminBookingAssignBody = z.infer<typeof adminBookingAssignBody>;

export const recordPaymentBody = z.object({
  kind: z.enum(PAYMENT_KINDS, { error: MESSAGES.invalidValue }).default('payment'),
  amount: staffAmount,
  method: z.enum(PAYMENT_METHODS, { error: SALES_MESSAGES.paymentMethodInvalid }),
  reference: text(ADMIN_BOOKING_LIMITS.paymentReferenceMax)
    .nullish()
    .transform((value) => value || null),
  paid_on: calendarDate(SALES_MESSAGES.paymentDateRequired),
  note: text(ADMIN_BOOKING_LIMITS.paymentNoteMax)
    .nullish()
    .transform((value) => value || null),
  /** A refund of an online payment (method online): which payment; the latest one when omitted. */
  payment_id: idField.optional(),
});
export type RecordPaymentInput = z.input<typeof recordPaymentBody>;
export type RecordPaymentBody = z.infer<typeof recordPaymentBody>;

/** Staff an executive can be: for the assign dropdown. */
export const executive = staffRef.extend({ email: z.string() });
export type Executive = z.infer<typeof executive>;

/**
 * A booking's tax documents for staff (the screens reach them under the resource `bookings`):
 * the invoice number, the refunds' credit notes and the reminders sent, and a credit note's PDF
 * (`{ id, paymentId }`).
 */
export const adminBookingDocumentsApi = {
  documents: endpoint({
    method: 'GET',
    path: '/api/admin/bookings/:id/documents',
    params: bookingIdParam,
    response: envelope(adminBookingDocumentsSchema),
  }),
  'credit-notes': endpoint({
    method: 'GET',
    path: '/api/admin/bookings/:id/credit-notes/:paymentId',
    params: creditNoteParams,
    response: fileAnswer,
    produces: 'application/pdf',
  }),
};

/** The payment status a booking's recorded money gives it. */
export function paymentStatusOf(total: number, paid: number, refunded: number): (typeof PAYMENT_STATUSES)[number] {
  const net = Math.round((paid - refunded) * 100) / 100;
  if (net <= 0) return refunded > 0 ? 'refunded' : 'pending';
  return net >= total ? 'paid' : 'partially_paid';
}

const bookings = '/api/admin/bookings';
const bookingAnswer = envelope(adminBookingDetail);

/**
 * Staff work on bookings (the screens reach them under the resource `bookings`): the list, its
 * summary cards and CSV exports, confirming many at once, the desk (taking a booking, changing
 * one, finding a customer), one booking's confirm, cancel, assignment, payments, invoice and
 * travellers.
 */
export const adminBookingsApi = {
  list: endpoint({ method: 'GET', path: bookings, query: adminBookingsQuery, response: listEnvelope(adminBooking) }),
  summary: endpoint({
    method: 'GET',
    path: `${bookings}/summary`,
    query: adminBookingsExportQuery,
    response: envelope(adminBookingsSummary),
  }),
  /** The bookings of the filter as CSV. */
  export: endpoint({
    method: 'GET',
    path: `${bookings}/export`,
    query: adminBookingsExportQuery,
    response: z.string(),
    produces: 'text/csv',
  }),
  /** The checked bookings as CSV. */
  exportSelected: endpoint({
    method: 'POST',
    path: `${bookings}/export`,
    body: adminBookingsSelectionBody,
    response: z.string(),
    produces: 'text/csv',
  }),
  bulk: endpoint({
    method: 'POST',
    path: `${bookings}/bulk`,
    body: adminBookingsBulkBody,
    response: envelope(bulkResult),
  }),
  executives: endpoint({ method: 'GET', path: `${bookings}/executives`, response: listEnvelope(executive) }),
  customers: endpoint({
    method: 'GET',
    path: `${bookings}/customers`,
    query: deskCustomersQuery,
    response: listEnvelope(deskCustomerRow),
  }),
  get: endpoint({ method: 'GET', path: `${bookings}/:id`, params: idParam, response: bookingAnswer }),
  update: endpoint({
    method: 'PUT',
    path: `${bookings}/:id`,
    params: idParam,
    body: adminBookingUpdateBody,
    response: bookingAnswer,
  }),
  create: endpoint({
    method: 'POST',
    path: bookings,
    body: adminCreateBookingBody,
    status: 201,
    response: bookingAnswer,
  }),
  cancellation: endpoint({
    method: 'GET',
    path: `${bookings}/:id/cancellation`,
    params: idParam,
    response: envelope(bookingCancellationSchema),
  }),
  confirm: endpoint({ method: 'POST', path: `${bookings}/:id/confirm`, params: idParam, response: bookingAnswer }),
  cancel: endpoint({
    method: 'POST',
    path: `${bookings}/:id/cancel`,
    params: idParam,
    body: adminBookingCancelBody,
    response: bookingAnswer,
  }),
  assign: endpoint({
    method: 'PUT',
    path: `${bookings}/:id/assign`,
    params: idParam,
    body: adminBookingAssignBody,
    response: bookingAnswer,
  }),
  payments: endpoint({
    method: 'POST',
    path: `${bookings}/:id/payments`,
    params: idParam,
    body: recordPaymentBody,
    status: 201,
    response: bookingAnswer,
  }),
  /** The invoice's PDF: its bytes, shown in the document by their media type. */
  invoice: endpoint({
    method: 'GET',
    path: `${bookings}/:id/invoice`,
    params: idParam,
    response: z.custom<Uint8Array>(),
    produces: 'application/pdf',
  }),
  travellers: endpoint({
    method: 'GET',
    path: `${bookings}/:id/travellers`,
    params: bookingIdParam,
    response: envelope(travellerDetails),
  }),
  saveTravellers: endpoint({
    method: 'PUT',
    path: `${bookings}/:id/travellers`,
    params: bookingIdParam,
    body: travellersBody,
    response: envelope(travellerDetails),
  }),
};
