import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints, type WebhookDeliveryStatus } from '../../db/schema/index.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** An endpoint with its newest delivery's status, for the list (never the secret). */
const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  isActive: webhookEndpoints.isActive,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
  lastStatus: sql<WebhookDeliveryStatus | null>`(
    select d.status from webhook_deliveries d where d.endpoint_id = webhook_endpoints.id
     order by d.created_at desc, d.id desc limit 1)`,
  lastResponseStatus: sql<number | null>`(
    select d.response_status from webhook_deliveries d where d.endpoint_id = webhook_endpoints.id
     order by d.created_at desc, d.id desc limit 1)`,
  lastCreatedAt: sql<Date | string | null>`(
    select d.created_at from webhook_deliveries d where d.endpoint_id = webhook_endpoints.id
     order by d.created_at desc, d.id desc limit 1)`,
};
export interface WebhookEndpointView {
  id: number;
  url: string;
  description: string | null;
  events: string[];
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  lastStatus: WebhookDeliveryStatus | null;
  lastResponseStatus: number | null;
  /** A raw subquery: a driver may hand the timestamp over as text. */
  lastCreatedAt: Date | string | null;
}

export async function listEndpoints(db: Executor, limit: number, offset: number) {
  const [rows, totals] = await Promise.all([
    db
      .select(endpointColumns)
      .from(webhookEndpoints)
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(webhookEndpoints),
  ]);
  return { rows: rows as WebhookEndpointView[], total: totals[0]?.total ?? 0 };
}

export async function findEndpointView(db: Executor, id: number) {
  const [row] = await db.select(endpointColumns).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row as WebhookEndpointView | undefined;
}

export async function findEndpoint(db: Executor, id: number) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function insertEndpoint(db: Executor, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning({ id: webhookEndpoints.id });
  return row!.id;
}

export async function updateEndpoint(db: Executor, id: number, values: Partial<typeof webhookEndpoints.$inferInsert>) {
  const rows = await db
    .update(webhookEndpoints)
    .set(values)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length === 1;
}

export async function deleteEndpoint(db: Executor, id: number) {
  const rows = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length === 1;
}

/** The active endpoints that receive `event` (the GIN index on events serves `@>`). */
export function subscribedEndpoints(db: Executor, event: string) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.isActive, true), sql`${webhookEndpoints.events} @> array[${event}]::text[]`));
}

export async function insertDeliveries(db: Executor, rows: (typeof webhookDeliveries.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(webhookDeliveries).values(rows);
}

export async function listDeliveries(
  db: Executor,
  endpointId: number,
  options: { status?: WebhookDeliveryStatus; limit: number; offset: number },
) {
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    options.status ? eq(webhookDeliveries.status, options.status) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findDelivery(db: Executor, endpointId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
  return row;
}

/**
 * A manual Retry: a failed delivery starts again with a fresh count of attempts, a waiting one is
 * due now. False when the delivery is being sent or was delivered.
 */
export async function requeueDelivery(db: Executor, endpointId: number, id: number) {
  const rows = await db
    .update(webhookDeliveries)
    .set({
      status: 'queued',
      attempts: sql`case when ${webhookDeliveries.status} = 'failed' then 0 else ${webhookDeliveries.attempts} end`,
      nextAttemptAt: sql`now()`,
      lockedUntil: null,
    })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.endpointId, endpointId),
        inArray(webhookDeliveries.status, ['failed', 'queued']),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length === 1;
}

/** What the runner needs to send one claimed delivery; `attempts` identifies this claim. */
export interface ClaimedDelivery {
  id: number;
  endpointId: number;
  deliveryId: string;
  event: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
  isActive: boolean;
}

interface ClaimedRow {
  id: number;
  endpoint_id: number;
  delivery_id: string;
  event: string;
  body: string;
  attempts: number;
}

/**
 * Claims up to `limit` due deliveries in one statement, exactly as the email outbox does: queued
 * rows whose time has come and sending rows whose lease ran out. FOR UPDATE SKIP LOCKED lets
 * several runners (processes) claim at once, never the same row; each claim adds one to
 * `attempts`, which then identifies it.
 */
export async function claimDueDeliveries(db: Executor, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const result = await db.execute(sql`
    update webhook_deliveries
       set status = 'sending',
           attempts = attempts + 1,
           locked_until = now() + ${leaseMs} * interval '1 millisecond'
     where id in (
       select id from webhook_deliveries
        where (status = 'queued' and next_attempt_at <= now())
           or (status = 'sending' and locked_until < now())
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked
     )
    returning id, endpoint_id, delivery_id, event, body, attempts`);
  const { rows } = result as unknown as { rows: ClaimedRow[] };
  if (rows.length === 0) return [];
  const endpoints = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      isActive: webhookEndpoints.isActive,
    })
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.id, [...new Set(rows.map((row) => Number(row.endpoint_id)))]));
  const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  return rows.flatMap((row) => {
    const endpoint = byId.get(Number(row.endpoint_id));
    // Deleted meanwhile: its deliveries went with it (cascade).
    if (!endpoint) return [];
    return [
      {
        id: Number(row.id),
        endpointId: endpoint.id,
        deliveryId: row.delivery_id,
        event: row.event,
        body: row.body,
        attempts: Number(row.attempts),
        url: endpoint.url,
        secret: endpoint.secret,
        isActive: endpoint.isActive,
      },
    ];
  });
}

const ownClaim = (id: number, attempts: number) =>
  and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'sending'), eq(webhookDeliveries.attempts, attempts));

/** Renews the lease just before sending; false when the claim is no longer this runner's. */
export async function renewLease(db: Executor, id: number, attempts: number, leaseMs: number) {
  const rows = await db
    .update(webhookDeliveries)
    .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(ownClaim(id, attempts))
    .returning({ id: webhookDeliveries.id });
  return rows.length === 1;
}

export interface AttemptOutcome {
  responseStatus: number | null;
  responseExcerpt: string | null;
  error: string | null;
}

export function markDelivered(db: Executor, id: number, attempts: number, outcome: AttemptOutcome) {
  return db
    .update(webhookDeliveries)
    .set({
      status: 'delivered',
      deliveredAt: sql`now()`,
      lastAttemptAt: sql`now()`,
      lockedUntil: null,
      responseStatus: outcome.responseStatus,
      responseExcerpt: outcome.responseExcerpt,
      lastError: null,
    })
    .where(ownClaim(id, attempts));
}

/** Back to the queue after `retryInMs`, or `failed` when `retryInMs` is null. */
export function markAttemptFailed(
  db: Executor,
  id: number,
  attempts: number,
  outcome: AttemptOutcome,
  retryInMs: number | null,
) {
  const common = {
    lastAttemptAt: sql`now()`,
    lockedUntil: null,
    responseStatus: outcome.responseStatus,
    responseExcerpt: outcome.responseExcerpt,
    lastError: outcome.error,
  };
  return db
    .update(webhookDeliveries)
    .set(
      retryInMs === null
        ? { ...common, status: 'failed' as const }
        : {
            ...common,
            status: 'queued' as const,
            nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'`,
          },
    )
    .where(ownClaim(id, attempts));
}
