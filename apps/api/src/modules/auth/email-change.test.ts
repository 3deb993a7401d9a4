import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { MESSAGES } from '@trails/contracts/messages';
import { emailOutbox, users } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

/** Moving an account to another address needs its password, and the old address hears of it. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

let sequence = 0;
const fresh = () => `moved-${Date.now()}-${(sequence += 1)}@example.test`;
const put = (url: string, token: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
const emailsTo = (address: string, kind: string) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.id));
const addressOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!.email;

const cases = [
  { who: 'a traveller (PUT /api/user)', role: 'customer' as const, scope: 'user' as const, url: '/api/user' },
  { who: 'staff (PUT /api/admin/profile)', role: 'staff' as const, scope: 'admin' as const, url: '/api/admin/profile' },
];

describe.each(cases)('changing the account email as $who', ({ role, scope, url }) => {
  it('needs current_password (422 under it when missing or wrong) and changes nothing without it', async () => {
    const user = await ctx.createUser({ role, name: 'Asha Verma' });
    const token = await ctx.login(user.email, user.password, scope);
    const target = fresh();

    const missing = await put(url, token, { name: 'Asha Verma', email: target });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: [MESSAGES.currentPasswordRequired] });
    const wrong = await put(url, token, { name: 'Asha Verma', email: target, current_password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: [MESSAGES.invalidCredentials] });
    expect(await addressOf(user.id)).toBe(user.email);
    expect(await emailsTo(user.email, 'email_changed')).toEqual([]);

    // The name alone changes without the password.
    expect((await put(url, token, { name: 'Asha V.', email: user.email })).statusCode).toBe(200);
  });

  it('changes it with the right password and tells the old address, not the new one', async () => {
    const user = await ctx.createUser({ role, name: 'Asha Verma' });
    const token = await ctx.login(user.email, user.password, scope);
    const target = fresh();
    const response = await put(url, token, { name: 'Asha Verma', email: target, current_password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(target);
    const told = await emailsTo(user.email, 'email_changed');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).not.toContain(target);
    expect(await emailsTo(target, 'email_changed')).toEqual([]);
  });
});

describe('an email verification link', () => {
  it('verifies only the address it was sent to', async () => {
    const email = fresh();
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ravi', email, password: 'Kedarkantha-2026', password_confirmation: 'Kedarkantha-2026' },
    });
    expect(registered.statusCode).toBe(201);
    const { token: session, user } = registered.json().data;
    const [link] = await emailsTo(email, 'email_verification');
    const linkToken = decodeURIComponent(/\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(link!.text)![1]!);

    // The account moves to another address before the link is opened.
    const moved = await put('/api/user', session, {
      name: 'Ravi',
      email: fresh(),
      current_password: 'Kedarkantha-2026',
    });
    expect(moved.statusCode).toBe(200);
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: linkToken },
    });
    expect(opened.statusCode).toBe(422);
    expect(opened.json().errors).toEqual({ token: [MESSAGES.verifyTokenInvalid] });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).toBeNull();
  });
});
