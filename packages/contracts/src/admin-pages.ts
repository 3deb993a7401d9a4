import { z } from 'zod';
import { envelope } from './common.ts';
import { endpoint } from './endpoint.ts';
import { adminPage, adminPageBody, adminPageSummary, pageKeyParam } from './page-content.ts';

/**
 * The Pages screen (staff and admins): the operator's own pages, each addressed by its key
 * (`about`, `terms`...), written in every language at once.
 */
export const adminPagesApi = {
  /** The pages with each language's state: one answer, not a paginated list. */
  read: endpoint({ method: 'GET', path: '/api/admin/pages', response: envelope(z.array(adminPageSummary)) }),
  get: endpoint({ method: 'GET', path: '/api/admin/pages/:key', params: pageKeyParam, response: envelope(adminPage) }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/pages/:key',
    params: pageKeyParam,
    body: adminPageBody,
    response: envelope(adminPage),
  }),
};
