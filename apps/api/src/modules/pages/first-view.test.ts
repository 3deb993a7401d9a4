import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSettings } from '@trails/contracts/settings';
import { tours } from '../../db/schema/index.ts';
import { seedDemoData } from '../../db/seed/index.ts';
import { pageCacheKey } from '../../plugins/public-cache.ts';
import { firstViewLoader, injectFetch, localeReader } from './first-view.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const webDir = path.join(repoRoot, 'apps/web');

/** The web app's server build, made for these tests (the browser's build is not needed). */
let serverBuild: string;
/** A stand-in for the browser's build: index.html as Vite writes it, and the real translations. */
let webDist: string;
let ctx: TestContext;
let tour: { id: number; slug: string };

beforeAll(async () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'trails-first-view-'));
  // Inside the web app, where its imports of libraries resolve (node_modules is not in git).
  fs.mkdirSync(path.join(webDir, 'node_modules'), { recursive: true });
  serverBuild = fs.mkdtempSync(path.join(webDir, 'node_modules', '.first-view-test-'));
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', serverBuild, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: webDir, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`the server build failed: ${build.stderr}`);

  webDist = path.join(scratch, 'web');
  fs.mkdirSync(webDist);
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Himalaya Trails</title>' +
      '<script src="/theme-init.js"></script>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/vendor.js">\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div></body></html>',
  );
  fs.cpSync(path.join(webDir, 'public/locales'), path.join(webDist, 'locales'), { recursive: true });

  ctx = await createTestContext({ WEB_DIST_DIR: webDist, WEB_SERVER_DIST_DIR: serverBuild });
  const f = catalogueFixtures(ctx.db);
  const place = await f.destination({ name: 'Kullu', slug: 'kullu-first-view' });
  tour = await f.tour(place.id, { title: 'River Rafting Days', slug: 'river-rafting-days', isFeatured: true });
  await f.tour(place.id, { title: 'Orchard Walks', slug: 'orchard-walks' });
  // The first render of a page loads its modules, which on a busy machine can pass the render's
  // time limit (the page is then served for the browser to render): load them before the tests.
  for (const url of ['/', '/tours', `/tour/${tour.slug}`]) await ctx.app.inject({ url });
}, 120_000);
afterAll(async () => {
  await ctx.close();
  fs.rmSync(serverBuild, { recursive: true, force: true });
});

/** What the server put in `<div id="root">`, and the JSON of a `<script type="application/json">`. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="initial-data">');
  expect(start, 'a root element').toBeGreaterThan(0);
  expect(end, 'the first view’s data after it').toBeGreaterThan(start);
  return html.slice(start, end);
}

function jsonOf(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
  expect(match, `#${id}`).not.toBeNull();
  return JSON.parse(match![1]!);
}

interface InitialData {
  queries: { queryKey: unknown[]; data: unknown; dataUpdatedAt: number }[];
}

const queryKeys = (html: string) =>
  (jsonOf(html, 'initial-data') as InitialData).queries.map((query) => query.queryKey);

describe('server-rendered first view', () => {
  it('renders the home page with its lists and puts their data and translations into the page', async () => {
    const response = await ctx.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    // The head tags stay.
    expect(html).toContain('<link rel="preload" as="image" href="/images/scenes/gallery-home.svg"');
    expect(html).toContain('id="initial-settings"');
    const root = rootOf(html);
    expect(root).toMatch(/<h1[^>]*>Treks and journeys in the Himalaya, led by locals<\/h1>/);
    expect(root).toContain('River Rafting Days');
    expect(root).toContain('href="/tour/river-rafting-days"');
    const keys = queryKeys(html);
    // The settings travel once, in #initial-settings, which the browser seeds the same query from.
    expect(keys).not.toContainEqual(['settings']);
    // The first carousel's list; the later bands' first trips as names and addresses only (their
    // lists are fetched after hydration).
    expect(keys.some((key) => key[0] === 'destinations')).toBe(true);
    expect(keys).toContainEqual(['home', 'band-links', 'featuredTours', 'en']);
    expect(keys.some((key) => key[0] === 'tours')).toBe(false);
    const translations = jsonOf(html, 'initial-i18n') as {
      lng: string;
      resources: Record<string, Record<string, unknown>>;
    };
    expect(translations.lng).toBe('en');
    expect(Object.keys(translations.resources.en!)).toContain('common');
    // No value can close the script element early.
    expect(html.split('id="initial-data">')[1]!.split('</script>')[0]).not.toContain('<');
    // The page is seen without scripts: theme-init.js starts the app's after the first paint.
    expect(html).toContain('<meta name="app-scripts" content="/assets/index.js /assets/vendor.js" />');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it('renders a tour page: its title in the h1, the tour in the data', async () => {
    const response = await ctx.app.inject({ url: `/tour/${tour.slug}` });
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toMatch(/<h1[^>]*>River Rafting Days<\/h1>/);
    const data = jsonOf(response.body, 'initial-data') as InitialData;
    const detail = data.queries.find((query) => JSON.stringify(query.data).includes('"river-rafting-days"'));
    expect(detail?.dataUpdatedAt).toBeGreaterThan(0);
  });

  it('loads the first view’s data in the language the page renders in, English where it is not translated', async () => {
    await ctx.db
      .update(tours)
      .set({ translations: { hi: { title: 'नदी राफ़्टिंग के दिन' } } })
      .where(eq(tours.id, tour.id));
    await ctx.app.publicCache.invalidate();
    const hindi = await ctx.app.inject({ url: `/hi/tour/${tour.slug}` });
    expect(rootOf(hindi.body)).toMatch(/<h1[^>]*>नदी राफ़्टिंग के दिन<\/h1>/);
    expect(hindi.body).toContain('<title>नदी राफ़्टिंग के दिन');
    expect(queryKeys(hindi.body).some((key) => key[0] === 'tours' && key.at(-1) === 'hi')).toBe(true);
    const french = await ctx.app.inject({ url: `/fr/tour/${tour.slug}` });
    expect(rootOf(french.body)).toMatch(/<h1[^>]*>River Rafting Days<\/h1>/);

    await ctx.db.update(tours).set({ translations: {} }).where(eq(tours.id, tour.id));
    await ctx.app.publicCache.invalidate();
  });

  it('renders the tours list with its cards', async () => {
    const response = await ctx.app.inject({ url: '/tours' });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('River Rafting Days');
    expect(root).toContain('Orchard Walks');
    expect(queryKeys(response.body).some((key) => key[0] === 'tours')).toBe(true);
  });

  it('serves a rendered view again until public data changes, then renders the change', async () => {
    const url = `/tour/${tour.slug}`;
    const first = await ctx.app.inject({ url });
    const again = await ctx.app.inject({ url });
    expect(rootOf(again.body)).toBe(rootOf(first.body));
    await ctx.db.update(tours).set({ title: 'White Water Days' }).where(eq(tours.id, tour.id));
    await ctx.app.publicCache.invalidate();
    const changed = await ctx.app.inject({ url });
    expect(rootOf(changed.body)).toMatch(/<h1[^>]*>White Water Days<\/h1>/);
    await ctx.db.update(tours).set({ title: 'River Rafting Days' }).where(eq(tours.id, tour.id));
    await ctx.app.publicCache.invalidate();
  });

  it('leaves the back office, sign-in, missing pages and requests with a token to the browser', async () => {
    for (const url of ['/admin', '/login', '/profile', '/tour/no-such-tour']) {
      const response = await ctx.app.inject({ url });
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('id="initial-data"');
      // The browser renders these, so the app's scripts load at once.
      expect(response.body, url).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
      expect(response.body, url).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor.js">');
      expect(response.body, url).not.toContain('app-scripts');
    }
    const withToken = await ctx.app.inject({ url: '/tours', headers: bearer('some-token') });
    expect(withToken.body).toContain('<div id="root"></div>');
  });
});

describe('rendered pages kept whole', () => {
  const url = () => `/tour/${tour.slug}`;
  const kept = (path: string) => ctx.app.publicCache.get(pageCacheKey(path));

  it('keeps a rendered page with an ETag, answers it again without rendering, and 304 for its ETag', async () => {
    await ctx.app.publicCache.invalidate();
    const first = await ctx.app.inject({ url: url() });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    // An un-prefixed address redirects a visitor whose cookie or browser names another language.
    expect(first.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
    // Stored once its compressed copies are made.
    await expect.poll(() => kept(url())).toBeDefined();
    // A change behind the cache's back (no invalidate): the kept page is what is served.
    await ctx.db.update(tours).set({ title: 'Behind The Cache' }).where(eq(tours.id, tour.id));
    const again = await ctx.app.inject({ url: url() });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const revalidated = await ctx.app.inject({ url: url(), headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // The same address with its query in another order is the same page.
    const ordered = await ctx.app.inject({ url: '/tours?b=2&a=1' });
    await expect.poll(() => kept('/tours?a=1&b=2')).toBeDefined();
    expect((await ctx.app.inject({ url: '/tours?a=1&b=2' })).headers.etag).toBe(ordered.headers.etag);

    // A change to public data through the services empties it: the next answer is rendered again.
    await ctx.app.publicCache.invalidate({ catalogue: true });
    const changed = await ctx.app.inject({ url: url(), headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(rootOf(changed.body)).toMatch(/<h1[^>]*>Behind The Cache<\/h1>/);
    await ctx.db.update(tours).set({ title: 'River Rafting Days' }).where(eq(tours.id, tour.id));
    await ctx.app.publicCache.invalidate({ catalogue: true });
  });

  it('keeps one page per language address, and its gzip and Brotli copies are the same HTML', async () => {
    const english = await ctx.app.inject({ url: '/tours', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    const hindi = await ctx.app.inject({ url: '/hi/tours', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(english.body).toContain('<html lang="en"');
    expect(hindi.body).toContain('<html lang="hi"');
    expect(hindi.headers.vary).toBe('Accept-Encoding');
    expect((jsonOf(hindi.body, 'initial-i18n') as { lng: string }).lng).toBe('hi');
    await expect.poll(() => kept('/hi/tours')).toBeDefined();
    await expect.poll(() => kept('/tours')).toBeDefined();
    // Served from what was kept, in each language and encoding, whatever the browser's language.
    for (const [url, page] of [
      ['/tours', english.body],
      ['/hi/tours', hindi.body],
    ] as const) {
      const plain = await ctx.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(plain.body).toBe(page);
      const br = await ctx.app.inject({
        url,
        headers: { 'accept-language': 'en', 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(page);
      const gz = await ctx.app.inject({
        url,
        headers: { 'accept-language': 'en', 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(page);
    }
  });

  it('never keeps a 404, and answers it as a 404 every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const missing = await ctx.app.inject({ url: '/tour/no-such-tour-kept' });
      expect(missing.statusCode).toBe(404);
      const unknown = await ctx.app.inject({ url: '/no-such-page-kept' });
      expect(unknown.statusCode).toBe(404);
    }
    expect(kept('/tour/no-such-tour-kept')).toBeUndefined();
    expect(kept('/no-such-page-kept')).toBeUndefined();
  });

  it('a signed-in request is never answered from the kept page, and the kept page holds nobody’s state', async () => {
    const { token, email } = await ctx.tokenFor('customer');
    const anonymous = await ctx.app.inject({ url: '/tours' });
    await expect.poll(() => kept('/tours')).toBeDefined();
    const signedIn = await ctx.app.inject({ url: '/tours', headers: bearer(token) });
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.headers.etag).toBeUndefined();
    expect(anonymous.body).not.toContain(email);
    expect(kept('/tours')!.body.toString()).not.toContain(email);
  });

  it('over a real socket the server answers a kept page before Fastify, with the same bytes, 304 and encodings', async () => {
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const first = await fetch(`${base}/blog`, { headers: { 'accept-encoding': 'identity' } });
    const firstBody = await first.text();
    await expect.poll(() => kept('/blog')).toBeDefined();
    const again = await fetch(`${base}/blog`, { headers: { 'accept-encoding': 'identity' } });
    expect(await again.text()).toBe(firstBody);
    for (const header of ['content-type', 'cache-control', 'etag', 'vary', 'content-security-policy', 'content-length'])
      expect(again.headers.get(header), header).toBe(first.headers.get(header));
    const zipped = await fetch(`${base}/blog`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('br');
    expect(await zipped.text()).toBe(firstBody);
    const revalidated = await fetch(`${base}/blog`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
  });
});

describe('when the server render fails', () => {
  let failing: TestContext;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trails-failing-render-'));
    fs.writeFileSync(
      path.join(dir, 'entry-server.js'),
      `export async function render({ url }) {
        if (url.startsWith('/tours')) throw new Error('the render broke');
        return new Promise(() => {});
      }\n`,
    );
    failing = await createTestContext({ WEB_DIST_DIR: webDist, WEB_SERVER_DIST_DIR: dir });
  });
  afterAll(async () => {
    await failing.close();
  });

  it('serves the page for the browser to render, with a 200, on an error and on a timeout', async () => {
    for (const url of ['/tours', '/']) {
      const response = await failing.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('id="initial-data"');
      expect(response.body, url).toContain('<title>');
      expect(response.body, url).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
      // Not kept: the next visitor gets another try at the server's render.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(failing.app.publicCache.get(pageCacheKey(url)), url).toBeUndefined();
    }
  });
});

/**
 * The largest HTML, before compression, each public page type may be on the demo data (bytes):
 * 80 KB for the home page and 60 KB for the others (docs/performance.md), which every page type
 * meets; a page that grows past its limit fails here. The head here is the tests' stand-in for
 * index.html, about 2 KB shorter than the build's.
 */
const PAGE_HTML_BUDGET: Record<string, number> = {
  '/': 80_000,
  '/tours': 60_000,
  '/treks': 60_000,
  '/destinations': 60_000,
  '/tour/{tour}': 60_000,
  '/trek/{trek}': 60_000,
  '/destination/{destination}': 60_000,
  '/search?q=manali': 60_000,
  '/blog': 60_000,
  '/blog/{blog}': 60_000,
  // The FAQ's questions and answers are the operator's (the Pages screen), in the demo's words.
  '/faq': 60_000,
};

describe('the size of each page’s HTML on the demo data', () => {
  let demo: TestContext;
  beforeAll(async () => {
    demo = await createTestContext({ WEB_DIST_DIR: webDist, WEB_SERVER_DIST_DIR: serverBuild });
    await seedDemoData(demo.db);
    await demo.app.publicCache.invalidate({ catalogue: true });
  }, 120_000);
  afterAll(async () => {
    await demo.close();
  });

  it('stays within each page type’s budget, rendered on the server', async () => {
    const first = async (list: string) => {
      const answer = await demo.app.inject({ url: `/api/${list}?limit=1` });
      return (answer.json() as { data: { slug: string }[] }).data[0]!.slug;
    };
    const slugs: Record<string, string> = {
      tour: await first('tours'),
      trek: await first('treks'),
      destination: await first('destinations'),
      blog: await first('blogs'),
    };
    const sizes: Record<string, number> = {};
    const over: string[] = [];
    for (const [page, budget] of Object.entries(PAGE_HTML_BUDGET)) {
      const url = page.replace(/\{(\w+)\}/, (_match, kind: string) => slugs[kind]!);
      // The first render loads the page's modules, which a busy machine may take past the render's limit.
      let response = await demo.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      if (!response.body.includes('id="initial-data"')) {
        response = await demo.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      }
      expect(response.statusCode, url).toBe(200);
      expect(response.body, `${url} rendered on the server`).toContain('id="initial-data"');
      sizes[page] = response.rawPayload.length;
      if (response.rawPayload.length > budget) over.push(`${url}: ${response.rawPayload.length} > ${budget} bytes`);
    }
    console.info('HTML bytes per page type:', sizes);
    expect(over).toEqual([]);
  }, 120_000);

  it('draws each page type once: its route names what its first view reads', async () => {
    const render = await firstViewLoader(serverBuild)();
    expect(render, 'the server build').not.toBeNull();
    const settings = ((await demo.app.inject({ url: '/api/settings' })).json() as { data: PublicSettings }).data;
    const first = async (list: string) =>
      ((await demo.app.inject({ url: `/api/${list}?limit=1` })).json() as { data: { slug: string }[] }).data[0]!.slug;
    const slugs: Record<string, string> = {
      tour: await first('tours'),
      trek: await first('treks'),
      destination: await first('destinations'),
      blog: await first('blogs'),
    };
    const pages = [...Object.keys(PAGE_HTML_BUDGET), '/tours?type=trek&sort=price_asc', '/terms', '/privacy'];
    const draws: Record<string, number> = {};
    for (const lang of ['en', 'hi']) {
      for (const page of pages) {
        const url = page.replace(/\{(\w+)\}/, (_match, kind: string) => slugs[kind]!);
        const view = await render!({
          url: lang === 'en' ? url : `/${lang}${url === '/' ? '' : url}`,
          lang,
          settings,
          fetch: injectFetch(demo.app, lang),
          readLocale: localeReader(webDist),
        });
        expect(view, `${lang} ${url} rendered`).not.toBeNull();
        draws[`${lang} ${url}`] = view!.draws;
      }
    }
    expect(Object.entries(draws).filter(([, count]) => count !== 1)).toEqual([]);
  }, 120_000);
});
