import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { activityLogs, users } from '../../db/schema/index.ts';
import { pageWithTotal, totalOf } from '../../lib/sql.ts';

/** One row of the audit trail as a write hands it over (the actor's name and role are looked up). */
export interface ActivityRow {
  userId: number | null;
  type: string;
  action: string;
  description: string;
  subjectId: number | null;
  subjectLabel: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  metadata: Record<string, unknown>;
  ip: string | null;
}

/**
 * Appends one entry in the caller's transaction. The actor's name and role are copied from the
 * account in the same statement, so the entry keeps saying who it was after a rename or a delete.
 */
export function insertActivity(db: Executor, row: ActivityRow) {
  const actor = (column: 'name' | 'role') =>
    row.userId === null
      ? null
      : sql<string>`(select ${sql.identifier(column)} from ${users} where ${users.id} = ${row.userId})`;
  return db
    .insert(activityLogs)
    .values({ ...row, actorName: actor('name'), actorRole: actor('role') })
    .returning({ id: activityLogs.id });
}

export interface ActivityFilters {
  userId?: number | undefined;
  type?: string | undefined;
  action?: string | undefined;
  subjectId?: number | undefined;
  /** Inclusive day, UTC. */
  from?: string | undefined;
  /** Inclusive day, UTC. */
  to?: string | undefined;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000);

function conditions(filters: ActivityFilters): SQL | undefined {
  return and(
    filters.userId === undefined ? undefined : eq(activityLogs.userId, filters.userId),
    filters.type === undefined ? undefined : eq(activityLogs.type, filters.type),
    filters.action === undefined ? undefined : eq(activityLogs.action, filters.action),
    filters.subjectId === undefined ? undefined : eq(activityLogs.subjectId, filters.subjectId),
    filters.from === undefined ? undefined : gte(activityLogs.createdAt, new Date(`${filters.from}T00:00:00Z`)),
    filters.to === undefined ? undefined : lt(activityLogs.createdAt, nextDay(filters.to)),
  );
}

const entryColumns = {
  id: activityLogs.id,
  userId: activityLogs.userId,
  // Entries written before names were kept, and seeded ones, name the account as it is now.
  actorName: sql<string | null>`coalesce(${activityLogs.actorName}, ${users.name})`,
  actorRole: sql<string | null>`coalesce(${activityLogs.actorRole}, ${users.role}::text)`,
  type: activityLogs.type,
  action: activityLogs.action,
  subjectId: activityLogs.subjectId,
  subjectLabel: activityLogs.subjectLabel,
  description: activityLogs.description,
  before: activityLogs.before,
  after: activityLogs.after,
  createdAt: activityLogs.createdAt,
};

export type ActivityListRow = Awaited<ReturnType<typeof listActivity>>['rows'][number];

/**
 * The most entries a list counts: past it the total is "more than ACTIVITY_COUNT_CAP" (a count of a
 * million entries per page would grow with the log); pages stop there and filters reach older ones.
 */
export const ACTIVITY_COUNT_CAP = 10_000;

/**
 * One page, newest first (ties by id), with the matching total (counted no further than one past
 * ACTIVITY_COUNT_CAP, along the filter's index) in the same statement.
 */
export async function listActivity(db: Executor, filters: ActivityFilters, page: number, perPage: number) {
  const where = conditions(filters);
  const capped = db
    .select({ one: sql`1` })
    .from(activityLogs)
    .where(where)
    .limit(ACTIVITY_COUNT_CAP + 1)
    .as('capped');
  const matching = db.select({ n: count() }).from(capped);
  const rows = await db
    .select({ ...entryColumns, total: totalOf(matching) })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.userId))
    .where(where)
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return pageWithTotal(rows, page, () => matching);
}

export async function findActivity(db: Executor, id: number) {
  const [row] = await db
    .select(entryColumns)
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.userId))
    .where(eq(activityLogs.id, id));
  return row ?? null;
}
