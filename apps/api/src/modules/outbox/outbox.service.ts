import { z } from 'zod';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { adminOutboxQuery, type AdminOutboxQuery } from '@trails/contracts/admin-outbox';
import { hasNoControlCharacters, isEmailAddress } from '@trails/contracts/common';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { pageMeta } from '../../lib/respond.ts';
import { findOutboxRow, insertOutboxRow, listOutboxRows, requeueFailed, type OutboxListItem } from './outbox.repo.ts';

/** An erased account's emails go with it (auth's account deletion), in the caller's transaction. */
export { forgetOutboxRecipient } from './outbox.repo.ts';
import { signalOutbox } from './outbox.signal.ts';

/** A header value: one line with no control character, so nothing can be smuggled into the message's headers. */
const headerLine = (max: number) =>
  z.string().trim().min(1).max(max).refine(hasNoControlCharacters, 'must be a single line');

/** Who an email goes to: an address by the site's one rule (the one every form and request uses). */
const recipientSchema = z.object({
  address: z.string().refine(isEmailAddress, 'is not an address the site can send to'),
  name: headerLine(200).optional(),
});

const outboxEmailSchema = z.object({
  to: recipientSchema,
  subject: headerLine(300),
  html: z.string().min(1).max(500_000),
  text: z.string().min(1).max(200_000),
  kind: z.string().regex(/^[a-z][a-z0-9_]{0,59}$/),
  related: z.object({ type: z.string().regex(/^[a-z][a-z0-9_]{0,59}$/), id: z.number().int().positive() }).optional(),
  /** Extra headers (List-Unsubscribe...): single-line names and values. */
  headers: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,59}$/), headerLine(2000)).optional(),
  /** Not before this time (a reminder); now when omitted. */
  sendAfter: z.date().optional(),
  /** Files the sender renders at send time from the records they name (see OutboxAttachment). */
  attachments: z
    .array(z.object({ kind: z.literal('custom-package-quote'), id: z.number().int().positive() }))
    .max(5)
    .optional(),
});
export type OutboxEmail = z.input<typeof outboxEmailSchema>;

/**
 * Writes an email into the outbox with the executor it is given. Pass the transaction that writes
 * the change the email is about, so both are committed together or not at all. Its commit tells the
 * outbox runners (outbox.signal.ts), which deliver it within moments.
 */
export async function enqueueEmail(
  executor: Executor,
  email: OutboxEmail,
): Promise<{ id: number; undeliverable?: true }> {
  const recipient = recipientSchema.safeParse(email.to);
  if (!recipient.success) return recordUndeliverable(executor, email, recipient.error);
  const valid = outboxEmailSchema.parse(email);
  const id = await insertOutboxRow(executor, {
    toAddress: valid.to.address,
    toName: valid.to.name ?? null,
    subject: valid.subject,
    html: valid.html,
    text: valid.text,
    headers: valid.headers ?? null,
    kind: valid.kind,
    relatedType: valid.related?.type ?? null,
    relatedId: valid.related?.id ?? null,
    attachments: valid.attachments?.length ? valid.attachments : null,
    ...(valid.sendAfter ? { nextAttemptAt: valid.sendAfter } : {}),
  });
  if (!valid.sendAfter) await signalOutbox(executor);
  return { id };
}

/**
 * An email to a recipient it cannot be sent to (an address or name stored before today's rules):
 * kept as a failed row naming the reason, where staff see it in the Outbox, and the change that
 * caused it (a booking, a newsletter batch) goes on. Nothing is sent.
 */
async function recordUndeliverable(
  executor: Executor,
  email: OutboxEmail,
  error: z.ZodError,
): Promise<{ id: number; undeliverable: true }> {
  const reason = error.issues.map((issue) => `${issue.path.join('.') || 'to'} ${issue.message}`).join('; ');
  const id = await insertOutboxRow(executor, {
    toAddress: email.to.address,
    toName: email.to.name ?? null,
    subject: email.subject,
    html: email.html,
    text: email.text,
    headers: email.headers ?? null,
    kind: email.kind,
    relatedType: email.related?.type ?? null,
    relatedId: email.related?.id ?? null,
    status: 'failed',
    lastError: `Not sent: the recipient ${reason}`,
  });
  return { id, undeliverable: true };
}

export const OUTBOX_MESSAGES = {
  notFound: ADMIN_MESSAGES.emailNotFound,
  notFailed: ADMIN_MESSAGES.emailNotFailed,
  retried: ADMIN_MESSAGES.emailRetried,
} as const;

/** What an admin Outbox screen needs: the list, newest first, and retrying a failed email. */
export function createOutboxService(db: Database, { activity }: { activity?: ActivityService } = {}) {
  return {
    async list(query: AdminOutboxQuery = {}): Promise<{
      data: OutboxListItem[];
      meta: ReturnType<typeof pageMeta>;
    }> {
      const { status, search, page, per_page: perPage } = adminOutboxQuery.parse(query);
      const { rows, total } = await listOutboxRows(db, {
        ...(status ? { status } : {}),
        ...(search ? { search } : {}),
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { data: rows, meta: pageMeta(page, perPage, total) };
    },

    async get(id: number) {
      const row = await findOutboxRow(db, id);
      if (!row) throw notFound(OUTBOX_MESSAGES.notFound);
      return row;
    },

    /**
     * failed -> queued, due now, attempts counted afresh, logged as the actor's when one is given.
     * 404 when missing, 409 when not failed.
     */
    async retry(id: number, actorId?: number) {
      const requeued = await db.transaction(async (tx) => {
        if (!(await requeueFailed(tx, id))) return false;
        await signalOutbox(tx);
        if (activity && actorId !== undefined)
          await activity.record(tx, {
            userId: actorId,
            type: 'email',
            action: 'retried',
            description: `Email ${id} queued again`,
            subjectId: id,
            label: `#${id}`,
            before: { status: 'failed' },
            after: { status: 'pending' },
          });
        return true;
      });
      if (requeued) return this.get(id);
      await this.get(id);
      throw conflict(OUTBOX_MESSAGES.notFailed);
    },
  };
}
export type OutboxService = ReturnType<typeof createOutboxService>;
