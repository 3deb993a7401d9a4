import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_LIMITS } from '@trails/contracts/catalogue-constants';
import { LIMITS } from '@trails/contracts/constants';
import type { Database } from '../../db/client.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { createTestContext, updateDestinationAsStaff, type TestContext } from '../../test/context.ts';
import { createCatalogueService } from '../catalogue/catalogue.service.ts';
import { createDestinationsService } from '../destinations/destinations.service.ts';
import { createSearchService } from './search.service.ts';

let ctx: TestContext;
type Row = { id: number; slug: string; title: string };
let manali: { id: number; name: string }, kasol: { id: number; name: string };
let snow: Row, cafe: Row, rohtang: Row, parvati: Row, hidden: Row, rafting: Row, river: Row;
let kedarkantha: Row, harKiDun: Row, hiddenTrek: Row;

beforeAll(async () => {
  ctx = await createTestContext();
  const f = catalogueFixtures(ctx.db);
  manali = await f.destination({ name: 'Manali', state: 'Himachal Pradesh', description: 'Snow, apples and cafes.' });
  kasol = await f.destination({
    name: 'Kasol',
    state: 'Himachal Pradesh',
    description: 'A village on the Parvati river.',
  });
  const shivpuri = await f.destination({
    name: 'Shivpuri',
    state: 'Uttarakhand',
    description: 'Beaches on the Ganga.',
  });
  await f.destination({ name: 'Manali Annexe', isActive: false });

  // "manali" in the title (A) and the place (B); only the place (B); only the description (D).
  snow = await f.tour(manali.id, { title: 'Manali Snow Weekend', description: 'Sledges and snowmen.' });
  cafe = await f.tour(manali.id, { title: 'Old Manali Cafe Walk', description: 'Coffee and cake.' });
  rohtang = await f.tour(manali.id, { title: 'Rohtang Day Trip', description: 'A high road and snow.' });
  parvati = await f.tour(kasol.id, {
    title: 'Parvati Valley Trail',
    description: 'Ends with the night bus to Manali.',
  });
  hidden = await f.tour(manali.id, { title: 'Hidden Manali Tour', isActive: false });
  // "rafting" in the title, or only (three times) in the description.
  river = await f.tour(shivpuri.id, {
    title: 'River Days',
    description: 'Rafting, rafting and more rafting on the river.',
  });
  rafting = await f.tour(shivpuri.id, { title: 'Ganga Rafting Camp', description: 'Tents on a beach.' });
  const sankri = await f.destination({
    name: 'Sankri',
    state: 'Uttarakhand',
    description: 'Base of the Govind treks.',
  });
  kedarkantha = await f.trek(sankri.id, {
    title: 'Kedarkantha Winter Trek',
    description: 'Snow camps under the summit in oak and pine forest.',
  });
  harKiDun = await f.trek(sankri.id, { title: 'Har Ki Dun Valley', description: 'Meadows below Swargarohini.' });
  hiddenTrek = await f.trek(sankri.id, { title: 'Kedarkantha Closed Route', isActive: false });
});
afterAll(async () => {
  await ctx.close();
});

async function search(q: string, limit?: number) {
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const response = await ctx.app.inject({ url: `/api/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as {
    tours: Row[];
    destinations: { id: number; name: string; tour_count: number }[];
    treks: Row[];
  };
  return {
    tours: data.tours.map((tour) => tour.id),
    treks: data.treks.map((trek) => trek.id),
    destinations: data.destinations.map((place) => place.name),
    data,
    response,
  };
}

describe('GET /api/search', () => {
  it('finds Manali first for the name, a prefix and a typo: the place, then its tours by weight', async () => {
    for (const q of ['manali', 'Manali', 'manal', 'manaly', 'MANALY!']) {
      const { tours, destinations } = await search(q);
      expect(destinations[0], q).toBe('Manali');
      expect(destinations, q).not.toContain('Manali Annexe');
      // Title and place first (in either order), then place only, then description only.
      expect(new Set(tours.slice(0, 2)), q).toEqual(new Set([snow.id, cafe.id]));
      expect(tours.slice(2), q).toEqual([rohtang.id, parvati.id]);
      expect(tours, q).not.toContain(hidden.id);
    }
  });

  it('answers tour and destination summaries, with the cache header', async () => {
    const { data, response } = await search('manali');
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(data.tours[0]).toMatchObject({ destination: { name: 'Manali' }, rating: null, review_count: 0 });
    expect(data.destinations[0]).toMatchObject({ name: 'Manali', tour_count: 3 });
  });

  it('ranks a word of the title above the same word in a description', async () => {
    expect((await search('rafting')).tours).toEqual([rafting.id, river.id]);
    expect((await search('raftng')).tours).toEqual([rafting.id, river.id]);
  });

  it('needs every word: "manaly snow" finds the snow weekend, which has both', async () => {
    const { tours } = await search('manaly snow');
    expect(tours[0]).toBe(snow.id);
    expect(tours).not.toContain(parvati.id);
    expect(tours).not.toContain(cafe.id);
  });

  it('answers two letters with the items that have a word starting with them, title and place first', async () => {
    const { tours, destinations } = await search('ma');
    expect(destinations[0]).toBe('Manali');
    expect(destinations).not.toContain('Manali Annexe');
    expect(new Set(tours.slice(0, 2))).toEqual(new Set([snow.id, cafe.id]));
    expect(tours.slice(2)).toEqual([rohtang.id, parvati.id]);
    expect(tours).not.toContain(hidden.id);
    const ka = await search('Ka');
    expect(ka.destinations).toEqual(['Kasol']);
    expect(ka.tours).toEqual([parvati.id]);
  });

  it('still finds words with typos, in every word of the query', async () => {
    expect((await search('manaly')).destinations[0]).toBe('Manali');
    expect((await search('parvaty valey')).tours).toEqual([parvati.id]);
    expect((await search('ganga raftng')).tours).toEqual([rafting.id]);
  });

  it('ranks a match in the title or place above any number of matches in the description', async () => {
    const f = catalogueFixtures(ctx.db);
    const jibhi = await f.destination({ name: 'Jibhi', state: 'Himachal Pradesh' });
    const chatty = await f.tour(jibhi.id, {
      title: 'Parvati Picnic',
      description: 'Shivpuri, shivpuri, shivpuri: shivpuri and shivpuri beyond shivpuri.',
    });
    await ctx.app.publicCache.invalidate({ catalogue: true });
    const { tours } = await search('shivpuri');
    expect(new Set(tours.slice(0, 2))).toEqual(new Set([river.id, rafting.id]));
    expect(tours[2]).toBe(chatty.id);
    // The description alone is enough when the title part matches nothing.
    expect((await search('shivp')).tours.at(-1)).toBe(chatty.id);
  });

  it('respects limit, and answers empty lists for words that match nothing', async () => {
    expect((await search('manali', 1)).tours).toHaveLength(1);
    expect(await search('xyzzyq')).toMatchObject({ tours: [], destinations: [], treks: [] });
  });

  it('answers empty lists for a blank, missing or punctuation-only q', async () => {
    for (const url of [
      '/api/search',
      '/api/search?q=',
      '/api/search?q=%20%20%20',
      `/api/search?q=${encodeURIComponent('!!! ??')}`,
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ success: true, data: { tours: [], destinations: [], treks: [] } });
    }
  });

  it('takes tsquery syntax and quotes as plain text', async () => {
    for (const q of [`a:*&|!()'"`, `manali' | !`, `<-> & ( ) :*`, `\\'; drop table tours; --`]) {
      const response = await ctx.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` });
      expect(response.statusCode, q).toBe(200);
    }
    expect((await search(`manali' | !(`)).destinations[0]).toBe('Manali');
  });

  it('rejects a q that is too long or a limit out of range with 422', async () => {
    const long = await ctx.app.inject({ url: `/api/search?q=${'a'.repeat(CATALOGUE_LIMITS.searchQueryMax + 1)}` });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toHaveProperty('q');
    for (const limit of [0, CATALOGUE_LIMITS.searchMax + 1]) {
      const response = await ctx.app.inject({ url: `/api/search?q=manali&limit=${limit}` });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('limit');
    }
  });
});

describe('statements per search', () => {
  it('the search page: similar terms, the three ranked lists, a summary read per kind found: six statements', async () => {
    const { result, statements } = await ctx.statementsOf(() => ctx.app.inject({ url: '/api/search?q=manaly%20snow' }));
    expect(result.json().data.tours.map((tour: Row) => tour.id)).toEqual([snow.id, rohtang.id]);
    // Tours and destinations; no trek matches, so none is read.
    expect(result.json().data.treks).toEqual([]);
    expect(statements).toHaveLength(6);
  });

  it('suggestions: the two summary reads; after a write one rebuild (a statement per kind) shared by concurrent searches', async () => {
    const suggest = (q: string) => ctx.app.inject({ url: `/api/search?q=${q}&limit=${LIMITS.searchSuggestions}` });
    // A change to the catalogue itself: the index is rebuilt once for all three.
    await ctx.app.publicCache.invalidate({ catalogue: true });
    const { result, statements } = await ctx.statementsOf(async () => {
      const concurrent = await Promise.all(['manali', 'shivpuri', 'manaly%20snow'].map(suggest));
      return [...concurrent, await suggest('ganga')];
    });
    const ids = result.map((response) => response.json().data.tours.map((tour: Row) => tour.id));
    expect(ids[2]).toEqual([snow.id]);
    expect(ids[3]).toEqual([rafting.id]);
    const rebuild = statements.filter((statement) => statement.includes('json_agg'));
    expect(rebuild).toHaveLength(3);
    // manali, shivpuri: tours and destinations; "manaly snow", ganga: tours only.
    expect(statements).toHaveLength(rebuild.length + 2 + 2 + 1 + 1);
  });

  it('suggestions: a write that leaves the catalogue as it was (a booking, a review) rebuilds nothing', async () => {
    const suggest = () => ctx.app.inject({ url: `/api/search?q=manali&limit=${LIMITS.searchSuggestions}` });
    await suggest();
    // statementsOf bumps the public data version (the response cache empties), not the catalogue's.
    const { statements } = await ctx.statementsOf(suggest);
    expect(statements.filter((statement) => statement.includes('json_agg'))).toEqual([]);
    expect(statements).toHaveLength(2);
  });
});

describe('search without a query', () => {
  it('does not touch the database for a blank query', async () => {
    const noDatabase = new Proxy(
      {},
      {
        get() {
          throw new Error('the database was used');
        },
      },
    ) as Database;
    const tours = createCatalogueService(noDatabase, 'tour');
    const treks = createCatalogueService(noDatabase, 'trek');
    const destinations = createDestinationsService(noDatabase, { tours, treks });
    const service = createSearchService(noDatabase, { tours, treks, destinations });
    for (const q of [undefined, '', '   ', '?!', `:*&|`]) {
      expect(await service.search(q, 10)).toEqual({ tours: [], destinations: [], treks: [] });
    }
    await expect(service.search('manali', 10)).rejects.toThrow('the database was used');
  });
});

describe('suggestions while the public data version cannot be trusted', () => {
  it('use the full-text search (the listener is down: a write elsewhere would not be seen)', async () => {
    const tours = createCatalogueService(ctx.db, 'tour');
    const treks = createCatalogueService(ctx.db, 'trek');
    const destinations = createDestinationsService(ctx.db, { tours, treks });
    const service = createSearchService(ctx.db, {
      tours,
      treks,
      destinations,
      freshness: { enabled: false, catalogueVersion: 0 },
    });
    const { result, statements } = await ctx.statementsOf(() => service.search('manali', LIMITS.searchSuggestions));
    expect(result.destinations[0]?.name).toBe('Manali');
    expect(statements.some((statement) => statement.includes('ts_rank_cd'))).toBe(true);
    expect(statements.some((statement) => statement.includes('json_agg'))).toBe(false);
  });
});

describe('documents follow their destination', () => {
  it('a renamed destination finds its tours under the new name, and not the old one', async () => {
    expect((await search('tosh')).tours).toEqual([]);
    const elsewhere = await catalogueFixtures(ctx.db).destination({ name: 'Barshaini' });
    const mentions = await catalogueFixtures(ctx.db).tour(elsewhere.id, {
      title: 'Pulga Day Walk',
      description: 'Tosh, tosh, tosh and tosh: tosh above tosh.',
    });
    await catalogueFixtures(ctx.db).renameDestination(kasol.id, {
      name: 'Tosh Valley',
      city: 'Tosh',
      tagline: 'Above the Parvati',
      shortDescription: 'A village at the end of the road.',
    });
    // Renamed behind the services, which would have emptied the response cache.
    await ctx.app.publicCache.invalidate({ catalogue: true });
    const renamed = await search('tosh');
    // Its tours match in their place (the title part), above a tour that only mentions it.
    expect(renamed.tours).toEqual([parvati.id, mentions.id]);
    expect(renamed.destinations).toEqual(['Tosh Valley']);
    expect((await search('toshe')).destinations).toEqual(['Tosh Valley']);
    expect((await search('kasol')).tours).toEqual([]);
    expect((await search('ka')).tours).toEqual([]);
    expect((await search('kasol')).destinations).toEqual([]);
  });
});

describe('suggestions (the search box: LIMITS.searchSuggestions results)', () => {
  const suggestions = (q: string) => search(q, LIMITS.searchSuggestions);

  it('match titles and places: words, beginnings from two letters and typos, with the fields of the search page', async () => {
    const page = await search('manali');
    for (const q of ['manali', 'manal', 'ma', 'manaly', 'MANALY!']) {
      const box = await suggestions(q);
      expect(box.destinations[0], q).toBe('Manali');
      expect(box.destinations, q).not.toContain('Manali Annexe');
      // The title before the place alone; a description does not count here.
      expect(new Set(box.tours.slice(0, 2)), q).toEqual(new Set([snow.id, cafe.id]));
      expect(box.tours[2], q).toBe(rohtang.id);
      expect(box.tours, q).not.toContain(parvati.id);
      expect(box.tours, q).not.toContain(hidden.id);
    }
    const box = await suggestions('manali');
    expect(box.data.tours).toEqual(box.tours.map((id) => page.data.tours.find((tour) => tour.id === id)));
    expect(box.data.destinations[0]).toEqual(page.data.destinations[0]);
    expect((await suggestions('ganga raftng')).tours).toEqual([rafting.id]);
    expect((await search('manali', 1)).tours).toHaveLength(1);
    expect(await suggestions('xyzzyq')).toMatchObject({ tours: [], destinations: [], treks: [] });
  });

  it('fall back to the full-text search when no title or place matches: a word of a description', async () => {
    expect((await suggestions('sledges')).tours).toEqual([snow.id]);
  });

  it('show a destination that staff rename under its new name in the very next suggestions', async () => {
    const f = catalogueFixtures(ctx.db);
    const place = await f.destination({ name: 'Sangla', state: 'Himachal Pradesh' });
    const walk = await f.tour(place.id, { title: 'Apple Orchard Walk' });
    await ctx.app.publicCache.invalidate({ catalogue: true });
    expect(await suggestions('sangla')).toMatchObject({ tours: [walk.id], destinations: ['Sangla'] });

    const { token } = await ctx.tokenFor('admin');
    const update = await updateDestinationAsStaff(ctx.app, token, place.id, { name: 'Chitkul', city: 'Chitkul' });
    expect(update.statusCode, update.body).toBe(200);
    expect(await suggestions('chitkul')).toMatchObject({ tours: [walk.id], destinations: ['Chitkul'] });
    expect((await suggestions('sangla')).destinations).not.toContain('Sangla');
  });
});

describe('treks', () => {
  it('are found by the search page by title, a beginning, a typo and their place, never an inactive one', async () => {
    for (const q of ['kedarkantha', 'Kedarkantha', 'kedark', 'kedarkanta', 'kedrakantha', 'kedarkantha trek']) {
      const found = await search(q);
      expect(found.treks[0], q).toBe(kedarkantha.id);
      expect(found.treks, q).not.toContain(hiddenTrek.id);
      expect(found.tours, q).toEqual([]);
    }
    // The place (B) finds every trek of Sankri, and the destination itself.
    const place = await search('sankri');
    expect(new Set(place.treks)).toEqual(new Set([kedarkantha.id, harKiDun.id]));
    expect(place.destinations).toEqual(['Sankri']);
    // A word of the description alone.
    expect((await search('swargarohini')).treks).toEqual([harKiDun.id]);
  });

  it('answer trek summaries, the fields of the trek list', async () => {
    const { data } = await search('kedarkantha');
    expect(data.treks[0]).toMatchObject({
      id: kedarkantha.id,
      slug: kedarkantha.slug,
      title: 'Kedarkantha Winter Trek',
    });
    expect(data.treks[0]).toHaveProperty('difficulty_level');
    expect(data.treks[0]).toHaveProperty('destination.name', 'Sankri');
  });

  it('are in the suggestions, from the same index: words, beginnings and typos', async () => {
    await ctx.app.publicCache.invalidate({ catalogue: true });
    for (const q of ['kedarkantha', 'kedark', 'kedarkanta', 'kedarkanhta', 'har ki dun']) {
      const box = await search(q, LIMITS.searchSuggestions);
      expect(box.treks[0], q).toBe(q === 'har ki dun' ? harKiDun.id : kedarkantha.id);
      expect(box.treks, q).not.toContain(hiddenTrek.id);
    }
    // The index answered: no full-text statement ran.
    const { statements } = await ctx.statementsOf(() =>
      ctx.app.inject({ url: `/api/search?q=kedarkanta&limit=${LIMITS.searchSuggestions}` }),
    );
    expect(statements.some((statement) => statement.includes('ts_rank_cd'))).toBe(false);
    expect(statements).toHaveLength(1);
  });

  it('follow a staff change at once: a new trek is suggested in the very next search', async () => {
    const f = catalogueFixtures(ctx.db);
    const place = await f.destination({ name: 'Jobra', state: 'Himachal Pradesh' });
    const trek = await f.trek(place.id, { title: 'Chandrakhani Pass Trek' });
    await ctx.app.publicCache.invalidate({ catalogue: true });
    expect((await search('chandrakhani', LIMITS.searchSuggestions)).treks).toEqual([trek.id]);
    expect((await search('chandrakhni', LIMITS.searchSuggestions)).treks).toEqual([trek.id]);
  });
});
