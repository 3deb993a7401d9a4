import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES } from '@trails/contracts/admin-dashboard';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { notificationReads, notifications } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { notifyStaff } from './notifications.repo.ts';

let ctx: TestContext;
let travellerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  travellerToken = (await ctx.tokenFor('customer')).token;
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });

const unread = async (token: string, query = '') => {
  const response = await call('GET', `/notifications${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return {
    titles: body.data.map((item: { title: string }) => item.title) as string[],
    total: body.meta.total as number,
    body,
  };
};

const announce = async (title: string) => {
  await notifyStaff(ctx.db, { type: 'booking', title, message: `${title} arrived`, link: '/admin/bookings' });
  const [row] = await ctx.db
    .select({ id: notifications.id })
    .from(notifications)
    .orderBy(desc(notifications.id))
    .limit(1);
  return row!.id;
};

describe('staff notifications', () => {
  it('lists a staff member’s unread notifications, newest first, with the unread count', async () => {
    const { token } = await ctx.tokenFor('staff');
    const first = await announce('New booking HT-1');
    await announce('New enquiry from Asha');
    const { titles, total, body } = await unread(token);
    expect(titles.slice(0, 2)).toEqual(['New enquiry from Asha', 'New booking HT-1']);
    expect(total).toBe(titles.length);
    expect(body.data.find((item: { id: number }) => item.id === first)).toMatchObject({
      type: 'booking',
      message: 'New booking HT-1 arrived',
      link: '/admin/bookings',
      read_at: null,
    });
    const page = await unread(token, '?per_page=1');
    expect(page.titles).toEqual(['New enquiry from Asha']);
    expect(page.total).toBe(total);
  });

  it('reads a shared notification for one staff member only', async () => {
    const anna = await ctx.tokenFor('staff');
    const ravi = await ctx.tokenFor('admin');
    const id = await announce('New review of Triund');

    const read = await call('PUT', `/notifications/${id}/read`, anna.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ success: true, message: NOTIFICATION_MESSAGES.markedRead });
    expect((await unread(anna.token)).titles).not.toContain('New review of Triund');
    expect((await unread(ravi.token)).titles).toContain('New review of Triund');
    // Twice is fine.
    expect((await call('PUT', `/notifications/${id}/read`, anna.token)).statusCode).toBe(200);
  });

  it('reads a notification addressed to one account with its read_at; another account’s is not found', async () => {
    const own = await ctx.tokenFor('staff');
    const other = await ctx.tokenFor('staff');
    const [row] = await ctx.db
      .insert(notifications)
      .values({ userId: own.userId, title: 'Assigned to you', message: 'Booking HT-9' })
      .returning({ id: notifications.id });
    expect((await unread(own.token)).titles).toContain('Assigned to you');
    expect((await unread(other.token)).titles).not.toContain('Assigned to you');

    const notYours = await call('PUT', `/notifications/${row!.id}/read`, other.token);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().message).toBe(MESSAGES.notFound);

    expect((await call('PUT', `/notifications/${row!.id}/read`, own.token)).statusCode).toBe(200);
    expect((await unread(own.token)).titles).not.toContain('Assigned to you');
    expect((await call('PUT', '/notifications/999999/read', own.token)).statusCode).toBe(404);
    expect((await call('PUT', '/notifications/abc/read', own.token)).statusCode).toBe(422);
  });

  it('marks all as read for the caller only', async () => {
    const mine = await ctx.tokenFor('staff');
    const theirs = await ctx.tokenFor('staff');
    await announce('New booking HT-2');
    await ctx.db.insert(notifications).values({ userId: mine.userId, title: 'Only mine', message: '…' });
    expect((await unread(mine.token)).total).toBeGreaterThanOrEqual(2);

    const response = await call('PUT', '/notifications/mark-all-read', mine.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: NOTIFICATION_MESSAGES.allMarkedRead });
    expect(await unread(mine.token)).toMatchObject({ titles: [], total: 0 });
    expect((await unread(theirs.token)).titles).toContain('New booking HT-2');
    // A notification arriving afterwards is unread again.
    await announce('New booking HT-3');
    expect((await unread(mine.token)).titles).toEqual(['New booking HT-3']);
    expect(await ctx.db.$count(notificationReads)).toBeGreaterThan(0);
  });

  it('lists read and unread notifications with status=all, each with the reader’s read_at', async () => {
    const { token, userId } = await ctx.tokenFor('staff');
    const shared = await announce('Shared, read');
    const [own] = await ctx.db
      .insert(notifications)
      .values({ userId, title: 'Own, unread', message: '…' })
      .returning({ id: notifications.id });
    await announce('Shared, unread');
    expect((await call('PUT', `/notifications/${shared}/read`, token)).statusCode).toBe(200);

    const response = await call('GET', '/notifications?status=all&per_page=100', token);
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = response.json();
    const byTitle = (title: string) => data.find((item: { title: string }) => item.title === title);
    expect(byTitle('Shared, read').read_at).toEqual(expect.any(String));
    expect(byTitle('Shared, unread').read_at).toBeNull();
    expect(byTitle('Own, unread')).toMatchObject({ id: own!.id, read_at: null });
    expect(meta.total).toBeGreaterThanOrEqual(3);
    expect((await unread(token)).titles).not.toContain('Shared, read');
    // Someone else's own notification is not listed.
    const other = await ctx.tokenFor('staff');
    const theirs = (await call('GET', '/notifications?status=all&per_page=100', other.token)).json();
    expect(theirs.data.map((item: { id: number }) => item.id)).not.toContain(own!.id);
    expect((await call('GET', '/notifications?status=read', token)).statusCode).toBe(422);
  });

  it('writes a notification for every staff member', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const author = await ctx.tokenFor(role);
      const reader = await ctx.tokenFor('staff');
      const title = `Team meeting (${role})`;
      const response = await call('POST', '/notifications', author.token, {
        type: 'info',
        title,
        message: 'At 5 pm in the office',
        link: '/admin/bookings',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        success: true,
        message: ADMIN_MESSAGES.notificationCreated,
        data: { type: 'info', title, message: 'At 5 pm in the office', link: '/admin/bookings', read_at: null },
      });
      expect((await unread(reader.token)).titles).toContain(title);
    }
    const noLink = await call('POST', '/notifications', (await ctx.tokenFor('staff')).token, {
      type: 'system',
      title: 'No link',
      message: 'Plain',
      link: '',
    });
    expect(noLink.statusCode).toBe(201);
    expect(noLink.json().data.link).toBeNull();
  });

  it('refuses a bad notification field by field', async () => {
    const { token } = await ctx.tokenFor('staff');
    const response = await call('POST', '/notifications', token, {
      type: 'party',
      title: ' ',
      message: '',
      link: 'https://elsewhere.example',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      type: [ADMIN_MESSAGES.notificationTypeInvalid],
      title: [ADMIN_MESSAGES.notificationTitleRequired],
      message: [ADMIN_MESSAGES.notificationMessageRequired],
      link: [ADMIN_MESSAGES.notificationLinkInvalid],
    });
  });

  it('refuses a page size out of bounds', async () => {
    const { token } = await ctx.tokenFor('staff');
    expect((await call('GET', '/notifications?per_page=0', token)).statusCode).toBe(422);
    expect((await call('GET', '/notifications?per_page=101', token)).statusCode).toBe(422);
  });

  it('answers 401 without a token and 403 to a traveller', async () => {
    const routes: [Method, string][] = [
      ['GET', '/notifications'],
      ['PUT', '/notifications/1/read'],
      ['PUT', '/notifications/mark-all-read'],
      ['POST', '/notifications'],
    ];
    const payload = { type: 'info', title: 'Hello', message: 'World' };
    for (const [method, url] of routes) {
      const body = method === 'POST' ? payload : undefined;
      expect((await call(method, url, null, body)).statusCode, url).toBe(401);
      expect((await call(method, url, travellerToken, body)).statusCode, url).toBe(403);
    }
  });
});
