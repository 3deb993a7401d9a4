import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { adminOutboxEmail, adminOutboxQuery, type AdminOutboxEmail } from '@trails/contracts/admin-outbox';
import { envelope, errorBody, idParam, listEnvelope } from '@trails/contracts/common';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { isoOrNull, list, ok } from '../../lib/respond.ts';
import type { OutboxListItem } from './outbox.repo.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';

const tags = ['admin outbox'];
const guarded = { 401: errorBody, 403: errorBody, 422: errorBody };

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
  admin.get(
    '/outbox',
    {
      schema: {
        tags,
        security,
        summary: 'Every email in the outbox, newest first, optionally of one status, paginated',
        querystring: adminOutboxQuery,
        response: { 200: listEnvelope(adminOutboxEmail), ...guarded },
      },
    },
    async (request) => {
      const { data, meta } = await service.list(request.query);
      return list(data.map(toAdminEmail), meta);
    },
  );

  admin.post(
    '/outbox/:id/retry',
    {
      schema: {
        tags,
        security,
        summary: 'Queue a failed email again, with a fresh count of attempts',
        params: idParam,
        response: { 200: envelope(adminOutboxEmail), 404: errorBody, 409: errorBody, ...guarded },
      },
    },
    async (request) =>
      ok(
        toAdminEmail(await service.retry(request.params.id, auth.session(request).user.id)),
        ADMIN_MESSAGES.emailRetried,
      ),
  );
}
