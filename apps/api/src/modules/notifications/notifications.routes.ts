import {
  NOTIFICATION_MESSAGES,
  adminNotification,
  adminNotificationsQuery,
  errorBody,
  idParam,
  listEnvelope,
  messageEnvelope,
} from '@trails/contracts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { done } from '../../lib/respond.ts';

const tags = ['admin notifications'];
const security = [{ bearerAuth: [] }];
const guarded = { 401: errorBody, 403: errorBody };

/** The header bell: a staff member's unread notifications and marking them read. */
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
        summary: 'Your unread notifications, newest first; meta.total is the unread count',
        querystring: adminNotificationsQuery,
        response: { 200: listEnvelope(adminNotification), 422: errorBody, ...guarded },
      },
    },
    async (request) => service.unread(auth.session(request).user.id, request.query),
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
