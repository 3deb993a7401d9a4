import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';

export async function insertResetToken(db: Executor, values: { userId: number; tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values(values);
}

/** A token not used yet and not expired. */
const liveToken = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/** The name and email of the account a live token (unused, unexpired) belongs to, without using it; or null. */
export async function findResetTokenAccount(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ name: string; email: string } | null> {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(liveToken(tokenHash, now))
    .limit(1);
  return row ?? null;
}

/**
 * Uses a live token (unused, unexpired) in one conditional statement, so it works once even when
 * sent twice at the same moment. Answers its user's id, or null.
 */
export async function consumeResetToken(tx: Executor, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(liveToken(tokenHash, now))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** The account's other reset links stop working once one has been used. */
export async function retireResetTokens(tx: Executor, userId: number, now: Date) {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** An erased account's reset links go. */
export async function deleteResetTokensOf(tx: Executor, userId: number): Promise<void> {
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}
