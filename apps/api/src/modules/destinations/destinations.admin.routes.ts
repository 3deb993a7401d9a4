import { adminDestinationsApi as api } from '@trails/contracts/admin-destinations';
import { ADMIN_IMAGE_LIMITS } from '@trails/contracts/admin-image';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { done, ok } from '../../lib/respond.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin destinations'];
const guarded = [401, 403, 422] as const;

/** Staff CRUD of destinations, registered inside the guarded /api/admin scope. */
export function registerAdminDestinationRoutes(
  admin: App,
  { adminDestinations: service, auth }: Pick<ModuleDeps, 'adminDestinations' | 'auth'>,
): void {
  const actor = (request: Parameters<typeof auth.session>[0]) => auth.session(request).user.id;
  admin.route({
    ...endpointRoute(admin, api.list),
    schema: endpointSchema(api.list, {
      tags,
      security,
      summary: 'Every destination, searched, filtered, sorted (default newest first) and paginated',
      errors: guarded,
    }),
    handler: async (request) => service.list(request.query),
  });

  admin.route({
    ...endpointRoute(admin, api.get),
    schema: endpointSchema(api.get, {
      tags,
      security,
      summary: 'One destination, active or not',
      errors: [404, ...guarded],
    }),
    handler: async (request) => ok(await service.get(request.params.id)),
  });

  admin.route({
    ...endpointRoute(admin, api.create),
    // The form may carry an image as a data URL.
    bodyLimit: ADMIN_IMAGE_LIMITS.formBodyMax,
    schema: endpointSchema(api.create, {
      tags,
      security,
      summary: 'Create a destination; a blank slug is made from the name',
      errors: guarded,
    }),
    handler: async (request, reply) =>
      reply.status(201).send(ok(await service.create(request.body, actor(request)), ADMIN_MESSAGES.destinationCreated)),
  });

  admin.route({
    ...endpointRoute(admin, api.update),
    // The form may carry an image as a data URL.
    bodyLimit: ADMIN_IMAGE_LIMITS.formBodyMax,
    schema: endpointSchema(api.update, {
      tags,
      security,
      summary: 'Replace a destination’s fields',
      errors: [404, ...guarded],
    }),
    handler: async (request) =>
      ok(await service.update(request.params.id, request.body, actor(request)), ADMIN_MESSAGES.destinationUpdated),
  });

  admin.route({
    ...endpointRoute(admin, api.remove),
    schema: endpointSchema(api.remove, {
      tags,
      security,
      summary: 'Delete a destination that no tour or trek uses (409 otherwise: deactivate it instead)',
      errors: [404, 409, ...guarded],
    }),
    handler: async (request) => {
      await service.remove(request.params.id, actor(request));
      return done(ADMIN_MESSAGES.destinationDeleted);
    },
  });
}
