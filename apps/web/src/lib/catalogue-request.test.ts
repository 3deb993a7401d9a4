import { afterEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, statsApi, toursApi } from '@trails/contracts/catalogue';
import { sitePagesApi } from '@trails/contracts/site-pages';
import { setApiFetch } from './api-client';
import { catalogueCall, setCatalogueLangSource } from './catalogue-request';

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

describe('catalogueCall', () => {
  it('asks a read that answers texts in the interface language, and leaves lang out in English', async () => {
    const seen = recordRequests();
    setCatalogueLangSource(() => 'hi');
    await catalogueCall(toursApi.list, { query: { page: 2 } });
    await catalogueCall(destinationsApi.get, { params: { id: 'spiti valley' } });
    setCatalogueLangSource(() => 'en');
    await catalogueCall(toursApi.list, { query: { page: 2 } });
    expect(seen.urls).toEqual([
      '/api/tours?page=2&lang=hi',
      '/api/destinations/spiti%20valley?lang=hi',
      '/api/tours?page=2',
    ]);
  });

  it('sends no lang to a read without one (facets, stats), and keeps a language the caller gives', async () => {
    const seen = recordRequests();
    setCatalogueLangSource(() => 'hi');
    await catalogueCall(toursApi.facets, {});
    await catalogueCall(statsApi.get, {});
    await catalogueCall(sitePagesApi.get, { params: { key: 'faq' }, query: { lang: 'en' } });
    expect(seen.urls).toEqual(['/api/tours/facets', '/api/stats', '/api/pages/faq?lang=en']);
  });

  it('sends no token', async () => {
    const seen = recordRequests();
    vi.stubGlobal('window', { localStorage: { getItem: () => 'a-token' } });
    await catalogueCall(statsApi.get, {});
    vi.unstubAllGlobals();
    expect(seen.headers[0]!.get('authorization')).toBeNull();
  });
});
