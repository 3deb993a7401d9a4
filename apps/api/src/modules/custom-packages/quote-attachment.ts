import type { Executor } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { quotePdf } from './quote-document.ts';

/**
 * A custom package's quote as an email attachment, rendered when the email is sent; null when the
 * package is gone or has no quote any more (the email still goes, without it).
 */
export function quoteAttachment(db: Executor) {
  return async (id: number) => {
    try {
      const { filename, content } = await quotePdf(db, id, 'staff');
      return { filename, content, contentType: 'application/pdf' };
    } catch (error) {
      if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 409)) return null;
      throw error;
    }
  };
}
