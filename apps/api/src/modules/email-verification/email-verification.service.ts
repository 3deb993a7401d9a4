import { EMAIL_VERIFICATION_HOURS, type VerifyEmailBody } from '@trails/contracts/auth';
import { MESSAGES } from '@trails/contracts/messages';
import type { Database } from '../../db/client.ts';
import { conflict, fieldError, HttpError } from '../../lib/errors.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { findUserLocale, markEmailVerified, type UserRow } from '../auth/users.port.ts';
import { readEmailSite } from '../emails/site.ts';
import { verifyEmailEmail } from '../emails/templates.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import {
  consumeVerificationToken,
  insertVerificationToken,
  latestVerificationAt,
  retireVerificationTokens,
} from './email-verification.repo.ts';

/** A new link is sent at most this often per account (besides the per-address rate limit). */
export const RESEND_INTERVAL_MS = 60_000;

type Recipient = Pick<UserRow, 'id' | 'name' | 'email' | 'locale'>;

/**
 * Email verification: a random token, stored only as its hash with an expiry (like password
 * reset links), is emailed through the outbox in the account's language; the link sets
 * users.email_verified_at once.
 */
export function createEmailVerificationService(db: Database, options: { publicUrl: string }) {
  async function sendLink(user: Recipient, now: Date): Promise<void> {
    const token = generateToken();
    const site = await readEmailSite(db, options.publicUrl);
    await db.transaction(async (tx) => {
      await insertVerificationToken(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        email: user.email,
        expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_HOURS * 3_600_000),
        createdAt: now,
      });
      await enqueueEmail(tx, {
        to: { address: user.email, name: user.name },
        kind: 'email_verification',
        related: { type: 'user', id: user.id },
        ...verifyEmailEmail(site, { name: user.name, token, validHours: EMAIL_VERIFICATION_HOURS }, user.locale),
      });
    });
  }

  return {
    /** On sign-up: the first link. */
    sendLink: (user: Recipient, now = new Date()) => sendLink(user, now),

    /** A new link for the signed-in account: 409 when already verified, 429 when one was just sent. */
    async resend(user: UserRow, now = new Date()): Promise<void> {
      if (user.emailVerifiedAt) throw conflict(MESSAGES.emailAlreadyVerified);
      const latest = await latestVerificationAt(db, user.id);
      if (latest && now.getTime() - latest.getTime() < RESEND_INTERVAL_MS)
        throw new HttpError(429, MESSAGES.verificationRecentlySent);
      // The language the account uses now (this request may just have changed it).
      await sendLink({ ...user, locale: await findUserLocale(db, user.id) }, now);
    },

    /** Marks the link's account verified; the link works once, and the account's other links stop. */
    async verify({ token }: VerifyEmailBody, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        const userId = await consumeVerificationToken(tx, hashToken(token), now);
        if (userId === null) throw fieldError('token', MESSAGES.verifyTokenInvalid);
        await markEmailVerified(tx, userId, now);
        await retireVerificationTokens(tx, userId, now);
      });
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
