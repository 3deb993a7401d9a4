import { NOTIFICATION_MESSAGES, adminNotificationsApi as api } from '@trails/contracts/admin-dashboard';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { done, ok } from '../../lib/respond.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin notifications'];
const guarded = [401, 403] as const;

/** The header bell and the notifications screen: listing, writing and marking notifications read. */
export function registerAdminNotificationRoutes(
  admin: App,
  { auth, notifications: service }: Pick<ModuleDeps, 'auth' | 'notifications'>,
): void {
  admin.route({
    ...endpointRoute(admin, api.list),
    schema: endpointSchema(api.list, {
      tags,
      security,
      summary:
        'Your unread notifications, newest first (meta.total is the unread count); status=all lists read ones too',
      errors: [422, ...guarded],
    }),
    handler: async (request) => service.list(auth.session(request).user.id, request.query),
  });

  admin.route({
    ...endpointRoute(admin, api.create),
    schema: endpointSchema(api.create, {
      tags,
      security,
      summary: 'Write a notification for every staff member',
      errors: [422, ...guarded],
    }),
    handler: async (request, reply) => {
      const created = await service.create(auth.session(request).user.id, request.body);
      return reply.code(201).send(ok(created, ADMIN_MESSAGES.notificationCreated));
    },
  });

  admin.route({
    ...endpointRoute(admin, api['mark-all-read']),
    schema: endpointSchema(api['mark-all-read'], {
      tags,
      security,
      summary: 'Mark every notification you have not read as read',
      errors: guarded,
    }),
    handler: async (request) => {
      await service.markAllRead(auth.session(request).user.id);
      return done(NOTIFICATION_MESSAGES.allMarkedRead);
    },
  });

  admin.route({
    ...endpointRoute(admin, api.read),
    schema: endpointSchema(api.read, {
      tags,
      security,
      summary: 'Mark one notification read (for you; other staff still see it until they read it)',
      errors: [404, 422, ...guarded],
    }),
    handler: async (request) => {
      await service.markRead(auth.session(request).user.id, request.params.id);
      return done(NOTIFICATION_MESSAGES.markedRead);
    },
  });
}
