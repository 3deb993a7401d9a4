import { newsletterApi } from '@trails/contracts/newsletter';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../lib/types.ts';
import type { ModuleDeps } from '../deps.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { done } from '../../lib/respond.ts';
import { requestLocale } from '../../lib/language.ts';
import { emailLanguage, escapeHtml, type EmailLanguage } from '../emails/format.ts';
import { UNSUBSCRIBE_MESSAGES, UNSUBSCRIBE_TEXTS } from './campaigns.service.ts';

const tags = ['newsletters'];

/** A browser gets a page; anything else (a mail client's POST, a script) the API's JSON. */
const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** A small page of its own, in the reader's language, readable without the web app. */
function page(
  reply: FastifyReply,
  status: number,
  language: EmailLanguage,
  siteName: string,
  heading: string,
  inner: string,
) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(heading)} – ${escapeHtml(siteName)}</title>` +
        `<style>${PAGE_STYLE}</style></head>` +
        `<body><main><p class="site">${escapeHtml(siteName)}</p><h1>${escapeHtml(heading)}</h1>${inner}</main></body></html>`,
    );
}

const PAGE_STYLE =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0f172a;font:16px/1.5 system-ui,sans-serif}' +
  'main{max-width:28rem;margin:1rem;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem}' +
  '.site{margin:0;color:#0f766e;font-weight:700}h1{font-size:1.375rem;margin:.5rem 0 1.5rem}' +
  'button{font:inherit;font-weight:600;color:#fff;background:#0f766e;border:0;border-radius:.5rem;padding:.625rem 1.25rem;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #0f766e;outline-offset:2px}' +
  '@media (prefers-color-scheme:dark){body{background:#0f172a;color:#f1f5f9}main{background:#1e293b;border-color:#334155}.site{color:#5eead4}}';

/** A bad link: the page in the browser's language (no account to ask), or the API's JSON error. */
function invalid(request: FastifyRequest, reply: FastifyReply, siteName: string) {
  const language = emailLanguage(requestLocale(request.headers['accept-language']));
  if (wantsHtml(request)) return page(reply, 400, language, siteName, UNSUBSCRIBE_TEXTS[language].invalid, '');
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

    scope.route({
      ...endpointRoute(scope, newsletterApi.unsubscribePage),
      schema: endpointSchema(newsletterApi.unsubscribePage, {
        tags,
        summary: 'The unsubscribe page of a newsletter link',
      }),
      handler: async (request, reply) => {
        const name = await campaigns.siteName();
        const language = await campaigns.unsubscribeLanguage(request.query.token);
        if (language === null) return invalid(request, reply, name);
        const texts = UNSUBSCRIBE_TEXTS[language];
        const action = `${newsletterApi.unsubscribe.path}?token=${encodeURIComponent(request.query.token)}`;
        return page(
          reply,
          200,
          language,
          name,
          texts.heading(name),
          `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(texts.button)}</button></form>`,
        );
      },
    });

    scope.route({
      ...endpointRoute(scope, newsletterApi.unsubscribe),
      schema: endpointSchema(newsletterApi.unsubscribe, {
        tags,
        summary: 'Unsubscribe (one-click, RFC 8058); a browser that asks for HTML gets a page instead',
      }),
      handler: async (request, reply) => {
        const name = await campaigns.siteName();
        const language = await campaigns.unsubscribeLanguage(request.query.token);
        if (language === null || !(await campaigns.unsubscribe(request.query.token)))
          return invalid(request, reply, name);
        if (wantsHtml(request)) return page(reply, 200, language, name, UNSUBSCRIBE_TEXTS[language].done, '');
        return reply.send(done(UNSUBSCRIBE_MESSAGES.done));
      },
    });
  });
}
