import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailVerificationTokens, users } from '../../db/schema/index.ts';

export async function insertVerificationToken(
  db: Executor,
  values: { userId: number; tokenHash: string; email: string; expiresAt: Date; createdAt: Date },
) {
  await db.insert(emailVerificationTokens).values(values);
}

/** When the account's newest link was made (by the user and created_at index), or null. */
export async function latestVerificationAt(db: Executor, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: emailVerificationTokens.createdAt })
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.userId, userId))
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * Uses a live link (unused, unexpired) in one conditional statement, so it works once even when
 * opened twice at the same moment. Answers its account's id, or null. A link sent to another address
 * than the account's current one (changed since) does nothing.
 */
export async function consumeVerificationToken(tx: Executor, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await tx
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
        sql`exists (select 1 from ${users} where ${users.id} = ${emailVerificationTokens.userId} and lower(${users.email}) = lower(${emailVerificationTokens.email}))`,
      ),
    )
    .returning({ userId: emailVerificationTokens.userId });
  return row?.userId ?? null;
}

/** The account's other links stop working once its address is verified. */
export async function retireVerificationTokens(tx: Executor, userId: number, now: Date) {
  await tx
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}

/** An erased account's verification links go. */
export async function deleteVerificationTokensOf(tx: Executor, userId: number): Promise<void> {
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
}
