import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PUBLIC_PAGES } from '../modules/pages/public-pages.ts';
import { bearer, createTestContext, type TestContext } from './context.ts';

/**
 * Every route, every parameter, hostile values: bad input is a 4xx, never a 5xx. New routes are
 * covered as soon as they are registered, so a schema that forgets a bound shows up here.
 */
const JUNK = [
  '%00',
  'a%00b',
  '10000000000',
  '-1',
  '1.5',
  'x'.repeat(10_240),
  '..',
  encodeURIComponent('मनाली'),
  '%ED%A0%80',
  '\uD800',
  '%F0%9F%92%A9%00',
];

interface Target {
  method: string;
  url: string;
  params: string[];
  query: string[];
}

const routes: Target[] = [];
const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

function collect(route: RouteOptions) {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
  const params = paramNames(route.url);
  const querystring = route.schema?.querystring as z.ZodObject | undefined;
  const query = querystring && 'shape' in querystring ? Object.keys(querystring.shape) : [];
  if (params.length === 0 && query.length === 0) return;
  for (const method of methods) routes.push({ method, url: route.url, params, query });
}

// Public pages with a parameter are served by the not-found handler, not by a route of their own.
const pageTargets: Target[] = PUBLIC_PAGES.filter((page) => page.path.includes(':')).map((page) => ({
  method: 'GET',
  url: page.path,
  params: paramNames(page.path),
  query: [],
}));

let ctx: TestContext;
let travellerToken: string;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext({}, { onRoute: collect });
  travellerToken = (await ctx.tokenFor('customer')).token;
  adminToken = (await ctx.tokenFor('admin')).token;
});
afterAll(async () => {
  await ctx.close();
});

function fill(url: string, params: string[], target: string, junk: string) {
  return params.reduce((path, name) => path.replace(`:${name}`, name === target ? junk : '1'), url);
}

describe('hostile input on every route', () => {
  it('finds the routes to sweep', () => {
    expect(routes.some((route) => route.url === '/api/wishlist/:id')).toBe(true);
    expect(routes.some((route) => route.url === '/api/treks' && route.query.includes('altitudeRange'))).toBe(true);
  });

  it('answers 4xx, never 5xx, to junk in any parameter, with or without a token', async () => {
    const failures: string[] = [];
    const tokens = (url: string) => [undefined, travellerToken, ...(url.startsWith('/api/admin') ? [adminToken] : [])];
    for (const route of [...routes, ...pageTargets]) {
      const requests: { url: string; idParam: boolean }[] = [];
      for (const junk of JUNK) {
        for (const param of route.params) {
          // `..` as a whole segment is resolved away by the URL, landing on another route.
          const idParam = /^id$|Id$/.test(param) && junk !== '..';
          requests.push({ url: fill(route.url, route.params, param, junk), idParam });
        }
        for (const key of route.query) {
          requests.push({ url: `${fill(route.url, route.params, '', '')}?${key}=${junk}`, idParam: false });
          requests.push({ url: `${fill(route.url, route.params, '', '')}?${key}=0-${junk}`, idParam: false });
        }
      }
      for (const token of tokens(route.url)) {
        const answers = await Promise.all(
          requests.map(async (request) => ({
            request,
            response: await ctx.app.inject({
              method: route.method as 'GET',
              url: request.url,
              headers: token ? bearer(token) : {},
              ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
            }),
          })),
        );
        for (const { request, response } of answers) {
          const status = response.statusCode;
          const wrong = status >= 500 || (request.idParam && token && route.url.startsWith('/api/') && status < 400);
          if (wrong)
            failures.push(
              `${route.method} ${request.url.slice(0, 120)} ${token ? 'with token' : ''} -> ${status} ${response.body.slice(0, 120)}`,
            );
          if (status >= 400 && route.url.startsWith('/api/')) expect(response.json()).toMatchObject({ success: false });
        }
      }
    }
    expect(failures).toEqual([]);
    // Every route times every junk value times every token: the sweep grows with the routes.
  }, 300_000);

  it('refuses a NUL character in a body field and stores nothing', async () => {
    const user = await ctx.createUser();
    const token = await ctx.login(user.email, user.password);
    const cases = [
      {
        url: '/api/auth/login',
        method: 'POST',
        payload: { email: `a\u0000${user.email}`, password: user.password },
        field: 'email',
      },
      {
        url: '/api/admin/auth/login',
        method: 'POST',
        payload: { email: `\u0000${user.email}`, password: user.password },
        field: 'email',
      },
      {
        url: '/api/auth/register',
        method: 'POST',
        payload: {
          name: 'Nul\u0000Name',
          email: 'nul-name@example.test',
          password: 'Deodar-Ridge-4127',
          password_confirmation: 'Deodar-Ridge-4127',
        },
        field: 'name',
      },
      { url: '/api/user', method: 'PUT', payload: { name: 'Nul\u0000Name', email: user.email }, field: 'name', token },
      {
        url: '/api/user',
        method: 'PUT',
        payload: { name: 'Name', email: user.email, address: '\u0000' },
        field: 'address',
        token,
      },
      {
        url: '/api/admin/settings/site_description',
        method: 'PUT',
        payload: { value: 'Hills\u0000' },
        field: 'value',
        token: adminToken,
      },
      { url: '/api/wishlist', method: 'POST', payload: { tour_id: 3_000_000_000 }, field: 'tour_id', token },
    ] as const;
    for (const { url, method, payload, field, ...rest } of cases) {
      const token = 'token' in rest ? rest.token : undefined;
      const response = await ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
      expect(response.statusCode, url).toBe(422);
      expect(response.json(), url).toMatchObject({ success: false, errors: { [field]: [expect.any(String)] } });
    }
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nul-name@example.test', password: 'Deodar-Ridge-4127' },
    });
    expect(registered.statusCode).toBe(422);
    const profile = await ctx.app.inject({ url: '/api/auth/user', headers: bearer(token) });
    expect(profile.json().data).toMatchObject({ name: expect.not.stringContaining('\u0000'), address: null });
    const settings = await ctx.app.inject({ url: '/api/admin/settings', headers: bearer(adminToken) });
    expect(settings.json().data.site_description).not.toContain('\u0000');
  });
});
