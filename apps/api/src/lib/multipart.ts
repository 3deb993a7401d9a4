import { MESSAGES } from '@trails/contracts/messages';
import { HttpError, badRequest } from './errors.ts';

/**
 * What a client gets when reading its multipart body failed: a file over the limit is a 413 on
 * that field, a body over the limit a 413, anything else (a truncated or malformed body, which the
 * parser reports as a plain error) a 400.
 */
export function multipartFailure(error: unknown, field: string, fileTooLargeMessage: string): HttpError {
  if (error instanceof HttpError) return error;
  if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, fileTooLargeMessage, { [field]: [fileTooLargeMessage] });
  }
  if ((error as { statusCode?: unknown }).statusCode === 413) return new HttpError(413, MESSAGES.tooLarge);
  return badRequest();
}
