import type { OutboxAttachment } from '../../db/schema/index.ts';

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

/**
 * The renderer of each attachment kind, given by the module that owns the record (the custom
 * packages module renders its quotes); wired in where the outbox runner is started.
 */
export type AttachmentRenderers = {
  [Kind in OutboxAttachment['kind']]: (id: number) => Promise<RenderedAttachment | null>;
};

export function createAttachmentRenderer(renderers: Partial<AttachmentRenderers>): AttachmentRenderer {
  return async (attachment) => {
    const render = renderers[attachment.kind];
    if (!render) throw new Error(`no renderer for attachment kind ${attachment.kind}`);
    return render(attachment.id);
  };
}
