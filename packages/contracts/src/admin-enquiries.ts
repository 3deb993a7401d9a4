import { z } from 'zod';
import { ENQUIRY_STATUSES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { LIMITS } from './constants.ts';
import {
  envelope,
  idField,
  idParam,
  intField,
  isCalendarDate,
  listEnvelope,
  messageEnvelope,
  paginationQuery,
  requiredText,
  text,
} from './common.ts';
import { SORT_DIRECTIONS } from './admin-common.ts';
import { CUSTOM_PACKAGE_LIMITS } from './custom-packages.ts';
import { CATALOGUE_LIMITS } from './catalogue-constants.ts';
import { SALES_MESSAGES } from './admin-sales-messages.ts';
import { adminEnquiriesBulkBody, bulkResult } from './admin-bulk.ts';
import { endpoint } from './endpoint.ts';

export const ENQUIRY_RESPONSE_MAX = 5000;

/** An optional YYYY-MM-DD filter bound; blank is none. */
export const dateFilter = text(10)
  .optional()
  .refine((value) => !value || isCalendarDate(value), { error: MESSAGES.travelDateInvalid })
  .transform((value) => value || undefined);

const searchFilter = text(CATALOGUE_LIMITS.searchQueryMax).optional();

export const staffRef = z.object({ id: z.number().int(), name: z.string() });
export type StaffRef = z.infer<typeof staffRef>;

/** One reply staff sent, kept in the enquiry's thread. */
export const enquiryResponse = z.object({
  id: z.number().int(),
  message: z.string(),
  sent_by: staffRef.nullable(),
  created_at: z.string(),
});
export type EnquiryResponse = z.infer<typeof enquiryResponse>;

/** An enquiry as staff see it in the list. */
export const adminEnquiry = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  destination: z.string().nullable(),
  message: z.string().nullable(),
  travel_date: z.string().nullable(),
  status: z.enum(ENQUIRY_STATUSES),
  source: z.string(),
  trip_title: z.string().nullable(),
  language: z.string().nullable(),
  /** The latest reply (the whole thread is in the detail). */
  admin_response: z.string().nullable(),
  responded_at: z.string().nullable(),
  responded_by: staffRef.nullable(),
  /** What staff turned the enquiry into, once converted (at most one of the two). */
  custom_package: z.object({ id: z.number().int() }).nullable(),
  booking: z.object({ id: z.number().int(), reference: z.string() }).nullable(),
  created_at: z.string(),
});
export type AdminEnquiry = z.infer<typeof adminEnquiry>;

export const adminEnquiryDetail = adminEnquiry.extend({ responses: z.array(enquiryResponse) });
export type AdminEnquiryDetail = z.infer<typeof adminEnquiryDetail>;

/** Columns the enquiries list can be sorted by (anything else is a 422, never raw SQL). */
export const ADMIN_ENQUIRY_SORTS = ['created_at', 'name', 'travel_date', 'status'] as const;
export type AdminEnquirySort = (typeof ADMIN_ENQUIRY_SORTS)[number];

/** Newest first unless sorted; status, a search over name, email, phone, destination and message, and a received-date range. */
export const adminEnquiriesQuery = paginationQuery.extend({
  status: z.enum(ENQUIRY_STATUSES, { error: SALES_MESSAGES.enquiryStatusInvalid }).optional(),
  search: searchFilter,
  received_from: dateFilter,
  received_to: dateFilter,
  sort: z.enum(ADMIN_ENQUIRY_SORTS, { error: MESSAGES.invalidSort }).default('created_at'),
  direction: z.enum(SORT_DIRECTIONS, { error: MESSAGES.invalidSort }).default('desc'),
});
export type AdminEnquiriesQuery = z.infer<typeof adminEnquiriesQuery>;

const responseText = requiredText(ENQUIRY_RESPONSE_MAX, SALES_MESSAGES.responseRequired);

/** Any status in any order; with a response, the response is sent as POST .../respond sends it. */
export const adminEnquiryUpdateBody = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: SALES_MESSAGES.enquiryStatusInvalid }),
  admin_response: text(ENQUIRY_RESPONSE_MAX)
    .nullish()
    .transform((value) => value || undefined),
});
export type AdminEnquiryUpdateBody = z.infer<typeof adminEnquiryUpdateBody>;

export const enquiryRespondBody = z.object({ response: responseText });
export type EnquiryRespondBody = z.infer<typeof enquiryRespondBody>;

/** What an enquiry can be converted into. */
export const ENQUIRY_CONVERSIONS = ['custom_package', 'booking'] as const;
export type EnquiryConversion = (typeof ENQUIRY_CONVERSIONS)[number];

/** Defaults of a custom trip made from an enquiry, which states neither length nor budget. */
export const ENQUIRY_CONVERSION_DEFAULTS = {
  travelers: 2,
  durationDays: 7,
  budgetMin: CUSTOM_PACKAGE_LIMITS.budgetMin,
  budgetMax: CUSTOM_PACKAGE_LIMITS.budgetMax,
} as const;

const convertTravelers = intField(LIMITS.passengersMin, LIMITS.passengersMax, MESSAGES.passengersRange);

/**
 * Convert an enquiry: into a custom trip request (destination, travel date, contact and message
 * carried over; length, travellers and budget optional) or into a pending booking on a departure.
 */
export const enquiryConvertBody = z.discriminatedUnion(
  'to',
  [
    z.object({
      to: z.literal('custom_package'),
      travelers: convertTravelers.optional(),
      duration_days: intField(
        CUSTOM_PACKAGE_LIMITS.daysMin,
        CUSTOM_PACKAGE_LIMITS.daysMax,
        MESSAGES.customDaysRange,
      ).optional(),
      /** Required when the enquiry gives no travel date. */
      travel_date: dateFilter,
    }),
    z.object({
      to: z.literal('booking'),
      departure_id: idField,
      travelers: convertTravelers,
    }),
  ],
  { error: SALES_MESSAGES.conversionInvalid },
);
export type EnquiryConvertBody = z.infer<typeof enquiryConvertBody>;
export type EnquiryConvertPayload = z.input<typeof enquiryConvertBody>;

const enquiries = '/api/admin/enquiries';

/** Staff work on enquiries: the list, closing many at once, one enquiry's status, reply, conversion and removal. */
export const adminEnquiriesApi = {
  list: endpoint({ method: 'GET', path: enquiries, query: adminEnquiriesQuery, response: listEnvelope(adminEnquiry) }),
  bulk: endpoint({
    method: 'POST',
    path: `${enquiries}/bulk`,
    body: adminEnquiriesBulkBody,
    response: envelope(bulkResult),
  }),
  get: endpoint({ method: 'GET', path: `${enquiries}/:id`, params: idParam, response: envelope(adminEnquiryDetail) }),
  update: endpoint({
    method: 'PUT',
    path: `${enquiries}/:id`,
    params: idParam,
    body: adminEnquiryUpdateBody,
    response: envelope(adminEnquiryDetail),
  }),
  respond: endpoint({
    method: 'POST',
    path: `${enquiries}/:id/respond`,
    params: idParam,
    body: enquiryRespondBody,
    response: envelope(adminEnquiryDetail),
  }),
  convert: endpoint({
    method: 'POST',
    path: `${enquiries}/:id/convert`,
    params: idParam,
    body: enquiryConvertBody,
    response: envelope(adminEnquiryDetail),
  }),
  remove: endpoint({ method: 'DELETE', path: `${enquiries}/:id`, params: idParam, response: messageEnvelope }),
};
