import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { ACTIVITY_COUNT_CAP } from './activity.repo.ts';

// The activity log counts no further than its cap, so a page costs the same at a million entries;
// past the cap the answer says so instead of giving a made-up total.

let ctx: TestContext;
let staff: { token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.tokenFor('staff');
});
afterAll(async () => {
  await ctx.close();
});

const list = async (query: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/activity-logs?${query}`,
    headers: bearer(staff.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { id: number }[];
    meta: { total: number; last_page: number; total_capped?: boolean };
  };
};

describe('activity log total past its cap', () => {
  it('says there are more than the cap, pages stop there, and a filter below the cap counts exactly', async () => {
    await ctx.db.execute(sql`
      insert into activity_logs (type, action, subject_id, description, created_at)
      select case when n <= 25 then 'booking' else 'blog' end, 'updated', n, 'Bulk entry',
             now() - make_interval(secs => n)
        from generate_series(1, ${ACTIVITY_COUNT_CAP + 5}) as n`);

    const all = await list('per_page=50');
    expect(all.meta).toMatchObject({
      total: ACTIVITY_COUNT_CAP,
      total_capped: true,
      last_page: ACTIVITY_COUNT_CAP / 50,
    });
    expect(all.data).toHaveLength(50);

    const few = await list('type=booking&per_page=10');
    expect(few.meta).toMatchObject({ total: 25, last_page: 3 });
    expect(few.meta.total_capped).toBeUndefined();
  });
});
