import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trails/contracts/messages';
import { SITE_PAGE_PATHS } from '@trails/contracts/site-pages';
import { settings, sitePages, tours } from '../../db/schema/index.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, TEST_INDEX_HTML, type TestContext } from '../../test/context.ts';
import { siteOrigin } from '../../config.ts';
import { PUBLIC_PAGES } from './public-pages.ts';

const HOST = 'trails.example';

type Item = { id: number; slug: string };
let ctx: TestContext;
let place: Item, tour: Item, unrated: Item, trek: Item, hiddenTour: Item, hiddenPlace: Item;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: `http://${HOST}` });
  const f = catalogueFixtures(ctx.db);
  place = await f.destination({
    name: 'Manali',
    slug: 'manali-pages',
    state: 'Himachal Pradesh',
    latitude: 32.24,
    longitude: 77.19,
    metaTitle: 'Manali travel guide',
  });
  hiddenPlace = await f.destination({ isActive: false });
  tour = await f.tour(place.id, {
    title: 'Snow Weekend',
    slug: 'some-slug',
    shortDescription: 'Three days of snow, cafés and a tandem flight over the valley.',
    metaDescription: 'Snow, cafés & a flight <over> the valley',
    price: 14_500,
    images: ['/images/scenes/tour-snow-1.svg', 'https://cdn.example.test/snow-2.jpg'],
  });
  unrated = await f.tour(place.id, {
    title: 'Quiet Days',
    shortDescription: 'Nothing but walks and long lunches in the orchards.',
  });
  hiddenTour = await f.tour(place.id, { isActive: false });
  trek = await f.trek(place.id, {
    title: 'Hampta Pass',
    shortDescription: 'Cross from green Kullu to barren Lahaul over a high pass.',
  });
  const reviewer = await ctx.createUser();
  await f.review(reviewer.id, { tourId: tour.id }, { rating: 5 });
  await f.review((await ctx.createUser()).id, { tourId: tour.id }, { rating: 4 });
  await f.review((await ctx.createUser()).id, { tourId: tour.id }, { rating: 1, isApproved: false });
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers: { host: HOST, ...headers } });

/** The one match of a pattern in the page, or a failure naming what is missing. */
function only(html: string, pattern: RegExp): RegExpMatchArray {
  const matches = [...html.matchAll(new RegExp(pattern, 'g'))];
  expect(matches, `exactly one ${pattern}`).toHaveLength(1);
  return matches[0]!;
}

function expectPage(html: string, { title, canonical }: { title: string; canonical: string }) {
  expect(html.startsWith('<!doctype html>')).toBe(true);
  expect(html).toContain('<div id="root"></div>');
  expect(only(html, /<title>([^<]*)<\/title>/)[1]).toBe(title);
  expect(only(html, /<meta name="description" content="([^"]+)" \/>/)[1]!.length).toBeGreaterThan(10);
  expect(only(html, /<link rel="canonical" href="([^"]+)" \/>/)[1]).toBe(canonical);
  expect(only(html, /<meta property="og:image" content="([^"]+)" \/>/)[1]).toMatch(new RegExp(`^http://${HOST}/`));
  expect(only(html, /<meta property="og:title" content="([^"]+)" \/>/)[1]).toBe(title);
  only(html, /<meta name="twitter:card" content="summary_large_image" \/>/);
}

/** A small well-formedness check: balanced elements, no bare `<` or `&` in text. */
function expectWellFormedXml(xml: string) {
  const body = xml.replace(/^<\?xml [^?]*\?>\s*/, '');
  const stack: string[] = [];
  let text = '';
  for (const token of body.split(/(<[^>]*>)/)) {
    if (!token.startsWith('<')) {
      text += token;
      continue;
    }
    const open = /^<([A-Za-z][\w:.-]*)(?:\s+[\w:.-]+="[^"<&]*")*\s*(\/?)>$/.exec(token);
    const close = /^<\/([A-Za-z][\w:.-]*)\s*>$/.exec(token);
    if (open) {
      if (!open[2]) stack.push(open[1]!);
    } else if (close) {
      expect(stack.pop(), `closing </${close[1]}>`).toBe(close[1]);
    } else {
      throw new Error(`not a well-formed tag: ${token}`);
    }
  }
  expect(stack).toEqual([]);
  expect(text).not.toMatch(/[<>]/);
  expect(text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, '')).not.toContain('&');
}

describe('pages of the web app', () => {
  it('serves the home page with the site’s name and description in the head', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expectPage(response.body, {
      title: 'Himalaya Trails - Discover amazing destinations',
      canonical: `http://${HOST}/`,
    });
    expect(response.body).not.toContain('noindex');
    // The hero picture is fetched with the stylesheet, not once the scripts have drawn the page.
    expect(response.body).toContain(
      '<link rel="preload" as="image" href="/images/scenes/gallery-home.svg" fetchpriority="high" />',
    );
  });

  it('speaks its address’s language (html lang); the un-prefixed one says it varies with the browser’s', async () => {
    const hindi = await get('/hi', { 'accept-language': 'en' });
    expect(hindi.body).toMatch(/<html lang="hi"/);
    expect(hindi.headers.vary).toBeUndefined();
    expect((await get('/de/', { 'accept-language': 'ja-JP' })).body).toMatch(/<html lang="de"/);
    const english = await get('/', { 'accept-language': 'ja-JP' });
    expect(english.body).toMatch(/<html lang="en"/);
    expect(english.headers.vary).toMatch(/accept-language/i);
    expect((await get('/')).body).toMatch(/<html lang="en"/);
  });

  it('serves /tours and /tour/some-slug with their own titles and canonical links', async () => {
    const tours = await get('/tours');
    expect(tours.statusCode).toBe(200);
    expect(tours.headers['content-type']).toMatch(/^text\/html/);
    expectPage(tours.body, { title: 'Tours - Himalaya Trails', canonical: `http://${HOST}/tours` });
    expect(tours.body).toContain('<meta name="description" content="Guided tours across the Indian Himalaya');
    expect(tours.body).not.toContain('noindex');

    const tourPage = await get('/tour/some-slug?utm_source=mail');
    expect(tourPage.statusCode).toBe(200);
    expectPage(tourPage.body, { title: 'Snow Weekend - Himalaya Trails', canonical: `http://${HOST}/tour/some-slug` });

    const trailing = await get('/tours/');
    expect(trailing.statusCode).toBe(200);
    expect(only(trailing.body, /<link rel="canonical" href="([^"]+)" \/>/)[1]).toBe(`http://${HOST}/tours`);
  });

  it('ignores forwarded headers unless TRUST_PROXY says which proxies to believe', async () => {
    const response = await get('/treks', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    expect(only(response.body, /<link rel="canonical" href="([^"]+)" \/>/)[1]).toBe(`http://${HOST}/treks`);
  });

  it('answers 200 HTML with noindex for private pages and the back office', async () => {
    for (const url of ['/admin/dashboard', '/admin', '/login', '/booking/5']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      only(response.body, /<meta name="robots" content="noindex, nofollow" \/>/);
    }
    expect(only((await get('/admin/dashboard')).body, /<title>([^<]*)<\/title>/)[1]).toBe('Admin - Himalaya Trails');
  });

  it('answers 200 for every page the web app draws, listed once for both', async () => {
    expect(PUBLIC_PAGES.map((page) => page.path).toSorted()).toEqual([...SITE_PAGE_PATHS].toSorted());
    for (const url of [
      '/forgot-password',
      '/reset-password?token=x',
      '/verify-email',
      '/profile/bookings',
      '/booking/trek/1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      only(response.body, /<meta name="robots" content="noindex, nofollow" \/>/);
    }
  });

  it('answers an unknown client path with 404 HTML and noindex', async () => {
    for (const url of ['/no-such-page', '/tour/a/b', '/toursx']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(only(response.body, /<title>([^<]*)<\/title>/)[1]).toBe('Page Not Found - Himalaya Trails');
      only(response.body, /<meta name="robots" content="noindex, nofollow" \/>/);
    }
  });

  it('answers HEAD for a page without a body', async () => {
    const response = await ctx.app.inject({ method: 'HEAD', url: '/tours' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('answers a URL with a broken %-escape with 400 in the contract’s shape', async () => {
    const response = await get('/tour/%E0%A4');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: MESSAGES.malformed });
  });
});

/** The JSON-LD blocks of a page, parsed, by their @type. */
function jsonLd(html: string): Record<string, Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  return Object.fromEntries(blocks.map((block) => [block['@type'] as string, block]));
}

describe('catalogue pages', () => {
  it('a tour page’s first HTML has its title, description, canonical link, image and JSON-LD', async () => {
    const response = await get(`/tour/${tour.slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expectPage(html, { title: 'Snow Weekend - Himalaya Trails', canonical: `http://${HOST}/tour/some-slug` });
    expect(html).toContain('<meta name="description" content="Snow, cafés &amp; a flight &lt;over&gt; the valley" />');
    expect(html).toContain(`<meta property="og:image" content="http://${HOST}/images/scenes/tour-snow-1.svg" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).not.toContain('noindex');
    // The gallery's first picture, as the page's <img> names it, preloaded once.
    expect(only(html, /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>/)[1]).toBe(
      '/images/scenes/tour-snow-1.svg',
    );
    // No value can close the script element.
    expect(html).not.toMatch(/<over>/);

    const blocks = jsonLd(html);
    const canonical = `http://${HOST}/tour/some-slug`;
    const offer = {
      '@type': 'Offer',
      price: 14_500,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: canonical,
    };
    expect(blocks.TouristTrip).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Snow Weekend',
      url: canonical,
      offers: offer,
    });
    expect(blocks.Product).toMatchObject({
      name: 'Snow Weekend',
      image: [`http://${HOST}/images/scenes/tour-snow-1.svg`, 'https://cdn.example.test/snow-2.jpg'],
      offers: offer,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    expect(blocks.BreadcrumbList?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `http://${HOST}/` },
      { '@type': 'ListItem', position: 2, name: 'Tours', item: `http://${HOST}/tours` },
      { '@type': 'ListItem', position: 3, name: 'Snow Weekend', item: canonical },
    ]);
  });

  it('addressed by id, the canonical link names the slug; the price is in the site’s currency', async () => {
    await ctx.db
      .insert(settings)
      .values({ key: 'currency', value: 'INR', isPublic: true })
      .onConflictDoUpdate({ target: settings.key, set: { value: 'INR' } });
    // Written behind the settings service: say so, as the service does (the page reads settings per data version).
    await ctx.app.publicCache.invalidate();
    const html = (await get(`/tour/${tour.id}`)).body;
    expect(only(html, /<link rel="canonical" href="([^"]+)" \/>/)[1]).toBe(`http://${HOST}/tour/some-slug`);
    expect((jsonLd(html).Product?.offers as { priceCurrency: string }).priceCurrency).toBe('INR');
    await ctx.db.delete(settings).where(eq(settings.key, 'currency'));
    await ctx.app.publicCache.invalidate();
  });

  it('a tour without reviews has no AggregateRating', async () => {
    const blocks = jsonLd((await get(`/tour/${unrated.slug}`)).body);
    expect(blocks.Product).toBeDefined();
    expect(blocks.Product).not.toHaveProperty('aggregateRating');
  });

  it('a trek page and a destination page have their own JSON-LD and breadcrumbs', async () => {
    const trekHtml = (await get(`/trek/${trek.slug}`)).body;
    expectPage(trekHtml, { title: 'Hampta Pass - Himalaya Trails', canonical: `http://${HOST}/trek/${trek.slug}` });
    const trekBlocks = jsonLd(trekHtml);
    expect(trekBlocks.TouristTrip).toMatchObject({ name: 'Hampta Pass' });
    expect(trekBlocks.Product).toMatchObject({ offers: { '@type': 'Offer', price: 12_000 } });
    expect((trekBlocks.BreadcrumbList?.itemListElement as { name: string }[])[1]?.name).toBe('Treks');

    const placeHtml = (await get(`/destination/${place.id}`)).body;
    expectPage(placeHtml, {
      title: 'Manali travel guide - Himalaya Trails',
      canonical: `http://${HOST}/destination/manali-pages`,
    });
    expect(placeHtml).toContain(
      `<link rel="preload" as="image" href="/images/scenes/destination-${place.slug}.svg" fetchpriority="high" />`,
    );
    // A trek without pictures shows the site's default one: nothing to preload from the data.
    expect(trekHtml).not.toContain('rel="preload"');
    expect((await get('/tours')).body).not.toContain('rel="preload"');
    const placeBlocks = jsonLd(placeHtml);
    expect(placeBlocks.TouristDestination).toMatchObject({
      name: 'Manali',
      url: `http://${HOST}/destination/manali-pages`,
      geo: { '@type': 'GeoCoordinates', latitude: 32.24, longitude: 77.19 },
    });
    expect((placeBlocks.BreadcrumbList?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Home',
      'Destinations',
      'Manali',
    ]);
  });

  it("tour, trek and destination pages carry the spec's meta keywords: category, kind, destination", async () => {
    const keywords = (html: string) => only(html, /<meta name="keywords" content="([^"]*)" \/>/)[1];
    expect(keywords((await get(`/tour/${tour.slug}`)).body)).toBe('Nature, Tour, Manali, Himachal Pradesh, India');
    expect(keywords((await get(`/trek/${trek.slug}`)).body)).toBe('Trek, moderate, Manali, Himachal Pradesh, India');
    expect(keywords((await get(`/destination/${place.slug}`)).body)).toBe(
      'Manali, Manali town, Himachal Pradesh, India',
    );
    // A page without a trip says none.
    expect((await get('/tours')).body).not.toContain('name="keywords"');
  });

  it('list pages carry a breadcrumb and an ItemList of their first items, linked by slug', async () => {
    for (const [url, section, itemPath] of [
      ['/tours', 'Tours', '/tour/'],
      ['/packages', 'Packages', '/tour/'],
      ['/treks', 'Treks', '/trek/'],
      ['/destinations', 'Destinations', '/destination/'],
    ] as const) {
      const blocks = jsonLd((await get(url)).body);
      expect(
        (blocks.BreadcrumbList?.itemListElement as { name: string }[]).map((item) => item.name),
        url,
      ).toEqual(['Home', section]);
      const items = blocks.ItemList?.itemListElement as { position: number; url: string }[];
      expect(items.length, url).toBeGreaterThan(0);
      expect(items.length, url).toBeLessThanOrEqual(12);
      expect(items[0]).toMatchObject({ position: 1 });
      for (const item of items) expect(item.url.startsWith(`http://${HOST}${itemPath}`), item.url).toBe(true);
    }
    const tourItems = jsonLd((await get('/tours')).body).ItemList?.itemListElement as { url: string }[];
    expect(tourItems.map((item) => item.url)).toContain(`http://${HOST}/tour/${tour.slug}`);
  });

  it('an inactive tour has its own not-available page: 200, noindex, its title and nothing else of it', async () => {
    const response = await get(`/tour/${hiddenTour.slug}`);
    expect(response.statusCode).toBe(200);
    const title = (await ctx.db.select({ title: tours.title }).from(tours).where(eq(tours.id, hiddenTour.id)))[0]!
      .title;
    expect(only(response.body, /<title>([^<]*)<\/title>/)[1]).toBe(`${title} is not available - Himalaya Trails`);
    only(response.body, /<meta name="robots" content="noindex, nofollow" \/>/);
    expect(response.body).not.toContain('application/ld+json');
  });

  it('a missing or inactive destination, a missing tour or trek answers 404 HTML with noindex', async () => {
    for (const url of ['/tour/no-such-tour', '/trek/424242', `/destination/${hiddenPlace.slug}`, '/tour/99999999999']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(only(response.body, /<title>([^<]*)<\/title>/)[1]).toBe('Page Not Found - Himalaya Trails');
      only(response.body, /<meta name="robots" content="noindex, nofollow" \/>/);
      expect(response.body).not.toContain('application/ld+json');
    }
  });

  it('sitemap.xml lists every public destination, tour and trek by slug with lastmod', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expectWellFormedXml(xml);
    const entries = new Map(
      [
        ...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g),
      ].map((match) => [match[1], match[2]]),
    );
    for (const path of [
      `/destination/${place.slug}`,
      `/tour/${tour.slug}`,
      `/tour/${unrated.slug}`,
      `/trek/${trek.slug}`,
    ]) {
      const lastmod = entries.get(`http://${HOST}${path}`);
      expect(lastmod, path).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
    }
    expect(entries.has(`http://${HOST}/tour/${hiddenTour.slug}`)).toBe(false);
    expect(entries.has(`http://${HOST}/destination/${hiddenPlace.slug}`)).toBe(false);
  });
});

describe('FAQ, terms and privacy pages', () => {
  it('the contact page, both custom builder addresses and the blog submission page describe themselves', async () => {
    for (const [page, description] of [
      ['/enquiry', 'Ask us anything about tours, treks and custom trips.'],
      ['/custom-builder', 'Tell us where and how you want to travel; we will plan and quote your custom trip.'],
      ['/custom-tour-builder', 'Tell us where and how you want to travel; we will plan and quote your custom trip.'],
      ['/blog/submit', 'Share your Himalayan travel story; our team reviews every post before it is published.'],
    ] as const) {
      const response = await get(page);
      expect(response.statusCode, page).toBe(200);
      expect(response.body, page).toContain(`<meta name="description" content="${description}" />`);
    }
  });

  it('the second custom builder address names the first as its canonical page', async () => {
    for (const page of ['/custom-builder', '/custom-tour-builder']) {
      expect((await get(page)).body, page).toMatch(/<link rel="canonical" href="[^"]*\/custom-builder" \/>/);
    }
  });

  it('each has its own title, description and canonical link, and is listed in sitemap.xml', async () => {
    for (const [page, title] of [
      ['/faq', 'Frequently Asked Questions'],
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
    ] as const) {
      const response = await get(page);
      expect(response.statusCode, page).toBe(200);
      expectPage(response.body, { title: `${title} - Himalaya Trails`, canonical: `http://${HOST}${page}` });
      expect(response.body).not.toContain('noindex');
    }
    const locs = [...(await get('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const page of ['/faq', '/terms', '/privacy']) expect(locs).toContain(`http://${HOST}${page}`);
  });

  it('/faq carries FAQPage JSON-LD of the page’s questions in its language, with the hold hours from the settings', async () => {
    const faq = (groups: { title: string; items: { question: string; answer: string }[] }[]) => ({ faq: { groups } });
    const saved = await ctx.db.select().from(sitePages).where(eq(sitePages.key, 'faq'));
    await ctx.db.delete(sitePages).where(eq(sitePages.key, 'faq'));
    await ctx.db.insert(sitePages).values([
      {
        key: 'faq',
        lang: 'en',
        body: faq([
          {
            title: 'Payment',
            items: [
              { question: 'How long are seats held?', answer: '<p>For {{hours}} hours, &lt;/script&gt; included.</p>' },
            ],
          },
          { title: 'Safety', items: [{ question: 'Who leads?', answer: '<p>Trained <strong>leaders</strong>.</p>' }] },
        ]),
      },
      {
        key: 'faq',
        lang: 'fr',
        body: faq([{ title: 'Sécurité', items: [{ question: 'Qui guide ?', answer: '<p>Des guides formés.</p>' }] }]),
      },
    ]);
    await ctx.db
      .insert(settings)
      .values({ key: 'booking_hold_hours', value: '36', isPublic: true })
      .onConflictDoUpdate({ target: settings.key, set: { value: '36' } });
    await ctx.app.publicCache.invalidate();
    const blocksOf = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    try {
      expect(blocksOf((await get('/faq')).body)).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          inLanguage: 'en',
          mainEntity: [
            {
              '@type': 'Question',
              name: 'How long are seats held?',
              acceptedAnswer: { '@type': 'Answer', text: 'For 36 hours, </script> included.' },
            },
            {
              '@type': 'Question',
              name: 'Who leads?',
              acceptedAnswer: { '@type': 'Answer', text: 'Trained leaders.' },
            },
          ],
        },
      ]);
      // In French, the French questions; in German (none written), the English ones.
      const french = blocksOf((await get('/fr/faq')).body);
      expect(french[0].inLanguage).toBe('fr');
      expect(french[0].mainEntity).toEqual([
        { '@type': 'Question', name: 'Qui guide ?', acceptedAnswer: { '@type': 'Answer', text: 'Des guides formés.' } },
      ]);
      const german = blocksOf((await get('/de/faq')).body);
      expect(german[0].mainEntity[1].name).toBe('Who leads?');
      // The terms page has no FAQ.
      expect((await get('/terms')).body).not.toContain('FAQPage');
    } finally {
      await ctx.db.delete(sitePages).where(eq(sitePages.key, 'faq'));
      if (saved.length) await ctx.db.insert(sitePages).values(saved);
      await ctx.db.delete(settings).where(eq(settings.key, 'booking_hold_hours'));
      await ctx.app.publicCache.invalidate();
    }
  });
});

describe('unknown API routes', () => {
  it('answers 404 JSON for any method under /api/', async () => {
    for (const [method, url] of [
      ['GET', '/api/whatever'],
      ['POST', '/api/whatever'],
      ['PUT', '/api/whatever/deeper?x=1'],
      ['DELETE', '/api/auth/login'],
      ['GET', '/api'],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : { a: 1 },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.routeNotFound });
    }
  });

  it('answers 404 JSON, not the page, for a POST to a page address', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/tours', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: MESSAGES.routeNotFound });
  });
});

describe('static files', () => {
  it('serves hashed assets with a year-long immutable cache, compressed when asked', async () => {
    const original = fs.readFileSync(path.join(ctx.config.WEB_DIST_DIR, 'assets', 'app-abc123.js'));

    const plain = await get('/assets/app-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.headers['cache-control']).toContain('immutable');
    expect(plain.headers['cache-control']).toContain('max-age=31536000');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);

    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['cache-control']).toContain('immutable');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(original.length);
    expect(gunzipSync(gzip.rawPayload).equals(original)).toBe(true);

    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
  });

  it('sends the build’s own Brotli and gzip forms of a file as they are, and compresses a file without them', async () => {
    const assets = path.join(ctx.config.WEB_DIST_DIR, 'assets');
    const original = Buffer.from('export const route = "tours";\n'.repeat(200));
    fs.writeFileSync(path.join(assets, 'route-pre123.js'), original);
    // The build writes them at the highest settings; marked here so the test sees which copy was sent.
    const brotliForm = brotliCompressSync(original, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
    const gzipForm = gzipSync(original, { level: 9 });
    fs.writeFileSync(path.join(assets, 'route-pre123.js.br'), brotliForm);
    fs.writeFileSync(path.join(assets, 'route-pre123.js.gz'), gzipForm);
    fs.mkdirSync(path.join(ctx.config.WEB_DIST_DIR, 'locales', 'hi'), { recursive: true });
    const locale = Buffer.from(JSON.stringify({ nav: { tours: 'टूर' }, padding: 'x'.repeat(4000) }));
    fs.writeFileSync(path.join(ctx.config.WEB_DIST_DIR, 'locales', 'hi', 'pre.json'), locale);
    fs.writeFileSync(path.join(ctx.config.WEB_DIST_DIR, 'locales', 'hi', 'pre.json.br'), brotliCompressSync(locale));

    // A browser's header, zstd included: Brotli is what the build prepared.
    const br = await get('/assets/route-pre123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(brotliForm)).toBe(true);

    const gzip = await get('/assets/route-pre123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipForm)).toBe(true);

    const plain = await get('/assets/route-pre123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);

    // Outside /assets/ too (the translations), revalidated as before.
    const translations = await get('/locales/hi/pre.json', { 'accept-encoding': 'br' });
    expect(translations.statusCode).toBe(200);
    expect(translations.headers['content-encoding']).toBe('br');
    expect(translations.headers['content-type']).toMatch(/json/);
    expect(brotliDecompressSync(translations.rawPayload).equals(locale)).toBe(true);

    // Without a prepared form, compressed as it is sent (the earlier test's file has none).
    expect(fs.existsSync(path.join(assets, 'app-abc123.js.br'))).toBe(false);
  });

  it('answers 404 JSON for a missing asset or an asset folder', async () => {
    for (const url of ['/assets/missing-123.js', '/assets/', '/assets']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.routeNotFound });
    }
  });

  it('does not serve index.html raw', async () => {
    const response = await get('/index.html');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe(TEST_INDEX_HTML);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('does not serve the build’s own records (the manifest of its chunks)', async () => {
    const records = path.join(ctx.config.WEB_DIST_DIR, '.vite');
    fs.mkdirSync(records, { recursive: true });
    fs.writeFileSync(path.join(records, 'manifest.json'), '{"index.html":{"file":"assets/app-abc123.js"}}');
    for (const url of [
      '/.vite/manifest.json',
      '/%2Evite/manifest.json',
      '//.vite/manifest.json',
      '/.vite/',
      '/.vite',
    ]) {
      const response = await get(url);
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('app-abc123');
    }
  });

  it('serves a file from the uploads folder, and 404 JSON for a missing one', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    fs.writeFileSync(path.join(ctx.dataDir, 'uploads', 'x.png'), png);
    const response = await get('/uploads/x.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    // Uploads are stored under new random names, so a year and immutable.
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(png)).toBe(true);

    for (const url of ['/uploads/nope.png', '/uploads/', '/uploads/../config.ts', '/uploads/%2e%2e/web/index.html']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(missing.statusCode, url).toBeLessThan(500);
      expect(missing.json()).toMatchObject({ success: false });
    }
    const nope = await get('/uploads/nope.png');
    expect(nope.statusCode).toBe(404);
    expect(nope.json()).toEqual({ success: false, message: MESSAGES.routeNotFound });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the site, keeps crawlers out of private areas and points to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/']));
    expect(lines).toContain(`Sitemap: http://${HOST}/sitemap.xml`);
  });

  it('sitemap.xml is well-formed and lists the catalogue pages', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expectWellFormedXml(xml);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const page of ['/', '/destinations', '/tours', '/treks']) expect(locs).toContain(`http://${HOST}${page}`);
    expect(locs.some((loc) => loc!.includes('/admin') || loc!.includes('/login') || loc!.includes('/:'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('stays well-formed whatever host a client claims', async () => {
    const response = await get('/sitemap.xml', { 'x-forwarded-host': 'evil.example/?a=1&b=<x>' });
    expect(response.statusCode).toBe(200);
    expectWellFormedXml(response.body);
  });
});

describe('API documentation', () => {
  it('serves the docs page', async () => {
    const response = await get('/api/docs');
    expect([200, 301, 302]).toContain(response.statusCode);
    if (response.statusCode === 200) expect(response.headers['content-type']).toMatch(/^text\/html/);
    else expect(response.headers.location).toMatch(/\/api\/docs/);
  });

  it('/api/docs/json is an OpenAPI document listing the routes', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Himalaya Trails API');
    expect(doc.paths['/api/auth/login']?.post).toBeDefined();
    expect(doc.paths['/api/admin/settings/{key}']?.put).toBeDefined();
    expect(doc.paths).not.toHaveProperty('/robots.txt');
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
  });
});

describe('a hostile site name', () => {
  it('appears escaped in every page head', async () => {
    const admin = await ctx.tokenFor('admin');
    const hostile = '<script>alert(1)</script>';
    const update = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site_name',
      headers: bearer(admin.token),
      payload: { value: hostile },
    });
    expect(update.statusCode).toBe(200);

    for (const url of ['/', '/tours', '/no-such-page']) {
      const html = (await get(url)).body;
      expect(html).not.toContain(hostile);
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
    const tours = (await get('/tours')).body;
    expect(only(tours, /<title>([^<]*)<\/title>/)[1]).toBe('Tours - &lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('quotes and replacement patterns in the name come through literally', async () => {
    const name = `"Trails" & 'Treks' $& $' $\` $$ $1`;
    await ctx.db
      .insert(settings)
      .values({ key: 'site_name', value: name, isPublic: true })
      .onConflictDoUpdate({ target: settings.key, set: { value: name } });
    await ctx.app.publicCache.invalidate();
    const html = (await get('/tours')).body;
    const escaped = '&quot;Trails&quot; &amp; &#39;Treks&#39; $&amp; $&#39; $` $$ $1';
    expect(only(html, /<title>([^<]*)<\/title>/)[1]).toBe(`Tours - ${escaped}`);
    expect(html).toContain(`<meta property="og:site_name" content="${escaped}" />`);
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
  });
});

describe('the public settings in the first HTML', () => {
  it('are the JSON GET /api/settings answers, and a </script> in them cannot end the element', async () => {
    const name = '</script><script>alert(1)</script><!-- Trails';
    await ctx.db
      .insert(settings)
      .values({ key: 'site_name', value: name, isPublic: true })
      .onConflictDoUpdate({ target: settings.key, set: { value: name } });
    await ctx.app.publicCache.invalidate();
    const api = (await get('/api/settings')).json() as { data: Record<string, unknown> };
    expect(api.data.site_name).toBe(name);

    for (const url of ['/', '/tour/some-slug', '/no-such-page']) {
      const html = (await get(url)).body;
      // No `<` at all inside the element: nothing in it can close it or open a comment.
      const json = only(html, /<script type="application\/json" id="initial-settings">([^<]*)<\/script>/)[1]!;
      expect(JSON.parse(json)).toEqual(api.data);
      expect(html).not.toContain('<script>alert(1)');
      expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script[ >]/g)?.length);
    }
  });
});

describe('the site address without PUBLIC_URL', () => {
  it('comes from the configured host and port, never from a Host header a client sends', async () => {
    const own = await createTestContext({ HOST: '0.0.0.0', PORT: 4321 });
    try {
      const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
      const sitemap = await own.app.inject({ url: '/sitemap.xml', headers: forged });
      expect(sitemap.body).toContain('<loc>http://localhost:4321/</loc>');
      expect(sitemap.body).not.toContain('evil.example');
      const page = await own.app.inject({ url: '/tours', headers: forged });
      expect(only(page.body, /<link rel="canonical" href="([^"]+)" \/>/)[1]).toBe('http://localhost:4321/tours');
      expect(page.body).not.toContain('evil.example');
      const robots = await own.app.inject({ url: '/robots.txt', headers: forged });
      expect(robots.body).toContain('Sitemap: http://localhost:4321/sitemap.xml');
    } finally {
      await own.close();
    }
  });

  it('names a specific listening address, and PUBLIC_URL wins over it', () => {
    expect(siteOrigin({ HOST: '::', PORT: 3000, PUBLIC_URL: undefined })).toBe('http://localhost:3000');
    expect(siteOrigin({ HOST: 'trails.internal', PORT: 80, PUBLIC_URL: undefined })).toBe('http://trails.internal');
    expect(siteOrigin({ HOST: '::1', PORT: 8080, PUBLIC_URL: undefined })).toBe('http://[::1]:8080');
    expect(siteOrigin({ HOST: '0.0.0.0', PORT: 3000, PUBLIC_URL: 'https://trails.example/' })).toBe(
      'https://trails.example',
    );
  });
});
