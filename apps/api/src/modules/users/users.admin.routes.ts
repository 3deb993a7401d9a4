import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import {
  adminUser,
  adminUserCreateBody,
  adminUserDetail,
  adminUserPatchBody,
  adminUsersList,
  adminUsersQuery,
} from '@trails/contracts/admin-users';
import { envelope, errorBody, idParam, messageEnvelope } from '@trails/contracts/common';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { done, ok } from '../../lib/respond.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin users'];
const guarded = { 401: errorBody, 403: errorBody, 422: errorBody };

/**
 * Admin-only management of accounts (staff get 403). Paths are relative to the guarded
 * /api/admin scope. No answer carries a password or its hash.
 */
export function registerAdminUserRoutes(
  admin: App,
  { adminUsers: service, auth }: Pick<ModuleDeps, 'adminUsers' | 'auth'>,
): void {
  const actor = (request: Parameters<typeof auth.session>[0]) => ({ id: auth.session(request).user.id });

  admin.get(
    '/users',
    {
      schema: {
        tags,
        security,
        summary:
          'Accounts, searched by name or email, filtered, sorted (default newest first) and paginated, with the four card counts',
        querystring: adminUsersQuery,
        response: { 200: adminUsersList, ...guarded },
      },
    },
    async (request) => service.list(request.query),
  );

  admin.get(
    '/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One account with its activity: bookings, custom packages, reviews and total spent',
        params: idParam,
        response: { 200: envelope(adminUserDetail), 404: errorBody, ...guarded },
      },
    },
    async (request) => ok(await service.get(request.params.id)),
  );

  admin.post(
    '/users',
    {
      schema: {
        tags,
        security,
        summary: 'Create an account with a first password',
        body: adminUserCreateBody,
        response: { 201: envelope(adminUser), ...guarded },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.create(request.body, actor(request)), ADMIN_MESSAGES.userCreated)),
  );

  admin.put(
    '/users/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Change what the body names of an account’s name, email, phone, role and is_blocked (`{ name }` or `{ is_blocked }` alone is fine); blocking ends its sessions; the last admin stays one: 409',
        params: idParam,
        body: adminUserPatchBody,
        response: { 200: envelope(adminUser), 404: errorBody, 409: errorBody, ...guarded },
      },
    },
    async (request) =>
      ok(await service.update(request.params.id, request.body, actor(request)), ADMIN_MESSAGES.userUpdated),
  );

  admin.post(
    '/users/:id/toggle-block',
    {
      schema: {
        tags,
        security,
        summary: 'Block or unblock an account (not one’s own); blocking ends its sessions at once',
        params: idParam,
        response: { 200: envelope(adminUser), 404: errorBody, 409: errorBody, ...guarded },
      },
    },
    async (request) => {
      const user = await service.toggleBlock(request.params.id, actor(request));
      return ok(user, user.is_blocked ? ADMIN_MESSAGES.userBlocked : ADMIN_MESSAGES.userUnblocked);
    },
  );

  admin.delete(
    '/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an account: not one’s own, not the last admin, not one with bookings (409)',
        params: idParam,
        response: { 200: messageEnvelope, 404: errorBody, 409: errorBody, ...guarded },
      },
    },
    async (request) => {
      await service.remove(request.params.id, actor(request));
      return done(ADMIN_MESSAGES.userDeleted);
    },
  );
}
