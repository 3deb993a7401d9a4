import type { UpdateAdminProfileBody, UpdateProfileBody, User } from '@trails/contracts/auth';
import { MESSAGES } from '@trails/contracts/messages';
import type { Database, Executor } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { assertStrongPassword } from '../../lib/password-strength.ts';
import { readEmailSite } from '../emails/site.ts';
import { emailChangedEmail } from '../emails/templates.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { findUserByEmail, revokeOtherTokens, updateUser, type UserRow } from './auth.repo.ts';
import { emailTakenOnConflict, toUserDto, type Session } from './auth.service.ts';

async function assertEmailFree(db: Database, email: string, userId: number) {
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== userId) throw fieldError('email', MESSAGES.emailTaken);
}

/**
 * Is the address changing? Then the current password is needed (422 under current_password): a
 * stolen session alone cannot move the account to another address.
 */
async function emailChangeAllowed(user: UserRow, body: { email: string; current_password?: string | undefined }) {
  if (body.email === user.email.toLowerCase()) return false;
  if (!body.current_password) throw fieldError('current_password', MESSAGES.currentPasswordRequired);
  if (!(await verifyPassword(body.current_password, user.passwordHash)))
    throw fieldError('current_password', MESSAGES.invalidCredentials);
  return true;
}

/** The previous address is told of the change, in the change's transaction. */
async function tellPreviousAddress(tx: Executor, user: UserRow, publicUrl: string) {
  await enqueueEmail(tx, {
    to: { address: user.email, name: user.name },
    kind: 'email_changed',
    related: { type: 'user', id: user.id },
    ...emailChangedEmail(await readEmailSite(tx, publicUrl), { name: user.name }, user.locale ?? undefined),
  });
}

async function updateProfile(db: Database, publicUrl: string, user: UserRow, body: UpdateProfileBody): Promise<User> {
  await assertEmailFree(db, body.email, user.id);
  const emailChanges = await emailChangeAllowed(user, body);
  const updated = await db
    .transaction(async (tx) => {
      const row = await updateUser(tx, user.id, {
        name: body.name,
        email: body.email,
        phone: body.phone || null,
        address: body.address || null,
        // A new address is not verified yet.
        ...(emailChanges ? { emailVerifiedAt: null } : {}),
        ...(body.marketing_opt_out === undefined ? {} : { marketingOptOut: body.marketing_opt_out }),
      });
      if (row && emailChanges) await tellPreviousAddress(tx, user, publicUrl);
      return row;
    })
    .catch(emailTakenOnConflict);
  if (!updated) throw notFound();
  return toUserDto(updated);
}

/** A new password also ends every other session of the account: whoever knew the old one is signed out. */
async function updateAdminProfile(
  db: Database,
  publicUrl: string,
  { user, tokenId }: Session,
  body: UpdateAdminProfileBody,
): Promise<User> {
  await assertEmailFree(db, body.email, user.id);
  const emailChanges = await emailChangeAllowed(user, body);
  const changes: Partial<UserRow> = { name: body.name, email: body.email };
  if (body.password) {
    if (!(await verifyPassword(body.current_password ?? '', user.passwordHash))) {
      throw fieldError('current_password', MESSAGES.invalidCredentials);
    }
    await assertStrongPassword(body.password, [body.name, body.email, user.name, user.email]);
    changes.passwordHash = await hashPassword(body.password);
  }
  const updated = await db
    .transaction(async (tx) => {
      const row = await updateUser(tx, user.id, changes);
      if (row && body.password) await revokeOtherTokens(tx, user.id, tokenId, new Date());
      if (row && emailChanges) await tellPreviousAddress(tx, user, publicUrl);
      return row;
    })
    .catch(emailTakenOnConflict);
  if (!updated) throw notFound();
  return toUserDto(updated);
}

/** Changes to the signed-in account: a traveller's profile, a staff member's name, email and password. */
export function createProfileService(db: Database, { publicUrl }: { publicUrl: string }) {
  return {
    update: (user: UserRow, body: UpdateProfileBody) => updateProfile(db, publicUrl, user, body),
    updateAdmin: (session: Session, body: UpdateAdminProfileBody) => updateAdminProfile(db, publicUrl, session, body),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
