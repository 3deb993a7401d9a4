import { afterEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, statsApi, toursApi } from '@trails/contracts/catalogue';
import { sitePagesApi } from '@trails/contracts/page-content';
import { setApiFetch } from './api-client';
import { catalogueCall, setCatalogueLangSource, withCatalogueLang } from './catalogue-request';

/** The addresses asked for, answering each with an empty success. */
function recordRequests(): { urls: string[]; headers: Headers[] } {
  const seen = { urls: [] as string[], headers: [] as Headers[] };
  setApiFetch(async (input, init) => {
    seen.urls.push(String(input));
    seen.headers.push(new Headers(init?.headers));
    return new Response(JSON.stringify({ success: true, data: [] }), { status: 200 });
  });
  return seen;
}

afterEach(() => setCatalogueLangSource(() => null));

describe('withCatalogueLang', () => {
  it('adds the interface language, and leaves it out in English', () => {
    setCatalogueLangSource(() => 'hi');
    expect(withCatalogueLang({ page: 2 })).toEqual({ page: 2, lang: 'hi' });
    expect(withCatalogueLang()).toEqual({ lang: 'hi' });
    setCatalogueLangSource(() => 'en');
    expect(withCatalogueLang({ page: 2 })).toEqual({ page: 2 });
    expect(withCatalogueLang()).toEqual({});
  });
});

describe('catalogueCall', () => {
  it('fills the path and the query from the endpoint map', async () => {
    const seen = recordRequests();
    setCatalogueLangSource(() => 'hi');
    await catalogueCall(toursApi.list, { query: withCatalogueLang({ page: 2 }) });
    await catalogueCall(destinationsApi.get, { params: { id: 'spiti valley' }, query: withCatalogueLang() });
    await catalogueCall(toursApi.facets, {});
    await catalogueCall(sitePagesApi.get, { params: { key: 'faq' }, query: { lang: 'en' } });
    setCatalogueLangSource(() => 'en');
    await catalogueCall(toursApi.list, { query: withCatalogueLang({ page: 2 }) });
    expect(seen.urls).toEqual([
      '/api/tours?page=2&lang=hi',
      '/api/destinations/spiti%20valley?lang=hi',
      '/api/tours/facets',
      '/api/pages/faq?lang=en',
      '/api/tours?page=2',
    ]);
  });

  it('sends no token', async () => {
    const seen = recordRequests();
    vi.stubGlobal('window', { localStorage: { getItem: () => 'a-token' } });
    await catalogueCall(statsApi.get, {});
    vi.unstubAllGlobals();
    expect(seen.headers[0]!.get('authorization')).toBeNull();
  });
});
