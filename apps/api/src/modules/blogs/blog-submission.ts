import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { createBlogBody, type CreateBlogBody } from '@trails/contracts/blogs';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@trails/contracts/media-constants';
import { MESSAGES } from '@trails/contracts/messages';
import { type HttpError, unprocessable, type FieldErrors } from '../../lib/errors.ts';
import { multipartFailure } from '../../lib/multipart.ts';

/** The file field of the Submit Blog form. */
export const IMAGE_FIELD = 'featured_image';

/** Multipart bounds: one image, a handful of short fields; the content field holds the post. */
export const SUBMISSION_LIMITS = {
  fileSize: MEDIA_LIMITS.imageMaxBytes,
  files: 1,
  fields: 12,
  parts: 14,
  fieldSize: 256 * 1024,
};

/** A zod failure as the contract's 422: every field's messages, the first one as the message. */
function invalid(error: z.ZodError): HttpError {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return unprocessable(errors, Object.values(errors)[0]?.[0] ?? MESSAGES.validationFailed);
}

/** Fields and image of a multipart form; a malformed body is a 400, a too-large image a 413. */
async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; image: Buffer | null }> {
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: SUBMISSION_LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // An empty file input sends a part with no bytes: no image.
        if (part.fieldname === IMAGE_FIELD && bytes.length > 0) image = bytes;
      } else if (part.fieldname !== IMAGE_FIELD && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartFailure(error, IMAGE_FIELD, MEDIA_MESSAGES.imageTooLarge);
  }
  return { fields, image };
}

/**
 * A blog submission from a multipart form (fields and an optional image) or a JSON body (fields
 * only), checked with the same schema as the form.
 */
export async function readSubmission(
  request: FastifyRequest,
): Promise<{ fields: CreateBlogBody; image: Buffer | null }> {
  const { fields, image } = request.isMultipart()
    ? await readMultipart(request)
    : { fields: (request.body ?? {}) as unknown, image: null };
  const parsed = createBlogBody.safeParse(fields);
  if (!parsed.success) throw invalid(parsed.error);
  return { fields: parsed.data, image };
}
