import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { envelope, errorBody } from '@trails/contracts/common';
import { adminPage, adminPageBody, adminPageSummary, pageKeyParam } from '@trails/contracts/page-content';
import { z } from 'zod';
import type { App } from '../../lib/types.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';
import { ok } from '../../lib/respond.ts';
import type { ModuleDeps } from '../deps.ts';
import { pageKeyOf } from './site-pages.service.ts';

const tags = ['admin pages'];
const guarded = { 401: errorBody, 403: errorBody, 422: errorBody };

/** The Pages screen: the operator's own pages in every language (staff and admins, as the blog). */
export function registerAdminSitePageRoutes(admin: App, { auth, sitePages }: Pick<ModuleDeps, 'auth' | 'sitePages'>) {
  admin.get(
    '/pages',
    {
      schema: {
        tags,
        security,
        summary: 'The five pages with, per language, whether it is written or shows the English',
        response: { 200: envelope(z.array(adminPageSummary)), ...guarded },
      },
    },
    async () => ok(await sitePages.list()),
  );

  admin.get(
    '/pages/:key',
    {
      schema: {
        tags,
        security,
        summary: 'One page with every language’s content (null where a language shows the English)',
        params: pageKeyParam,
        response: { 200: envelope(adminPage), 404: errorBody, ...guarded },
      },
    },
    async (request) => ok(await sitePages.get(pageKeyOf(request.params.key))),
  );

  admin.put(
    '/pages/:key',
    {
      schema: {
        tags,
        security,
        summary:
          'Replace the page in every language (English required; HTML sanitised; a language left empty shows the English); logged in the activity log',
        params: pageKeyParam,
        body: adminPageBody,
        response: { 200: envelope(adminPage), 404: errorBody, ...guarded },
      },
    },
    async (request) =>
      ok(
        await sitePages.save(pageKeyOf(request.params.key), request.body, auth.session(request).user.id),
        ADMIN_MESSAGES.pageSaved,
      ),
  );
}
