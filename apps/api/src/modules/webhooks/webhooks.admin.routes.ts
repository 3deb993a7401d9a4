import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { adminWebhooksApi as api } from '@trails/contracts/admin-webhooks';
import type { App } from '../../lib/types.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';
import { list, ok } from '../../lib/respond.ts';
import type { ModuleDeps } from '../deps.ts';

const tags = ['admin webhooks'];
const guarded = [401, 403, 422] as const;

/**
 * Signed webhooks for the operator's other systems (README "Webhooks"): endpoints, their secret
 * (shown once), and each endpoint's delivery log with a Retry. Admins only (the route policy).
 */
export function registerAdminWebhookRoutes(
  admin: App,
  { auth, webhooks: service }: Pick<ModuleDeps, 'auth' | 'webhooks'>,
) {
  const actor = (request: Parameters<typeof auth.session>[0]) => auth.session(request).user.id;

  admin.route({
    ...endpointRoute(admin, api.list),
    schema: endpointSchema(api.list, {
      tags,
      security,
      summary: 'Webhook endpoints, newest first, with their last delivery status (never their secret)',
      errors: guarded,
    }),
    handler: async (request) => {
      const { data, meta } = await service.list(request.query.page, request.query.per_page);
      return list(data, meta);
    },
  });

  admin.route({
    ...endpointRoute(admin, api.create),
    schema: endpointSchema(api.create, {
      tags,
      security,
      summary: 'Register an endpoint; its signing secret (generated unless given) is in this answer only',
      errors: guarded,
    }),
    handler: async (request, reply) => {
      reply.code(201);
      return ok(await service.create(request.body, actor(request)), ADMIN_MESSAGES.webhookCreated);
    },
  });

  admin.route({
    ...endpointRoute(admin, api.get),
    schema: endpointSchema(api.get, {
      tags,
      security,
      summary: 'One webhook endpoint (never its secret)',
      errors: [404, ...guarded],
    }),
    handler: async (request) => ok(await service.get(request.params.id)),
  });

  admin.route({
    ...endpointRoute(admin, api.update),
    schema: endpointSchema(api.update, {
      tags,
      security,
      summary: 'Change an endpoint: address, events, description, active',
      errors: [404, ...guarded],
    }),
    handler: async (request) =>
      ok(await service.update(request.params.id, request.body, actor(request)), ADMIN_MESSAGES.webhookUpdated),
  });

  admin.route({
    ...endpointRoute(admin, api.remove),
    schema: endpointSchema(api.remove, {
      tags,
      security,
      summary: 'Delete an endpoint and its delivery log',
      errors: [404, ...guarded],
    }),
    handler: async (request) => {
      await service.remove(request.params.id, actor(request));
      return { success: true as const, message: ADMIN_MESSAGES.webhookDeleted };
    },
  });

  admin.route({
    ...endpointRoute(admin, api['rotate-secret']),
    schema: endpointSchema(api['rotate-secret'], {
      tags,
      security,
      summary: 'Replace the signing secret; the new one is in this answer only',
      errors: [404, ...guarded],
    }),
    handler: async (request) =>
      ok(await service.rotateSecret(request.params.id, actor(request)), ADMIN_MESSAGES.webhookSecretRotated),
  });

  admin.route({
    ...endpointRoute(admin, api.deliveries),
    schema: endpointSchema(api.deliveries, {
      tags,
      security,
      summary: "An endpoint's delivery log, newest first: event, status, response code, attempts",
      errors: [404, ...guarded],
    }),
    handler: async (request) => {
      const { data, meta } = await service.deliveries(request.params.id, request.query);
      return list(data, meta);
    },
  });

  admin.route({
    ...endpointRoute(admin, api.retry),
    schema: endpointSchema(api.retry, {
      tags,
      security,
      summary: 'Send a failed (or waiting) delivery again now',
      errors: [404, 409, ...guarded],
    }),
    handler: async (request) =>
      ok(
        await service.retry(request.params.id, request.params.deliveryId, actor(request)),
        ADMIN_MESSAGES.webhookDeliveryRetried,
      ),
  });
}
