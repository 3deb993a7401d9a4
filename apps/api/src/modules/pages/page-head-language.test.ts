/**
 * The head of a page at another language's address is in that language: title, description,
 * keywords, Open Graph and JSON-LD take the translated content of the demo's trips and places
 * (English per field where a translation is missing) and the web app's own words for the rest.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCategories, blogs } from '../../db/schema/index.ts';
import { BLOG_CATEGORY_TRANSLATIONS, DESTINATION_TRANSLATIONS, TRIP_TRANSLATIONS } from '../../db/seed/translations.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';

const HOST = 'trails.example';
const SITE = 'Himalaya Trails';
const locales = path.resolve(import.meta.dirname, '../../../../web/public/locales');

const SPITI_ROAD = TRIP_TRANSLATIONS['spiti-valley-circuit-by-road']!;
const HAMPTA = TRIP_TRANSLATIONS['hampta-pass-trek']!;
const SPITI = DESTINATION_TRANSLATIONS['spiti-valley']!;
const TIPS = BLOG_CATEGORY_TRANSLATIONS['travel-tips']!;

let ctx: TestContext;
let tourSlug: string, trekSlug: string, placeSlug: string, partialSlug: string, hiddenSlug: string;
const postSlug = 'packing-for-spiti';

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: `http://${HOST}` });
  // The web app's translations, as the build serves them.
  fs.cpSync(locales, path.join(ctx.config.WEB_DIST_DIR, 'locales'), { recursive: true });
  const f = catalogueFixtures(ctx.db);
  // As the demo seeds them: English meta texts, translated names and summaries.
  const place = await f.destination({
    name: 'Spiti Valley',
    state: 'Himachal Pradesh',
    metaTitle: 'Spiti Valley Tours, Treks and Travel Guide',
    metaDescription: 'A high desert valley.',
    translations: SPITI,
  });
  placeSlug = place.slug;
  tourSlug = (
    await f.tour(place.id, {
      title: 'Spiti Valley Circuit by Road',
      category: 'Adventure',
      shortDescription: 'The full loop by road.',
      metaTitle: 'Spiti Valley Circuit by Road',
      metaDescription: 'The full loop by road.',
      translations: SPITI_ROAD,
    })
  ).slug;
  trekSlug = (
    await f.trek(place.id, {
      title: 'Hampta Pass Trek',
      difficultyLevel: 'moderate',
      metaTitle: 'Hampta Pass Trek (4,270 m)',
      metaDescription: 'From green Kullu to barren Lahaul.',
      translations: HAMPTA,
    })
  ).slug;
  // Only its title is written in French: the description stays English.
  partialSlug = (
    await f.tour(place.id, {
      title: 'Chandratal Camping',
      metaDescription: 'Two nights by the moon lake.',
      translations: { fr: { title: 'Camping à Chandratal' } },
    })
  ).slug;
  hiddenSlug = (await f.tour(place.id, { isActive: false, translations: SPITI_ROAD })).slug;
  const [category] = await ctx.db
    .insert(blogCategories)
    .values({ name: 'Travel Tips', slug: 'travel-tips-head', translations: TIPS })
    .returning({ id: blogCategories.id });
  await ctx.db.insert(blogs).values({
    title: 'Packing for Spiti',
    slug: postSlug,
    excerpt: 'What to bring to a high desert.',
    content: '<p>Layers.</p>',
    authorName: 'Test Author',
    tags: ['packing'],
    status: 'published',
    publishedAt: new Date(Date.now() - 86_400_000),
    categoryId: category!.id,
    metaTitle: 'Packing for Spiti',
    metaDescription: 'What to bring to a high desert.',
    translations: { es: { title: 'Qué llevar a Spiti', excerpt: 'Lo que hace falta en un desierto de altura.' } },
  });
  await ctx.app.publicCache.invalidate({ catalogue: true });
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ url, headers: { host: HOST } });

type Tree = { [key: string]: string | Tree };
/** A text of the web app in a language, as its locale file has it. */
function text(lang: string, key: string, ns = 'common'): string {
  let value: string | Tree | undefined = JSON.parse(
    fs.readFileSync(path.join(locales, lang, `${ns}.json`), 'utf8'),
  ) as Tree;
  for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  if (typeof value !== 'string') throw new Error(`no ${lang} ${key}`);
  return value;
}

const unescape = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The head's texts: title, description, keywords, Open Graph, og:locale. */
function head(html: string) {
  const meta = (pattern: RegExp) => {
    const found = pattern.exec(html)?.[1];
    return found === undefined ? undefined : unescape(found);
  };
  return {
    title: meta(/<title>([^<]*)<\/title>/),
    description: meta(/<meta name="description" content="([^"]*)" \/>/),
    keywords: meta(/<meta name="keywords" content="([^"]*)" \/>/)?.split(', '),
    ogTitle: meta(/<meta property="og:title" content="([^"]*)" \/>/),
    ogDescription: meta(/<meta property="og:description" content="([^"]*)" \/>/),
    ogLocale: meta(/<meta property="og:locale" content="([^"]*)" \/>/),
  };
}

function jsonLd(html: string): Record<string, Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  return Object.fromEntries(blocks.map((block) => [block['@type'] as string, block]));
}

const crumbs = (html: string) =>
  (jsonLd(html).BreadcrumbList?.itemListElement as { name: string; item: string }[]).map(({ name, item }) => [
    name,
    item,
  ]);

describe('the head of a page in its address’s language', () => {
  it('/hi/tour: title, description, keywords, Open Graph and JSON-LD in Hindi, over the English meta texts', async () => {
    const response = await get(`/hi/tour/${tourSlug}`);
    expect(response.statusCode).toBe(200);
    const { title, short_description: summary } = SPITI_ROAD.hi as { title: string; short_description: string };
    expect(head(response.body)).toEqual({
      title: `${title} - ${SITE}`,
      description: summary,
      // The category and kind in Hindi, the place's Hindi name; its state and country are not
      // translated, so they stay English.
      keywords: [
        text('hi', 'catalogue.category.Adventure'),
        text('hi', 'pages.tour'),
        (SPITI.hi as { name: string }).name,
        'Himachal Pradesh',
        'India',
      ],
      ogTitle: `${title} - ${SITE}`,
      ogDescription: summary,
      ogLocale: 'hi_IN',
    });
    const url = `http://${HOST}/hi/tour/${tourSlug}`;
    const blocks = jsonLd(response.body);
    expect(blocks.TouristTrip).toMatchObject({
      name: title,
      description: summary,
      url,
      touristType: text('hi', 'catalogue.category.Adventure'),
    });
    expect(blocks.Product).toMatchObject({ name: title, description: summary });
    expect(crumbs(response.body)).toEqual([
      [text('hi', 'nav.home'), `http://${HOST}/hi`],
      [text('hi', 'nav.tours'), `http://${HOST}/hi/tours`],
      [title, url],
    ]);
    expect(response.body).not.toContain('Spiti Valley Circuit by Road');
  });

  it('/fr/trek: the French title and summary, the difficulty in French; the English page keeps its meta texts', async () => {
    const french = await get(`/fr/trek/${trekSlug}`);
    const { title, short_description: summary } = HAMPTA.fr as { title: string; short_description: string };
    expect(head(french.body)).toMatchObject({
      title: `${title} - ${SITE}`,
      description: summary,
      keywords: [
        text('fr', 'pages.trek'),
        text('fr', 'catalogue.difficulty.moderate'),
        (SPITI.fr as { name: string }).name,
        'Himachal Pradesh',
        'India',
      ],
      ogLocale: 'fr_FR',
    });
    expect(jsonLd(french.body).TouristTrip).toMatchObject({
      name: title,
      description: summary,
      url: `http://${HOST}/fr/trek/${trekSlug}`,
    });
    expect(crumbs(french.body)[1]).toEqual([text('fr', 'nav.treks'), `http://${HOST}/fr/treks`]);

    const english = await get(`/trek/${trekSlug}`);
    expect(head(english.body)).toMatchObject({
      title: `Hampta Pass Trek (4,270 m) - ${SITE}`,
      description: 'From green Kullu to barren Lahaul.',
      keywords: ['Trek', 'moderate', 'Spiti Valley', 'Himachal Pradesh', 'India'],
      ogLocale: 'en_IN',
    });
    expect(crumbs(english.body)).toEqual([
      ['Home', `http://${HOST}/`],
      ['Treks', `http://${HOST}/treks`],
      ['Hampta Pass Trek', `http://${HOST}/trek/${trekSlug}`],
    ]);
  });

  it('a field the translation leaves out is English: a French title over the English description', async () => {
    const html = (await get(`/fr/tour/${partialSlug}`)).body;
    expect(head(html)).toMatchObject({
      title: `Camping à Chandratal - ${SITE}`,
      description: 'Two nights by the moon lake.',
      ogTitle: `Camping à Chandratal - ${SITE}`,
      ogDescription: 'Two nights by the moon lake.',
    });
    expect(jsonLd(html).TouristTrip).toMatchObject({ name: 'Camping à Chandratal' });
  });

  it('/de/destination: the German name and summary, German breadcrumbs', async () => {
    const html = (await get(`/de/destination/${placeSlug}`)).body;
    const { name, short_description: summary } = SPITI.de as { name: string; short_description: string };
    expect(head(html)).toMatchObject({
      title: `${name} - ${SITE}`,
      description: summary,
      ogLocale: 'de_DE',
    });
    expect(jsonLd(html).TouristDestination).toMatchObject({
      name,
      description: summary,
      url: `http://${HOST}/de/destination/${placeSlug}`,
    });
    expect(crumbs(html)).toEqual([
      [text('de', 'nav.home'), `http://${HOST}/de`],
      [text('de', 'nav.destinations'), `http://${HOST}/de/destinations`],
      [name, `http://${HOST}/de/destination/${placeSlug}`],
    ]);
  });

  it('/es/blog: the Spanish headline and excerpt, its category in Spanish, inLanguage es', async () => {
    const html = (await get(`/es/blog/${postSlug}`)).body;
    expect(head(html)).toMatchObject({
      title: `Qué llevar a Spiti - ${SITE}`,
      description: 'Lo que hace falta en un desierto de altura.',
      keywords: ['packing', (TIPS.es as { name: string }).name],
      ogLocale: 'es_ES',
    });
    expect(jsonLd(html).BlogPosting).toMatchObject({
      headline: 'Qué llevar a Spiti',
      description: 'Lo que hace falta en un desierto de altura.',
      inLanguage: 'es',
      url: `http://${HOST}/es/blog/${postSlug}`,
      articleSection: (TIPS.es as { name: string }).name,
    });
    expect(crumbs(html)).toEqual([
      [text('es', 'nav.home'), `http://${HOST}/es`],
      [text('es', 'nav.blog'), `http://${HOST}/es/blog`],
      ['Qué llevar a Spiti', `http://${HOST}/es/blog/${postSlug}`],
    ]);
    expect(jsonLd((await get(`/blog/${postSlug}`)).body).BlogPosting).toMatchObject({
      headline: 'Packing for Spiti',
      inLanguage: 'en',
    });
  });

  it('list pages describe themselves in their language and name their items there', async () => {
    const html = (await get('/hi/tours')).body;
    expect(head(html)).toMatchObject({
      title: `${text('hi', 'nav.tours')} - ${SITE}`,
      description: text('hi', 'tours.subtitle'),
    });
    const list = jsonLd(html).ItemList as {
      name: string;
      url: string;
      itemListElement: { name: string; url: string }[];
    };
    expect(list.name).toBe(text('hi', 'nav.tours'));
    expect(list.url).toBe(`http://${HOST}/hi/tours`);
    expect(list.itemListElement).toContainEqual(
      expect.objectContaining({
        name: (SPITI_ROAD.hi as { title: string }).title,
        url: `http://${HOST}/hi/tour/${tourSlug}`,
      }),
    );
    for (const [page, key, ns] of [
      ['/fr/faq', 'faq.intro', 'info'],
      ['/de/enquiry', 'enquiry.pageIntro', 'common'],
      ['/es/blog', 'blog.subtitle', 'common'],
    ] as const) {
      expect(head((await get(page)).body).description, page).toBe(text(page.slice(1, 3), key, ns));
    }
    // The English address keeps its own words.
    expect(head((await get('/tours')).body).description).toBe(
      'Guided tours across the Indian Himalaya: adventure, culture, lakes and nature.',
    );
  });

  it('a trip that is not available now is named so in the page’s language', async () => {
    const response = await get(`/hi/tour/${hiddenSlug}`);
    expect(response.statusCode).toBe(200);
    expect(head(response.body).title).toBe(
      `${text('hi', 'tour.notAvailable.title').replace('{{title}}', (SPITI_ROAD.hi as { title: string }).title)} - ${SITE}`,
    );
  });

  it('the terms and privacy policy at another language’s address are described by their own first paragraph', async () => {
    const adminToken = (await ctx.tokenFor('admin')).token;
    const longHindi = `${'हम हर यात्री की जानकारी सावधानी से रखते हैं '.repeat(6).trim()}।`;
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/privacy',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: {
        content: {
          en: { privacy: '<p>How {{site}} keeps your details.</p><h2>What we keep</h2><p>Names.</p>' },
          hi: { privacy: `<h2>परिचय</h2><p>${longHindi}</p><p>दूसरा अनुच्छेद।</p>` },
          fr: { privacy: '<p>Comment {{site}} protège vos données.</p>' },
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const englishDescription = head((await get('/privacy')).body).description;

    const french = head((await get('/fr/privacy')).body);
    expect(french.description).toBe(`Comment ${SITE} protège vos données.`);
    expect(french.ogDescription).toBe(french.description);

    // A long first paragraph is cut at a word, within 160 characters.
    const hindi = head((await get('/hi/privacy')).body).description!;
    expect(hindi.endsWith('…')).toBe(true);
    expect(hindi.length).toBeLessThanOrEqual(160);
    expect(longHindi.startsWith(hindi.slice(0, -1))).toBe(true);
    expect(longHindi.charAt(hindi.length - 1)).toBe(' ');

    // A language that shows the English text keeps the English page's description; so does English.
    expect(head((await get('/es/privacy')).body).description).toBe(englishDescription);
    expect(englishDescription).not.toContain('keeps your details');
  });
});
