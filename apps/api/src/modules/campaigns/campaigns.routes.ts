import { unsubscribeQuery } from '@trails/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { done } from '../../lib/respond.ts';
import { escapeHtml } from '../emails/format.ts';
import { UNSUBSCRIBE_MESSAGES, UNSUBSCRIBE_PATH } from './campaigns.service.ts';

const tags = ['newsletters'];

/** A browser gets a page; anything else (a mail client's POST, a script) the API's JSON. */
const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

function page(reply: FastifyReply, status: number, siteName: string, heading: string, inner: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(heading)} – ${escapeHtml(siteName)}</title></head>` +
        `<body><main><h1>${escapeHtml(heading)}</h1>${inner}</main></body></html>`,
    );
}

function invalid(request: FastifyRequest, reply: FastifyReply, siteName: string) {
  if (wantsHtml(request)) return page(reply, 400, siteName, UNSUBSCRIBE_MESSAGES.invalid, '');
  return reply.code(400).send({ success: false, message: UNSUBSCRIBE_MESSAGES.invalid });
}

/**
 * The newsletter's unsubscribe link. GET shows a page with one button (a link checker that opens
 * the address changes nothing); POST unsubscribes: the page's button, and mail clients' RFC 8058
 * one-click POST (body `List-Unsubscribe=One-Click`). A forged token answers 400: a page to a
 * browser, the API's JSON error otherwise.
 */
export function registerUnsubscribeRoutes(app: App, { campaigns }: Pick<ModuleDeps, 'campaigns'>) {
  void app.register(async (scope: App) => {
    // Form posts, as mail clients and the page's button send them; the body itself is not needed.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, finish) => finish(null, body),
    );

    scope.get(
      UNSUBSCRIBE_PATH,
      { schema: { tags, summary: 'The unsubscribe page of a newsletter link', querystring: unsubscribeQuery } },
      async (request, reply) => {
        const name = await campaigns.siteName();
        if ((await campaigns.verifyToken(request.query.token)) === null) return invalid(request, reply, name);
        const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`;
        return page(
          reply,
          200,
          name,
          `Unsubscribe from ${name} newsletters`,
          `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
        );
      },
    );

    scope.post(
      UNSUBSCRIBE_PATH,
      { schema: { tags, summary: 'Unsubscribe (one-click, RFC 8058)', querystring: unsubscribeQuery } },
      async (request, reply) => {
        const name = await campaigns.siteName();
        if (!(await campaigns.unsubscribe(request.query.token))) return invalid(request, reply, name);
        if (wantsHtml(request)) return page(reply, 200, name, UNSUBSCRIBE_MESSAGES.done, '');
        return reply.send(done(UNSUBSCRIBE_MESSAGES.done));
      },
    );
  });
}
