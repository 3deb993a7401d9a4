import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** A trimmed, bounded string. Required fields reject blanks with the given message. */
/** The checks run only on a string: another type gets just the one message. */
export const requiredText = (max: number, message: string = MESSAGES.required) =>
  z.string({ error: message }).pipe(
    z
      .string()
      .trim()
      .min(1, { error: message, abort: true })
      .max(max, { error: MESSAGES.tooLong }),
  );

export const optionalText = (max: number) =>
  z
    .string({ error: MESSAGES.invalidValue })
    .trim()
    .max(max, { error: MESSAGES.tooLong })
    .optional();

/** A simple email pattern, as the forms use: something@something.tld */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z.string({ error: MESSAGES.emailRequired }).pipe(
  z
    .string()
    .trim()
    .min(1, { error: MESSAGES.emailRequired, abort: true })
    .max(LIMITS.emailMax, { error: MESSAGES.tooLong, abort: true })
    .regex(EMAIL_PATTERN, { error: MESSAGES.emailInvalid })
    .transform((value) => value.toLowerCase()),
);

export const phoneField = z
  .string({ error: MESSAGES.phoneInvalid })
  .trim()
  .max(LIMITS.phoneMax, { error: MESSAGES.tooLong })
  .regex(/^[+()\d\s-]*$/, { error: MESSAGES.phoneInvalid });

export const idParam = z.object({ id: z.coerce.number().int().positive() });
/** Catalogue items are addressed by numeric id or by slug. */
export const idOrSlugParam = z.object({ id: z.string().trim().min(1).max(200) });

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(LIMITS.perPageMax).default(LIMITS.perPageDefault),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

export const paginationMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
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
