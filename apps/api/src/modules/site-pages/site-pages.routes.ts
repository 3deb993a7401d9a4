import { sitePagesApi } from '@trails/contracts/page-content';
import type { App } from '../../lib/types.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { ok } from '../../lib/respond.ts';
import { publicCache } from '../catalogue/http.ts';
import type { ModuleDeps } from '../deps.ts';
import { pageKeyOf } from './site-pages.service.ts';

/** The operator's own pages as the public site reads them (kept in the response cache). */
export function registerSitePageRoutes(app: App, { sitePages }: Pick<ModuleDeps, 'sitePages'>): void {
  app.route({
    ...endpointRoute(app, sitePagesApi.get),
    onSend: publicCache,
    schema: endpointSchema(sitePagesApi.get, {
      tags: ['pages'],
      summary:
        'One of the pages the operator writes (hero, gallery, faq, terms, privacy) in a language (`lang`, English when absent); a language left empty shows the English, field by field',
      errors: [404, 422],
    }),
    handler: async (request) => ok(await sitePages.read(pageKeyOf(request.params.key), request.query.lang)),
  });
}
