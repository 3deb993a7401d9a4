import { z } from 'zod';
import { ENQUIRY_STATUSES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { isCalendarDate, paginationQuery, requiredText, text } from './common.ts';
import { CATALOGUE_LIMITS } from './catalogue-constants.ts';
import { SALES_MESSAGES } from './admin-sales-messages.ts';

export const ENQUIRY_RESPONSE_MAX = 5000;

/** An optional YYYY-MM-DD filter bound; blank is none. */
export const dateFilter = text(10)
  .optional()
  .refine((value) => !value || isCalendarDate(value), { error: MESSAGES.travelDateInvalid })
  .transform((value) => value || undefined);

const searchFilter = z.string().trim().max(CATALOGUE_LIMITS.searchQueryMax, { error: MESSAGES.tooLong }).optional();

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
  created_at: z.string(),
});
export type AdminEnquiry = z.infer<typeof adminEnquiry>;

export const adminEnquiryDetail = adminEnquiry.extend({ responses: z.array(enquiryResponse) });
export type AdminEnquiryDetail = z.infer<typeof adminEnquiryDetail>;

/** Newest first; status, a search over name, email, phone, destination and message, and a received-date range. */
export const adminEnquiriesQuery = paginationQuery.extend({
  status: z.enum(ENQUIRY_STATUSES, { error: SALES_MESSAGES.enquiryStatusInvalid }).optional(),
  search: searchFilter,
  received_from: dateFilter,
  received_to: dateFilter,
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
