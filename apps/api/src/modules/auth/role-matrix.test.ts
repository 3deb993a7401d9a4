import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { ADMIN_PREFIX } from '../../routes.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { ADMIN_ROUTE_POLICY, adminPolicyKey } from './admin-policy.ts';
import { ADMIN_SIGN_IN_PATHS } from './auth.routes.ts';

/**
 * The role matrix of the back office, over every route the app registered under /api/admin (so a
 * new route is checked the moment it exists): no token → 401, traveller → 403, staff → 403 exactly
 * when the policy keeps the route for admins, admin → never 401 or 403.
 */
let ctx: TestContext;
let tokens: { customer: string; staff: string; admin: string };

beforeAll(async () => {
  ctx = await createTestContext();
  tokens = {
    customer: (await ctx.tokenFor('customer')).token,
    staff: (await ctx.tokenFor('staff')).token,
    admin: (await ctx.tokenFor('admin')).token,
  };
});
afterAll(async () => {
  await ctx.close();
});

const signIn: readonly string[] = ADMIN_SIGN_IN_PATHS;
const adminRoutes = () =>
  ctx.routes.filter(
    (route) => (route.url === ADMIN_PREFIX || route.url.startsWith(`${ADMIN_PREFIX}/`)) && !signIn.includes(route.url),
  );

/** A path parameter filled with something that names no record (404 counts as allowed). */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '999999');

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const send = (method: string, url: string, token: string | null) =>
  ctx.app.inject({
    method: method as Method,
    url: concrete(url),
    ...(token ? { headers: bearer(token) } : {}),
    ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
  });

describe('the admin route policy', () => {
  it('classifies every admin route the app registered, and lists no route that does not exist', () => {
    const keys = new Set(adminRoutes().map((route) => adminPolicyKey(route.method, route.url, ADMIN_PREFIX)));
    expect(keys.size).toBeGreaterThan(50);
    const unclassified = [...keys].filter((key) => !(key in ADMIN_ROUTE_POLICY));
    expect(unclassified, 'add these routes to ADMIN_ROUTE_POLICY in modules/auth/admin-policy.ts').toEqual([]);
    const stale = Object.keys(ADMIN_ROUTE_POLICY).filter((key) => !keys.has(key));
    expect(stale, 'these policy entries name no route').toEqual([]);
  });

  it('keeps accounts, settings, the outbox, coupons and catalogue deletes for admins', () => {
    const adminOnly = Object.entries(ADMIN_ROUTE_POLICY)
      .filter(([, access]) => access === 'admin')
      .map(([key]) => key);
    for (const key of [
      'GET /users',
      'PUT /users/:id',
      'GET /settings',
      'POST /settings/test-email',
      'GET /outbox',
      'GET /coupons',
      'DELETE /destinations/:id',
      'DELETE /tours/:id',
      'DELETE /treks/:id',
    ]) {
      expect(adminOnly).toContain(key);
    }
    for (const key of ['GET /bookings', 'POST /bookings/:id/payments', 'PUT /enquiries/:id', 'PUT /tours/:id']) {
      expect(ADMIN_ROUTE_POLICY[key]).toBe('staff');
    }
  });
});

describe('the role matrix', () => {
  it('answers 401 without a token and 403 to a traveller on every admin route', async () => {
    for (const route of adminRoutes()) {
      const label = `${route.method} ${route.url}`;
      const none = await send(route.method, route.url, null);
      expect(none.statusCode, label).toBe(401);
      const traveller = await send(route.method, route.url, tokens.customer);
      expect(traveller.statusCode, label).toBe(403);
    }
  });

  it('answers 403 to staff exactly on the admin-only routes, and never 401/403 to an admin', async () => {
    for (const route of adminRoutes()) {
      const label = `${route.method} ${route.url}`;
      const key = adminPolicyKey(route.method, route.url, ADMIN_PREFIX);
      // Signing out ends the session it is called with: give it its own.
      const own = key === 'POST /auth/logout';
      const staffToken = own ? (await ctx.tokenFor('staff')).token : tokens.staff;
      const adminToken = own ? (await ctx.tokenFor('admin')).token : tokens.admin;

      const staff = await send(route.method, route.url, staffToken);
      if (ADMIN_ROUTE_POLICY[key] === 'staff') {
        expect([401, 403], label).not.toContain(staff.statusCode);
      } else {
        expect(staff.statusCode, label).toBe(403);
        if (route.method !== 'HEAD') {
          expect(staff.json(), label).toEqual({ success: false, message: ADMIN_MESSAGES.adminOnly });
        }
      }
      const admin = await send(route.method, route.url, adminToken);
      expect([401, 403], label).not.toContain(admin.statusCode);
      expect(admin.statusCode, label).toBeLessThan(500);
    }
  });

  it('tells a traveller plainly that they may not', async () => {
    const response = await send('GET', `${ADMIN_PREFIX}/users`, tokens.customer);
    expect(response.json()).toEqual({ success: false, message: MESSAGES.forbidden });
  });
});
