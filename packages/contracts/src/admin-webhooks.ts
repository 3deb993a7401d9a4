import { z } from 'zod';
import { envelope, idField, idParam, listEnvelope, messageEnvelope, paginationQuery, text } from './common.ts';
import { MESSAGES } from './messages.ts';
import { endpoint } from './endpoint.ts';

/** What the operator's other systems can be told of, each as a signed POST to their endpoint. */
export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.confirmed',
  'booking.cancelled',
  'booking.changed',
  'payment.recorded',
  'enquiry.created',
  'review.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Where one delivery is: waiting (first time or for a retry), being sent, answered 2xx, or given up. */
export const WEBHOOK_DELIVERY_STATES = ['queued', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const WEBHOOK_LIMITS = {
  urlMax: 2000,
  descriptionMax: 200,
  secretMin: 24,
  secretMax: 200,
} as const;

/** The signature header, the event and delivery headers (see the README's "Webhooks"). */
export const WEBHOOK_HEADERS = {
  signature: 'X-Trails-Signature',
  event: 'X-Trails-Event',
  delivery: 'X-Trails-Delivery',
} as const;

/**
 * Back-office messages about webhooks (server answers, field errors and toasts), part of
 * ADMIN_MESSAGES so the admin app translates them by key (`messages.<key>`).
 */
export const WEBHOOK_ADMIN_MESSAGES = {
  webhookNotFound: 'Webhook endpoint not found.',
  webhookDeliveryNotFound: 'Delivery not found.',
  webhookUrlInvalid: 'Enter a full address starting with https://',
  webhookUrlNotHttps: 'The address must start with https://',
  webhookUrlNotPublic: 'This address is not a public internet address.',
  webhookUrlUnresolvable: 'This address could not be found.',
  webhookEventsRequired: 'Choose at least one event',
  webhookSecretInvalid: 'A secret has 24 to 200 characters and no spaces',
  webhookCreated: 'Webhook endpoint created. Copy its secret now: it will not be shown again.',
  webhookUpdated: 'Webhook endpoint updated',
  webhookDeleted: 'Webhook endpoint deleted',
  webhookSecretRotated: 'New secret created. Copy it now: it will not be shown again.',
  webhookDeliveryRetried: 'The delivery is queued again.',
  webhookDeliveryNotRetriable: 'Only a failed or waiting delivery can be retried.',
  failedToSaveWebhook: 'The webhook endpoint could not be saved',
  failedToDeleteWebhook: 'The webhook endpoint could not be deleted',
  failedToRotateWebhookSecret: 'A new secret could not be created',
  failedToRetryWebhookDelivery: 'The delivery could not be queued again',
} as const;

/** An address as typed: http(s), a host and no user name; whether it may be used is the server's address rule. */
const webUrl = z.url({ protocol: /^https?$/, hostname: /^(\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*\.?)$/i });
const isWebUrl = (value: string) => webUrl.safeParse(value).success && !/^https?:\/\/[^/?#]*@/i.test(value);

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: MESSAGES.invalidValue }), {
    error: WEBHOOK_ADMIN_MESSAGES.webhookEventsRequired,
  })
  .min(1, { error: WEBHOOK_ADMIN_MESSAGES.webhookEventsRequired })
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);

const urlField = z
  .string({ error: WEBHOOK_ADMIN_MESSAGES.webhookUrlInvalid })
  .pipe(
    text(WEBHOOK_LIMITS.urlMax)
      .min(1, { error: WEBHOOK_ADMIN_MESSAGES.webhookUrlInvalid, abort: true })
      .refine(isWebUrl, { error: WEBHOOK_ADMIN_MESSAGES.webhookUrlInvalid }),
  );

/** Create or edit an endpoint (PUT sends the whole endpoint). */
export const webhookEndpointBody = z.object({
  url: urlField,
  description: text(WEBHOOK_LIMITS.descriptionMax).optional(),
  events: eventsField,
  is_active: z.boolean({ error: MESSAGES.invalidValue }).default(true),
});
export type WebhookEndpointBody = z.input<typeof webhookEndpointBody>;

/** Create: an endpoint, and its signing secret when the operator brings one (else the server makes one). */
export const createWebhookEndpointBody = webhookEndpointBody.extend({
  secret: z
    .string({ error: WEBHOOK_ADMIN_MESSAGES.webhookSecretInvalid })
    .regex(/^[\x21-\x7e]{24,200}$/, { error: WEBHOOK_ADMIN_MESSAGES.webhookSecretInvalid })
    .optional(),
});
export type CreateWebhookEndpointBody = z.input<typeof createWebhookEndpointBody>;

/** An endpoint as the back office lists it: never its secret. */
export const adminWebhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  is_active: z.boolean(),
  last_delivery: z
    .object({
      status: z.enum(WEBHOOK_DELIVERY_STATES),
      response_status: z.number().int().nullable(),
      created_at: z.string(),
    })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminWebhookEndpoint = z.infer<typeof adminWebhookEndpoint>;

/** The answer to Create and Rotate secret: the only time the secret is shown. */
export const adminWebhookEndpointWithSecret = adminWebhookEndpoint.extend({ secret: z.string() });
export type AdminWebhookEndpointWithSecret = z.infer<typeof adminWebhookEndpointWithSecret>;

/** One line of an endpoint's delivery log. */
export const adminWebhookDelivery = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  delivery_id: z.string(),
  event_id: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  response_excerpt: z.string().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminWebhookDelivery = z.infer<typeof adminWebhookDelivery>;

export const adminWebhookDeliveriesQuery = paginationQuery.extend({
  status: z.enum(WEBHOOK_DELIVERY_STATES, { error: MESSAGES.invalidValue }).optional(),
});
export type AdminWebhookDeliveriesQuery = z.input<typeof adminWebhookDeliveriesQuery>;

export const webhookDeliveryParams = z.object({ id: idField, deliveryId: idField });

const webhooks = '/api/admin/webhooks';

/**
 * Signed webhooks for the operator's other systems (admins only): endpoints, their secret (shown
 * once), and each endpoint's delivery log with a retry of one delivery (`{ id, deliveryId }`).
 */
export const adminWebhooksApi = {
  list: endpoint({
    method: 'GET',
    path: webhooks,
    query: paginationQuery,
    response: listEnvelope(adminWebhookEndpoint),
  }),
  create: endpoint({
    method: 'POST',
    path: webhooks,
    body: createWebhookEndpointBody,
    status: 201,
    response: envelope(adminWebhookEndpointWithSecret),
  }),
  get: endpoint({ method: 'GET', path: `${webhooks}/:id`, params: idParam, response: envelope(adminWebhookEndpoint) }),
  update: endpoint({
    method: 'PUT',
    path: `${webhooks}/:id`,
    params: idParam,
    body: webhookEndpointBody,
    response: envelope(adminWebhookEndpoint),
  }),
  remove: endpoint({ method: 'DELETE', path: `${webhooks}/:id`, params: idParam, response: messageEnvelope }),
  'rotate-secret': endpoint({
    method: 'POST',
    path: `${webhooks}/:id/rotate-secret`,
    params: idParam,
    response: envelope(adminWebhookEndpointWithSecret),
  }),
  deliveries: endpoint({
    method: 'GET',
    path: `${webhooks}/:id/deliveries`,
    params: idParam,
    query: adminWebhookDeliveriesQuery,
    response: listEnvelope(adminWebhookDelivery),
  }),
  retry: endpoint({
    method: 'POST',
    path: `${webhooks}/:id/deliveries/:deliveryId/retry`,
    params: webhookDeliveryParams,
    response: envelope(adminWebhookDelivery),
  }),
};
