import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { activityLogs, bookings, customPackages, reviews, users } from '../../db/schema/index.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let admin: { token: string; userId: number; email: string };
let staffToken: string;
let travellerToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.tokenFor('admin');
  staffToken = (await ctx.tokenFor('staff')).token;
  travellerToken = (await ctx.tokenFor('customer')).token;
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token: string | null = admin.token) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let counter = 0;
const uniqueEmail = (prefix = 'member') => `${prefix}${++counter}-${Date.now()}@example.test`;
const newUser = (values: Record<string, unknown> = {}) => ({
  name: 'Mira Negi',
  email: uniqueEmail(),
  password: 'Deodar-Ridge-4127',
  role: 'customer',
  ...values,
});

/** No answer may carry the password or its hash, whatever it is called. */
const expectNoSecret = (body: string) => {
  expect(body).not.toMatch(/password/i);
  expect(body).not.toMatch(/\$(argon|scrypt|2[aby])/);
};

describe('guard of /api/admin/users', () => {
  it('answers 401 without a token, 403 to a traveller and 403 to staff, on every route', async () => {
    const target = await ctx.createUser();
    const routes: [Method, string, unknown?][] = [
      ['GET', '/users'],
      ['GET', `/users/${target.id}`],
      ['POST', '/users', newUser()],
      ['PUT', `/users/${target.id}`, { name: 'X', email: uniqueEmail(), role: 'customer' }],
      ['POST', `/users/${target.id}/toggle-block`],
      ['DELETE', `/users/${target.id}`],
    ];
    for (const [method, url, payload] of routes) {
      const none = await call(method, url, payload, null);
      expect(none.statusCode, `${method} ${url}`).toBe(401);
      const traveller = await call(method, url, payload, travellerToken);
      expect(traveller.statusCode, `${method} ${url}`).toBe(403);
      const staff = await call(method, url, payload, staffToken);
      expect(staff.statusCode, `${method} ${url}`).toBe(403);
      expect(staff.json()).toEqual({ success: false, message: ADMIN_MESSAGES.adminOnly });
    }
    // Nothing changed.
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ isBlocked: false, role: 'customer' });
  });
});

describe('GET /api/admin/users', () => {
  it('lists accounts with the four card counts over every account, and no password', async () => {
    await ctx.createUser({ isBlocked: true });
    const response = await call('GET', '/users?per_page=100');
    expect(response.statusCode, response.body).toBe(200);
    expectNoSecret(response.body);
    const body = response.json();
    const rows = await ctx.db.select().from(users);
    expect(body.stats).toEqual({
      total: rows.length,
      active: rows.filter((row) => !row.isBlocked).length,
      blocked: rows.filter((row) => row.isBlocked).length,
      verified: rows.filter((row) => row.emailVerifiedAt).length,
    });
    expect(body.meta.total).toBe(rows.length);
    expect(Object.keys(body.data[0]).sort()).toEqual([
      'created_at',
      'email',
      'email_verified_at',
      'id',
      'is_blocked',
      'last_login_at',
      'name',
      'phone',
      'role',
      'updated_at',
    ]);
  });

  it('searches name and email, filters role, status and verified, pages and sorts', async () => {
    const tag = `zq${Date.now()}`;
    const a = await ctx.createUser({ name: `Aarav ${tag}`, role: 'staff' });
    const b = await ctx.createUser({ name: `Bhavna ${tag}`, isBlocked: true });
    const c = await ctx.createUser({ name: 'Chetan', email: `chetan-${tag}@example.test` });
    await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, c.id));
    const ids = async (query: string) => {
      const response = await call('GET', `/users?search=${tag}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.map((row: { id: number }) => row.id);
    };
    expect(await ids('&sort=name&direction=asc')).toEqual([a.id, b.id, c.id]);
    expect(await ids('&sort=name&direction=desc')).toEqual([c.id, b.id, a.id]);
    expect(await ids('&role=staff')).toEqual([a.id]);
    expect(await ids('&status=blocked')).toEqual([b.id]);
    expect(await ids('&status=active&sort=name&direction=asc')).toEqual([a.id, c.id]);
    expect(await ids('&verified=true')).toEqual([c.id]);
    expect(await ids('&sort=name&direction=asc&per_page=2&page=2')).toEqual([c.id]);
    const paged = await call('GET', `/users?search=${tag}&per_page=2&page=2`);
    expect(paged.json().meta).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });
    const past = await call('GET', `/users?search=${tag}&per_page=2&page=5`);
    expect(past.json()).toMatchObject({ data: [], meta: { total: 3 } });
  });

  it('sorts by last login with never-signed-in accounts last', async () => {
    const tag = `ll${Date.now()}`;
    const never = await ctx.createUser({ name: `Never ${tag}` });
    const once = await ctx.createUser({ name: `Once ${tag}` });
    await ctx.login(once.email, once.password);
    for (const direction of ['asc', 'desc']) {
      const response = await call('GET', `/users?search=${tag}&sort=last_login_at&direction=${direction}`);
      expect(response.json().data.map((row: { id: number }) => row.id)).toEqual([once.id, never.id]);
    }
  });

  it('refuses bad filters and sorts with 422', async () => {
    for (const query of [
      'sort=password_hash',
      'direction=up',
      'role=root',
      'status=gone',
      'verified=maybe',
      'page=0',
      'per_page=1000',
    ]) {
      const response = await call('GET', `/users?${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });
});

describe('GET /api/admin/users/:id', () => {
  it('shows the account with its real activity', async () => {
    const person = await ctx.createUser({ name: 'Devika Rawat' });
    const f = catalogueFixtures(ctx.db);
    const destination = await f.destination();
    const tour = await f.tour(destination.id);
    const booking = (amount: number, status: 'pending' | 'confirmed' | 'cancelled', reference: string) => ({
      reference,
      userId: person.id,
      tourId: tour.id,
      travelDate: '2030-05-01',
      passengers: 1,
      unitPrice: amount,
      totalAmount: amount,
      currency: 'INR',
      contactName: 'Devika',
      contactEmail: person.email,
      contactPhone: '+91 90000 00000',
      status,
    });
    const suffix = Date.now();
    await ctx.db
      .insert(bookings)
      .values([
        booking(12_000.5, 'confirmed', `HT-A-${suffix}`),
        booking(8_000, 'pending', `HT-B-${suffix}`),
        booking(50_000, 'cancelled', `HT-C-${suffix}`),
      ]);
    await ctx.db.insert(customPackages).values({
      userId: person.id,
      durationDays: 5,
      durationNights: 4,
      budgetMin: 10_000,
      budgetMax: 20_000,
      travelDate: '2030-06-01',
      contactName: 'Devika',
      contactEmail: person.email,
    });
    await ctx.db
      .insert(reviews)
      .values({ userId: person.id, tourId: tour.id, rating: 4, title: 'Lovely', comment: 'A lovely trip.' });

    const response = await call('GET', `/users/${person.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expectNoSecret(response.body);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: person.id,
      name: 'Devika Rawat',
      email: person.email,
      is_blocked: false,
      last_login_at: null,
    });
    expect(data.activity).toMatchObject({
      bookings_count: 3,
      custom_packages_count: 1,
      reviews_count: 1,
      total_spent: 20_000.5,
    });
    expect(data.activity.recent_bookings).toHaveLength(3);
    expect(data.activity.recent_bookings[0]).toMatchObject({
      reference: expect.stringMatching(/^HT-/),
      total_amount: expect.any(Number),
    });
    expect(data.activity.recent_custom_packages).toEqual([expect.objectContaining({ status: 'requested' })]);
    expect(data.activity.recent_reviews).toEqual([expect.objectContaining({ rating: 4, title: 'Lovely' })]);

    const fresh = await ctx.createUser();
    const empty = (await call('GET', `/users/${fresh.id}`)).json().data.activity;
    expect(empty).toMatchObject({ bookings_count: 0, custom_packages_count: 0, reviews_count: 0, total_spent: 0 });

    // An account with bookings is kept: block it instead.
    const refused = await call('DELETE', `/users/${person.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADMIN_MESSAGES.userHasBookings);
  });

  it('answers 404 for an unknown account and 422 for a bad id', async () => {
    const missing = await call('GET', '/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ADMIN_MESSAGES.userNotFound);
    expect((await call('GET', '/users/abc')).statusCode).toBe(422);
    for (const [method, url, payload] of [
      ['PUT', '/users/999999', { name: 'X', email: uniqueEmail(), role: 'customer' }],
      ['POST', '/users/999999/toggle-block', undefined],
      ['DELETE', '/users/999999', undefined],
    ] as [Method, string, unknown][]) {
      expect((await call(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('POST /api/admin/users', () => {
  it('creates an account that can sign in, logs it, and never answers the password', async () => {
    const body = newUser({ name: 'Ishaan Bisht', phone: '+91 98100 00000' });
    const response = await call('POST', '/users', body);
    expect(response.statusCode, response.body).toBe(201);
    expectNoSecret(response.body);
    expect(response.json()).toMatchObject({
      message: ADMIN_MESSAGES.userCreated,
      data: {
        name: 'Ishaan Bisht',
        email: body.email,
        phone: '+91 98100 00000',
        role: 'customer',
        is_blocked: false,
        last_login_at: null,
      },
    });
    const id = response.json().data.id;
    await ctx.login(body.email, body.password);
    const [log] = await ctx.db.select().from(activityLogs).where(eq(activityLogs.subjectId, id));
    expect(log).toMatchObject({ userId: admin.userId, type: 'user', action: 'created' });
  });

  it('records Last Login on every sign-in', async () => {
    const person = await ctx.createUser();
    expect((await call('GET', `/users/${person.id}`)).json().data.last_login_at).toBeNull();
    await ctx.login(person.email, person.password);
    const first = (await call('GET', `/users/${person.id}`)).json().data.last_login_at;
    expect(first).toEqual(expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await ctx.login(person.email, person.password);
    const second = (await call('GET', `/users/${person.id}`)).json().data.last_login_at;
    expect(new Date(second).getTime()).toBeGreaterThan(new Date(first).getTime());
  });

  it('refuses a duplicate email (any case) under email, as the registration does', async () => {
    const existing = await ctx.createUser();
    const response = await call('POST', '/users', newUser({ email: existing.email.toUpperCase() }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [MESSAGES.emailTaken] });
  });

  it('lets the unique index decide between two creations with one email at once', async () => {
    const body = newUser();
    const answers = await Promise.all([call('POST', '/users', body), call('POST', '/users', body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const loser = answers.find((answer) => answer.statusCode === 422)!;
    expect(loser.json().errors).toEqual({ email: [MESSAGES.emailTaken] });
  });

  it('refuses a common password and one built from the name or email, creating nothing', async () => {
    const email = uniqueEmail('dorje.lama');
    for (const password of ['password1', 'qwerty123', 'dorje2026']) {
      const response = await call('POST', '/users', newUser({ name: 'Dorje Lama', email, password }));
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors, password).toEqual({ password: [MESSAGES.passwordGuessable] });
    }
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const short = await call('POST', '/users', newUser({ name: 'Dorje Lama', email, password: 'dorje' }));
    expect(short.json().errors).toEqual({ password: [MESSAGES.passwordMin] });
    const strong = await call('POST', '/users', newUser({ name: 'Dorje Lama', email, password: 'Deodar-Ridge-4127' }));
    expect(strong.statusCode).toBe(201);
  });

  it('answers 422 with per-field messages for bad input', async () => {
    const response = await call('POST', '/users', { name: ' ', email: 'nope', password: '123', role: 'root' });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.name).toEqual([MESSAGES.nameRequired]);
    expect(errors.email).toEqual([MESSAGES.emailInvalid]);
    expect(errors.password).toEqual([MESSAGES.passwordMin]);
    expect(errors.role).toEqual([MESSAGES.invalidValue]);
    expect((await call('POST', '/users', {})).statusCode).toBe(422);
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('changes name, email, phone and role, and logs the role before and after', async () => {
    const person = await ctx.createUser();
    const email = uniqueEmail('renamed');
    const response = await call('PUT', `/users/${person.id}`, {
      name: 'Kavya Joshi',
      email,
      phone: '+91 1',
      role: 'staff',
    });
    expect(response.statusCode, response.body).toBe(200);
    expectNoSecret(response.body);
    expect(response.json()).toMatchObject({
      message: ADMIN_MESSAGES.userUpdated,
      data: { name: 'Kavya Joshi', email, phone: '+91 1', role: 'staff' },
    });
    const [log] = await ctx.db.select().from(activityLogs).where(eq(activityLogs.subjectId, person.id));
    expect(log).toMatchObject({
      action: 'updated',
      before: { role: 'customer' },
      after: { role: 'staff' },
    });
  });

  it('refuses another account’s email under email, but keeps one’s own', async () => {
    const person = await ctx.createUser();
    const other = await ctx.createUser();
    const taken = await call('PUT', `/users/${person.id}`, { name: 'P', email: other.email, role: 'customer' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [MESSAGES.emailTaken] });
    const same = await call('PUT', `/users/${person.id}`, {
      name: 'P',
      email: person.email.toUpperCase(),
      role: 'customer',
    });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe("PUT /api/admin/users/:id with a partial body, as the spec's users screen sends it", () => {
  it('{ name } alone changes the name and nothing else', async () => {
    const person = await ctx.createUser({ name: 'Old Name' });
    await ctx.db.update(users).set({ phone: '+91 22' }).where(eq(users.id, person.id));
    const response = await call('PUT', `/users/${person.id}`, { name: 'Tashi Wangmo' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Tashi Wangmo',
      email: person.email,
      phone: '+91 22',
      role: 'customer',
      is_blocked: false,
    });
    const [log] = await ctx.db.select().from(activityLogs).where(eq(activityLogs.subjectId, person.id));
    expect(log).toMatchObject({ action: 'updated', before: { name: 'Old Name' }, after: { name: 'Tashi Wangmo' } });
  });

  it('{ is_blocked } alone blocks (ending the sessions) and unblocks, and changes nothing else', async () => {
    const person = await ctx.createUser({ name: 'Pema Lhamo' });
    const token = await ctx.login(person.email, person.password);
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    const blocked = await call('PUT', `/users/${person.id}`, { is_blocked: true });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().data).toMatchObject({ name: 'Pema Lhamo', email: person.email, is_blocked: true });
    expect((await me()).statusCode).toBe(401);
    const unblocked = await call('PUT', `/users/${person.id}`, { is_blocked: false });
    expect(unblocked.json().data.is_blocked).toBe(false);
    const logs = await ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.subjectId, person.id))
      .orderBy(activityLogs.id);
    expect(logs.map((log) => log.action)).toEqual(['blocked', 'unblocked']);
  });

  it('keeps the rules: not oneself, not the last active admin; bad values 422; staff 403; unknown 404', async () => {
    const self = await call('PUT', `/users/${admin.userId}`, { is_blocked: true });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(ADMIN_MESSAGES.cannotBlockSelf);

    // `{ role }` alone on one's own account: the admin role stays.
    const demote = await call('PUT', `/users/${admin.userId}`, { role: 'staff' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(ADMIN_MESSAGES.cannotDemoteSelf);
    const [me] = await ctx.db.select().from(users).where(eq(users.id, admin.userId));
    expect(me).toMatchObject({ role: 'admin', isBlocked: false });

    const person = await ctx.createUser({ name: 'Mira Negi' });
    for (const body of [{ is_blocked: 'yes' }, { name: '' }, { role: 'owner' }, { email: 'nope' }]) {
      const bad = await call('PUT', `/users/${person.id}`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(Object.keys(body));
    }
    expect((await call('PUT', `/users/${person.id}`, { name: 'X' }, staffToken)).statusCode).toBe(403);
    expect((await call('PUT', `/users/${person.id}`, { name: 'X' }, null)).statusCode).toBe(401);
    expect((await call('PUT', `/users/999999`, { name: 'X' })).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ name: 'Mira Negi', isBlocked: false });
  });
});

describe('the last admin', () => {
  it('cannot be demoted or deleted (409); with a second admin, another can', async () => {
    // Leave exactly one admin: the signed-in one.
    const others = (await ctx.db.select().from(users).where(eq(users.role, 'admin'))).filter(
      (row) => row.id !== admin.userId,
    );
    for (const other of others) await ctx.db.update(users).set({ role: 'staff' }).where(eq(users.id, other.id));
    const me = await ctx.db.select().from(users).where(eq(users.id, admin.userId));
    const demote = await call('PUT', `/users/${admin.userId}`, {
      name: me[0]!.name,
      email: me[0]!.email,
      role: 'staff',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(ADMIN_MESSAGES.cannotDemoteSelf);
    const [still] = await ctx.db.select().from(users).where(eq(users.id, admin.userId));
    expect(still!.role).toBe('admin');

    const second = await ctx.createUser({ role: 'admin' });
    const demoteSecond = await call('PUT', `/users/${second.id}`, {
      name: 'Second',
      email: second.email,
      role: 'customer',
    });
    expect(demoteSecond.statusCode, demoteSecond.body).toBe(200);
    const third = await ctx.createUser({ role: 'admin' });
    expect((await call('DELETE', `/users/${third.id}`)).statusCode).toBe(200);
  });

  it('an admin cannot take the admin role from their own account, even with other admins', async () => {
    await ctx.createUser({ role: 'admin' });
    const [me] = await ctx.db.select().from(users).where(eq(users.id, admin.userId));
    for (const role of ['staff', 'customer']) {
      const demote = await call('PUT', `/users/${admin.userId}`, { name: me!.name, email: me!.email, role });
      expect(demote.statusCode, role).toBe(409);
      expect(demote.json()).toEqual({ success: false, message: ADMIN_MESSAGES.cannotDemoteSelf });
    }
    const same = await call('PUT', `/users/${admin.userId}`, { name: 'Still Admin', email: me!.email, role: 'admin' });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('counts only active admins: blocked ones do not keep the site, and another active admin can be blocked', async () => {
    // Two admins besides the signed-in one: one active, one blocked.
    const others = (await ctx.db.select().from(users).where(eq(users.role, 'admin'))).filter(
      (row) => row.id !== admin.userId,
    );
    for (const other of others) await ctx.db.update(users).set({ role: 'staff' }).where(eq(users.id, other.id));
    const active = await ctx.createUser({ role: 'admin' });
    const blocked = await ctx.createUser({ role: 'admin', isBlocked: true });
    const block = await call('POST', `/users/${active.id}/toggle-block`);
    expect(block.statusCode, block.body).toBe(200);
    expect(block.json().data.is_blocked).toBe(true);
    // A blocked admin's demotion or deletion never touches the active count.
    const demoteBlocked = await call('PUT', `/users/${blocked.id}`, {
      name: 'Blocked',
      email: blocked.email,
      role: 'staff',
    });
    expect(demoteBlocked.statusCode, demoteBlocked.body).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, active.id));
    expect(row!.isBlocked).toBe(true);
    const logs = await ctx.db.select().from(activityLogs).where(eq(activityLogs.subjectId, active.id));
    expect(logs.find((log) => log.action === 'blocked')).toMatchObject({
      subjectLabel: active.email,
      before: { is_blocked: false },
      after: { is_blocked: true },
    });
  });

  it('cannot delete or block oneself', async () => {
    const remove = await call('DELETE', `/users/${admin.userId}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(ADMIN_MESSAGES.cannotDeleteSelf);
    const block = await call('POST', `/users/${admin.userId}/toggle-block`);
    expect(block.statusCode).toBe(409);
    expect(block.json().message).toBe(ADMIN_MESSAGES.cannotBlockSelf);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes an account without bookings and logs it', async () => {
    const person = await ctx.createUser();
    const response = await call('DELETE', `/users/${person.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ADMIN_MESSAGES.userDeleted });
    expect((await call('GET', `/users/${person.id}`)).statusCode).toBe(404);
    const [log] = await ctx.db.select().from(activityLogs).where(eq(activityLogs.subjectId, person.id));
    expect(log).toMatchObject({ action: 'deleted', userId: admin.userId });
  });
});

describe('POST /api/admin/users/:id/toggle-block', () => {
  it('ends the traveller’s sessions at once and refuses their sign-in; unblocking restores it', async () => {
    const person = await ctx.createUser();
    const token = await ctx.login(person.email, person.password);
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);

    const blocked = await call('POST', `/users/${person.id}/toggle-block`);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({
      message: ADMIN_MESSAGES.userBlocked,
      data: { id: person.id, is_blocked: true },
    });
    expect((await me()).statusCode).toBe(401);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: person.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(MESSAGES.accountBlocked);

    const unblocked = await call('POST', `/users/${person.id}/toggle-block`);
    expect(unblocked.json()).toMatchObject({ message: ADMIN_MESSAGES.userUnblocked, data: { is_blocked: false } });
    const again = await ctx.login(person.email, person.password);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(again) })).statusCode).toBe(
      200,
    );

    const logs = await ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.subjectId, person.id))
      .orderBy(activityLogs.id);
    expect(logs.map((log) => [log.action, log.before, log.after])).toEqual([
      ['blocked', { is_blocked: false }, { is_blocked: true }],
      ['unblocked', { is_blocked: true }, { is_blocked: false }],
    ]);
  });

  it('ends a blocked staff member’s back-office session as well', async () => {
    const staff = await ctx.tokenFor('staff');
    const profile = () => call('GET', '/auth/profile', undefined, staff.token);
    expect((await profile()).statusCode).toBe(200);
    await call('POST', `/users/${staff.userId}/toggle-block`);
    expect((await profile()).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: staff.email, password: 'secret123' },
    });
    expect(login.statusCode).toBe(403);
  });
});
