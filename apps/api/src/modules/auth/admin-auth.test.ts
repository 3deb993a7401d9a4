import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trails/contracts/messages';
import { authTokens, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/password.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const adminLogin = (payload: unknown, url = '/api/admin/auth/login') =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object });
const profile = (token?: string) =>
  ctx.app.inject({ url: '/api/admin/auth/profile', headers: token ? bearer(token) : {} });
const updateProfile = (token: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/profile',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const userRow = (id: number) =>
  ctx.db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]!);

describe('POST /api/admin/auth/login and /api/admin/login', () => {
  for (const url of ['/api/admin/auth/login', '/api/admin/login']) {
    for (const role of ['admin', 'staff'] as const) {
      it(`${url} gives an ${role} account a back-office token`, async () => {
        const user = await ctx.createUser({ role });
        const response = await adminLogin({ email: user.email.toUpperCase(), password: user.password }, url);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toMatchObject({ success: true, message: MESSAGES.loginSuccess });
        expect(body.data.token).toMatch(/^[\w-]{43}$/);
        expect(body.data.user).toMatchObject({ id: user.id, email: user.email, role });
        expect(body.data.user).not.toHaveProperty('password_hash');
        expect(body.data.user.last_login_at).not.toBeNull();

        const me = await profile(body.data.token);
        expect(me.statusCode).toBe(200);
        expect(me.json()).toMatchObject({ success: true, data: { id: user.id, role } });

        const [token] = await ctx.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
        expect(token?.scope).toBe('admin');
        expect(token?.tokenHash).not.toBe(body.data.token);
      });
    }
  }

  it('refuses a customer with 403 and issues no token', async () => {
    const customer = await ctx.createUser({ role: 'customer' });
    for (const url of ['/api/admin/auth/login', '/api/admin/login']) {
      const response = await adminLogin({ email: customer.email, password: customer.password }, url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.staffOnly });
    }
    expect(await ctx.db.select().from(authTokens).where(eq(authTokens.userId, customer.id))).toEqual([]);
  });

  it('answers 422 with the same message for a wrong password and an unknown email', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const wrong = await adminLogin({ email: admin.email, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      success: false,
      message: MESSAGES.invalidCredentials,
      errors: { email: [MESSAGES.invalidCredentials] },
    });
    const unknown = await adminLogin(
      { email: 'nobody-here@example.test', password: 'wrong-password' },
      '/api/admin/login',
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(MESSAGES.invalidCredentials);
    expect(await ctx.db.select().from(authTokens).where(eq(authTokens.userId, admin.id))).toEqual([]);
  });

  it('refuses a blocked staff account with 403', async () => {
    const staff = await ctx.createUser({ role: 'staff', isBlocked: true });
    const response = await adminLogin({ email: staff.email, password: staff.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: MESSAGES.accountBlocked });
  });

  it('validates the body with field errors, without a 500', async () => {
    const empty = await adminLogin({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      success: false,
      message: MESSAGES.emailRequired,
      errors: { email: [MESSAGES.emailRequired], password: [MESSAGES.passwordRequired] },
    });

    const bad = await adminLogin({ email: 'not-an-email', password: '123' }, '/api/admin/login');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: [MESSAGES.emailInvalid], password: [MESSAGES.passwordMin] });

    const noBody = await ctx.app.inject({ method: 'POST', url: '/api/admin/auth/login' });
    expect(noBody.statusCode).toBe(422);
    expect(Object.keys(noBody.json().errors).sort()).toEqual(['email', 'password']);

    const wrongTypes = await adminLogin({ email: { $ne: null }, password: 12345678 });
    expect(wrongTypes.statusCode).toBe(422);
    expect(wrongTypes.json().success).toBe(false);

    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: MESSAGES.malformed });

    const tooLarge = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(13 * 1024 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ success: false, message: MESSAGES.tooLarge });
  });
});

describe('GET /api/admin/auth/profile', () => {
  it('answers the signed-in staff member', async () => {
    const { token, userId, email } = await ctx.tokenFor('admin');
    const response = await profile(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: expect.objectContaining({ id: userId, email, role: 'admin', phone: null, address: null }),
    });
  });

  it('answers 401 without a token and with junk, 403 with a traveller’s public-site token', async () => {
    const none = await profile();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: MESSAGES.unauthenticated });

    for (const authorization of ['Bearer nonsense-token-that-is-long-enough', 'Basic YWRtaW46YWRtaW4=', 'Bearer']) {
      const junk = await ctx.app.inject({ url: '/api/admin/auth/profile', headers: { authorization } });
      expect(junk.statusCode).toBe(401);
      expect(junk.json()).toEqual({ success: false, message: MESSAGES.unauthenticated });
    }

    const traveller = await ctx.tokenFor('customer');
    const response = await profile(traveller.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: MESSAGES.forbidden });

    // Even a staff member's public-site token is not a back-office token.
    const staff = await ctx.createUser({ role: 'staff' });
    const publicToken = await ctx.login(staff.email, staff.password, 'user');
    expect((await profile(publicToken)).statusCode).toBe(403);
  });

  it('answers 401 with a token revoked by POST /api/admin/auth/logout; other sessions live on', async () => {
    const staff = await ctx.createUser({ role: 'staff' });
    const token = await ctx.login(staff.email, staff.password, 'admin');
    const otherSession = await ctx.login(staff.email, staff.password, 'admin');
    expect((await profile(token)).statusCode).toBe(200);

    const logout = await ctx.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: MESSAGES.loggedOut });

    expect((await profile(token)).statusCode).toBe(401);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
    expect((await profile(otherSession)).statusCode).toBe(200);

    const tokens = await ctx.db.select().from(authTokens).where(eq(authTokens.userId, staff.id));
    expect(tokens.filter((row) => row.revokedAt !== null)).toHaveLength(1);
  });

  it('answers 401 for logout without a token', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/admin/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: MESSAGES.unauthenticated });
  });

  it('answers 401 for an expired token', async () => {
    const { token, userId } = await ctx.tokenFor('staff');
    await ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, userId));
    expect((await profile(token)).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/profile', () => {
  it('changes the name and email, and the change persists', async () => {
    const { token, userId } = await ctx.tokenFor('staff');
    const response = await updateProfile(token, {
      name: '  Tenzin Norgay ',
      email: 'Tenzin.Staff@Example.test',
      // tokenFor's account password: a new address needs it.
      current_password: 'secret123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: MESSAGES.profileUpdated,
      data: { id: userId, name: 'Tenzin Norgay', email: 'tenzin.staff@example.test', role: 'staff' },
    });
    const row = await userRow(userId);
    expect(row.name).toBe('Tenzin Norgay');
    expect(row.email).toBe('tenzin.staff@example.test');
    expect((await profile(token)).json().data.email).toBe('tenzin.staff@example.test');
  });

  it('keeps the same email (any case) without calling it taken', async () => {
    const { token, email } = await ctx.tokenFor('admin');
    const response = await updateProfile(token, { name: 'Same Email', email: email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(email);
  });

  it('answers 422 for an email another account has, and changes nothing', async () => {
    const { token, userId, email } = await ctx.tokenFor('admin');
    const before = await userRow(userId);
    const other = await ctx.createUser({ role: 'customer' });
    const response = await updateProfile(token, { name: 'Someone Else', email: other.email.toUpperCase() });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: MESSAGES.emailTaken,
      errors: { email: [MESSAGES.emailTaken] },
    });
    const after = await userRow(userId);
    expect(after.email).toBe(email);
    expect(after.name).toBe(before.name);
  });

  it('validates the body with field errors', async () => {
    const { token } = await ctx.tokenFor('staff');
    const response = await updateProfile(token, { name: '', email: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [MESSAGES.nameRequired], email: [MESSAGES.emailInvalid] });
    const short = await updateProfile(token, {
      name: 'A',
      email: 'a-short@example.test',
      current_password: 'secret123',
      password: '123',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: [MESSAGES.passwordMin] });
  });

  it('changes the password only with the right current password; then the new one signs in', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const token = await ctx.login(admin.email, admin.password, 'admin');
    const hashBefore = (await userRow(admin.id)).passwordHash;

    const missing = await updateProfile(token, { name: 'Admin', email: admin.email, password: 'brand-new-1' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: [MESSAGES.passwordRequired] });

    const wrong = await updateProfile(token, {
      name: 'Admin',
      email: admin.email,
      current_password: 'not-it',
      password: 'brand-new-1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      success: false,
      message: MESSAGES.invalidCredentials,
      errors: { current_password: [MESSAGES.invalidCredentials] },
    });
    const unchanged = await userRow(admin.id);
    expect(unchanged.passwordHash).toBe(hashBefore);
    expect(unchanged.name).not.toBe('Admin');

    const changed = await updateProfile(token, {
      name: 'Admin',
      email: admin.email,
      current_password: admin.password,
      password: 'brand-new-1',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.name).toBe('Admin');
    const row = await userRow(admin.id);
    expect(await verifyPassword('brand-new-1', row.passwordHash)).toBe(true);

    const oldLogin = await adminLogin({ email: admin.email, password: admin.password });
    expect(oldLogin.statusCode).toBe(422);
    const newLogin = await adminLogin({ email: admin.email, password: 'brand-new-1' });
    expect(newLogin.statusCode).toBe(200);
    const publicLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: 'brand-new-1' },
    });
    expect(publicLogin.statusCode).toBe(200);
  });

  it('refuses a guessable new password (common, or from the name or email) and changes nothing', async () => {
    const staff = await ctx.createUser({ role: 'staff', name: 'Nima Tamang' });
    const token = await ctx.login(staff.email, staff.password, 'admin');
    const hashBefore = (await userRow(staff.id)).passwordHash;
    for (const password of ['password1', 'qwerty123', 'nima2026']) {
      const response = await updateProfile(token, {
        name: 'Nima Tamang',
        email: staff.email,
        current_password: staff.password,
        password,
      });
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors, password).toEqual({ password: [MESSAGES.passwordGuessable] });
    }
    expect((await userRow(staff.id)).passwordHash).toBe(hashBefore);
  });

  it('ignores a current_password sent without a new password', async () => {
    const staff = await ctx.createUser({ role: 'staff' });
    const token = await ctx.login(staff.email, staff.password, 'admin');
    const response = await updateProfile(token, {
      name: 'Only Name',
      email: staff.email,
      current_password: 'whatever',
    });
    expect(response.statusCode).toBe(200);
    expect((await adminLogin({ email: staff.email, password: staff.password })).statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 for a customer’s public token, changing nothing', async () => {
    const none = await updateProfile(undefined, { name: 'X', email: 'x@example.test' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: MESSAGES.unauthenticated });

    const customer = await ctx.tokenFor('customer');
    const response = await updateProfile(customer.token, { name: 'Hacker', email: 'hacker@example.test' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: MESSAGES.forbidden });
    expect((await userRow(customer.userId)).email).toBe(customer.email);
  });
});

describe('accounts that change after sign-in', () => {
  it('a staff account blocked after login gets 403 on its next call', async () => {
    const { token, userId } = await ctx.tokenFor('staff');
    expect((await profile(token)).statusCode).toBe(200);
    await ctx.db.update(users).set({ isBlocked: true }).where(eq(users.id, userId));

    const response = await profile(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: MESSAGES.accountBlocked });
    const update = await updateProfile(token, { name: 'Blocked', email: 'blocked@example.test' });
    expect(update.statusCode).toBe(403);
    expect((await userRow(userId)).name).not.toBe('Blocked');
  });

  it('a blocked traveller gets 403 on the public side too', async () => {
    const { token, userId } = await ctx.tokenFor('customer');
    await ctx.db.update(users).set({ isBlocked: true }).where(eq(users.id, userId));
    const response = await ctx.app.inject({ url: '/api/auth/user', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: MESSAGES.accountBlocked });
  });

  it('a staff member demoted to customer gets 403 from admin endpoints', async () => {
    const { token, userId } = await ctx.tokenFor('admin');
    expect((await profile(token)).statusCode).toBe(200);
    await ctx.db.update(users).set({ role: 'customer' }).where(eq(users.id, userId));

    const response = await profile(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: MESSAGES.forbidden });
    const update = await updateProfile(token, { name: 'Still Admin?', email: 'still-admin@example.test' });
    expect(update.statusCode).toBe(403);
    expect((await userRow(userId)).name).not.toBe('Still Admin?');
    expect((await ctx.app.inject({ url: '/api/admin/settings', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('an admin demoted to staff loses the admin-only settings but keeps the back office', async () => {
    const { token, userId } = await ctx.tokenFor('admin');
    expect((await ctx.app.inject({ url: '/api/admin/settings', headers: bearer(token) })).statusCode).toBe(200);
    await ctx.db.update(users).set({ role: 'staff' }).where(eq(users.id, userId));
    expect((await ctx.app.inject({ url: '/api/admin/settings', headers: bearer(token) })).statusCode).toBe(403);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('a deleted account’s token answers 401', async () => {
    const { token, userId } = await ctx.tokenFor('staff');
    await ctx.db.delete(users).where(eq(users.id, userId));
    expect((await profile(token)).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/profile at the same moment as another account', () => {
  it('gives the email to one account and answers the other 422 email taken', async () => {
    const accounts = await Promise.all([1, 2, 3].map(() => ctx.tokenFor('staff')));
    // A password change hashes between the email check and the write: the window two requests share.
    const responses = await Promise.all(
      accounts.map(({ token }) =>
        updateProfile(token, {
          name: 'Racer',
          email: 'staff-race@example.test',
          current_password: 'secret123',
          password: 'brand-new-1',
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422, 422]);
    for (const response of responses.filter((answer) => answer.statusCode === 422)) {
      expect(response.json()).toMatchObject({ success: false, errors: { email: [MESSAGES.emailTaken] } });
    }
  });
});

describe('PUT /api/admin/profile with a new password', () => {
  it('ends every other session of the account, on both sides, and keeps the current one', async () => {
    const staff = await ctx.createUser({ role: 'staff' });
    const current = await ctx.login(staff.email, staff.password, 'admin');
    const otherAdmin = await ctx.login(staff.email, staff.password, 'admin');
    const publicSide = await ctx.login(staff.email, staff.password, 'user');
    const someoneElse = await ctx.tokenFor('staff');

    const renamed = await updateProfile(current, { name: 'Renamed', email: staff.email });
    expect(renamed.statusCode).toBe(200);
    expect((await profile(otherAdmin)).statusCode).toBe(200);

    const changed = await updateProfile(current, {
      name: 'Renamed',
      email: staff.email,
      current_password: staff.password,
      password: 'brand-new-2',
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(current)).statusCode).toBe(200);
    expect((await profile(otherAdmin)).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: bearer(publicSide) })).statusCode).toBe(401);
    expect((await profile(someoneElse.token)).statusCode).toBe(200);
    expect(await ctx.login(staff.email, 'brand-new-2', 'admin')).toEqual(expect.any(String));
  });
});
