import {
  ADMIN_MESSAGES,
  adminActivityCreateBody,
  adminActivityEntry,
  adminActivityList,
  adminActivityQuery,
  envelope,
  errorBody,
} from '@trails/contracts';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { ok } from '../../lib/respond.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin activity'];
const guarded = { 401: errorBody, 403: errorBody, 422: errorBody };

/**
 * The audit trail, for staff and admins. Append-only: entries are read and added here, and no
 * route changes or removes one.
 */
export function registerAdminActivityRoutes(
  admin: App,
  { activity, auth }: Pick<ModuleDeps, 'activity' | 'auth'>,
): void {
  admin.get(
    '/activity-logs',
    {
      schema: {
        tags,
        security,
        summary: 'The activity log, newest first, by person, record type, action and date range; paginated',
        querystring: adminActivityQuery,
        response: { 200: adminActivityList, ...guarded },
      },
    },
    async (request) => activity.list(request.query),
  );

  admin.post(
    '/activity-logs',
    {
      schema: {
        tags,
        security,
        summary: 'Add a manual entry (a phone call, a visit) about a record',
        body: adminActivityCreateBody,
        response: { 201: envelope(adminActivityEntry), ...guarded },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await activity.addManual(request.body, { id: auth.session(request).user.id }, request.ip),
            ADMIN_MESSAGES.activityRecorded,
          ),
        ),
  );
}
