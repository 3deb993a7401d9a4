import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@trails/contracts/constants';
import type { FirstView } from '@trails/contracts/first-view';
import type { PublicSettings } from '@trails/contracts/settings';
import { localePath, PREFIXED_LOCALES, splitLocalePath } from '@trails/contracts/site-pages';
import { siteOrigin, type Config } from '../../config.ts';
import { requestLocale } from '../../lib/language.ts';
import type { App } from '../../lib/types.ts';
import { apiNotFound } from '../../plugins/errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import {
  FIRST_VIEW_TIMEOUT_MS,
  firstViewLoader,
  injectFetch,
  localeReader,
  SERVER_RENDERED_PAGES,
  withFirstView,
} from './first-view.ts';
import { escapeHtml, renderHtml, type PageMeta } from './html.ts';
import {
  alternateLinks,
  languageCookie,
  localeText,
  OG_LOCALES,
  pageDescription,
  pageTitle,
  redirectLocale,
} from './page-language.ts';
import { findPublicPage, PUBLIC_PAGES } from './public-pages.ts';
import { versionMemo } from './version-memo.ts';
import { withoutTrailingSlashes } from '../../lib/text.ts';
import { matches, PER_COPY_HEADERS, pageCacheKey, writeCached } from '../../plugins/public-cache.ts';

/** What a resolver may need besides the route's params: the site's address and public settings. */
export interface PageContext {
  /** `https://example.com`, no trailing slash: absolute URLs (canonical, images) start with it. */
  origin: string;
  site: PublicSettings;
  /** The language the page is rendered in: its address's (`/hi/...` is Hindi, an un-prefixed one English). */
  locale: Locale;
  /**
   * A text of the web app (`nav.tours`, in `ns`, `common` by default) in the page's language, its
   * `{{placeholders}}` filled from `values`: what the page's head and JSON-LD say besides the item's
   * own content. `english` on an English page, or where the language lacks the text.
   */
  text(key: string, english: string, values?: Record<string, string>, ns?: 'common' | 'info'): string;
  /** The absolute address of an (English) path in the page's language: `/tour/x` is `<origin>/hi/tour/x` on a Hindi page. */
  url(path: string): string;
}

/**
 * Turns a matched route into page-specific meta; a catalogue module answers `{ notFound: true }`
 * for a missing item (the page is then a 404), or null to keep the route's defaults.
 */
export type PageMetaResolver = (
  params: Record<string, string>,
  context: PageContext,
) => Promise<(Partial<PageMeta> & { notFound?: boolean }) | null> | null;

/** One more address for sitemap.xml: a path of the site and when its content last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

export interface PagesOptions {
  /** Keyed by a PUBLIC_PAGES path such as `/tour/:id`. */
  resolvers?: Record<string, PageMetaResolver>;
  /** The catalogue's pages (bounded), listed after the fixed ones. */
  sitemapEntries?: () => Promise<SitemapEntry[]>;
}

/** Several modules' page options as one: every resolver, and all their sitemap entries in order. */
export function combinePages(...parts: PagesOptions[]): PagesOptions {
  return {
    resolvers: Object.assign({}, ...parts.map((part) => part.resolvers ?? {})) as Record<string, PageMetaResolver>,
    sitemapEntries: async () => (await Promise.all(parts.map((part) => part.sitemapEntries?.() ?? []))).flat(),
  };
}

/** The share picture of a page without its own when the site has no logo. */
const HOME_HERO_IMAGE = '/images/scenes/gallery-home.svg';

const NON_PAGE_PREFIXES = ['/api/', '/uploads/', '/images/', '/locales/', '/assets/'];

/**
 * sitemap.xml names every page once per language, within the format's 50,000 addresses: at most
 * this many pages (the fixed ones first, then the catalogue's and the articles').
 */
const SITEMAP_MAX_PAGES = Math.floor(50_000 / LOCALES.length);

/**
 * Serves the built web app: hashed assets with a long cache, locales, uploads, and every other GET
 * as index.html with the page's own head tags, so shared links and crawlers see real titles.
 */
export async function registerPageRoutes(
  app: App,
  { config, settings }: { config: Config; settings: SettingsService },
  options: PagesOptions = {},
) {
  const origin = siteOrigin(config);
  const distDir = config.WEB_DIST_DIR;
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const resolvers = { ...options.resolvers };
  const loadFirstView = firstViewLoader(config.WEB_SERVER_DIST_DIR);
  const readLocale = localeReader(distDir);
  const cache = app.publicCache;
  // The public settings and each item's head data, once per public data version (as the kept pages).
  const siteMemo = versionMemo<PublicSettings>(() => cache.version);
  const headMemo = versionMemo<Awaited<ReturnType<PageMetaResolver>>>(() => cache.version);
  // Loaded at start, not by the first visitor.
  if (hasBuild) {
    loadFirstView().catch((error: unknown) =>
      app.log.error({ err: error }, 'the server build of the pages failed to load'),
    );
  }
  let template: { html: string; mtimeMs: number } | undefined;
  /** index.html, re-read when a new build replaces it. */
  const readTemplate = (): string => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (!template || template.mtimeMs !== mtimeMs) template = { html: fs.readFileSync(indexFile, 'utf8'), mtimeMs };
    return template.html;
  };

  const uploadsDir = path.join(config.DATA_DIR, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Every stored file gets a new random name: its content never changes.
    maxAge: '365d',
    immutable: true,
  });

  if (hasBuild) {
    // Hashed file names never change content: cache them for a year.
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      maxAge: '365d',
      immutable: true,
      // The build writes each script's Brotli and gzip forms beside it (vite.config.ts, precompress).
      preCompressed: true,
      allowedPath: (pathName) => !pathName.endsWith('/'),
    });
    // Everything else in the build (locales, favicon, theme script) is revalidated.
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: true,
      // Not index.html itself, the build's own records (.vite/: which chunk holds which source) or a
      // directory: `/` would answer send's 403 otherwise.
      allowedPath: (pathName) =>
        pathName !== '/index.html' &&
        !pathName.endsWith('/') &&
        !pathName.startsWith('/assets/') &&
        !pathName.startsWith('/.vite/'),
      preCompressed: true,
      maxAge: 0,
    });
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      // The private pages at every language's address.
      ...['', ...PREFIXED_LOCALES.map((locale) => `/${locale}`)].flatMap((prefix) => [
        `Disallow: ${prefix}/profile`,
        `Disallow: ${prefix}/wishlist`,
        `Disallow: ${prefix}/booking`,
      ]),
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').send(body);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const pages: SitemapEntry[] = [
      ...PUBLIC_PAGES.filter((page) => page.inSitemap).map((page) => ({ path: page.path })),
      ...((await options.sitemapEntries?.()) ?? []),
    ].slice(0, SITEMAP_MAX_PAGES);
    // Each page once per language, each naming all of its languages' addresses (and x-default).
    const urls = pages.flatMap((entry) => {
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
      const links = alternateLinks(origin, entry.path)
        .map((link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}"/>`)
        .join('');
      return LOCALES.map(
        (locale) =>
          `  <url><loc>${escapeHtml(`${origin}${localePath(locale, entry.path)}`)}</loc>${lastmod}${links}</url>`,
      );
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = new URL(request.url, 'http://local').pathname;
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds first).');
    }
    // The page's language is its address's: `/hi/tours` is the tours page in Hindi.
    const { locale, path: pagePath } = splitLocalePath(pathname);
    // A visitor's un-prefixed (English) address goes, once, to their language's address: the `lang`
    // cookie's choice, or without one their browser's language. Before the kept pages answer.
    const redirectTo = redirectLocale(request.url, request.headers);
    if (redirectTo && findPublicPage(pathname)) {
      return reply
        .status(302)
        .header('location', localePath(redirectTo, request.url))
        .header('cache-control', 'private, no-store')
        .header('set-cookie', languageCookie(redirectTo))
        .send('');
    }
    // An anonymous GET of a page is the same for everyone who opens its address: kept whole with
    // its compressed copies while the public data (and the settings, which bump it) stand. Nothing
    // in the HTML depends on a cookie; a signed-in traveller's state loads after hydration.
    const cacheable = request.method === 'GET' && request.headers.authorization === undefined && cache.enabled;
    const key = pageCacheKey(request.url);
    if (cacheable) {
      const entry = cache.get(key);
      if (entry) {
        // `app.inject`, or a request the server's own fast path met before the entry was stored.
        reply.hijack();
        writeCached(request.raw, reply.raw, entry);
        return reply;
      }
    }
    const readVersion = cache.version;
    const site = cache.enabled ? await siteMemo.get('public', () => settings.getPublic()) : await settings.getPublic();
    const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
    // Under a language prefix only the public pages exist (`/hi/admin` is a missing page).
    const match = isAdmin ? null : findPublicPage(pagePath);
    let status = match || isAdmin ? 200 : 404;

    const meta: PageMeta = {
      title: `${isAdmin ? 'Admin' : (match?.page.title ?? 'Page Not Found')} - ${site.site_name}`,
      description: match?.page.description ?? site.site_description,
      canonicalUrl: `${origin}${match?.page.canonicalPath ?? (pagePath === '/' ? '/' : withoutTrailingSlashes(pagePath))}`,
      imageUrl: `${origin}${site.site_logo || HOME_HERO_IMAGE}`,
      siteName: site.site_name,
      noindex: isAdmin || !match || match.page.noindex,
      settings: site,
      // A public page is in its address's language; the back office (no prefix) starts in the
      // browser's first language the site has, as the web app picks it when nothing is stored.
      lang: isAdmin ? (requestLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE) : locale,
    };
    // A fixed page's title in its address's language (an item's page takes the item's title below).
    const localTitle = match && locale !== DEFAULT_LOCALE ? pageTitle(match.page.path, locale, readLocale) : null;
    if (localTitle) meta.title = `${localTitle} - ${site.site_name}`;
    const localDescription =
      match && locale !== DEFAULT_LOCALE ? pageDescription(match.page.path, locale, readLocale) : null;
    if (localDescription) meta.description = localDescription;
    // The home page's hero picture (home-hero.tsx) is preloaded from its head: its resolver names it.
    if (pagePath === '/') meta.title = `${site.site_name} - ${site.site_description}`;

    const resolver = match ? resolvers[match.page.path] : undefined;
    if (match && resolver) {
      const context: PageContext = {
        origin,
        site,
        locale,
        text: (key, english, values = {}, ns = 'common') =>
          (locale === DEFAULT_LOCALE ? null : localeText(readLocale, locale, ns, key, values)) ?? english,
        url: (englishPath) => `${origin}${localePath(locale, englishPath)}`,
      };
      // A missing item's answer is not kept: it costs little, and any address could fill the memo.
      const extra = cache.enabled
        ? await headMemo.get(
            `${locale} ${match.page.path} ${JSON.stringify(match.params)}`,
            async () => resolver(match.params, context),
            (found) => !found?.notFound,
          )
        : await resolver(match.params, context);
      if (extra?.notFound) {
        status = 404;
        meta.title = `Page Not Found - ${site.site_name}`;
        meta.noindex = true;
      } else if (extra) {
        Object.assign(meta, extra, extra.title ? { title: `${extra.title} - ${site.site_name}` } : {});
      }
    }

    if (match && status === 200) {
      // The resolvers name the English address; this page's own is its language's, and the head
      // names every language's (hreflang) and the English one as x-default.
      const englishPath = meta.canonicalUrl.startsWith(origin) ? meta.canonicalUrl.slice(origin.length) || '/' : null;
      if (englishPath) {
        meta.canonicalUrl = `${origin}${localePath(locale, englishPath)}`;
        meta.alternates = alternateLinks(origin, englishPath);
      }
      meta.ogLocale = {
        locale: OG_LOCALES[locale],
        alternates: LOCALES.filter((other) => other !== locale).map((other) => OG_LOCALES[other]),
      };
    }

    let html = renderHtml(readTemplate(), meta);
    // A page the server should have rendered but did not (a failed or slow render) is not kept.
    let complete = true;
    if (status === 200 && match && SERVER_RENDERED_PAGES.has(match.page.path) && !request.headers.authorization) {
      const view = await renderFirstView(request, locale, site);
      if (view) html = withFirstView(html, view);
      else complete = false;
    }
    // A prefixed address decides its language alone; an un-prefixed one answers a visitor whose
    // cookie or browser names another language with a redirect instead (the back office's first
    // language is the browser's).
    const vary = locale === DEFAULT_LOCALE ? ['Accept-Language', 'Cookie'] : [];
    void reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (vary.length) void reply.header('vary', vary.join(', '));
    if (!(cacheable && complete && status === 200 && match)) return reply.send(html);

    const body = Buffer.from(html);
    const etag = cache.etagOf(body);
    void reply.header('etag', etag).header('vary', [...vary, 'Accept-Encoding'].join(', '));
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !PER_COPY_HEADERS.has(name))
        headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    // No route: any change to public data empties it (a page shows lists, reviews and settings).
    void cache.store(key, readVersion, { body, etag, headers }).catch((error: unknown) => {
      request.log.warn({ err: error }, 'could not keep a rendered page');
    });
    if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send('');
    return reply.send(body);
  }

  /**
   * The page's first view as the browser would render it for an anonymous visitor, or null: no
   * server build, a page the server does not render (redirect, failed data), an error or a render
   * slower than FIRST_VIEW_TIMEOUT_MS (logged). The browser then renders the page itself.
   */
  /** Renders under way, by language, address and public data version: visitors who ask meanwhile share one. */
  const rendering = new Map<string, Promise<FirstView | null>>();
  function renderFirstView(request: FastifyRequest, lang: string, site: PublicSettings): Promise<FirstView | null> {
    const key = `${cache.version} ${pageCacheKey(request.url)}`;
    let render = rendering.get(key);
    if (!render) {
      render = renderFirstViewNow(request, lang, site).finally(() => rendering.delete(key));
      rendering.set(key, render);
    }
    return render;
  }

  async function renderFirstViewNow(
    request: FastifyRequest,
    lang: string,
    site: PublicSettings,
  ): Promise<FirstView | null> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    try {
      // Loading the server build is no part of the render's time.
      const render = await loadFirstView();
      if (!render) return null;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new Error(`the first view took more than ${FIRST_VIEW_TIMEOUT_MS} ms`));
        }, FIRST_VIEW_TIMEOUT_MS);
      });
      const view = await Promise.race([
        render({
          url: request.url,
          lang,
          settings: site,
          fetch: injectFetch(app, lang),
          readLocale,
          signal: controller.signal,
        }),
        timeout,
      ]);
      return view;
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server render failed: the browser renders the page');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1)) &&
      !/\.[a-z0-9]{1,8}$/i.test(pathname);
    if (wantsPage) return sendPage(request, reply);
    return reply.status(404).send(apiNotFound());
  });
}
