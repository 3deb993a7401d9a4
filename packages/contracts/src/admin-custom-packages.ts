import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages.ts';
import { adminOptionalText } from './admin-common.ts';
import { CATALOGUE_LIMITS } from './catalogue-constants.ts';
import {
  envelope,
  idParam,
  listEnvelope,
  messageEnvelope,
  paginationQuery,
  requiredText,
  text,
  isCalendarDate,
  isWholePaise,
} from './common.ts';
import { CUSTOM_PACKAGE_STATUSES } from './constants.ts';
import { CUSTOM_PACKAGE_LIMITS, customPackageSchema } from './custom-packages.ts';
import { earliestEnquiryDate } from './enquiries.ts';
import { MESSAGES } from './messages.ts';
import { endpoint } from './endpoint.ts';

/** Bounds of the back office's custom package fields. */
export const ADMIN_CUSTOM_PACKAGE_LIMITS = {
  assigneeMax: 120,
  notesMax: 4000,
  quoteDaysMax: CUSTOM_PACKAGE_LIMITS.daysMax,
  dayTitleMax: 160,
  dayDescriptionMax: 2000,
  listItemsMax: 30,
  listItemMax: 200,
  priceMax: CUSTOM_PACKAGE_LIMITS.budgetMax,
} as const;
const L = ADMIN_CUSTOM_PACKAGE_LIMITS;

export const adminCustomPackagesQuery = paginationQuery.extend({
  status: z.enum(CUSTOM_PACKAGE_STATUSES, { error: ADMIN_MESSAGES.packageStatusInvalid }).optional(),
  /** Matches the contact's name or email, or a destination. */
  search: text(CATALOGUE_LIMITS.searchQueryMax).optional(),
});
export type AdminCustomPackagesQuery = z.infer<typeof adminCustomPackagesQuery>;

export const customPackageStatusBody = z.object({
  status: z.enum(CUSTOM_PACKAGE_STATUSES, { error: ADMIN_MESSAGES.packageStatusInvalid }),
});
export const customPackageAssignBody = z.object({ assigned_to: adminOptionalText(L.assigneeMax) });
export const customPackageNotesBody = z.object({ notes: adminOptionalText(L.notesMax) });

const price = z.coerce
  .number({ error: ADMIN_MESSAGES.quotePriceInvalid })
  .positive({ error: ADMIN_MESSAGES.quotePriceInvalid })
  .max(L.priceMax, { error: MESSAGES.invalidValue })
  .refine(isWholePaise, { error: ADMIN_MESSAGES.quotePriceInvalid })
  .transform((value) => Math.round(value * 100) / 100);

const itemList = z
  .array(text(L.listItemMax))
  .max(L.listItemsMax, { error: MESSAGES.invalidValue })
  .default([])
  .transform((items) => items.filter((item) => item !== ''));

/** The quote staff write for a request; sending it emails the traveller and marks the request quoted. */
export const customPackageQuoteBody = z.object({
  price_per_person: price,
  total_price: price,
  days: z
    .array(
      z.object({
        day: z.coerce.number().int().min(1).max(L.quoteDaysMax),
        title: requiredText(L.dayTitleMax, ADMIN_MESSAGES.quoteDayTitleRequired),
        description: adminOptionalText(L.dayDescriptionMax),
      }),
      { error: ADMIN_MESSAGES.quoteDaysRequired },
    )
    .min(1, { error: ADMIN_MESSAGES.quoteDaysRequired })
    .max(L.quoteDaysMax, { error: MESSAGES.invalidValue }),
  inclusions: itemList,
  exclusions: itemList,
  valid_until: z
    .string({ error: ADMIN_MESSAGES.quoteValidUntilRequired })
    .pipe(requiredText(10, ADMIN_MESSAGES.quoteValidUntilRequired))
    .superRefine((value, ctx) => {
      if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.travelDateInvalid });
      else if (value < earliestEnquiryDate())
        ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.quoteValidUntilPast });
    }),
});
export type CustomPackageQuoteBody = z.infer<typeof customPackageQuoteBody>;
export type CustomPackageQuoteInput = z.input<typeof customPackageQuoteBody>;

export const customPackageQuoteDetails = z.object({
  price_per_person: z.number(),
  total_price: z.number(),
  days: z.array(z.object({ day: z.number().int(), title: z.string(), description: z.string().nullable() })),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  valid_until: z.string(),
});
export type CustomPackageQuoteDetails = z.infer<typeof customPackageQuoteDetails>;

/** A request as staff see it: the traveller's view plus the account, assignee, internal notes and the booking. */
export const adminCustomPackage = customPackageSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** The site currency: budgets and quotes are in it. */
  currency: z.string(),
  assigned_to: z.string().nullable(),
  notes: z.string().nullable(),
  quote_details: customPackageQuoteDetails.nullable(),
  quote_sent_at: z.string().nullable(),
  booking: z.object({ id: z.number().int(), reference: z.string() }).nullable(),
  updated_at: z.string(),
});
export type AdminCustomPackage = z.infer<typeof adminCustomPackage>;

/** The four cards above the list: every request and how many are at each of the first three steps. */
export const adminCustomPackageCounts = z.object({
  total: z.number().int(),
  requested: z.number().int(),
  quoted: z.number().int(),
  confirmed: z.number().int(),
});
export type AdminCustomPackageCounts = z.infer<typeof adminCustomPackageCounts>;

const packages = '/api/admin/custom-packages';
const packageAnswer = envelope(adminCustomPackage);

/**
 * Staff handling of custom trip requests: the list and its counts, one request's status, sales
 * rep, notes, quote (and its PDF), conversion into a booking, and removal.
 */
export const adminCustomPackagesApi = {
  list: endpoint({
    method: 'GET',
    path: packages,
    query: adminCustomPackagesQuery,
    response: listEnvelope(adminCustomPackage),
  }),
  summary: endpoint({ method: 'GET', path: `${packages}/summary`, response: envelope(adminCustomPackageCounts) }),
  get: endpoint({ method: 'GET', path: `${packages}/:id`, params: idParam, response: packageAnswer }),
  status: endpoint({
    method: 'PUT',
    path: `${packages}/:id/status`,
    params: idParam,
    body: customPackageStatusBody,
    response: packageAnswer,
  }),
  assign: endpoint({
    method: 'POST',
    path: `${packages}/:id/assign`,
    params: idParam,
    body: customPackageAssignBody,
    response: packageAnswer,
  }),
  notes: endpoint({
    method: 'POST',
    path: `${packages}/:id/notes`,
    params: idParam,
    body: customPackageNotesBody,
    response: packageAnswer,
  }),
  quote: endpoint({
    method: 'POST',
    path: `${packages}/:id/quote`,
    params: idParam,
    body: customPackageQuoteBody,
    response: packageAnswer,
  }),
  convert: endpoint({ method: 'POST', path: `${packages}/:id/convert`, params: idParam, response: packageAnswer }),
  remove: endpoint({ method: 'DELETE', path: `${packages}/:id`, params: idParam, response: messageEnvelope }),
  /** The quote's PDF: its bytes, shown in the document by their media type. */
  'quote.pdf': endpoint({
    method: 'GET',
    path: `${packages}/:id/quote.pdf`,
    params: idParam,
    response: z.custom<Uint8Array>(),
    produces: 'application/pdf',
  }),
};
