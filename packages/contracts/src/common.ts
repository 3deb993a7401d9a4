import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** PostgreSQL's `integer`: an id or count past it can only fail in the database. */
export const PG_INT_MAX = 2_147_483_647;

/** PostgreSQL text cannot hold the NUL character; no form can type one either. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

/**
 * A trimmed, bounded string the database can store. Every string a client sends goes through
 * this (or a builder below that uses it), so no schema can forget the bound or the NUL check.
 */
export const text = (max: number) =>
  z
    .string({ error: MESSAGES.invalidValue })
    .trim()
    .max(max, { error: MESSAGES.tooLong })
    .refine(hasNoNul, { error: MESSAGES.invalidValue });

/** A required text field: blanks get the given message, and so does another type (only that one message). */
export const requiredText = (max: number, message: string = MESSAGES.required) =>
  z.string({ error: message }).pipe(text(max).min(1, { error: message, abort: true }));

export const optionalText = (max: number) => text(max).optional();

/** Plain decimal digits: what a query string or path holds for a whole number. */
const DECIMAL_INTEGER = /^-?\d{1,16}$/;

/**
 * A whole number from JSON or a query string, within what the column holds; one message for any miss.
 * Text must be plain decimal digits: `+61`, `0x3d`, `61.0` or `6e1` are refused, not read as 61.
 */
export const intField = (min: number, max: number = PG_INT_MAX, message: string = MESSAGES.invalidValue) =>
  z
    .union([z.number(), z.string().regex(DECIMAL_INTEGER, { error: message })], { error: message })
    .pipe(
      z.coerce
        .number<string | number>({ error: message })
        .int({ error: message })
        .min(min, { error: message })
        .max(max, { error: message }),
    );

/**
 * Money as the database stores it (numeric(12, 2)): whole paise. Below one paisa (0.001, 1e-12,
 * 5e-324) or a third decimal is refused rather than rounded to a different amount.
 */
export const isWholePaise = (value: number) => {
  const paise = value * 100;
  return Math.abs(Math.round(paise) - paise) < 1e-6 && (value === 0 || Math.round(paise) !== 0);
};

/** A row id: a positive PostgreSQL `integer`. */
export const idField = intField(1);

/**
 * The one rule for an email address, everywhere: the forms, the API's requests and the outbox that
 * sends (which uses zod's `z.email()`, this very pattern). Letters, digits and `. _ ' + -` before the
 * `@`, a dotted domain of ASCII letters, digits and hyphens after it. Internationalised addresses
 * (`josé@example.com`, `anna@exämple.com`) are refused at the door: sending them needs SMTPUTF8 (or
 * punycode for the domain) on every mail server on the way, which the site cannot promise, so it
 * takes only the addresses it can always write to.
 */
export const EMAIL_PATTERN: RegExp = z.regexes.email;

/** Only ASCII: an address with any other character gets its own, clearer message. */
const isAscii = (value: string) => /^[\x20-\x7e]*$/.test(value);

/** An email address: required (with its message), bounded, the one pattern, stored lowercase. */
export const emailWith = (invalidMessage: string, requiredMessage: string) =>
  z.string({ error: requiredMessage }).pipe(
    z
      .string()
      .trim()
      .min(1, { error: requiredMessage, abort: true })
      .max(LIMITS.emailMax, { error: MESSAGES.tooLong, abort: true })
      .refine(isAscii, { error: MESSAGES.emailLatinOnly, abort: true })
      .regex(EMAIL_PATTERN, { error: invalidMessage })
      .transform((value) => value.toLowerCase()),
  );

/** Is this an address the site can send to (the rule above, without its messages)? */
export const isEmailAddress = (value: string) => value.length <= LIMITS.emailMax && EMAIL_PATTERN.test(value);

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. None belongs in a
 * name, and in an email header a line break would start a header of the writer's choosing.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;
export const hasNoControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);

/** A person's name, or any text that can reach an email header: required, bounded, one line. */
export const singleLineText = (max: number, requiredMessage: string = MESSAGES.required) =>
  // pipe: one message per field (a NUL already has its own).
  requiredText(max, requiredMessage).pipe(z.string().refine(hasNoControlCharacters, { error: MESSAGES.singleLine }));

export const emailField = emailWith(MESSAGES.emailInvalid, MESSAGES.emailRequired);

/** A real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A required calendar date, YYYY-MM-DD, that exists. */
export const calendarDate = (requiredMessage: string) =>
  requiredText(10, requiredMessage).pipe(z.string().refine(isCalendarDate, { error: MESSAGES.travelDateInvalid }));

export const phoneField = z
  .string({ error: MESSAGES.phoneInvalid })
  .trim()
  .max(LIMITS.phoneMax, { error: MESSAGES.tooLong })
  .regex(/^[+()\d\s-]*$/, { error: MESSAGES.phoneInvalid });

export const idParam = z.object({ id: idField });
/** Catalogue items are addressed by numeric id or by slug. */
export const idOrSlugParam = z.object({ id: text(200).min(1, { error: MESSAGES.invalidValue }) });

export const paginationQuery = z.object({
  page: intField(1).default(1),
  per_page: intField(1, LIMITS.perPageMax).default(LIMITS.perPageDefault),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

export const paginationMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  /**
   * Set where a list counts no further than a cap (the activity log; the bookings list when
   * searching): there are more matching rows than `total`, and pages stop at `last_page`; narrow the
   * filters to reach older ones.
   */
  total_capped: z.boolean().optional(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

/** The success envelope every route answers with. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    meta: paginationMeta.optional(),
    message: z.string().optional(),
  });

export const messageEnvelope = z.object({ success: z.literal(true), message: z.string() });

export const errorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export type Envelope<T> = { success: true; data: T; message?: string };
export type ListEnvelope<T> = { success: true; data: T[]; meta?: PaginationMeta; message?: string };
