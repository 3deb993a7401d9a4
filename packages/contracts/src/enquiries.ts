import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { EMAIL_PATTERN, idField, optionalText, requiredText, text } from './common.ts';
import { MESSAGES } from './messages.ts';

export const ENQUIRY_LIMITS = {
  nameMax: LIMITS.nameMax,
  destinationMax: 120,
  messageMax: 2000,
  /** Enquiries one address may send a minute. */
  perMinute: 5,
  /** The home page's pop-up opens this long after the page loads, once per browser. */
  popupDelayMs: 3000,
} as const;

/** The pop-up's destination choices. */
export const ENQUIRY_DESTINATIONS = ['Shimla', 'Manali', 'Dharamshala', 'Nainital', 'Rishikesh', 'Gulmarg', 'Other'] as const;

/** Where an enquiry was sent from. */
export const ENQUIRY_SOURCES = ['page', 'home', 'popup', 'tour', 'trek'] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const isCalendarDate = (value: string) => {
  if (!DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

/**
 * The earliest travel date that is not in the past for someone, somewhere: today at UTC-12, so a
 * traveller east of the server who picks their own today is never refused.
 */
export function earliestEnquiryDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

const enquiryEmail = z.string({ error: MESSAGES.required }).pipe(
  z
    .string()
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .max(LIMITS.emailMax, { error: MESSAGES.tooLong, abort: true })
    .regex(EMAIL_PATTERN, { error: MESSAGES.enquiryEmailInvalid })
    .refine((value) => !value.includes('\u0000'), { error: MESSAGES.enquiryEmailInvalid }),
);

const enquiryPhone = requiredText(LIMITS.phoneMax).pipe(
  z.string().regex(/^[+()\d\s-]*$/, { error: MESSAGES.phoneInvalid }),
);

/** Optional; an empty value is no date. */
const enquiryTravelDate = text(10)
  .optional()
  .superRefine((value, ctx) => {
    if (!value) return;
    if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.travelDateInvalid });
    else if (value < earliestEnquiryDate()) ctx.addIssue({ code: 'custom', message: MESSAGES.enquiryDatePast });
  });

/**
 * One enquiry, from any of the site's forms (the enquiry page, the home section, the pop-up, a
 * trip's Send Enquiry). `website` is a field people never see: a robot that fills it is answered
 * as if accepted, and nothing is stored.
 */
export const createEnquiryBody = z.object({
  name: requiredText(ENQUIRY_LIMITS.nameMax),
  email: enquiryEmail,
  phone: enquiryPhone,
  destination: requiredText(ENQUIRY_LIMITS.destinationMax),
  travel_date: enquiryTravelDate,
  message: optionalText(ENQUIRY_LIMITS.messageMax),
  tour_id: idField.optional(),
  trek_id: idField.optional(),
  source: z.enum(ENQUIRY_SOURCES, { error: MESSAGES.invalidValue }).optional(),
  website: text(500).optional(),
});
export type CreateEnquiryBody = z.infer<typeof createEnquiryBody>;
export type EnquiryFormValues = z.input<typeof createEnquiryBody>;
