/**
 * The public pages' first view, rendered on the server (built by `vite build --ssr` into
 * dist-server/, loaded by the API's pages module). The same routes and providers as the browser's
 * (main.tsx); the data the first view asks for is fetched in-process and sent along with the HTML,
 * so the browser hydrates it without a round trip.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Query, QueryClient } from '@tanstack/react-query';
import { createInstance, type BackendModule, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from '@trails/contracts/constants';
import type { FirstView, FirstViewInput } from '@trails/contracts/first-view';
import { localeBasename, splitLocalePath } from '@trails/contracts/site-pages';
import { AppProvider } from './app/provider';
import { iconSpriteMarkup, setIconRecorder, type IconDrawing } from './components/ui/icon-sprite';
import { AppRoutes, loadRoutePages, routesFor } from './app/router';
import { setApiFetch } from './lib/api-client';
import { setCatalogueLangSource } from './lib/catalogue-request';
import { createPublicQueryClient } from './lib/query-client';
import { settingsQuery } from './lib/settings';

/** Render, fetch what the render asked for, render again: at most this many renders per page. */
const MAX_RENDERS = 3;

function createI18n(lang: string, readLocale: FirstViewInput['readLocale']): I18n {
  const instance = createInstance();
  // Synchronous: a namespace the render asks for is there when React retries the component.
  const backend: BackendModule = {
    type: 'backend',
    init: () => {},
    read: (lng, ns, callback) => {
      const data = readLocale(lng, ns);
      if (data) callback(null, data as Record<string, unknown>);
      else callback(new Error(`no ${lng} ${ns} translations`), false);
    },
  };
  void instance
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [lang, DEFAULT_LOCALE],
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return instance;
}

type Bundle = Record<string, unknown>;

/**
 * Records every translation the render looks up (`store.getResource`, through which i18next reads
 * every key, plural form, nesting and fallback language), by language and namespace.
 */
function recordLookups(instance: I18n): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  // Not in i18next's declared types, but what its translator calls for each lookup.
  type GetResource = (lng: string, ns: string, key?: string | string[], options?: object) => unknown;
  const store = instance.store as unknown as { getResource: GetResource };
  const read = store.getResource.bind(store);
  store.getResource = (lng, ns, key, options) => {
    if (key !== undefined && key !== '') {
      const name = Array.isArray(key) ? key.join('.') : key;
      const at = `${lng} ${ns}`;
      let keys = used.get(at);
      if (!keys) used.set(at, (keys = new Set()));
      keys.add(name);
    }
    return read(lng, ns, key, options);
  };
  return used;
}

/** Only the keys of `bundle` the render read (a nested object whole), in the same shape. */
function pickKeys(bundle: Bundle, keys: Set<string> | undefined): Bundle {
  const picked: Bundle = {};
  for (const key of keys ?? []) {
    const path = key.split('.');
    let value: unknown = bundle;
    for (const part of path) value = value && typeof value === 'object' ? (value as Bundle)[part] : undefined;
    // A flat key that holds a dot.
    if (value === undefined && key in bundle) {
      picked[key] = bundle[key];
      continue;
    }
    if (value === undefined) continue;
    let into = picked;
    for (const part of path.slice(0, -1)) {
      const next = into[part];
      into = (next && typeof next === 'object' ? next : (into[part] = {})) as Bundle;
    }
    into[path[path.length - 1]!] = value;
  }
  return picked;
}

/** A query the render registered but nothing fetched (the server never mounts observers). */
function isWaiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled;
  return on !== false && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

async function toText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/**
 * The page's first view as HTML with its data, or null when the address is not one to render
 * here (a redirect, an error on the route, a query that failed): the caller serves the page as
 * the browser renders it.
 */
export function render(input: FirstViewInput<typeof fetch, AbortSignal>): Promise<FirstView | null> {
  const icons = new Map<string, IconDrawing>();
  return currentRender.run({ fetch: input.fetch, lang: input.lang, icons }, () => renderPage(input, icons));
}

/**
 * Each render's own way to reach the API and its language, for the code it runs (queries, the
 * catalogue's `lang`): several renders overlap in time on a busy server, each awaiting its data.
 */
const currentRender = new AsyncLocalStorage<{
  fetch: typeof fetch;
  lang: string;
  /** The icons the render drew, for the page's icon sprite. */
  icons: Map<string, IconDrawing>;
}>();
setApiFetch((request, init) => {
  const send = currentRender.getStore()?.fetch;
  if (!send) throw new Error('An API request outside a server render');
  return send(request, init);
});
// The catalogue's texts are read in the language the page renders in (its query keys say so).
setCatalogueLangSource(() => currentRender.getStore()?.lang ?? null);
setIconRecorder((name, drawing) => {
  const icons = currentRender.getStore()?.icons;
  if (icons && !icons.has(name)) icons.set(name, drawing);
});

async function renderPage(
  input: FirstViewInput<typeof fetch, AbortSignal>,
  icons: Map<string, IconDrawing>,
): Promise<FirstView | null> {
  const url = new URL(input.url, 'http://localhost');
  // The address's language: its links stay under its prefix. The page's texts are in `input.lang`,
  // which the server sets to the same language for a public page.
  const locale = splitLocalePath(url.pathname).locale;
  const routes = routesFor(locale);
  const basename = localeBasename(locale);
  // The pages' code, loaded before the first drawing; an address outside the routes, or a page
  // whose code fails to load, is left to the browser.
  const pages = await loadRoutePages(routes, url, basename).catch(() => null);
  if (!pages) return null;

  const queryClient: QueryClient = createPublicQueryClient();
  // No garbage-collection timers on the server: the client is dropped with the request.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, gcTime: Infinity, retry: false },
  });
  if (input.settings) queryClient.setQueryData(settingsQuery.queryKey, input.settings);
  const i18n = createI18n(input.lang, input.readLocale);
  const lookups = recordLookups(i18n);
  // What the matched pages say their first view reads, in the cache before the first drawing.
  await Promise.all(
    pages.map(({ prefetch, params }) => prefetch?.({ params, url, client: queryClient }).catch(() => undefined)),
  );

  const app: ReactNode = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppProvider client={queryClient}>
          <StaticRouter location={url.pathname + url.search} basename={basename}>
            <AppRoutes routes={routes} />
          </StaticRouter>
        </AppProvider>
      </I18nextProvider>
    </StrictMode>
  );

  try {
    let html = '';
    let renders = 1;
    for (; ; renders += 1) {
      // The sprite holds the icons of the render that is kept.
      icons.clear();
      const errors: unknown[] = [];
      const { prelude } = await prerender(app, {
        signal: input.signal,
        onError: (error) => void errors.push(error),
        // Every boundary in place in the HTML: no script moves content in (the CSP allows none inline).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      });
      // An error inside a Suspense boundary leaves it to the browser, which would report it on hydration.
      if (errors.length > 0) throw errors[0];
      html = await toText(prelude);
      const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
      if (waiting.length === 0 || renders === MAX_RENDERS) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
    // A failed query would hydrate as pending while the server showed its error: the browser renders such a page.
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    ) {
      return null;
    }
    // Only the translations the first view shows: the browser loads the rest before it hydrates.
    const lng = i18n.language;
    const resources: FirstView['i18n']['resources'] = {};
    for (const code of new Set([lng, DEFAULT_LOCALE])) {
      const loaded = i18n.store.data[code];
      if (!loaded) continue;
      resources[code] = Object.fromEntries(
        Object.entries(loaded).map(([ns, bundle]) => [ns, pickKeys(bundle as Bundle, lookups.get(`${code} ${ns}`))]),
      );
    }
    const queries = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      // The settings travel once, in `#initial-settings`, which the browser seeds the same query from.
      .filter((query) => !(input.settings && query.queryHash === JSON.stringify(settingsQuery.queryKey)))
      .map(({ queryKey, state }) => ({ queryKey, data: state.data, dataUpdatedAt: state.dataUpdatedAt }));
    return { html, data: { queries }, i18n: { lng, resources }, sprite: iconSpriteMarkup(icons), draws: renders };
  } finally {
    queryClient.clear();
  }
}
