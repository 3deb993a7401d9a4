import { z } from 'zod';
import { envelope, idParam, listEnvelope, paginationQuery, text } from './common.ts';
import { CATALOGUE_LIMITS } from './catalogue-constants.ts';
import { MESSAGES } from './messages.ts';
import { endpoint } from './endpoint.ts';

/** Where an email is on its way: waiting, being handed over, delivered, or given up after its attempts. */
export const OUTBOX_EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxEmailStatus = (typeof OUTBOX_EMAIL_STATUSES)[number];

/** One email as the back office's Outbox lists it (never its body). */
export const adminOutboxEmail = z.object({
  id: z.number().int(),
  to_address: z.string(),
  to_name: z.string().nullable(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(OUTBOX_EMAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminOutboxEmail = z.infer<typeof adminOutboxEmail>;

export const adminOutboxQuery = paginationQuery.extend({
  status: z.enum(OUTBOX_EMAIL_STATUSES, { error: MESSAGES.invalidValue }).optional(),
  /** Part of the recipient's address or name, or of the subject. */
  search: text(CATALOGUE_LIMITS.searchQueryMax).optional(),
});
export type AdminOutboxQuery = z.input<typeof adminOutboxQuery>;

/** Every email the site has written, and retrying a failed one (admins only). */
export const adminOutboxApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/outbox',
    query: adminOutboxQuery,
    response: listEnvelope(adminOutboxEmail),
  }),
  retry: endpoint({
    method: 'POST',
    path: '/api/admin/outbox/:id/retry',
    params: idParam,
    response: envelope(adminOutboxEmail),
  }),
};
