import { z } from 'zod';
import { CUSTOM_PACKAGE_STATUSES, LIMITS } from './constants.ts';
import {
  emailField,
  envelope,
  idParam,
  intField,
  listEnvelope,
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
import { fileAnswer } from './bookings.ts';
import { endpoint } from './endpoint.ts';

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

/**
 * The budget's round figure in the site currency: at least one step, in whole steps. The spec's
 * 100 in steps of 100 fits a currency whose unit is worth about a dollar or more. A rupee is about
 * a hundredth of that, and a yen less still: steps of 100 there are finer than anyone budgets a trip
 * (₹100 is one cup of tea), so the number box would crawl. Those currencies count in steps ten and a
 * hundred times larger, still small beside a trip's price (₹1,000 is 1 to 10 % of a trek here).
 */
export interface BudgetRule {
  min: number;
  step: number;
  message: string;
}

const BUDGET_RULES: Readonly<Record<string, BudgetRule>> = {
  INR: { min: 1000, step: 1000, message: MESSAGES.customBudgetMin1000 },
  JPY: { min: 10_000, step: 10_000, message: MESSAGES.customBudgetMin10000 },
};

/** The spec's rule, and the one every other rule is a stricter case of. */
export const BASE_BUDGET_RULE: BudgetRule = {
  min: CUSTOM_PACKAGE_LIMITS.budgetMin,
  step: CUSTOM_PACKAGE_LIMITS.budgetStep,
  message: MESSAGES.customBudgetMin,
};

export const budgetRuleFor = (currency: string): BudgetRule => BUDGET_RULES[currency] ?? BASE_BUDGET_RULE;

/** The budget's two rules, shared by the form (two boxes) and the server (one "min-max" text). */
export function budgetIssues(
  min: number,
  max: number,
  rule: BudgetRule = BASE_BUDGET_RULE,
): { field: 'min' | 'max'; message: string }[] {
  const issues: { field: 'min' | 'max'; message: string }[] = [];
  const { budgetMax } = CUSTOM_PACKAGE_LIMITS;
  if (!Number.isInteger(min) || min < rule.min || min % rule.step !== 0)
    issues.push({ field: 'min', message: rule.message });
  if (min > budgetMax || max > budgetMax) issues.push({ field: 'max', message: MESSAGES.customBudgetTooHigh });
  else if (!(max > min)) issues.push({ field: 'max', message: MESSAGES.customBudgetMax });
  return issues;
}

/** A figure rounded to two significant digits, down or up, then to whole steps. */
function roundToStep(value: number, step: number, direction: 'down' | 'up'): number {
  const round = direction === 'down' ? Math.floor : Math.ceil;
  const unit = Math.max(step, 10 ** Math.max(0, Math.floor(Math.log10(Math.max(value, 1))) - 1));
  return round(value / unit) * unit;
}

/**
 * The budget the builder opens with: the middle half of the catalogue's prices (its lower and upper
 * quartile) rounded outwards to round figures; the spec's 1000-5000 (in that currency's steps) when
 * there are no trips. The lowest is at least one step, the highest always above it.
 */
export function budgetDefaults(
  rule: BudgetRule,
  prices: { low: number; high: number } | null,
): { default_min: number; default_max: number } {
  if (!prices || !(prices.high > 0))
    return {
      default_min: (CUSTOM_PACKAGE_DEFAULTS.budgetMin / BASE_BUDGET_RULE.step) * rule.step,
      default_max: (CUSTOM_PACKAGE_DEFAULTS.budgetMax / BASE_BUDGET_RULE.step) * rule.step,
    };
  const low = Math.max(rule.min, roundToStep(prices.low, rule.step, 'down'));
  const high = Math.min(
    CUSTOM_PACKAGE_LIMITS.budgetMax,
    Math.max(low + rule.step, roundToStep(prices.high, rule.step, 'up')),
  );
  return { default_min: low, default_max: high };
}

/** What the builder's budget boxes need: the currency, the rule and the opening range. */
export const customBudgetSchema = z.object({
  currency: z.string(),
  min: z.number(),
  step: z.number(),
  max: z.number(),
  default_min: z.number(),
  default_max: z.number(),
});
export type CustomBudget = z.infer<typeof customBudgetSchema>;

/** The builder's budget in a currency, opening on the middle half of these prices (or none). */
export function customBudgetFor(currency: string, prices: { low: number; high: number } | null): CustomBudget {
  const rule = budgetRuleFor(currency);
  return {
    currency,
    min: rule.min,
    step: rule.step,
    max: CUSTOM_PACKAGE_LIMITS.budgetMax,
    ...budgetDefaults(rule, prices),
  };
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
  /** The back office spec's names for `travelers` and `hotel_category`: the same values. */
  passengers: z.number().int(),
  hotel_stars: z.number().int(),
  travel_dates: z.string(),
  special_requirements: z.string().nullable(),
  contact_info: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  status: z.enum(CUSTOM_PACKAGE_STATUSES),
  quote: customPackageQuote.nullable(),
  created_at: z.string(),
});
export type CustomPackage = z.infer<typeof customPackageSchema>;

export const customPackageListQuery = paginationQuery;

/**
 * The custom trip builder: its budget range, asking for a trip, the traveller's own requests,
 * answering a quote, and the quote as a PDF.
 */
export const customPackagesApi = {
  budget: endpoint({ method: 'GET', path: '/api/custom-packages/budget', response: envelope(customBudgetSchema) }),
  create: endpoint({
    method: 'POST',
    path: '/api/custom-packages',
    body: createCustomPackageBody,
    status: 201,
    response: envelope(customPackageSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/custom-packages',
    query: customPackageListQuery,
    response: listEnvelope(customPackageSchema),
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/custom-packages/:id/accept',
    params: idParam,
    response: envelope(customPackageSchema),
  }),
  decline: endpoint({
    method: 'POST',
    path: '/api/custom-packages/:id/decline',
    params: idParam,
    response: envelope(customPackageSchema),
  }),
  quotePdf: endpoint({
    method: 'GET',
    path: '/api/custom-packages/:id/quote.pdf',
    params: idParam,
    response: fileAnswer,
    produces: 'application/pdf',
  }),
};
