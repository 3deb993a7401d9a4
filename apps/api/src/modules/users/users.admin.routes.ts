import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { adminUsersApi as api } from '@trails/contracts/admin-users';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { done, ok } from '../../lib/respond.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin users'];
const guarded = [401, 403, 422] as const;

/**
 * Admin-only management of accounts (staff get 403), registered inside the guarded /api/admin
 * scope. No answer carries a password or its hash.
 */
export function registerAdminUserRoutes(
  admin: App,
  { adminUsers: service, auth }: Pick<ModuleDeps, 'adminUsers' | 'auth'>,
): void {
  const actor = (request: Parameters<typeof auth.session>[0]) => ({ id: auth.session(request).user.id });

  admin.route({
    ...endpointRoute(admin, api.list),
    schema: endpointSchema(api.list, {
      tags,
      security,
      summary:
        'Accounts, searched by name or email, filtered, sorted (default newest first) and paginated, with the four card counts',
      errors: guarded,
    }),
    handler: async (request) => service.list(request.query),
  });

  admin.route({
    ...endpointRoute(admin, api.get),
    schema: endpointSchema(api.get, {
      tags,
      security,
      summary: 'One account with its activity: bookings, custom packages, reviews and total spent',
      errors: [404, ...guarded],
    }),
    handler: async (request) => ok(await service.get(request.params.id)),
  });

  admin.route({
    ...endpointRoute(admin, api.create),
    schema: endpointSchema(api.create, {
      tags,
      security,
      summary: 'Create an account with a first password',
      errors: guarded,
    }),
    handler: async (request, reply) =>
      reply.status(201).send(ok(await service.create(request.body, actor(request)), ADMIN_MESSAGES.userCreated)),
  });

  admin.route({
    ...endpointRoute(admin, api.update),
    schema: endpointSchema(api.update, {
      tags,
      security,
      summary:
        'Change what the body names of an account’s name, email, phone, role and is_blocked (`{ name }` or `{ is_blocked }` alone is fine); blocking ends its sessions; the last admin stays one: 409',
      errors: [404, 409, ...guarded],
    }),
    handler: async (request) =>
      ok(await service.update(request.params.id, request.body, actor(request)), ADMIN_MESSAGES.userUpdated),
  });

  admin.route({
    ...endpointRoute(admin, api['toggle-block']),
    schema: endpointSchema(api['toggle-block'], {
      tags,
      security,
      summary: 'Block or unblock an account (not one’s own); blocking ends its sessions at once',
      errors: [404, 409, ...guarded],
    }),
    handler: async (request) => {
      const user = await service.toggleBlock(request.params.id, actor(request));
      return ok(user, user.is_blocked ? ADMIN_MESSAGES.userBlocked : ADMIN_MESSAGES.userUnblocked);
    },
  });

  admin.route({
    ...endpointRoute(admin, api.remove),
    schema: endpointSchema(api.remove, {
      tags,
      security,
      summary: 'Delete an account: not one’s own, not the last admin, not one with bookings (409)',
      errors: [404, 409, ...guarded],
    }),
    handler: async (request) => {
      await service.remove(request.params.id, actor(request));
      return done(ADMIN_MESSAGES.userDeleted);
    },
  });
}
