import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@trails/contracts/messages';
import { BODY_LIMIT } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const register = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

describe('POST /api/auth/register', () => {
  it('creates a customer and answers a token and the user under data', async () => {
    const response = await register({
      name: 'Asha Rawat',
      email: 'Asha@Example.test',
      password: 'Himalaya-Prayer-Flag-93',
      password_confirmation: 'Himalaya-Prayer-Flag-93',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(body.data.user).toMatchObject({ name: 'Asha Rawat', email: 'asha@example.test', role: 'customer' });
    expect(body.data.user).not.toHaveProperty('password_hash');

    const me = await ctx.app.inject({ url: '/api/auth/user', headers: bearer(body.data.token) });
    expect(me.json().data.email).toBe('asha@example.test');
  });

  it('rejects a taken email, case-insensitively, with a field error', async () => {
    const { email } = await ctx.createUser();
    const response = await register({
      name: 'X',
      email: email.toUpperCase(),
      password: 'abcdef',
      password_confirmation: 'abcdef',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([MESSAGES.emailTaken]);
  });

  it('reports every missing field with the spec’s messages', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.name).toEqual([MESSAGES.nameRequired]);
    expect(errors.email).toEqual([MESSAGES.emailRequired]);
    expect(errors.password).toEqual([MESSAGES.passwordRequired]);
  });

  it('checks the password length and confirmation', async () => {
    const short = await register({
      name: 'A',
      email: 'a1@example.test',
      password: '123',
      password_confirmation: '123',
    });
    expect(short.json().errors.password).toEqual([MESSAGES.passwordMin]);
    const mismatch = await register({
      name: 'A',
      email: 'a2@example.test',
      password: '123456',
      password_confirmation: '654321',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual([MESSAGES.passwordsMismatch]);
  });

  it('refuses a common password and one built from the name or email, stores nothing, and takes a strong one', async () => {
    const email = 'asha.gurung@example.test';
    for (const password of ['password1', 'qwerty123', 'asha2026']) {
      const response = await register({ name: 'Asha Gurung', email, password, password_confirmation: password });
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors, password).toEqual({ password: [MESSAGES.passwordGuessable] });
    }
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // The length rule still speaks first for a short password, common or not.
    const short = await register({ name: 'Asha Gurung', email, password: 'asha1', password_confirmation: 'asha1' });
    expect(short.json().errors).toEqual({ password: [MESSAGES.passwordMin] });
    const strong = await register({
      name: 'Asha Gurung',
      email,
      password: 'Deodar-Ridge-4127',
      password_confirmation: 'Deodar-Ridge-4127',
    });
    expect(strong.statusCode).toBe(201);
  });

  it('rejects wrong types, oversized strings and malformed JSON without a 500', async () => {
    const wrongType = await register({ name: 42, email: ['x'], password: true, password_confirmation: null });
    expect(wrongType.statusCode).toBe(422);
    const oversized = await register({
      name: 'n'.repeat(5000),
      email: 'big@example.test',
      password: 'Barun-Valley-Camp-38',
      password_confirmation: 'Barun-Valley-Camp-38',
    });
    expect(oversized.statusCode).toBe(422);
    expect(oversized.json().errors.name).toEqual([MESSAGES.tooLong]);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: MESSAGES.malformed });
  });
});

describe('POST /api/auth/login and logout', () => {
  it('refuses a body past the limit with 413 before reading it as a sign-in', async () => {
    const { email, password } = await ctx.createUser();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, padding: 'x'.repeat(BODY_LIMIT) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: MESSAGES.tooLarge });
    const normal = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, padding: 'x'.repeat(50_000) },
    });
    expect(normal.statusCode).toBe(200);
  });

  it('signs in, then logout revokes the token', async () => {
    const user = await ctx.createUser();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const { token, user: profile } = login.json().data;
    expect(profile.last_login_at).not.toBeNull();

    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.json()).toEqual({ success: true, message: MESSAGES.loggedOut });
    const after = await ctx.app.inject({ url: '/api/auth/user', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('answers the same message for an unknown email and a wrong password', async () => {
    const user = await ctx.createUser();
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'nope-nope' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ghost@example.test', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json().message).toBe(MESSAGES.invalidCredentials);
    expect(unknown.json().message).toBe(MESSAGES.invalidCredentials);
  });

  it('refuses a blocked account', async () => {
    const user = await ctx.createUser({ isBlocked: true });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.accountBlocked);
  });

  it('validates the login body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [MESSAGES.emailInvalid], password: [MESSAGES.passwordRequired] });
  });

  it('needs a token for logout and the profile', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/logout'],
      ['GET', '/api/auth/user'],
      ['PUT', '/api/user'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: method === 'PUT' ? {} : undefined });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.unauthenticated });
    }
    const garbage = await ctx.app.inject({
      url: '/api/auth/user',
      headers: { authorization: 'Bearer not-a-real-token-at-all-xxxxxx' },
    });
    expect(garbage.statusCode).toBe(401);
  });

  it('does not accept a back-office token on the public side (401), nor the reverse (403: wrong role)', async () => {
    const staff = await ctx.tokenFor('admin');
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: bearer(staff.token) })).statusCode).toBe(401);
    const traveller = await ctx.tokenFor('customer');
    expect(
      (await ctx.app.inject({ url: '/api/admin/auth/profile', headers: bearer(traveller.token) })).statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/user', () => {
  it('updates the signed-in traveller’s own profile', async () => {
    const { token } = await ctx.tokenFor('customer');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(token),
      payload: {
        name: 'New Name',
        email: 'renamed@example.test',
        phone: '+91 98160 00000',
        address: 'Mall Road, Shimla',
        current_password: 'secret123',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'New Name',
      email: 'renamed@example.test',
      phone: '+91 98160 00000',
      address: 'Mall Road, Shimla',
    });
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: bearer(token) });
    expect(me.json().data.name).toBe('New Name');
  });

  it('rejects bad input and changes nothing', async () => {
    const { token, email } = await ctx.tokenFor('customer');
    const other = await ctx.createUser();
    const taken = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(token),
      payload: { name: 'X', email: other.email, current_password: 'secret123' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual([MESSAGES.emailTaken]);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(token),
      payload: { name: '', email: 'x', phone: 'call me' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'phone']);
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: bearer(token) });
    expect(me.json().data.email).toBe(email);
  });
});

describe('one email claimed by requests at the same moment', () => {
  const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode).sort();

  it('registers one account and answers the others 422 email taken', async () => {
    const payload = {
      name: 'Race',
      email: 'race@example.test',
      password: 'Deodar-Ridge-4127',
      password_confirmation: 'Deodar-Ridge-4127',
    };
    const responses = await Promise.all([1, 2, 3, 4].map(() => register(payload)));
    expect(statuses(responses)).toEqual([201, 422, 422, 422]);
    for (const response of responses.filter((answer) => answer.statusCode === 422)) {
      expect(response.json()).toMatchObject({ success: false, errors: { email: [MESSAGES.emailTaken] } });
    }
  });

  it('gives the email to one profile change and answers the other accounts 422 email taken', async () => {
    const accounts = await Promise.all([1, 2, 3].map(() => ctx.tokenFor('customer')));
    const responses = await Promise.all(
      accounts.map(({ token }) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/user',
          headers: bearer(token),
          payload: { name: 'Racer', email: 'Profile-Race@example.test', current_password: 'secret123' },
        }),
      ),
    );
    expect(statuses(responses)).toEqual([200, 422, 422]);
    for (const response of responses.filter((answer) => answer.statusCode === 422)) {
      expect(response.json().errors.email).toEqual([MESSAGES.emailTaken]);
    }
  });
});
