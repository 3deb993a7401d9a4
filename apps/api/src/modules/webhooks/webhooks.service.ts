import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import {
  adminWebhookDeliveriesQuery,
  createWebhookEndpointBody,
  webhookEndpointBody,
  type AdminWebhookDeliveriesQuery,
  type AdminWebhookDelivery,
  type AdminWebhookEndpoint,
  type AdminWebhookEndpointWithSecret,
  type CreateWebhookEndpointBody,
  type WebhookEndpointBody,
  type WebhookEvent,
  type WebhookDeliveryState,
} from '@trails/contracts/admin-webhooks';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { isoOrNull, pageMeta } from '../../lib/respond.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { AddressRefused, checkAddress, type AddressRule } from './address-rule.ts';
import { generateWebhookSecret, type SecretBox } from './secret-box.ts';
import {
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  findEndpointView,
  insertDeliveries,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  requeueDelivery,
  subscribedEndpoints,
  updateEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointView,
} from './webhooks.repo.ts';

/** The channel that says "a webhook delivery is waiting"; notified inside the writing transaction. */
export const WEBHOOKS_CHANNEL = 'webhooks_ready';

const signal = (executor: Executor) => executor.execute(sql`select pg_notify(${WEBHOOKS_CHANNEL}, '')`);

/** A payload, or a function that builds it: called only when some endpoint receives the event. */
export type WebhookPayload = Record<string, unknown> | (() => Promise<Record<string, unknown>>);

/**
 * The port other modules are handed (services.ts): writes the event to the webhook outbox, one
 * delivery per active endpoint that receives it, in the caller's transaction. A change rolled back
 * sends nothing; a committed one wakes the webhook runners.
 */
export interface WebhookEmitter {
  emit(tx: Executor, event: WebhookEvent, payload: WebhookPayload): Promise<void>;
}

/** The JSON every delivery of an event carries: its id, name, time and data. */
export function eventBody(event: WebhookEvent, data: Record<string, unknown>, id: string, createdAt: Date): string {
  return JSON.stringify({ id, event, created_at: createdAt.toISOString(), data });
}

export function createWebhookEmitter(): WebhookEmitter {
  return {
    async emit(tx, event, payload) {
      const endpoints = await subscribedEndpoints(tx, event);
      if (endpoints.length === 0) return;
      const data = typeof payload === 'function' ? await payload() : payload;
      const eventId = `evt_${randomUUID()}`;
      const createdAt = new Date();
      const body = eventBody(event, data, eventId, createdAt);
      await insertDeliveries(
        tx,
        endpoints.map((endpoint) => ({
          endpointId: endpoint.id,
          deliveryId: `dlv_${randomUUID()}`,
          eventId,
          event,
          body,
          createdAt,
        })),
      );
      await signal(tx);
    },
  };
}

const asIso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toEndpointDto(row: WebhookEndpointView): AdminWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEvent[],
    is_active: row.isActive,
    last_delivery:
      row.lastStatus === null
        ? null
        : {
            status: row.lastStatus,
            response_status: row.lastResponseStatus === null ? null : Number(row.lastResponseStatus),
            created_at: asIso(row.lastCreatedAt)!,
          },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toDeliveryDto(row: WebhookDeliveryRow): AdminWebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    delivery_id: row.deliveryId,
    event_id: row.eventId,
    event: row.event,
    status: row.status as WebhookDeliveryState,
    attempts: row.attempts,
    response_status: row.responseStatus,
    response_excerpt: row.responseExcerpt,
    last_error: row.lastError,
    next_attempt_at: row.status === 'queued' ? isoOrNull(row.nextAttemptAt) : null,
    last_attempt_at: isoOrNull(row.lastAttemptAt),
    delivered_at: isoOrNull(row.deliveredAt),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * What the admin Webhooks screen needs: endpoints (the address rule checked when saved), their
 * secrets (shown once, at creation and at each rotation), and each endpoint's delivery log with
 * a manual Retry.
 */
export function createWebhooksService(
  db: Database,
  deps: { rule: AddressRule; secrets: SecretBox; activity?: ActivityService },
) {
  async function allowedUrl(url: string) {
    try {
      await checkAddress(url, deps.rule);
    } catch (error) {
      if (error instanceof AddressRefused) throw fieldError('url', error.reason);
      throw error;
    }
  }

  async function view(id: number): Promise<AdminWebhookEndpoint> {
    const row = await findEndpointView(db, id);
    if (!row) throw notFound(ADMIN_MESSAGES.webhookNotFound);
    return toEndpointDto(row);
  }

  async function requireEndpoint(id: number) {
    const row = await findEndpoint(db, id);
    if (!row) throw notFound(ADMIN_MESSAGES.webhookNotFound);
    return row;
  }

  const record = (tx: Executor, actorId: number, action: string, id: number, url: string, change = {}) =>
    deps.activity?.record(tx, {
      userId: actorId,
      type: 'webhook',
      action,
      subjectId: id,
      label: url,
      description: `Webhook endpoint ${url} ${action}`,
      ...change,
    });

  return {
    async list(page: number, perPage: number) {
      const { rows, total } = await listEndpoints(db, perPage, (page - 1) * perPage);
      return { data: rows.map(toEndpointDto), meta: pageMeta(page, perPage, total) };
    },

    get: view,

    async create(input: CreateWebhookEndpointBody, actorId: number): Promise<AdminWebhookEndpointWithSecret> {
      const body = createWebhookEndpointBody.parse(input);
      await allowedUrl(body.url);
      const secret = body.secret ?? generateWebhookSecret();
      const id = await db.transaction(async (tx) => {
        const created = await insertEndpoint(tx, {
          url: body.url,
          description: body.description || null,
          events: body.events,
          isActive: body.is_active,
          secret: deps.secrets.seal(secret),
          createdBy: actorId,
        });
        await record(tx, actorId, 'created', created, body.url, { after: { url: body.url, events: body.events } });
        return created;
      });
      return { ...(await view(id)), secret };
    },

    async update(id: number, input: WebhookEndpointBody, actorId: number): Promise<AdminWebhookEndpoint> {
      const body = webhookEndpointBody.parse(input);
      const before = await requireEndpoint(id);
      if (body.url !== before.url) await allowedUrl(body.url);
      await db.transaction(async (tx) => {
        if (
          !(await updateEndpoint(tx, id, {
            url: body.url,
            description: body.description || null,
            events: body.events,
            isActive: body.is_active,
          }))
        )
          throw notFound(ADMIN_MESSAGES.webhookNotFound);
        await record(tx, actorId, 'updated', id, body.url, {
          before: { url: before.url, events: before.events, is_active: before.isActive },
          after: { url: body.url, events: body.events, is_active: body.is_active },
        });
      });
      return view(id);
    },

    async remove(id: number, actorId: number) {
      const endpoint = await requireEndpoint(id);
      await db.transaction(async (tx) => {
        if (!(await deleteEndpoint(tx, id))) throw notFound(ADMIN_MESSAGES.webhookNotFound);
        await record(tx, actorId, 'deleted', id, endpoint.url);
      });
    },

    /** A new secret, shown this once; the old one stops signing at once. */
    async rotateSecret(id: number, actorId: number): Promise<AdminWebhookEndpointWithSecret> {
      const endpoint = await requireEndpoint(id);
      const secret = generateWebhookSecret();
      await db.transaction(async (tx) => {
        if (!(await updateEndpoint(tx, id, { secret: deps.secrets.seal(secret) })))
          throw notFound(ADMIN_MESSAGES.webhookNotFound);
        await record(tx, actorId, 'secret_rotated', id, endpoint.url);
      });
      return { ...(await view(id)), secret };
    },

    async deliveries(id: number, query: AdminWebhookDeliveriesQuery = {}) {
      const { page, per_page: perPage, status } = adminWebhookDeliveriesQuery.parse(query);
      await requireEndpoint(id);
      const { rows, total } = await listDeliveries(db, id, {
        ...(status ? { status } : {}),
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { data: rows.map(toDeliveryDto), meta: pageMeta(page, perPage, total) };
    },

    /** Retry now: a failed delivery with a fresh count of attempts, a waiting one without waiting. 409 otherwise. */
    async retry(id: number, deliveryId: number, actorId: number): Promise<AdminWebhookDelivery> {
      const endpoint = await requireEndpoint(id);
      const requeued = await db.transaction(async (tx) => {
        if (!(await requeueDelivery(tx, id, deliveryId))) return false;
        await signal(tx);
        await record(tx, actorId, 'delivery_retried', id, endpoint.url, { metadata: { delivery: deliveryId } });
        return true;
      });
      const row = await findDelivery(db, id, deliveryId);
      if (!row) throw notFound(ADMIN_MESSAGES.webhookDeliveryNotFound);
      if (!requeued) throw conflict(ADMIN_MESSAGES.webhookDeliveryNotRetriable);
      return toDeliveryDto(row);
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
