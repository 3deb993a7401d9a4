import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabaseKind, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/health', () => {
  it('answers ok and the database the tests run on', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      data: { status: 'ok', database: testDatabaseKind, uptime_s: expect.any(Number) },
    });
    expect(['pglite', 'postgres']).toContain(body.data.database);
    expect(body.data.uptime_s).toBeGreaterThanOrEqual(0);
  });

  it('needs no token and ignores a bad one', async () => {
    const response = await ctx.app.inject({ url: '/api/health', headers: { authorization: 'Bearer junk' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('ok');
  });

  it('answers 404 JSON to a method it does not serve', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Route not found' });
  });
});
