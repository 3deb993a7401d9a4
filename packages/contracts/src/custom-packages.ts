import { z } from 'zod';
import { CUSTOM_PACKAGE_STATUSES, LIMITS } from './constants.ts';
import {
  emailField,
  intField,
  isCalendarDate,
  optionalText,
  paginationQuery,
  phoneField,
  requiredText,
  singleLineText,
  text,
} from './common.ts';
import { earliestEnquiryDate } from './enquiries.ts';
import { MESSAGES } from './messages.ts';

/** The custom builder's limits and the defaults its form opens with. */
export const CUSTOM_PACKAGE_LIMITS = {
  destinationsMax: 10,
  destinationMax: 120,
  daysMin: 1,
  daysMax: 25,
  budgetStep: 100,
  budgetMin: 100,
  budgetMax: 10_000_000,
  travelersMin: LIMITS.passengersMin,
  travelersMax: LIMITS.passengersMax,
  specialRequirementsMax: 2000,
  /** The tour picker lists the first this many tours. */
  tourPicker: 20,
  /** Requests one address may send in ten minutes. */
  perTenMinutes: 10,
} as const;

export const CUSTOM_PACKAGE_DEFAULTS = {
  days: 5,
  budgetMin: 1000,
  budgetMax: 5000,
  hotelStars: 3,
  travelers: 2,
} as const;

export const HOTEL_CATEGORIES = ['3-star', '4-star', '5-star'] as const;
export type HotelCategory = (typeof HOTEL_CATEGORIES)[number];
export const hotelCategoryOf = (stars: number): HotelCategory => `${stars}-star` as HotelCategory;
export const hotelStarsOf = (category: HotelCategory): number => Number(category.charAt(0));

/** Nights of a trip of `days` days. */
export const nightsFor = (days: number) => Math.max(0, days - 1);

/** The budget's two rules, shared by the form (two boxes) and the server (one "min-max" text). */
export function budgetIssues(min: number, max: number): { field: 'min' | 'max'; message: string }[] {
  const issues: { field: 'min' | 'max'; message: string }[] = [];
  const { budgetMin, budgetStep, budgetMax } = CUSTOM_PACKAGE_LIMITS;
  if (!Number.isInteger(min) || min < budgetMin || min % budgetStep !== 0)
    issues.push({ field: 'min', message: MESSAGES.customBudgetMin });
  if (min > budgetMax || max > budgetMax) issues.push({ field: 'max', message: MESSAGES.customBudgetTooHigh });
  else if (!(max > min)) issues.push({ field: 'max', message: MESSAGES.customBudgetMax });
  return issues;
}

/** A "min-max" budget range as two numbers, or null when it does not have that shape. */
export function parseBudgetRange(value: string): { min: number; max: number } | null {
  const match = /^\s*(\d{1,9}(?:\.\d{1,2})?)\s*-\s*(\d{1,9}(?:\.\d{1,2})?)\s*$/.exec(value);
  return match ? { min: Number(match[1]), max: Number(match[2]) } : null;
}

const destinationsField = z
  .array(text(CUSTOM_PACKAGE_LIMITS.destinationMax), { error: MESSAGES.customDestinationsRequired })
  .transform((labels) => [...new Set(labels.filter((label) => label !== ''))])
  .pipe(
    z
      .array(z.string())
      .min(1, { error: MESSAGES.customDestinationsRequired })
      .max(CUSTOM_PACKAGE_LIMITS.destinationsMax, { error: MESSAGES.customTooManyDestinations }),
  );

const daysField = intField(CUSTOM_PACKAGE_LIMITS.daysMin, CUSTOM_PACKAGE_LIMITS.daysMax, MESSAGES.customDaysRange);
const travelersField = intField(
  CUSTOM_PACKAGE_LIMITS.travelersMin,
  CUSTOM_PACKAGE_LIMITS.travelersMax,
  MESSAGES.customTravelersRange,
);

/** Required, a real day, and not before today (for a traveller anywhere: see earliestEnquiryDate). */
const travelDateField = z
  .string({ error: MESSAGES.travelDateRequired })
  .pipe(requiredText(10, MESSAGES.travelDateRequired))
  .superRefine((value, ctx) => {
    if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.travelDateInvalid });
    else if (value < earliestEnquiryDate()) ctx.addIssue({ code: 'custom', message: MESSAGES.customDatePast });
  });

const contactInfo = z.object(
  {
    name: singleLineText(LIMITS.nameMax, MESSAGES.nameRequired),
    email: emailField,
    phone: phoneField.optional(),
  },
  { error: MESSAGES.nameRequired },
);

/**
 * A custom trip request as the builder sends it. Nights follow from days (days minus one); a
 * client that sends them must agree.
 */
export const createCustomPackageBody = z
  .object({
    destinations: destinationsField,
    duration_days: daysField,
    duration_nights: z.coerce.number({ error: MESSAGES.customNightsMismatch }).optional(),
    budget_range: z
      .string({ error: MESSAGES.customBudgetFormat })
      .max(40, { error: MESSAGES.customBudgetFormat })
      .transform((value, ctx) => {
        const range = parseBudgetRange(value);
        if (!range) {
          ctx.addIssue({ code: 'custom', message: MESSAGES.customBudgetFormat });
          return z.NEVER;
        }
        for (const issue of budgetIssues(range.min, range.max))
          ctx.addIssue({ code: 'custom', message: issue.message });
        return range;
      }),
    hotel_category: z.enum(HOTEL_CATEGORIES, { error: MESSAGES.customHotelCategory }),
    travelers: travelersField,
    travel_dates: travelDateField,
    special_requirements: optionalText(CUSTOM_PACKAGE_LIMITS.specialRequirementsMax),
    contact_info: contactInfo,
  })
  .superRefine((body, ctx) => {
    if (body.duration_nights !== undefined && body.duration_nights !== nightsFor(body.duration_days))
      ctx.addIssue({ code: 'custom', path: ['duration_nights'], message: MESSAGES.customNightsMismatch });
  });
export type CreateCustomPackageBody = z.infer<typeof createCustomPackageBody>;
export type CustomPackagePayload = z.input<typeof createCustomPackageBody>;

/**
 * The builder's form: the budget as two boxes and the date as one. The same rules and messages
 * as the request; `toCustomPackagePayload` turns it into the request.
 */
export const customPackageForm = z
  .object({
    destinations: destinationsField,
    duration_days: daysField,
    budget_min: z.coerce.number({ error: MESSAGES.customBudgetMin }),
    budget_max: z.coerce.number({ error: MESSAGES.customBudgetMax }),
    hotel_stars: z.coerce
      .number()
      .refine((stars) => [3, 4, 5].includes(stars), { error: MESSAGES.customHotelCategory }),
    travelers: travelersField,
    travel_date: travelDateField,
    special_requirements: optionalText(CUSTOM_PACKAGE_LIMITS.specialRequirementsMax),
    contact_name: singleLineText(LIMITS.nameMax, MESSAGES.nameRequired),
    contact_email: emailField,
    contact_phone: phoneField.optional(),
  })
  .superRefine((form, ctx) => {
    for (const issue of budgetIssues(form.budget_min, form.budget_max))
      ctx.addIssue({
        code: 'custom',
        path: [issue.field === 'min' ? 'budget_min' : 'budget_max'],
        message: issue.message,
      });
  });
export type CustomPackageFormInput = z.input<typeof customPackageForm>;
export type CustomPackageFormValues = z.output<typeof customPackageForm>;

export function toCustomPackagePayload(form: CustomPackageFormValues): CustomPackagePayload {
  return {
    destinations: form.destinations,
    duration_days: form.duration_days,
    duration_nights: nightsFor(form.duration_days),
    budget_range: `${form.budget_min}-${form.budget_max}`,
    hotel_category: hotelCategoryOf(form.hotel_stars),
    travelers: form.travelers,
    travel_dates: form.travel_date,
    special_requirements: form.special_requirements,
    contact_info: { name: form.contact_name, email: form.contact_email, phone: form.contact_phone || undefined },
  };
}

export const customPackageQuote = z.object({
  amount: z.number(),
  /** The details (day-by-day plan, inclusions, exclusions, valid until) once staff sent a written quote. */
  price_per_person: z.number().nullable().optional(),
  days: z.array(z.object({ day: z.number().int(), title: z.string(), description: z.string().nullable() })).optional(),
  inclusions: z.array(z.string()).optional(),
  exclusions: z.array(z.string()).optional(),
  valid_until: z.string().nullable().optional(),
  currency: z.string(),
});

/** A traveller's own request as their profile shows it; `quote` once staff have quoted it. */
export const customPackageSchema = z.object({
  id: z.number().int(),
  destinations: z.array(z.string()),
  duration_days: z.number().int(),
  duration_nights: z.number().int(),
  budget_range: z.string(),
  budget_min: z.number(),
  budget_max: z.number(),
  hotel_category: z.enum(HOTEL_CATEGORIES),
  travelers: z.number().int(),
  travel_dates: z.string(),
  special_requirements: z.string().nullable(),
  contact_info: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  status: z.enum(CUSTOM_PACKAGE_STATUSES),
  quote: customPackageQuote.nullable(),
  created_at: z.string(),
});
export type CustomPackage = z.infer<typeof customPackageSchema>;

export const customPackageListQuery = paginationQuery;
