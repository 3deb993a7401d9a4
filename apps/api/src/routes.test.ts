import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trails/contracts/messages';
import { ADMIN_SIGN_IN_PATHS } from './modules/auth/auth.routes.ts';
import { ADMIN_PREFIX, refuseUnguardedAdminRoutes } from './routes.ts';
import { bearer, createTestContext, type TestContext } from './test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** Every registered admin route but the sign-in ones, with its parameters filled in. */
function guardedAdminRoutes() {
  const signIn: readonly string[] = ADMIN_SIGN_IN_PATHS;
  return ctx.routes
    .filter((route) => route.url.startsWith(`${ADMIN_PREFIX}/`) && !signIn.includes(route.url))
    .map((route) => ({ method: route.method, url: route.url.replace(/:\w+/g, 'x').replace(/\*/g, 'x') }));
}

type InjectMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

describe('the admin scope', () => {
  it('holds the admin routes this app has (the sweep below is not empty)', () => {
    const urls = guardedAdminRoutes().map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /api/admin/auth/profile', 'PUT /api/admin/settings/x']));
  });

  it('answers 401 without a token and 403 with a traveller’s token on every admin route', async () => {
    const traveller = await ctx.tokenFor('customer');
    for (const { method, url } of guardedAdminRoutes()) {
      const request = {
        method: method as InjectMethod,
        url,
        payload: ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined,
      };
      const none = await ctx.app.inject(request);
      expect(none.statusCode, `${method} ${url} without a token`).toBe(401);
      const wrongRole = await ctx.app.inject({ ...request, headers: bearer(traveller.token) });
      expect(wrongRole.statusCode, `${method} ${url} with a traveller's token`).toBe(403);
      if (method !== 'HEAD') {
        expect(none.json()).toEqual({ success: false, message: MESSAGES.unauthenticated });
        expect(wrongRole.json()).toEqual({ success: false, message: MESSAGES.forbidden });
      }
    }
  });

  it('leaves the two sign-in addresses open', async () => {
    for (const url of ADMIN_SIGN_IN_PATHS) {
      const response = await ctx.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(422);
    }
  });

  it('refuses to start with an admin route registered outside the scope', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    refuseUnguardedAdminRoutes(app);
    expect(() => app.get(`${ADMIN_PREFIX}/bookings`, async () => 'open')).toThrow(/outside the admin scope/);
    await app.register(
      async (admin) => {
        admin.get('/bookings', async () => 'guarded');
      },
      { prefix: ADMIN_PREFIX },
    );
    await app.ready();
    await app.close();
  });
});
