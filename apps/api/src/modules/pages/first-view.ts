import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstView, FirstViewInput } from '@trails/contracts/first-view';
import type { App } from '../../lib/types.ts';
import { cacheKey } from '../../plugins/public-cache.ts';
import { escapeHtml, jsonForScript } from './html.ts';

/** The web app's server build (apps/web/src/entry-server.tsx). */
export type RenderFirstView = (input: FirstViewInput<typeof fetch, AbortSignal>) => Promise<FirstView | null>;

/** The public pages whose first view the server renders; the others are rendered by the browser. */
export const SERVER_RENDERED_PAGES = new Set([
  '/',
  '/tours',
  '/tour/:id',
  '/treks',
  '/trek/:id',
  '/destinations',
  '/destination/:id',
  '/search',
  '/blog',
  '/blog/:id',
  '/faq',
  '/terms',
  '/privacy',
]);

/** A render that takes longer is abandoned: the browser renders that page. */
export const FIRST_VIEW_TIMEOUT_MS = 1000;

/**
 * The server build's `render`, loaded from `entry-server.js` once per process (its chunks import
 * the entry by its plain address: loading it again under another would be a second copy of the
 * app, so a new server build takes a restart, as `npm start` does); null without a server build.
 */
export function firstViewLoader(serverDistDir: string): () => Promise<RenderFirstView | null> {
  const entry = path.join(serverDistDir, 'entry-server.js');
  let loaded: Promise<RenderFirstView> | undefined;
  return async () => {
    if (!loaded) {
      if (!fs.existsSync(entry)) return null;
      loaded = import(pathToFileURL(entry).href).then((module: { render: RenderFirstView }) => module.render);
    }
    return loaded;
  };
}

/**
 * The API as the web app's client calls it, answered in-process by `app.inject`: an anonymous
 * visitor's GET, so the answers are the public ones (and come from the response cache).
 */
export function injectFetch(app: App, lang: string): typeof fetch {
  return async (input, init) => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') return new Response(null, { status: 405 });
    // A public answer the response cache holds is what `inject` would send (its onRequest hook
    // answers from the same entry): read without the round through Fastify's routing and hooks.
    const kept = url.startsWith('/api/') ? app.publicCache.get(cacheKey(url)) : undefined;
    if (kept) {
      return new Response(new Uint8Array(kept.body), {
        status: 200,
        headers: { 'content-type': kept.headers['content-type'] ?? 'application/json; charset=utf-8' },
      });
    }
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', 'accept-language': lang, 'x-requested-with': 'XMLHttpRequest' },
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** Reads `{distDir}/locales/{lng}/{ns}.json` once per file and build. */
export function localeReader(distDir: string): (lng: string, ns: string) => object | null {
  const cache = new Map<string, { mtimeMs: number; data: object | null }>();
  return (lng, ns) => {
    if (!/^[a-z]{2}$/.test(lng) || !/^[a-z-]+$/.test(ns)) return null;
    const file = path.join(distDir, 'locales', lng, `${ns}.json`);
    try {
      const { mtimeMs } = fs.statSync(file);
      const known = cache.get(file);
      if (known && known.mtimeMs === mtimeMs) return known.data;
      const data = JSON.parse(fs.readFileSync(file, 'utf8')) as object;
      cache.set(file, { mtimeMs, data });
      return data;
    } catch {
      return null;
    }
  };
}

/**
 * Puts a rendered first view into the page: the markup in `#root`, its data and translations after
 * it, the drawings of its icons before it (so each icon has its drawing as it is read).
 */
export function withFirstView(html: string, view: FirstView): string {
  const scripts =
    `<script type="application/json" id="initial-data">${jsonForScript(view.data)}</script>` +
    `<script type="application/json" id="initial-i18n">${jsonForScript(view.i18n)}</script>`;
  return appScriptsAfterFirstPaint(html).replace(
    '<div id="root"></div>',
    () => `${view.sprite ?? ''}<div id="root">${view.html}</div>${scripts}`,
  );
}

const MODULE_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/**
 * A page whose first view is in its HTML needs no script to be seen: its app scripts (the entry
 * and the modules it preloads, as Vite wrote them) are named in `<meta name="app-scripts">`
 * instead, entry first, and theme-init.js loads them once the page has painted. On a slow network
 * the markup, stylesheet, font and pictures then have the bandwidth to themselves until the first
 * paint, instead of sharing it with 150 KB of scripts that paint nothing.
 */
export function appScriptsAfterFirstPaint(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const meta = `<meta name="app-scripts" content="${escapeHtml([...entries, ...preloads].join(' '))}" />\n    `;
  return html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => meta);
}
