import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACTIVITY_MESSAGES } from '@trails/contracts/admin-activity';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { activityLogs, users } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { changedFields } from './activity.service.ts';

let ctx: TestContext;
let staff: { token: string; userId: number };
let admin: { token: string; userId: number };
let travellerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.tokenFor('staff');
  admin = await ctx.tokenFor('admin');
  travellerToken = (await ctx.tokenFor('customer')).token;
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token: string | null = staff.token) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const unique = () => Math.random().toString(36).slice(2, 8);

async function destination(name = `Spiti ${unique()}`) {
  const response = await call('POST', '/destinations', { name, is_active: true });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; name: string };
}

describe('changedFields', () => {
  it('keeps only the fields that changed, both sides; a create or a delete keeps its one snapshot', () => {
    expect(changedFields({ a: 1, b: 'x', updated_at: 1 }, { a: 1, b: 'y', updated_at: 2 })).toEqual({
      before: { b: 'x' },
      after: { b: 'y' },
    });
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual({ before: null, after: null });
    expect(changedFields(null, { isActive: true, when: new Date('2026-01-01T00:00:00Z') })).toEqual({
      before: null,
      after: { is_active: true, when: '2026-01-01T00:00:00.000Z' },
    });
    expect(changedFields({ a: [1, 2] }, null)).toEqual({ before: { a: [1, 2] }, after: null });
  });
});

describe('GET /api/admin/activity-logs', () => {
  it('shows who changed which record, when, and only the fields that changed, newest first', async () => {
    const place = await destination();
    const renamed = `${place.name} Valley`;
    const update = await call('PUT', `/destinations/${place.id}`, { name: renamed, is_active: false });
    expect(update.statusCode, update.body).toBe(200);

    const response = await call('GET', `/activity-logs?type=destination&per_page=50`);
    expect(response.statusCode, response.body).toBe(200);
    const entries = (response.json().data as { record: { id: number } }[]).filter(
      (entry) => entry.record.id === place.id,
    );
    expect(entries).toHaveLength(2);
    const [updated, created] = entries as Record<string, unknown>[];
    const [me] = await ctx.db.select().from(users).where(eq(users.id, staff.userId));
    expect(updated).toMatchObject({
      user: { id: staff.userId, name: me!.name, role: 'staff' },
      action: 'updated',
      record: { type: 'destination', id: place.id, label: renamed },
      before: { name: place.name, is_active: true },
      after: { name: renamed, is_active: false },
      created_at: expect.any(String),
    });
    expect(Object.keys(updated!.before as object).sort()).toEqual(['is_active', 'name', 'slug']);
    expect(created).toMatchObject({ action: 'created', before: null, after: { name: place.name } });
    expect(response.json().meta).toMatchObject({ page: 1, per_page: 50 });
  });

  it('filters by person, record type, action and date range, and pages', async () => {
    const place = await destination();
    await call('DELETE', `/destinations/${place.id}`, undefined, admin.token);
    const byAdmin = (await call('GET', `/activity-logs?user_id=${admin.userId}`)).json();
    expect(byAdmin.data.length).toBeGreaterThan(0);
    expect(byAdmin.data.every((entry: { user: { id: number } }) => entry.user.id === admin.userId)).toBe(true);
    const deleted = (await call('GET', '/activity-logs?type=destination&action=deleted')).json();
    expect(deleted.data.map((entry: { record: { id: number } }) => entry.record.id)).toContain(place.id);
    expect(deleted.data[0]).toMatchObject({ before: { name: place.name }, after: null });

    const today = new Date().toISOString().slice(0, 10);
    const inRange = (await call('GET', `/activity-logs?from=${today}&to=${today}`)).json();
    expect(inRange.meta.total).toBeGreaterThanOrEqual(3);
    const past = (await call('GET', '/activity-logs?from=2020-01-01&to=2020-01-31')).json();
    expect(past).toMatchObject({ data: [], meta: { total: 0 } });

    const first = (await call('GET', '/activity-logs?per_page=1&page=1')).json();
    const second = (await call('GET', '/activity-logs?per_page=1&page=2')).json();
    expect(first.data).toHaveLength(1);
    expect(second.data[0].id).toBeLessThan(first.data[0].id);
    expect(first.meta.total).toBe(second.meta.total);
  });

  it('refuses bad filters with 422 per field', async () => {
    const response = await call('GET', '/activity-logs?type=spaceship&from=2026-02-30&user_id=abc');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      type: [MESSAGES.invalidValue],
      from: [ACTIVITY_MESSAGES.activityDateInvalid],
      user_id: [MESSAGES.invalidValue],
    });
    const range = await call('GET', '/activity-logs?from=2026-03-02&to=2026-03-01');
    expect(range.statusCode).toBe(422);
    expect(range.json().errors).toEqual({ to: [ACTIVITY_MESSAGES.activityRangeInvalid] });
  });

  it('answers 401 without a token and 403 to a traveller; admins may read it', async () => {
    expect((await call('GET', '/activity-logs', undefined, null)).statusCode).toBe(401);
    const traveller = await call('GET', '/activity-logs', undefined, travellerToken);
    expect(traveller.statusCode).toBe(403);
    expect(traveller.json()).toEqual({ success: false, message: MESSAGES.forbidden });
    expect((await call('GET', '/activity-logs', undefined, admin.token)).statusCode).toBe(200);
  });
});

describe('POST /api/admin/activity-logs', () => {
  const note = {
    type: 'booking',
    record_id: 42,
    label: 'HT-2026-0042',
    action: 'phone_call',
    description: 'Called the traveller about the pick-up point',
  };

  it('adds a manual entry by the signed-in staff member', async () => {
    const response = await call('POST', '/activity-logs', note);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: ADMIN_MESSAGES.activityRecorded,
      data: {
        user: { id: staff.userId, role: 'staff' },
        action: 'phone_call',
        record: { type: 'booking', id: 42, label: 'HT-2026-0042' },
        description: note.description,
        before: null,
        after: null,
      },
    });
    const listed = (await call('GET', '/activity-logs?action=phone_call')).json();
    expect(listed.data[0].id).toBe(response.json().data.id);
  });

  it('refuses missing or wrong fields with 422 per field', async () => {
    const response = await call('POST', '/activity-logs', {
      type: 'nothing',
      record_id: -1,
      action: ' ',
      description: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      type: [ACTIVITY_MESSAGES.activityTypeRequired],
      record_id: [MESSAGES.invalidValue],
      action: [ACTIVITY_MESSAGES.activityActionRequired],
      description: [ACTIVITY_MESSAGES.activityDescriptionRequired],
    });
    const long = await call('POST', '/activity-logs', { ...note, description: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ description: [MESSAGES.tooLong] });
  });

  it('answers 401 without a token and 403 to a traveller', async () => {
    expect((await call('POST', '/activity-logs', note, null)).statusCode).toBe(401);
    expect((await call('POST', '/activity-logs', note, travellerToken)).statusCode).toBe(403);
  });
});

describe('append-only', () => {
  it('has no route that changes or removes an entry', () => {
    const writes = ctx.routes.filter(
      (route) => route.url.startsWith('/api/admin/activity-logs') && !['GET', 'HEAD', 'POST'].includes(route.method),
    );
    expect(writes).toEqual([]);
  });

  it('the database refuses UPDATE and DELETE on the table', async () => {
    const created = (
      await call('POST', '/activity-logs', { type: 'other', action: 'note', description: 'Kept' })
    ).json().data as { id: number };
    await expect(
      ctx.db.execute(sql`update activity_logs set description = 'Changed' where id = ${created.id}`),
    ).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from activity_logs where id = ${created.id}`)).rejects.toThrow();
    await expect(ctx.db.delete(activityLogs)).rejects.toThrow();
    const [kept] = await ctx.db.select().from(activityLogs).where(eq(activityLogs.id, created.id));
    expect(kept).toMatchObject({ description: 'Kept' });
  });

  it('keeps the entries of an account that is deleted, with its name and role', async () => {
    const person = await ctx.tokenFor('staff');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.userId));
    const written = await call(
      'POST',
      '/activity-logs',
      { type: 'other', action: 'note', description: 'Mine' },
      person.token,
    );
    expect(written.statusCode).toBe(201);
    const removed = await call('DELETE', `/users/${person.userId}`, undefined, admin.token);
    expect(removed.statusCode, removed.body).toBe(200);
    const listed = (await call('GET', `/activity-logs?user_id=${person.userId}`)).json();
    expect(listed.data[0]).toMatchObject({ user: { id: person.userId, name: row!.name, role: 'staff' } });
  });
});
