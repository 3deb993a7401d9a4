import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { MESSAGES } from '@trails/contracts/messages';
import { emailOutbox, emailVerificationTokens, users } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

let sequence = 0;
const uniqueEmail = () => `verify-${Date.now()}-${(sequence += 1)}@example.test`;

async function register(email = uniqueEmail(), language?: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: language ? { 'accept-language': language } : {},
    payload: { name: 'Asha Verma', email, password: 'Deodar-Ridge-4127', password_confirmation: 'Deodar-Ridge-4127' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { token, user } = response.json().data as { token: string; user: { id: number; email_verified_at: null } };
  return { email, token, user };
}

const verify = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload });
const resend = (token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email/resend',
    ...(token ? { headers: bearer(token) } : {}),
  });

/** The newest verification email to this address, and the token of its link. */
async function lastEmail(address: string) {
  const [email] = await ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, 'email_verification')))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const match = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(email!.text);
  return { email: email!, token: decodeURIComponent(match![1]!) };
}

const verifiedAt = async (userId: number) =>
  (await ctx.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)))[0]!.at;

describe('email verification', () => {
  it('sends a link on sign-up that verifies the address once', async () => {
    const { email, token: session, user } = await register();
    expect(user.email_verified_at).toBeNull();
    const { email: sent, token } = await lastEmail(email);
    expect(sent.subject).toMatch(/^Verify your email address/);
    expect(sent.html).toContain('/verify-email?token=');
    // Only the hash is stored.
    const stored = await ctx.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(token);

    const done = await verify({ token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: MESSAGES.emailVerified });
    expect(await verifiedAt(user.id)).toBeInstanceOf(Date);
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: bearer(session) });
    expect(me.json().data.email_verified_at).toEqual(expect.any(String));

    const again = await verify({ token });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [MESSAGES.verifyTokenInvalid] });
  });

  it('writes the email in the language the traveller signed up in', async () => {
    const { email } = await register(uniqueEmail(), 'hi-IN,hi;q=0.9');
    expect((await lastEmail(email)).email.subject).toContain('सत्यापित');
  });

  it('refuses a missing, unknown or expired token under token', async () => {
    const missing = await verify({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ token: [MESSAGES.verifyTokenInvalid] });
    expect((await verify({ token: 42 })).statusCode).toBe(422);
    expect((await verify({ token: 'x'.repeat(201) })).statusCode).toBe(422);

    const { email, user } = await register();
    const { token } = await lastEmail(email);
    await ctx.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, user.id));
    for (const candidate of [token, 'x'.repeat(43)]) {
      const response = await verify({ token: candidate });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, errors: { token: [MESSAGES.verifyTokenInvalid] } });
    }
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('resends a new link to the signed-in account, at most one a minute, never once verified', async () => {
    expect((await resend()).statusCode).toBe(401);
    const { email, token: session, user } = await register();
    const first = await lastEmail(email);

    // A link was just sent on sign-up.
    const tooSoon = await resend(session);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(MESSAGES.verificationRecentlySent);

    await ctx.db
      .update(emailVerificationTokens)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(emailVerificationTokens.userId, user.id));
    const sent = await resend(session);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: MESSAGES.verificationSent });
    const second = await lastEmail(email);
    expect(second.token).not.toBe(first.token);

    // Either link works; once one is used, the other stops.
    expect((await verify({ token: second.token })).statusCode).toBe(200);
    expect((await verify({ token: first.token })).statusCode).toBe(422);

    const verified = await resend(session);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe(MESSAGES.emailAlreadyVerified);
  });

  it('refuses a back-office token on resend', async () => {
    const { token } = await ctx.tokenFor('admin');
    expect([401, 403]).toContain((await resend(token)).statusCode);
  });

  it('a new email address on the profile is not verified yet', async () => {
    const { email, token: session, user } = await register();
    await verify({ token: (await lastEmail(email)).token });
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(session),
      payload: { name: 'Asha Verma', email: uniqueEmail(), current_password: 'Deodar-Ridge-4127' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.email_verified_at).toBeNull();
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('is rate limited like the other account links', async () => {
    const limited = await createTestContext({ AUTH_RATE_LIMIT: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/auth/verify-email',
              payload: { token: 'x'.repeat(43) },
            })
          ).statusCode,
        );
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});
