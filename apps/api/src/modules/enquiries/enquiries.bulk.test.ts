import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { BULK_IDS_MAX, BULK_MESSAGES } from '@trails/contracts/admin-bulk';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { activityLogs, enquiries } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { bookingFixtures } from '../../test/booking-fixtures.ts';

let ctx: TestContext;
let staff: { token: string; userId: number };
let travellerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await bookingFixtures(ctx.db).operatorSettings();
  staff = await ctx.tokenFor('staff');
  travellerToken = (await ctx.tokenFor('customer')).token;
});
afterAll(async () => {
  await ctx.close();
});

const bulk = (payload: unknown, token: string | null = staff.token) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/enquiries/bulk',
    ...(token ? { headers: bearer(token) } : {}),
    payload: payload as object,
  });

let seq = 0;
async function enquiry(values: Partial<typeof enquiries.$inferInsert> = {}) {
  seq += 1;
  const [row] = await ctx.db
    .insert(enquiries)
    .values({ name: `Enquirer ${seq}`, email: `bulk${seq}@example.test`, message: 'Is May good?', ...values })
    .returning();
  return row!;
}

describe('bulk close of enquiries', () => {
  it('answers 401 without a token and 403 to a traveller', async () => {
    expect((await bulk({ action: 'close', ids: [1] }, null)).statusCode).toBe(401);
    expect((await bulk({ action: 'close', ids: [1] }, travellerToken)).statusCode).toBe(403);
  });

  it('refuses bad input per field', async () => {
    const many = await bulk({ action: 'close', ids: Array.from({ length: BULK_IDS_MAX + 1 }, (_, i) => i + 1) });
    expect(many.statusCode).toBe(422);
    expect(many.json().errors.ids).toEqual([BULK_MESSAGES.bulkIdsTooMany]);
    const action = await bulk({ action: 'open', ids: [1] });
    expect(action.statusCode).toBe(422);
    expect(action.json().errors.action).toEqual([BULK_MESSAGES.bulkActionInvalid]);
  });

  it('closes the selection in one request, logging each change, skipping the closed and the missing', async () => {
    const fresh = await enquiry();
    const answered = await enquiry({ status: 'responded' });
    const closed = await enquiry({ status: 'closed' });
    const response = await bulk({ action: 'close', ids: [fresh.id, answered.id, closed.id, 999_999] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      done: [fresh.id, answered.id],
      skipped: [
        { id: closed.id, message: BULK_MESSAGES.enquiryAlreadyClosed },
        { id: 999_999, message: SALES_MESSAGES.enquiryNotFound },
      ],
    });
    const rows = await ctx.db
      .select()
      .from(enquiries)
      .where(inArray(enquiries.id, [fresh.id, answered.id]));
    expect(rows.map((row) => row.status)).toEqual(['closed', 'closed']);
    const logged = await ctx.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.type, 'enquiry'), inArray(activityLogs.subjectId, [fresh.id, answered.id, closed.id])),
      );
    expect(logged.map((row) => [row.subjectId, row.after, row.userId])).toEqual(
      expect.arrayContaining([
        [fresh.id, { status: 'closed' }, staff.userId],
        [answered.id, { status: 'closed' }, staff.userId],
      ]),
    );
    expect(logged).toHaveLength(2);
  });
});
