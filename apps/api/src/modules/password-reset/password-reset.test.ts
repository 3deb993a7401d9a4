import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { MESSAGES } from '@trails/contracts/messages';
import { emailOutbox, passwordResetTokens } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { createActivityService } from '../activity/activity.service.ts';
import { createPasswordResetService } from './password-reset.service.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const forgot = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });

const resetEmailsTo = (address: string) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, 'password_reset')))
    .orderBy(desc(emailOutbox.id));

/**
 * The token from the newest reset email to this address, as the traveller would read it. The link
 * is written just after the answer: wait for it (at most a few seconds).
 */
async function tokenFromEmail(address: string, after = 0): Promise<string> {
  let [email] = await resetEmailsTo(address);
  for (let attempt = 0; attempt < 200 && (!email || email.id <= after); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    [email] = await resetEmailsTo(address);
  }
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(email!.text);
  return decodeURIComponent(match![1]!);
}

describe('password reset', () => {
  it('does the same work while answering for a known and an unknown address, and writes the link afterwards', async () => {
    const user = await ctx.createUser();
    const service = createPasswordResetService(ctx.db, {
      publicUrl: 'https://trails.example',
      activity: createActivityService(ctx.db),
    });
    const known = await ctx.statementsOf(async () => service.requestReset({ email: user.email }));
    const unknown = await ctx.statementsOf(async () => service.requestReset({ email: 'ghost@example.test' }));
    // Nothing about the address is looked up before the answer: the same (empty) work for both.
    expect(known.statements).toEqual(unknown.statements);
    expect(known.statements).toEqual([]);
    await service.settled();
    expect(await resetEmailsTo(user.email)).toHaveLength(1);
    expect(await resetEmailsTo('ghost@example.test')).toEqual([]);
  });

  it('answers the same for known and unknown addresses, and emails only an existing account', async () => {
    const user = await ctx.createUser();
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nobody@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: MESSAGES.resetLinkSent });
    expect(unknown.json()).toEqual(known.json());
    expect(await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'nobody@example.test'))).toEqual([]);
    const token = await tokenFromEmail(user.email);
    expect(token.length).toBeGreaterThan(20);
    // Only the hash is stored.
    const stored = await ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(token);
    expect((await forgot('not-an-email')).statusCode).toBe(422);
  });

  it('sets the new password once, ends every session, and refuses the used token', async () => {
    const user = await ctx.createUser();
    const session = await ctx.login(user.email, user.password);
    await forgot(user.email);
    const token = await tokenFromEmail(user.email);

    const mismatch = await reset({ token, password: 'Fresh-Snowline-Tarn-48', password_confirmation: 'other' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual([MESSAGES.passwordsMismatch]);
    const short = await reset({ token, password: 'abc', password_confirmation: 'abc' });
    expect(short.json().errors.password).toEqual([MESSAGES.passwordMin]);

    const done = await reset({
      token,
      password: 'Fresh-Snowline-Tarn-48',
      password_confirmation: 'Fresh-Snowline-Tarn-48',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(MESSAGES.passwordResetDone);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: bearer(session) })).statusCode).toBe(401);
    await expect(ctx.login(user.email, user.password)).rejects.toThrow();
    expect(await ctx.login(user.email, 'Fresh-Snowline-Tarn-48')).toBeTruthy();

    const reused = await reset({
      token,
      password: 'Glacier-Moraine-Walk-52',
      password_confirmation: 'Glacier-Moraine-Walk-52',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ token: [MESSAGES.resetTokenInvalid] });
  });

  it('refuses a common or name-based new password and keeps the token live, then takes a strong one', async () => {
    const user = await ctx.createUser({ name: 'Pemba Sherpa', email: `pemba.sherpa-${Date.now()}@example.test` });
    await forgot(user.email);
    const token = await tokenFromEmail(user.email);
    for (const password of ['password1', 'qwerty123', 'pemba2026']) {
      const response = await reset({ token, password, password_confirmation: password });
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors, password).toEqual({ password: [MESSAGES.passwordGuessable] });
    }
    const short = await reset({ token, password: 'pemba', password_confirmation: 'pemba' });
    expect(short.json().errors).toEqual({ password: [MESSAGES.passwordMin] });
    // Nothing changed: the old password still signs in, and the same link still works.
    expect(await ctx.login(user.email, user.password)).toBeTruthy();
    const done = await reset({ token, password: 'Deodar-Ridge-4127', password_confirmation: 'Deodar-Ridge-4127' });
    expect(done.statusCode).toBe(200);
    expect(await ctx.login(user.email, 'Deodar-Ridge-4127')).toBeTruthy();
  });

  it('refuses an unknown or expired token under token', async () => {
    const user = await ctx.createUser();
    await forgot(user.email);
    const token = await tokenFromEmail(user.email);
    await ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    for (const candidate of [token, 'x'.repeat(43)]) {
      const response = await reset({
        token: candidate,
        password: 'Fresh-Snowline-Tarn-48',
        password_confirmation: 'Fresh-Snowline-Tarn-48',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ token: [MESSAGES.resetTokenInvalid] });
    }
    expect(await ctx.login(user.email, user.password)).toBeTruthy();
  });

  it('is rate limited like login', async () => {
    const limited = await createTestContext({ AUTH_RATE_LIMIT: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/auth/forgot-password',
              payload: { email: 'a@example.test' },
            })
          ).statusCode,
        );
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
