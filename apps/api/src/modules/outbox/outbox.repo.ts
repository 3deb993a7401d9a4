import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailOutbox, outboxSearchText, type OutboxAttachment, type OutboxStatus } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/sql.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;

/** What the runner needs to send one claimed row; `attempts` identifies this claim. */
export interface ClaimedEmail {
  id: number;
  toAddress: string;
  toName: string | null;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string> | null;
  attempts: number;
  attachments: OutboxAttachment[];
}

interface ClaimedRow {
  id: number;
  to_address: string;
  to_name: string | null;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string> | string | null;
  attempts: number;
  attachments: OutboxAttachment[] | string | null;
}

export function insertOutboxRow(db: Executor, row: NewOutboxRow) {
  return db
    .insert(emailOutbox)
    .values(row)
    .returning({ id: emailOutbox.id })
    .then((rows) => rows[0]!.id);
}

/**
 * Claims up to `limit` due rows in one statement: queued rows whose time has come and sending rows
 * whose lease ran out (their runner died). FOR UPDATE SKIP LOCKED lets several runners claim at
 * once without waiting on, or taking, each other's rows. Each claim adds one to `attempts`, which
 * then identifies the claim: a runner changes a row only while `attempts` is still its number.
 */
export async function claimDueRows(db: Executor, limit: number, leaseMs: number): Promise<ClaimedEmail[]> {
  const result = await db.execute(sql`
    update email_outbox
       set status = 'sending',
           attempts = attempts + 1,
           locked_until = now() + ${leaseMs} * interval '1 millisecond'
     where id in (
       select id from email_outbox
        where (status = 'queued' and next_attempt_at <= now())
           or (status = 'sending' and locked_until < now())
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked
     )
    returning id, to_address, to_name, subject, html, text, headers, attempts, attachments`);
  // Both drivers answer { rows }; drizzle's generic result type does not say so.
  const { rows } = result as unknown as { rows: ClaimedRow[] };
  return rows.map((row) => ({
    id: Number(row.id),
    toAddress: row.to_address,
    toName: row.to_name,
    subject: row.subject,
    html: row.html,
    text: row.text,
    // A driver may hand jsonb back as text.
    headers: typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers,
    attempts: Number(row.attempts),
    // A raw statement: the driver may hand jsonb over as text.
    attachments: (typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments) ?? [],
  }));
}

const ownClaim = (id: number, attempts: number) =>
  and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending'), eq(emailOutbox.attempts, attempts));

/** Renews the lease just before sending; false when the claim is no longer this runner's. */
export function renewLease(db: Executor, id: number, attempts: number, leaseMs: number) {
  return db
    .update(emailOutbox)
    .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(ownClaim(id, attempts))
    .returning({ id: emailOutbox.id })
    .then((rows) => rows.length === 1);
}

export function markSent(db: Executor, id: number, attempts: number) {
  return db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(ownClaim(id, attempts));
}

/** Back to the queue after `retryInMs`, or `failed` when `retryInMs` is null. */
export function markAttemptFailed(db: Executor, id: number, attempts: number, error: string, retryInMs: number | null) {
  return db
    .update(emailOutbox)
    .set(
      retryInMs === null
        ? { status: 'failed', lastError: error, lockedUntil: null }
        : {
            status: 'queued',
            lastError: error,
            lockedUntil: null,
            nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'`,
          },
    )
    .where(ownClaim(id, attempts));
}

const listColumns = {
  id: emailOutbox.id,
  toAddress: emailOutbox.toAddress,
  toName: emailOutbox.toName,
  subject: emailOutbox.subject,
  kind: emailOutbox.kind,
  relatedType: emailOutbox.relatedType,
  relatedId: emailOutbox.relatedId,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  sentAt: emailOutbox.sentAt,
  createdAt: emailOutbox.createdAt,
};
export type OutboxListItem = { [K in keyof typeof listColumns]: OutboxRow[K] };

export async function listOutboxRows(
  db: Executor,
  options: { status?: OutboxStatus; search?: string; limit: number; offset: number },
): Promise<{ rows: OutboxListItem[]; total: number }> {
  const where = and(
    options.status ? eq(emailOutbox.status, options.status) : undefined,
    // The same expression as email_outbox_search_trgm_idx, so the index serves it.
    options.search ? sql`${outboxSearchText} ilike ${likePattern(options.search)}` : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(listColumns)
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(emailOutbox).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export function findOutboxRow(db: Executor, id: number) {
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id))
    .then((rows) => rows[0]);
}

/** failed -> queued, due now, with a fresh count of attempts; false when the row is not failed. */
export function requeueFailed(db: Executor, id: number) {
  return db
    .update(emailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
    .returning({ id: emailOutbox.id })
    .then((rows) => rows.length === 1);
}

/** The status of the newest email of this kind about a record (e.g. a booking), if one was written. */
export async function latestStatusOf(
  db: Executor,
  related: { type: string; id: number },
  kind: string,
): Promise<OutboxStatus | undefined> {
  const [row] = await db
    .select({ status: emailOutbox.status })
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.relatedType, related.type), eq(emailOutbox.relatedId, related.id), eq(emailOutbox.kind, kind)),
    )
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row?.status;
}

/**
 * Emails already written to the address (sent, failed or still waiting) hold the traveller's name
 * and trips: they go with the account. Rows a runner is sending right now are left to it. The
 * case-insensitive match uses the outbox search's trigram index.
 */
export function forgetOutboxRecipient(tx: Executor, address: string) {
  const escaped = address.replace(/[\\%_]/g, (c) => `\\${c}`);
  return tx
    .delete(emailOutbox)
    .where(and(sql`${emailOutbox.toAddress} ilike ${escaped}`, ne(emailOutbox.status, 'sending')));
}
