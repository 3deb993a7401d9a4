import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trails/contracts/messages';
import { users } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ AUTH_RATE_LIMIT: 3 });
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });

describe('rate limits on sign-in and registration (3 a minute in this context)', () => {
  it('answers the 4th public login attempt within a minute with 429, even with the right password', async () => {
    const user = await ctx.createUser();
    const statuses = [];
    for (const password of ['wrong-one', 'wrong-two', user.password]) {
      statuses.push((await post('/api/auth/login', { email: user.email, password })).statusCode);
    }
    expect(statuses).toEqual([422, 422, 200]);

    const fourth = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ success: false, message: MESSAGES.rateLimited });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(60);

    // Bad input is limited as well, and still answered in the contract's shape.
    const fifth = await post('/api/auth/login', {});
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ success: false, message: MESSAGES.rateLimited });
  });

  it('answers the 4th registration within a minute with 429 and creates no 4th account', async () => {
    const emails = ['rl-1@example.test', 'rl-2@example.test', 'rl-3@example.test', 'rl-4@example.test'];
    const responses = [];
    for (const email of emails) {
      responses.push(
        await post('/api/auth/register', {
          name: 'Rate Limited',
          email,
          password: 'Barun-Valley-Camp-38',
          password_confirmation: 'Barun-Valley-Camp-38',
        }),
      );
    }
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 429]);
    expect(responses[3]!.json()).toEqual({ success: false, message: MESSAGES.rateLimited });

    const stored = (await ctx.db.select({ email: users.email }).from(users)).map((row) => row.email);
    expect(stored).toEqual(expect.arrayContaining(emails.slice(0, 3)));
    expect(stored).not.toContain(emails[3]);
  });

  it('limits the back-office login too', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await post('/api/admin/auth/login', { email: admin.email, password: admin.password })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The alias address shares the counter: it gives no extra attempts.
    const alias = await post('/api/admin/login', { email: admin.email, password: admin.password });
    expect(alias.statusCode).toBe(429);
  });

  it('does not limit other routes', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await ctx.app.inject({ url: '/api/settings' })).statusCode).toBe(200);
    }
  });
});
