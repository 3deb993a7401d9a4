import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { adminOutboxApi, type AdminOutboxEmail } from '@trails/contracts/admin-outbox';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { isoOrNull, list, ok } from '../../lib/respond.ts';
import type { OutboxListItem } from './outbox.repo.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin outbox'];
const guarded = [401, 403, 422] as const;

function toAdminEmail(row: OutboxListItem): AdminOutboxEmail {
  return {
    id: row.id,
    to_address: row.toAddress,
    to_name: row.toName,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    next_attempt_at: isoOrNull(row.nextAttemptAt),
    sent_at: isoOrNull(row.sentAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** Every email the site has written, newest first, and retrying a failed one: admins only. */
export function registerAdminOutboxRoutes(
  admin: App,
  { auth, outbox: service }: Pick<ModuleDeps, 'auth' | 'outbox'>,
): void {
  admin.route({
    ...endpointRoute(admin, adminOutboxApi.list),
    schema: endpointSchema(adminOutboxApi.list, {
      tags,
      security,
      summary: 'Every email in the outbox, newest first, optionally of one status, paginated',
      errors: guarded,
    }),
    handler: async (request) => {
      const { data, meta } = await service.list(request.query);
      return list(data.map(toAdminEmail), meta);
    },
  });

  admin.route({
    ...endpointRoute(admin, adminOutboxApi.retry),
    schema: endpointSchema(adminOutboxApi.retry, {
      tags,
      security,
      summary: 'Queue a failed email again, with a fresh count of attempts',
      errors: [404, 409, ...guarded],
    }),
    handler: async (request) =>
      ok(
        toAdminEmail(await service.retry(request.params.id, auth.session(request).user.id)),
        ADMIN_MESSAGES.emailRetried,
      ),
  });
}
