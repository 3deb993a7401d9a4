import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

/**
 * Staff-written texts in other languages: written and read back by the back office with each
 * language's completeness, answered by the public reads in `lang` with English where a field is
 * not translated, found by search in any language, and carried by the CSV file.
 */

let ctx: TestContext;
let staffToken: string;
let adminToken: string;
let travellerToken: string;
let place: { id: number; slug: string; name: string };

beforeAll(async () => {
  ctx = await createTestContext();
  staffToken = (await ctx.tokenFor('staff')).token;
  adminToken = (await ctx.tokenFor('admin')).token;
  travellerToken = (await ctx.tokenFor('customer')).token;
  place = await catalogueFixtures(ctx.db).destination({ name: 'Sankri Base' });
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: unknown, token: string | null = staffToken) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });

const trekBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Kedarkantha Winter Trek',
  slug: 'kedarkantha-winter-trek',
  destination_id: place.id,
  price: 9500,
  duration_days: 6,
  duration_nights: 5,
  difficulty_level: 'moderate',
  short_description: 'A winter summit above Sankri.',
  description: 'Snow trails through pine forests to a summit at 3,810 m.',
  highlights: ['Summit sunrise', 'Juda ka Talab'],
  best_time: 'December to April',
  itinerary: [
    { title: 'Sankri', altitude_m: 1950 },
    { title: 'Juda ka Talab', altitude_m: 2775 },
  ],
  ...extra,
});

const hindi = {
  title: 'केदारकांठा शीतकालीन ट्रेक',
  short_description: 'सांकरी के ऊपर सर्दियों का शिखर।',
  itinerary: [{ day: 2, title: 'जुड़ा का तालाब' }],
};
const french = {
  title: 'Trek hivernal du Kedarkantha',
  short_description: '   ',
  highlights: ['Lever de soleil au sommet'],
};

let trekId: number;

describe('staff write and read translations', () => {
  it('stores them on POST (blank fields dropped), answers them with each language’s completeness, and keeps them on a PUT without them', async () => {
    const created = await call(
      'POST',
      '/treks',
      trekBody({ translations: { hi: hindi, fr: french, es: { title: ' ' } } }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    trekId = data.id;
    expect(data.translations).toEqual({
      hi: hindi,
      fr: { title: french.title, highlights: french.highlights },
    });
    expect(data.translation_status).toEqual({ hi: 'partial', fr: 'partial', es: 'missing', de: 'missing' });

    const read = (await call('GET', `/treks/${trekId}`)).json().data;
    expect(read.translations.hi.title).toBe(hindi.title);
    const listed = (await call('GET', '/treks?search=kedarkantha')).json().data;
    expect(listed[0].translation_status.hi).toBe('partial');

    const kept = await call('PUT', `/treks/${trekId}`, trekBody({ price: 9900 }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.translations.hi.title).toBe(hindi.title);
  });

  it('a PUT replaces the languages it sends and leaves the others', async () => {
    const complete = {
      title: 'Kedarkantha-Wintertrek',
      short_description: 'Ein Wintergipfel über Sankri.',
      description: 'Schneepfade durch Kiefernwälder.',
      highlights: ['Sonnenaufgang am Gipfel'],
      itinerary: [
        { day: 1, title: 'Sankri' },
        { day: 2, title: 'Juda ka Talab' },
      ],
      best_time: 'Dezember bis April',
    };
    const updated = await call('PUT', `/treks/${trekId}`, trekBody({ translations: { de: complete, fr: {} } }));
    expect(updated.statusCode, updated.body).toBe(200);
    const data = updated.json().data;
    expect(data.translations.fr).toBeUndefined();
    expect(data.translations.hi.title).toBe(hindi.title);
    expect(data.translation_status).toMatchObject({ de: 'complete', fr: 'missing', hi: 'partial' });
  });

  it('answers 422 per field for a too-long translation and for an unknown language, changing nothing', async () => {
    const long = await call('PUT', `/treks/${trekId}`, trekBody({ translations: { hi: { title: 'क'.repeat(500) } } }));
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['translations.hi.title']);
    const unknown = await call('PUT', `/treks/${trekId}`, trekBody({ translations: { xx: { title: 'x' } } }));
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)[0]).toMatch(/^translations/);
    expect((await call('GET', `/treks/${trekId}`)).json().data.translations.hi.title).toBe(hindi.title);
  });

  it('refuses a translation without a token (401) and from a traveller (403)', async () => {
    const body = trekBody({ slug: 'guarded', translations: { hi: hindi } });
    expect((await call('POST', '/treks', body, null)).statusCode).toBe(401);
    expect((await call('POST', '/treks', body, travellerToken)).statusCode).toBe(403);
    expect((await call('PUT', `/treks/${trekId}`, body, travellerToken)).statusCode).toBe(403);
  });

  it('stores a destination’s, a blog category’s, a post’s and a coupon’s translations', async () => {
    const destination = await call('POST', '/destinations', {
      name: 'Spiti Valley',
      tagline: 'The middle land',
      translations: { fr: { name: 'Vallée de Spiti' }, hi: { name: 'स्पीति घाटी', tagline: 'बीच की धरती' } },
    });
    expect(destination.statusCode, destination.body).toBe(201);
    expect(destination.json().data.translations.fr.name).toBe('Vallée de Spiti');
    expect(destination.json().data.translation_status).toMatchObject({ hi: 'complete', fr: 'partial', de: 'missing' });

    const category = await call('POST', '/blog-categories', {
      name: 'Trek Guides',
      translations: { es: { name: 'Guías de trekking' } },
    });
    expect(category.statusCode, category.body).toBe(201);
    expect(category.json().data).toMatchObject({
      translations: { es: { name: 'Guías de trekking' } },
      translation_status: { es: 'complete', hi: 'missing' },
    });
    const renamed = await call('PUT', `/blog-categories/${category.json().data.id}`, { name: 'Trek Guides' });
    expect(renamed.json().data.translations.es.name).toBe('Guías de trekking');

    const post = await call('POST', '/blogs', {
      title: 'Winter in Spiti',
      content: '<p>Frozen rivers.</p>',
      is_published: true,
      category_id: category.json().data.id,
      translations: { de: { title: 'Winter in Spiti, auf Deutsch' } },
    });
    expect(post.statusCode, post.body).toBe(201);
    expect(post.json().data.translations.de.title).toBe('Winter in Spiti, auf Deutsch');
    const blogs = await publicGet('/api/blogs?lang=de');
    expect(blogs.json().data[0].title).toBe('Winter in Spiti, auf Deutsch');
    const categories = (await publicGet('/api/blog-categories?lang=es')).json().data;
    expect(categories.map((row: { name: string }) => row.name)).toContain('Guías de trekking');

    const coupon = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: bearer(adminToken),
      payload: {
        code: 'NAMASTE5',
        description: 'Five percent off',
        discount_type: 'percent',
        discount_value: 5,
        translations: { hi: { description: 'पाँच प्रतिशत की छूट' } },
      },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    expect(coupon.json().data).toMatchObject({
      translations: { hi: { description: 'पाँच प्रतिशत की छूट' } },
      translation_status: { hi: 'complete', fr: 'missing' },
    });
  });
});

describe('public reads in a language', () => {
  it('answer the translated fields in hi and fr, English where a field is not translated', async () => {
    const hi = (await publicGet(`/api/treks/kedarkantha-winter-trek?lang=hi`)).json().data;
    expect(hi.title).toBe(hindi.title);
    expect(hi.short_description).toBe(hindi.short_description);
    // Not translated into Hindi: English.
    expect(hi.description).toBe('Snow trails through pine forests to a summit at 3,810 m.');
    expect(hi.highlights).toEqual(['Summit sunrise', 'Juda ka Talab']);
    expect(hi.itinerary.map((day: { title: string }) => day.title)).toEqual(['Sankri', 'जुड़ा का तालाब']);
    expect(hi.destination.name).toBe('Sankri Base');

    const de = (await publicGet('/api/treks?lang=de')).json().data;
    expect(de.find((row: { id: number }) => row.id === trekId).title).toBe('Kedarkantha-Wintertrek');
    // fr was cleared: English everywhere.
    const fr = (await publicGet('/api/treks?lang=fr')).json().data;
    expect(fr.find((row: { id: number }) => row.id === trekId).title).toBe('Kedarkantha Winter Trek');
    const en = (await publicGet('/api/treks/kedarkantha-winter-trek')).json().data;
    expect(en.title).toBe('Kedarkantha Winter Trek');

    const spiti = (await publicGet('/api/destinations/spiti-valley?lang=fr')).json().data;
    expect(spiti).toMatchObject({ name: 'Vallée de Spiti', tagline: 'The middle land' });
    const places = (await publicGet('/api/destinations?lang=hi&per_page=50')).json().data;
    expect(places.map((row: { name: string }) => row.name)).toContain('स्पीति घाटी');
  });

  it('answer 422 under lang for a language the site does not have', async () => {
    for (const url of ['/api/treks?lang=xx', '/api/treks/kedarkantha-winter-trek?lang=xx', '/api/search?q=a&lang=xx']) {
      const response = await publicGet(url);
      expect(response.statusCode, url).toBe(422);
      expect(Object.keys(response.json().errors), url).toEqual(['lang']);
    }
  });
});

describe('search in any language', () => {
  it('finds the trek by its Hindi title in Devanagari and the destination by its French name, answering in the request’s language', async () => {
    for (const limit of [5, 20]) {
      const devanagari = (
        await publicGet(`/api/search?q=${encodeURIComponent('केदारकांठा')}&limit=${limit}&lang=hi`)
      ).json().data;
      expect(
        devanagari.treks.map((row: { title: string }) => row.title),
        String(limit),
      ).toEqual([hindi.title]);
      const french = (
        await publicGet(`/api/search?q=${encodeURIComponent('Vallée de Spiti')}&limit=${limit}&lang=fr`)
      ).json().data;
      expect(
        french.destinations.map((row: { name: string }) => row.name),
        String(limit),
      ).toEqual(['Vallée de Spiti']);
    }
  });
});

describe('CSV language columns', () => {
  it('exports a column per language and field, and an import writes them back', async () => {
    const { parse } = await import('csv-parse/sync');
    const { stringify } = await import('csv-stringify/sync');
    const exported = await call('GET', '/treks/export');
    expect(exported.statusCode, exported.body).toBe(200);
    const rows = parse(exported.body, { bom: true, columns: true }) as Record<string, string>[];
    const header = Object.keys(rows[0]!);
    expect(header).toEqual(
      expect.arrayContaining(['title_hi', 'short_description_fr', 'highlights_de', 'itinerary_es']),
    );
    const row = rows.find((one) => Number(one.id) === trekId)!;
    expect(row.title_hi).toBe(hindi.title);
    expect(row.highlights_de).toBe('Sonnenaufgang am Gipfel');

    const edited = rows.map((one) =>
      Number(one.id) === trekId ? { ...one, title_fr: 'Trek du Kedarkantha', highlights_fr: 'Sommet | Lac' } : one,
    );
    const boundary = 'trailsboundary';
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/treks/bulk-import',
      headers: { ...bearer(staffToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="treks.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        Buffer.from(stringify([header, ...edited.map((one) => header.map((column) => one[column] ?? ''))])),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data.failed, imported.body).toBe(0);
    const after = (await call('GET', `/treks/${trekId}`)).json().data.translations;
    expect(after.fr).toEqual({ title: 'Trek du Kedarkantha', highlights: ['Sommet', 'Lac'] });
    expect(after.hi.title).toBe(hindi.title);
    expect(after.de.itinerary).toEqual([
      { day: 1, title: 'Sankri' },
      { day: 2, title: 'Juda ka Talab' },
    ]);
  });
});
