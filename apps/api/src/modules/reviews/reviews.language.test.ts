/**
 * Reviews name their trip in the reader's language: a trip page's reviews and the traveller's own
 * list take `lang` (the home page's list already did), and an untranslated trip stays in English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIP_TRANSLATIONS } from '../../db/seed/translations.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { catalogueFixtures, daysBefore } from '../../test/catalogue-fixtures.ts';

const SPITI = TRIP_TRANSLATIONS['spiti-valley-circuit-by-road']!;
const HAMPTA = TRIP_TRANSLATIONS['hampta-pass-trek']!;

let ctx: TestContext;
let token: string;
let tour: { slug: string }, trek: { slug: string }, plain: { slug: string };

beforeAll(async () => {
  ctx = await createTestContext();
  const f = catalogueFixtures(ctx.db);
  const place = await f.destination();
  tour = await f.tour(place.id, { title: 'Spiti Valley Circuit by Road', translations: SPITI });
  trek = await f.trek(place.id, { title: 'Hampta Pass Trek', translations: HAMPTA });
  plain = await f.tour(place.id, { title: 'Untranslated Tour' });
  const traveller = await ctx.tokenFor('customer');
  token = traveller.token;
  const tourRow = await ctx.app.inject({ url: `/api/tours/${tour.slug}` });
  const trekRow = await ctx.app.inject({ url: `/api/treks/${trek.slug}` });
  const plainRow = await ctx.app.inject({ url: `/api/tours/${plain.slug}` });
  const idOf = (response: { json: () => { data: { id: number } } }) => response.json().data.id;
  await f.review(traveller.userId, { tourId: idOf(tourRow) }, { createdAt: daysBefore(3) });
  await f.review(traveller.userId, { trekId: idOf(trekRow) }, { createdAt: daysBefore(2) });
  await f.review(traveller.userId, { tourId: idOf(plainRow) }, { createdAt: daysBefore(1), isApproved: false });
});
afterAll(async () => {
  await ctx.close();
});

type Review = { subject: { title: string }; tour: { title: string } | null; trek: { title: string } | null };
const tripTitles = (body: { data: Review[] }) =>
  body.data.map((review) => [review.subject.title, (review.tour ?? review.trek)!.title]);

describe('the trip a review names, in the reader’s language', () => {
  it('a tour’s and a trek’s reviews name it in Hindi with lang=hi, in English without', async () => {
    const hindi = await ctx.app.inject({ url: `/api/tours/${tour.slug}/reviews?lang=hi` });
    expect(hindi.statusCode).toBe(200);
    expect(tripTitles(hindi.json())).toEqual([[SPITI.hi!.title, SPITI.hi!.title]]);
    const french = await ctx.app.inject({ url: `/api/treks/${trek.slug}/reviews?lang=fr` });
    expect(tripTitles(french.json())).toEqual([[HAMPTA.fr!.title, HAMPTA.fr!.title]]);
    const english = await ctx.app.inject({ url: `/api/tours/${tour.slug}/reviews` });
    expect(tripTitles(english.json())).toEqual([['Spiti Valley Circuit by Road', 'Spiti Valley Circuit by Road']]);
  });

  it('the traveller’s own reviews name each trip in Hindi with lang=hi, an untranslated one in English', async () => {
    const mine = (query: string) =>
      ctx.app.inject({ url: `/api/user/reviews${query}`, headers: bearer(token) }).then((r) => r.json());
    expect(tripTitles(await mine('?lang=hi'))).toEqual([
      ['Untranslated Tour', 'Untranslated Tour'],
      [HAMPTA.hi!.title, HAMPTA.hi!.title],
      [SPITI.hi!.title, SPITI.hi!.title],
    ]);
    expect(tripTitles(await mine(''))).toEqual([
      ['Untranslated Tour', 'Untranslated Tour'],
      ['Hampta Pass Trek', 'Hampta Pass Trek'],
      ['Spiti Valley Circuit by Road', 'Spiti Valley Circuit by Road'],
    ]);
  });

  it('the home page’s list names them in Hindi too', async () => {
    const hindi = await ctx.app.inject({ url: '/api/reviews?lang=hi' });
    expect(tripTitles(hindi.json())).toEqual([
      [HAMPTA.hi!.title, HAMPTA.hi!.title],
      [SPITI.hi!.title, SPITI.hi!.title],
    ]);
  });

  it('an unknown language is a 422 under lang', async () => {
    for (const url of [`/api/tours/${tour.slug}/reviews?lang=xx`, '/api/user/reviews?lang=xx']) {
      const response = await ctx.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors).toHaveProperty('lang');
    }
  });
});
