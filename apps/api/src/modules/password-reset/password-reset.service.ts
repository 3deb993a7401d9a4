import { DESK_MESSAGES } from '@trails/contracts/admin-desk-messages';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import type { ForgotPasswordBody, ResetPasswordBody } from '@trails/contracts/bookings';
import { MESSAGES } from '@trails/contracts/messages';
import type { Database, Executor } from '../../db/client.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { assertStrongPassword } from '../../lib/password-strength.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { findUserByEmail, findUserById, revokeAllTokens, updateUser } from '../auth/users.port.ts';
import { findUserLocale } from '../auth/users.port.ts';
import { readEmailSite } from '../emails/site.ts';
import { passwordResetEmail } from '../emails/templates.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import {
  consumeResetToken,
  findResetTokenAccount,
  insertResetToken,
  retireResetTokens,
} from './password-reset.repo.ts';

export const RESET_TOKEN_MINUTES = 60;

export function createPasswordResetService(
  db: Database,
  options: { publicUrl: string; activity: Pick<ActivityService, 'record'> },
) {
  /** Requests taken and not yet worked through (see requestReset). */
  const pending = new Set<Promise<void>>();

  /** The reset link for an existing, unblocked account; nothing otherwise. */
  async function sendLink(email: string, now: Date): Promise<void> {
    const user = await findUserByEmail(db, email);
    if (!user || user.isBlocked) return;
    await writeLink(user, now);
  }

  /** A new one-hour token and its email, in one transaction (with the caller's log entry, if any). */
  async function writeLink(
    user: { id: number; name: string; email: string },
    now: Date,
    alongside?: (tx: Executor) => Promise<unknown>,
  ): Promise<void> {
    const token = generateToken();
    const [site, language] = await Promise.all([readEmailSite(db, options.publicUrl), findUserLocale(db, user.id)]);
    await db.transaction(async (tx) => {
      await insertResetToken(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
      });
      await enqueueEmail(tx, {
        to: { address: user.email, name: user.name },
        kind: 'password_reset',
        related: { type: 'user', id: user.id },
        ...passwordResetEmail(site, { name: user.name, token, validMinutes: RESET_TOKEN_MINUTES }, language),
      });
      await alongside?.(tx);
    });
  }

  return {
    /**
     * Staff send a traveller the reset link (they never set a password): 404 for no such account,
     * 409 for a blocked one. The log entry is written with the token and the email.
     */
    async sendLinkFor(userId: number, actor: { id: number; ip?: string | null }, now = new Date()): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
      if (user.isBlocked) throw conflict(DESK_MESSAGES.accountBlocked);
      await writeLink(user, now, (tx) =>
        options.activity.record(tx, {
          userId: actor.id,
          type: 'user',
          action: 'password_reset_sent',
          subjectId: user.id,
          label: user.email,
          description: `Password reset link sent to ${user.email}`,
          ip: actor.ip ?? null,
        }),
      );
    },

    /**
     * Takes a request for a reset link and answers at once, doing the same (no) work for every
     * address: looking the account up, making the token and writing the email happen after the
     * answer has left. A known address no longer takes longer to answer than an unknown one, so the
     * time, like the answer, never tells whether an account exists. `onError` hears a failure of the
     * work done afterwards.
     */
    requestReset(
      { email }: ForgotPasswordBody,
      { now = new Date(), onError }: { now?: Date; onError?: (error: unknown) => void } = {},
    ): void {
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => sendLink(email, now))
        .catch((error: unknown) => onError?.(error))
        .finally(() => pending.delete(work));
      pending.add(work);
    },

    /** Resolves once every request taken so far has been worked through (tests, shutdown). */
    async settled(): Promise<void> {
      await Promise.all([...pending]);
    },

    /**
     * Sets the new password and ends every session of the account; the token works once. A
     * guessable password (the account's name and email count) is refused and leaves the token live.
     */
    async reset({ token, password }: ResetPasswordBody, now = new Date()): Promise<void> {
      const account = await findResetTokenAccount(db, hashToken(token), now);
      if (!account) throw fieldError('token', MESSAGES.resetTokenInvalid);
      await assertStrongPassword(password, [account.name, account.email]);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const userId = await consumeResetToken(tx, hashToken(token), now);
        if (userId === null) throw fieldError('token', MESSAGES.resetTokenInvalid);
        await updateUser(tx, userId, { passwordHash });
        await retireResetTokens(tx, userId, now);
        await revokeAllTokens(tx, userId, now);
      });
    },
  };
}
