import { envelope, errorBody } from '@trails/contracts/common';
import { pageKeyParam, pageQuery, sitePage } from '@trails/contracts/page-content';
import type { App } from '../../lib/types.ts';
import { ok } from '../../lib/respond.ts';
import { publicCache } from '../catalogue/http.ts';
import type { ModuleDeps } from '../deps.ts';
import { pageKeyOf } from './site-pages.service.ts';

/** The operator's own pages as the public site reads them (kept in the response cache). */
export function registerSitePageRoutes(app: App, { sitePages }: Pick<ModuleDeps, 'sitePages'>): void {
  app.get(
    '/api/pages/:key',
    {
      onSend: publicCache,
      schema: {
        tags: ['pages'],
        summary:
          'One of the pages the operator writes (hero, gallery, faq, terms, privacy) in a language (`lang`, English when absent); a language left empty shows the English, field by field',
        params: pageKeyParam,
        querystring: pageQuery,
        response: { 200: envelope(sitePage), 404: errorBody, 422: errorBody },
      },
    },
    async (request) => ok(await sitePages.read(pageKeyOf(request.params.key), request.query.lang)),
  );
}
