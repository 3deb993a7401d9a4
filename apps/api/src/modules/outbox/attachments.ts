import type { Executor } from '../../db/client.ts';
import type { OutboxAttachment } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { quotePdf } from '../custom-packages/quote-document.ts';

/** One file of an email, as nodemailer takes it. */
export interface RenderedAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * Renders an attachment from the record it names, at send time; null when the record is gone (the
 * email still goes, without it). Any other failure throws: the attempt fails and is retried.
 */
export type AttachmentRenderer = (attachment: OutboxAttachment) => Promise<RenderedAttachment | null>;

export function createAttachmentRenderer(db: Executor): AttachmentRenderer {
  return async (attachment) => {
    switch (attachment.kind) {
      case 'custom-package-quote':
        try {
          const { filename, content } = await quotePdf(db, attachment.id, 'staff');
          return { filename, content, contentType: 'application/pdf' };
        } catch (error) {
          if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 409)) return null;
          throw error;
        }
      default:
        throw new Error(`unknown attachment kind ${(attachment as { kind: string }).kind}`);
    }
  };
}
