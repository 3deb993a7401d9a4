import { createNotificationBody } from '@trails/contracts/admin-campaigns';
import { NOTIFICATION_MESSAGES, adminNotification, adminNotificationsQuery } from '@trails/contracts/admin-dashboard';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { envelope, errorBody, idParam, listEnvelope, messageEnvelope } from '@trails/contracts/common';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { done, ok } from '../../lib/respond.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin notifications'];
const guarded = { 401: errorBody, 403: errorBody };

/** The header bell and the notifications screen: listing, writing and marking notifications read. */
export function registerAdminNotificationRoutes(
  admin: App,
  { auth, notifications: service }: Pick<ModuleDeps, 'auth' | 'notifications'>,
): void {
  admin.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary:
          'Your unread notifications, newest first (meta.total is the unread count); status=all lists read ones too',
        querystring: adminNotificationsQuery,
        response: { 200: listEnvelope(adminNotification), 422: errorBody, ...guarded },
      },
    },
    async (request) => service.list(auth.session(request).user.id, request.query),
  );

  admin.post(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'Write a notification for every staff member',
        body: createNotificationBody,
        response: { 201: envelope(adminNotification), 422: errorBody, ...guarded },
      },
    },
    async (request, reply) => {
      const created = await service.create(auth.session(request).user.id, request.body);
      return reply.code(201).send(ok(created, ADMIN_MESSAGES.notificationCreated));
    },
  );

  admin.put(
    '/notifications/mark-all-read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark every notification you have not read as read',
        response: { 200: messageEnvelope, ...guarded },
      },
    },
    async (request) => {
      await service.markAllRead(auth.session(request).user.id);
      return done(NOTIFICATION_MESSAGES.allMarkedRead);
    },
  );

  admin.put(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark one notification read (for you; other staff still see it until they read it)',
        params: idParam,
        response: { 200: messageEnvelope, 404: errorBody, 422: errorBody, ...guarded },
      },
    },
    async (request) => {
      await service.markRead(auth.session(request).user.id, request.params.id);
      return done(NOTIFICATION_MESSAGES.markedRead);
    },
  );
}
