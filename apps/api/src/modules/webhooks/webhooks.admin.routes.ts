import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import {
  adminWebhookDeliveriesQuery,
  adminWebhookDelivery,
  adminWebhookEndpoint,
  adminWebhookEndpointWithSecret,
  createWebhookEndpointBody,
  webhookDeliveryParams,
  webhookEndpointBody,
} from '@trails/contracts/admin-webhooks';
import { envelope, errorBody, idParam, listEnvelope, messageEnvelope, paginationQuery } from '@trails/contracts/common';
import type { App } from '../../lib/types.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';
import { list, ok } from '../../lib/respond.ts';
import type { ModuleDeps } from '../deps.ts';

const tags = ['admin webhooks'];
const guarded = { 401: errorBody, 403: errorBody, 422: errorBody };

/**
 * Signed webhooks for the operator's other systems (README "Webhooks"): endpoints, their secret
 * (shown once), and each endpoint's delivery log with a Retry. Admins only (the route policy).
 */
export function registerAdminWebhookRoutes(
  admin: App,
  { auth, webhooks: service }: Pick<ModuleDeps, 'auth' | 'webhooks'>,
) {
  const actor = (request: Parameters<typeof auth.session>[0]) => auth.session(request).user.id;

  admin.get(
    '/webhooks',
    {
      schema: {
        tags,
        security,
        summary: 'Webhook endpoints, newest first, with their last delivery status (never their secret)',
        querystring: paginationQuery,
        response: { 200: listEnvelope(adminWebhookEndpoint), ...guarded },
      },
    },
    async (request) => {
      const { data, meta } = await service.list(request.query.page, request.query.per_page);
      return list(data, meta);
    },
  );

  admin.post(
    '/webhooks',
    {
      schema: {
        tags,
        security,
        summary: 'Register an endpoint; its signing secret (generated unless given) is in this answer only',
        body: createWebhookEndpointBody,
        response: { 201: envelope(adminWebhookEndpointWithSecret), ...guarded },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await service.create(request.body, actor(request)), ADMIN_MESSAGES.webhookCreated);
    },
  );

  admin.get(
    '/webhooks/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One webhook endpoint (never its secret)',
        params: idParam,
        response: { 200: envelope(adminWebhookEndpoint), 404: errorBody, ...guarded },
      },
    },
    async (request) => ok(await service.get(request.params.id)),
  );

  admin.put(
    '/webhooks/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change an endpoint: address, events, description, active',
        params: idParam,
        body: webhookEndpointBody,
        response: { 200: envelope(adminWebhookEndpoint), 404: errorBody, ...guarded },
      },
    },
    async (request) =>
      ok(await service.update(request.params.id, request.body, actor(request)), ADMIN_MESSAGES.webhookUpdated),
  );

  admin.delete(
    '/webhooks/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an endpoint and its delivery log',
        params: idParam,
        response: { 200: messageEnvelope, 404: errorBody, ...guarded },
      },
    },
    async (request) => {
      await service.remove(request.params.id, actor(request));
      return { success: true as const, message: ADMIN_MESSAGES.webhookDeleted };
    },
  );

  admin.post(
    '/webhooks/:id/rotate-secret',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the signing secret; the new one is in this answer only',
        params: idParam,
        response: { 200: envelope(adminWebhookEndpointWithSecret), 404: errorBody, ...guarded },
      },
    },
    async (request) =>
      ok(await service.rotateSecret(request.params.id, actor(request)), ADMIN_MESSAGES.webhookSecretRotated),
  );

  admin.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        security,
        summary: "An endpoint's delivery log, newest first: event, status, response code, attempts",
        params: idParam,
        querystring: adminWebhookDeliveriesQuery,
        response: { 200: listEnvelope(adminWebhookDelivery), 404: errorBody, ...guarded },
      },
    },
    async (request) => {
      const { data, meta } = await service.deliveries(request.params.id, request.query);
      return list(data, meta);
    },
  );

  admin.post(
    '/webhooks/:id/deliveries/:deliveryId/retry',
    {
      schema: {
        tags,
        security,
        summary: 'Send a failed (or waiting) delivery again now',
        params: webhookDeliveryParams,
        response: { 200: envelope(adminWebhookDelivery), 404: errorBody, 409: errorBody, ...guarded },
      },
    },
    async (request) =>
      ok(
        await service.retry(request.params.id, request.params.deliveryId, actor(request)),
        ADMIN_MESSAGES.webhookDeliveryRetried,
      ),
  );
}
