import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { adminPagesApi as api } from '@trails/contracts/admin-pages';
import type { App } from '../../lib/types.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';
import { ok } from '../../lib/respond.ts';
import type { ModuleDeps } from '../deps.ts';
import { pageKeyOf } from './site-pages.service.ts';

const tags = ['admin pages'];
const guarded = [401, 403, 422] as const;

/** The Pages screen: the operator's own pages in every language (staff and admins, as the blog). */
export function registerAdminSitePageRoutes(admin: App, { auth, sitePages }: Pick<ModuleDeps, 'auth' | 'sitePages'>) {
  admin.route({
    ...endpointRoute(admin, api.read),
    schema: endpointSchema(api.read, {
      tags,
      security,
      summary: 'The five pages with, per language, whether it is written or shows the English',
      errors: guarded,
    }),
    handler: async () => ok(await sitePages.list()),
  });

  admin.route({
    ...endpointRoute(admin, api.get),
    schema: endpointSchema(api.get, {
      tags,
      security,
      summary: 'One page with every language’s content (null where a language shows the English)',
      errors: [404, ...guarded],
    }),
    handler: async (request) => ok(await sitePages.get(pageKeyOf(request.params.key))),
  });

  admin.route({
    ...endpointRoute(admin, api.update),
    schema: endpointSchema(api.update, {
      tags,
      security,
      summary:
        'Replace the page in every language (English required; HTML sanitised; a language left empty shows the English); logged in the activity log',
      errors: [404, ...guarded],
    }),
    handler: async (request) =>
      ok(
        await sitePages.save(pageKeyOf(request.params.key), request.body, auth.session(request).user.id),
        ADMIN_MESSAGES.pageSaved,
      ),
  });
}
