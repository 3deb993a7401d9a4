import { adminDestination, adminDestinationBody, adminDestinationsQuery } from '@trails/contracts/admin-destinations';
import { ADMIN_IMAGE_LIMITS } from '@trails/contracts/admin-image';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { envelope, errorBody, idParam, listEnvelope, messageEnvelope } from '@trails/contracts/common';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { done, ok } from '../../lib/respond.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin destinations'];
const guarded = { 401: errorBody, 403: errorBody, 422: errorBody };

/** Staff CRUD of destinations. Paths are relative to the guarded /api/admin scope. */
export function registerAdminDestinationRoutes(
  admin: App,
  { adminDestinations: service, auth }: Pick<ModuleDeps, 'adminDestinations' | 'auth'>,
): void {
  const actor = (request: Parameters<typeof auth.session>[0]) => auth.session(request).user.id;
  admin.get(
    '/destinations',
    {
      schema: {
        tags,
        security,
        summary: 'Every destination, searched, filtered, sorted (default newest first) and paginated',
        querystring: adminDestinationsQuery,
        response: { 200: listEnvelope(adminDestination), ...guarded },
      },
    },
    async (request) => service.list(request.query),
  );

  admin.get(
    '/destinations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One destination, active or not',
        params: idParam,
        response: { 200: envelope(adminDestination), 404: errorBody, ...guarded },
      },
    },
    async (request) => ok(await service.get(request.params.id)),
  );

  admin.post(
    '/destinations',
    {
      // The form may carry an image as a data URL.
      bodyLimit: ADMIN_IMAGE_LIMITS.formBodyMax,
      schema: {
        tags,
        security,
        summary: 'Create a destination; a blank slug is made from the name',
        body: adminDestinationBody,
        response: { 201: envelope(adminDestination), ...guarded },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.create(request.body, actor(request)), ADMIN_MESSAGES.destinationCreated)),
  );

  admin.put(
    '/destinations/:id',
    {
      // The form may carry an image as a data URL.
      bodyLimit: ADMIN_IMAGE_LIMITS.formBodyMax,
      schema: {
        tags,
        security,
        summary: 'Replace a destination’s fields',
        params: idParam,
        body: adminDestinationBody,
        response: { 200: envelope(adminDestination), 404: errorBody, ...guarded },
      },
    },
    async (request) =>
      ok(await service.update(request.params.id, request.body, actor(request)), ADMIN_MESSAGES.destinationUpdated),
  );

  admin.delete(
    '/destinations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a destination that no tour or trek uses (409 otherwise: deactivate it instead)',
        params: idParam,
        response: { 200: messageEnvelope, 404: errorBody, 409: errorBody, ...guarded },
      },
    },
    async (request) => {
      await service.remove(request.params.id, actor(request));
      return done(ADMIN_MESSAGES.destinationDeleted);
    },
  );
}
