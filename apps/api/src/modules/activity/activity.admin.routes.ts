import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { adminActivityApi } from '@trails/contracts/admin-activity';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { ok } from '../../lib/respond.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin activity'];
const errors = [401, 403, 422] as const;

/**
 * The audit trail, for staff and admins. Append-only: entries are read and added here, and no
 * route changes or removes one.
 */
export function registerAdminActivityRoutes(
  admin: App,
  { activity, auth }: Pick<ModuleDeps, 'activity' | 'auth'>,
): void {
  admin.route({
    ...endpointRoute(admin, adminActivityApi.list),
    schema: endpointSchema(adminActivityApi.list, {
      tags,
      security,
      summary: 'The activity log, newest first, by person, record type, action and date range; paginated',
      errors,
    }),
    handler: async (request) => activity.list(request.query),
  });

  admin.route({
    ...endpointRoute(admin, adminActivityApi.create),
    schema: endpointSchema(adminActivityApi.create, {
      tags,
      security,
      summary: 'Add a manual entry (a phone call, a visit) about a record',
      errors,
    }),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await activity.addManual(request.body, { id: auth.session(request).user.id }, request.ip),
            ADMIN_MESSAGES.activityRecorded,
          ),
        ),
  });
}
