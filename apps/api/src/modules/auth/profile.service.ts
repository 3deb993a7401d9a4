import { MESSAGES, type UpdateAdminProfileBody, type UpdateProfileBody, type User } from '@trails/contracts';
import type { Database } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { findUserByEmail, revokeOtherTokens, updateUser, type UserRow } from './auth.repo.ts';
import { emailTakenOnConflict, toUserDto, type Session } from './auth.service.ts';

async function assertEmailFree(db: Database, email: string, userId: number) {
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== userId) throw fieldError('email', MESSAGES.emailTaken);
}

async function updateProfile(db: Database, user: UserRow, body: UpdateProfileBody): Promise<User> {
  await assertEmailFree(db, body.email, user.id);
  const updated = await updateUser(db, user.id, {
    name: body.name,
    email: body.email,
    phone: body.phone || null,
    address: body.address || null,
    // A new address is not verified yet.
    ...(body.email !== user.email.toLowerCase() ? { emailVerifiedAt: null } : {}),
    ...(body.marketing_opt_out === undefined ? {} : { marketingOptOut: body.marketing_opt_out }),
  }).catch(emailTakenOnConflict);
  if (!updated) throw notFound();
  return toUserDto(updated);
}

/** A new password also ends every other session of the account: whoever knew the old one is signed out. */
async function updateAdminProfile(
  db: Database,
  { user, tokenId }: Session,
  body: UpdateAdminProfileBody,
): Promise<User> {
  await assertEmailFree(db, body.email, user.id);
  const changes: Partial<UserRow> = { name: body.name, email: body.email };
  if (body.password) {
    if (!(await verifyPassword(body.current_password ?? '', user.passwordHash))) {
      throw fieldError('current_password', MESSAGES.invalidCredentials);
    }
    changes.passwordHash = await hashPassword(body.password);
  }
  const updated = await db
    .transaction(async (tx) => {
      const row = await updateUser(tx, user.id, changes);
      if (row && body.password) await revokeOtherTokens(tx, user.id, tokenId, new Date());
      return row;
    })
    .catch(emailTakenOnConflict);
  if (!updated) throw notFound();
  return toUserDto(updated);
}

/** Changes to the signed-in account: a traveller's profile, a staff member's name, email and password. */
export function createProfileService(db: Database) {
  return {
    update: (user: UserRow, body: UpdateProfileBody) => updateProfile(db, user, body),
    updateAdmin: (session: Session, body: UpdateAdminProfileBody) => updateAdminProfile(db, session, body),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
