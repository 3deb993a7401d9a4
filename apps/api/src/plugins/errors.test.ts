import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trails/contracts/messages';
import { users } from '../db/schema/index.ts';
import { catalogueFixtures } from '../test/catalogue-fixtures.ts';
import { createTestContext, type TestContext } from '../test/context.ts';
import { registerErrorHandling } from './errors.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** The error the database really raises (through Drizzle, on this run's driver). */
async function databaseError(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the database to refuse');
}

/** What a route that hit this error answers. */
async function answerTo(error: unknown) {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/fail', async () => {
    throw error;
  });
  const response = await app.inject({ url: '/fail' });
  await app.close();
  return { status: response.statusCode, body: response.json() };
}

describe('database errors that validation missed', () => {
  it('answers a data exception (class 22) with 422, never 500', async () => {
    const nul = await databaseError(() => ctx.db.execute(sql`select ${'a\u0000b'}::text`));
    expect(await answerTo(nul)).toEqual({ status: 422, body: { success: false, message: MESSAGES.invalidValue } });
    const outOfRange = await databaseError(() => ctx.db.execute(sql`select ${'3000000000'}::integer`));
    expect(await answerTo(outOfRange)).toEqual({
      status: 422,
      body: { success: false, message: MESSAGES.invalidValue },
    });
  });

  it('answers a unique violation with 409', async () => {
    const user = await ctx.createUser();
    const duplicate = await databaseError(() =>
      ctx.db.insert(users).values({ name: 'Twin', email: user.email, passwordHash: 'x', role: 'customer' }),
    );
    expect(await answerTo(duplicate)).toEqual({ status: 409, body: { success: false, message: MESSAGES.conflict } });
  });

  it('answers a CHECK violation (23514) with 422, like the other refused values', async () => {
    const fixtures = catalogueFixtures(ctx.db);
    const place = await fixtures.destination();
    // numeric(12, 2) rounds a tenth of a paisa to 0.00, which the price's CHECK refuses.
    const check = await databaseError(() => fixtures.tour(place.id, { price: 0.001 }));
    expect(await answerTo(check)).toEqual({ status: 422, body: { success: false, message: MESSAGES.invalidValue } });
  });

  it('answers a lost database connection with 503', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect((await answerTo(refused)).status).toBe(503);
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(await answerTo(new Error('Failed query', { cause: terminated }))).toEqual({
      status: 503,
      body: { success: false, message: MESSAGES.unavailable },
    });
    expect((await answerTo(new Error('Connection terminated unexpectedly'))).status).toBe(503);
  });

  it('still answers an unknown failure with a generic 500', async () => {
    expect(await answerTo(new Error('boom'))).toEqual({
      status: 500,
      body: { success: false, message: MESSAGES.serverError },
    });
  });
});
