import { and, asc, count, desc, eq, gt, inArray, lte, max, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, campaigns, emailOutbox, tours, treks, users, type CampaignAudience } from '../../db/schema/index.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

/** Which bookings put a traveller in the audience (a cancelled booking never does). */
function audienceCondition(audience: CampaignAudience): SQL | undefined {
  if (audience.type === 'all_travellers') return undefined;
  const booked = (condition: SQL | undefined) =>
    sql`exists (select 1 from ${bookings} where ${and(eq(bookings.userId, users.id), ne(bookings.status, 'cancelled'), condition)})`;
  if (audience.type === 'booked_between') {
    // Calendar days in UTC, the operator's time zone for bookings.
    return booked(
      and(sql`${bookings.createdAt} >= ${audience.from}::date`, sql`${bookings.createdAt} < ${audience.to}::date + 1`),
    );
  }
  return booked(audience.kind === 'tour' ? eq(bookings.tourId, audience.id) : eq(bookings.trekId, audience.id));
}

/** Travellers who may receive a newsletter: not blocked, not opted out. */
const reachable = (audience: CampaignAudience) =>
  and(
    eq(users.role, 'customer'),
    eq(users.isBlocked, false),
    eq(users.marketingOptOut, false),
    audienceCondition(audience),
  );

export async function countRecipients(db: Executor, audience: CampaignAudience, lastUserId?: number) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(reachable(audience), lastUserId === undefined ? undefined : lte(users.id, lastUserId)));
  return row?.n ?? 0;
}

/** The next recipients after `afterUserId`, in id order, up to `lastUserId`. */
export function nextRecipients(
  db: Executor,
  audience: CampaignAudience,
  afterUserId: number,
  lastUserId: number,
  limit: number,
) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(and(reachable(audience), gt(users.id, afterUserId), lte(users.id, lastUserId)))
    .orderBy(asc(users.id))
    .limit(limit);
}

export async function highestUserId(db: Executor): Promise<number> {
  const [row] = await db.select({ id: max(users.id) }).from(users);
  return row?.id ?? 0;
}

export async function tripExists(db: Executor, kind: 'tour' | 'trek', id: number): Promise<boolean> {
  const table = kind === 'tour' ? tours : treks;
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

export async function insertCampaign(db: Executor, values: typeof campaigns.$inferInsert) {
  const [row] = await db.insert(campaigns).values(values).returning();
  return row!;
}

/** The campaign, locked until the transaction ends, while it is still being sent. */
export async function lockSendingCampaign(tx: Executor, id: number): Promise<CampaignRow | undefined> {
  const [row] = await tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.status, 'sending')))
    .for('update');
  return row;
}

export function recordBatch(tx: Executor, id: number, cursorUserId: number, written: number, finished: boolean) {
  return tx
    .update(campaigns)
    .set({
      cursorUserId,
      enqueuedCount: sql`${campaigns.enqueuedCount} + ${written}`,
      ...(finished ? { status: 'sent' as const, completedAt: sql`now()` } : {}),
    })
    .where(eq(campaigns.id, id));
}

export function sendingCampaignIds(db: Executor) {
  return db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.status, 'sending'))
    .orderBy(asc(campaigns.id))
    .then((rows) => rows.map((row) => row.id));
}

export async function listCampaigns(db: Executor, limit: number, offset: number) {
  const [rows, totals] = await Promise.all([
    db
      .select({ campaign: campaigns, author: users.name })
      .from(campaigns)
      .leftJoin(users, eq(users.id, campaigns.createdBy))
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(campaigns),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Outbox emails of these campaigns by status: { campaignId: { sent: 3, failed: 1 } }. */
export async function outboxCountsOf(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, Record<string, number>>();
  const rows = await db
    .select({ id: emailOutbox.relatedId, status: emailOutbox.status, n: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.relatedType, 'campaign'), inArray(emailOutbox.relatedId, ids)))
    .groupBy(emailOutbox.relatedId, emailOutbox.status);
  const counts = new Map<number, Record<string, number>>();
  for (const row of rows) {
    const entry = counts.get(row.id!) ?? {};
    entry[row.status] = row.n;
    counts.set(row.id!, entry);
  }
  return counts;
}
