import { z } from 'zod';
import { LIMITS } from './constants.ts';
import {
  emailWith,
  idField,
  messageEnvelope,
  isCalendarDate,
  optionalText,
  requiredText,
  singleLineText,
  text,
} from './common.ts';
import { MESSAGES } from './messages.ts';
import { endpoint } from './endpoint.ts';
import { ENQUIRY_LIMITS, ENQUIRY_SOURCES } from './enquiry-constants.ts';

/**
 * The earliest travel date that is not in the past for someone, somewhere: today at UTC-12, so a
 * traveller east of the server who picks their own today is never refused.
 */
export function earliestEnquiryDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

const enquiryEmail = emailWith(MESSAGES.enquiryEmailInvalid, MESSAGES.required);

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
  name: singleLineText(ENQUIRY_LIMITS.nameMax),
  email: enquiryEmail,
  phone: enquiryPhone,
  destination: singleLineText(ENQUIRY_LIMITS.destinationMax),
  travel_date: enquiryTravelDate,
  message: optionalText(ENQUIRY_LIMITS.messageMax),
  tour_id: idField.optional(),
  trek_id: idField.optional(),
  source: z.enum(ENQUIRY_SOURCES, { error: MESSAGES.invalidValue }).optional(),
  website: text(500).optional(),
});
export type CreateEnquiryBody = z.infer<typeof createEnquiryBody>;
export type EnquiryFormValues = z.input<typeof createEnquiryBody>;

/** The enquiry form: open to visitors, linked to the account when a traveller is signed in. */
export const enquiriesApi = {
  create: endpoint({
    method: 'POST',
    path: '/api/enquiries',
    body: createEnquiryBody,
    status: 201,
    response: messageEnvelope,
  }),
};
