import type { AccountExport, ChangePasswordBody, DeleteAccountBody } from '@trails/contracts/account';
import { STAFF_ROLES } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import type { Database, Executor } from '../../db/client.ts';
import { fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { assertStrongPassword } from '../../lib/password-strength.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import { accountDeletedEmail, passwordChangedEmail } from '../emails/account-templates.ts';
import { readEmailSite } from '../emails/site.ts';
import { enqueueEmail, forgetOutboxRecipient } from '../outbox/outbox.service.ts';
import {
  DELETED_NAME,
  EXPORT_SECTIONS,
  countBookings,
  deletedAddress,
  eraseAccount,
  lockUser,
} from './account.repo.ts';
import { revokeOtherTokens, updateUser, type UserRow } from './auth.repo.ts';
import { toUserDto, type Session } from './auth.service.ts';

/** camelCase column names as the API's snake_case, dates as ISO text: a row as the export file shows it. */
function exportRecord(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

async function assertCurrentPassword(user: UserRow, password: string) {
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw fieldError('current_password', MESSAGES.currentPasswordWrong);
  }
}

/**
 * The owner's own controls over the account: a new password, a copy of everything it holds, and
 * deletion (personal data erased, bookings kept for the operator's accounts without the name).
 */
/**
 * Erases what one module keeps of a deleted account, in the deletion's transaction: each module
 * owning such rows gives one (wired in services.ts), and `erased` is the placeholder contact the
 * account row carries from then on.
 */
export type AccountEraser = (tx: Executor, userId: number, erased: { name: string; address: string }) => Promise<void>;

export function createAccountService(
  db: Database,
  {
    publicUrl,
    publicData,
    erasers,
  }: { publicUrl: string; publicData: PublicDataInvalidator; erasers: readonly AccountEraser[] },
) {
  async function tellOwner(
    tx: Executor,
    user: UserRow,
    kind: string,
    email: { subject: string; html: string; text: string },
  ) {
    await enqueueEmail(tx, {
      to: { address: user.email, name: user.name },
      kind,
      related: { type: 'user', id: user.id },
      ...email,
    });
  }

  return {
    /** Registration's rules for the new password; the session making the change stays, every other ends. */
    async changePassword({ user, tokenId }: Session, body: ChangePasswordBody): Promise<void> {
      await assertCurrentPassword(user, body.current_password);
      if (body.password === body.current_password) throw fieldError('password', MESSAGES.newPasswordSame);
      await assertStrongPassword(body.password, [user.name, user.email]);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const site = await readEmailSite(tx, publicUrl);
        await updateUser(tx, user.id, { passwordHash });
        await revokeOtherTokens(tx, user.id, tokenId, new Date());
        await tellOwner(tx, user, 'password_changed', passwordChangedEmail(site, { name: user.name }, user.locale));
      });
    },

    /** Every section the account owns (see EXPORT_SECTIONS), read in one snapshot. */
    async exportData({ user }: Session): Promise<AccountExport> {
      return db.transaction(async (tx) => {
        const records: Record<string, Record<string, unknown>[]> = {};
        for (const [name, read] of Object.entries(EXPORT_SECTIONS)) {
          records[name] = (await read(tx, user.id)).map(exportRecord);
        }
        return {
          format: 'account-export/1' as const,
          exported_at: new Date().toISOString(),
          account: toUserDto(user),
          records,
        };
      });
    },

    /**
     * Deletes a traveller's account with its current password. Staff accounts are closed by an
     * administrator (403), so the site can never lose its last admin this way. One transaction:
     * the confirmation is written to the address the account had, then that address is erased
     * with everything else personal.
     */
    async deleteAccount({ user }: Session, body: DeleteAccountBody): Promise<void> {
      if (STAFF_ROLES.includes(user.role)) throw forbidden(MESSAGES.staffCannotSelfDelete);
      await assertCurrentPassword(user, body.current_password);
      await db.transaction(async (tx) => {
        const current = await lockUser(tx, user.id);
        if (!current || current.deletedAt) throw notFound();
        const site = await readEmailSite(tx, publicUrl);
        const bookingCount = await countBookings(tx, current.id);
        await forgetOutboxRecipient(tx, current.email);
        await tellOwner(
          tx,
          current,
          'account_deleted',
          accountDeletedEmail(site, { name: current.name, bookingCount }, current.locale),
        );
        await eraseAccount(tx, current.id, new Date());
        const erased = { name: DELETED_NAME, address: deletedAddress(current.id) };
        for (const erase of erasers) await erase(tx, current.id, erased);
      });
      // Public review lists show the reviewer as a former traveller from now on.
      await publicData.invalidate();
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
