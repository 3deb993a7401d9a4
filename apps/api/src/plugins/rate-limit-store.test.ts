import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_LIMITS } from '@trails/contracts/blog-constants';
import { CUSTOM_PACKAGE_LIMITS } from '@trails/contracts/custom-packages';
import { ENQUIRY_LIMITS } from '@trails/contracts/enquiry-constants';
import { MESSAGES } from '@trails/contracts/messages';
import type { App } from '../lib/types.ts';
import { bearer, createTestContext, testDatabaseKind, type TestContext } from '../test/context.ts';
import { PostgresStore } from './rate-limit-store.ts';

const AUTH_LIMIT = 4;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ AUTH_RATE_LIMIT: AUTH_LIMIT });
});
afterAll(async () => {
  await ctx.close();
});

describe('rate-limit counters in the database', () => {
  const incr = (store: PostgresStore, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000),
    );

  it('counts hits of a key within its window, and starts again once the window has passed', async () => {
    const store = new PostgresStore(ctx.db);
    expect((await incr(store, 'unit-a')).current).toBe(1);
    const second = await incr(store, 'unit-a');
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect((await incr(store, 'unit-b')).current).toBe(1);

    await ctx.db.execute(
      sql`update rate_limit_counters set resets_at = now() - interval '1 second' where key = 'unit-a'`,
    );
    expect((await incr(store, 'unit-a')).current).toBe(1);
  });
});

// Two server processes on one PostgreSQL: an attacker spreading requests over both gets no more.
describe.skipIf(testDatabaseKind !== 'postgres')('every rate limit is shared by two apps on one database', () => {
  let other: App;
  let headers: Record<string, string>;
  beforeAll(async () => {
    other = await ctx.anotherApp();
    // Signed in from the test's own address, which the counted requests below do not use.
    headers = bearer((await ctx.tokenFor('customer')).token);
  });

  const limits: [name: string, url: string, max: number, signedIn?: 'signed in'][] = [
    ['sign-in', '/api/auth/login', AUTH_LIMIT],
    ['back-office sign-in', '/api/admin/auth/login', AUTH_LIMIT],
    ['registration', '/api/auth/register', AUTH_LIMIT],
    ['password reset request', '/api/auth/forgot-password', AUTH_LIMIT],
    ['password reset', '/api/auth/reset-password', AUTH_LIMIT],
    ['email verification', '/api/auth/verify-email', AUTH_LIMIT],
    ['enquiries', '/api/enquiries', ENQUIRY_LIMITS.perMinute],
    ['custom trips', '/api/custom-packages', CUSTOM_PACKAGE_LIMITS.perTenMinutes, 'signed in'],
    ['blog submissions', '/api/blogs', BLOG_LIMITS.submissionsPerHour],
    ['quotes', '/api/bookings/quote', 120],
  ];

  it.each(limits)('%s: the limit holds across both apps', async (_name, url, max, signedIn) => {
    const apps = [ctx.app, other];
    const request = {
      method: 'POST' as const,
      url,
      payload: {},
      remoteAddress: '203.0.113.7',
      headers: signedIn ? headers : {},
    };
    // Turn about between the two apps: each alone sees about half the limit.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < max; attempt += 1) {
      statuses.push((await apps[attempt % 2]!.inject(request)).statusCode);
    }
    expect(statuses).not.toContain(429);
    for (const app of apps) {
      const over = await app.inject(request);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ success: false, message: MESSAGES.rateLimited });
    }
  });
});
