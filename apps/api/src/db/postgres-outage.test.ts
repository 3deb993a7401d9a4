import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabaseKind, type TestContext } from '../test/context.ts';

// Only a PostgreSQL server can drop the connections of a running app; PGlite lives in the process.
describe.skipIf(testDatabaseKind !== 'postgres')('PostgreSQL connections dropped under a running app', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function terminateAppConnections() {
    const result = await ctx.db.execute(sql`select current_database() as name`);
    const { rows } = result as unknown as { rows: { name: string }[] };
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const result = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [rows[0]!.name],
      );
      return result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('keeps serving: at most 503 while connections are gone, then normal answers again', async () => {
    // Several requests at once leave several idle connections in the pool.
    const warm = await Promise.all([1, 2, 3, 4].map(() => ctx.app.inject({ url: '/api/tours' })));
    expect(warm.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);

    expect(await terminateAppConnections()).toBeGreaterThan(0);
    await sleep(200);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await ctx.app.inject({ url: '/api/tours' });
      statuses.push(response.statusCode);
      if (response.statusCode === 503) expect(response.json()).toMatchObject({ success: false });
      if (response.statusCode === 200) break;
    }
    expect(statuses.every((status) => status === 200 || status === 503), statuses.join(',')).toBe(true);
    expect(statuses.at(-1)).toBe(200);
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
