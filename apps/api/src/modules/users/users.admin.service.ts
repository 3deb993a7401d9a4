import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import type {
  AdminUser,
  AdminUserCreateBody,
  AdminUserDetail,
  AdminUserPatchBody,
  AdminUsersQuery,
  AdminUsersList,
} from '@trails/contracts/admin-users';
import { MESSAGES } from '@trails/contracts/messages';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { assertStrongPassword } from '../../lib/password-strength.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import { isoOrNull, pageMeta } from '../../lib/respond.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { emailTakenOnConflict } from '../auth/auth.service.ts';
import { deleteUser, insertUser, revokeAllTokens, updateUser } from '../auth/users.port.ts';
import {
  emailInUse,
  findAdminUserById,
  hasBookings,
  adminRowOf,
  listAdminUsers,
  lockAdminUser,
  lockAdmins,
  userActivity,
  type AdminUserRow,
} from './users.admin.repo.ts';

function toDto(row: AdminUserRow): AdminUser {
  return {
    ...row,
    email_verified_at: isoOrNull(row.email_verified_at),
    last_login_at: isoOrNull(row.last_login_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The fields of an account the activity log compares. */
const snapshot = (row: AdminUserRow) => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  is_blocked: row.is_blocked,
});

const iso = <T extends { created_at: Date }>(row: T) => ({ ...row, created_at: row.created_at.toISOString() });

/** Who did it: the signed-in admin. */
export interface Actor {
  id: number;
}

/** Admin management of accounts: list, details with activity, create, edit, block, delete. */
export function createAdminUsersService(
  db: Database,
  { activity, publicData }: { activity: ActivityService; publicData: PublicDataInvalidator },
) {
  /**
   * Refuses to leave the site without an active admin (demoting, blocking or deleting the last
   * one): call inside the transaction, before the change.
   */
  async function keepAnAdmin(tx: Executor, target: AdminUserRow) {
    if (target.role !== 'admin' || target.is_blocked) return;
    if ((await lockAdmins(tx)) <= 1) throw conflict(ADMIN_MESSAGES.lastAdmin);
  }

  return {
    async list(query: AdminUsersQuery): Promise<AdminUsersList> {
      const { page, per_page: perPage } = query;
      const { rows, total, stats } = await listAdminUsers(db, query, query.sort, query.direction, page, perPage);
      return { success: true, data: rows.map(toDto), meta: pageMeta(page, perPage, total), stats };
    },

    async get(id: number): Promise<AdminUserDetail> {
      const row = await findAdminUserById(db, id);
      if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
      const done = await userActivity(db, id);
      return {
        ...toDto(row),
        activity: {
          ...done,
          recent_bookings: done.recent_bookings.map(iso),
          recent_custom_packages: done.recent_custom_packages.map(iso),
          recent_reviews: done.recent_reviews.map(iso),
        },
      };
    },

    async create(body: AdminUserCreateBody, actor: Actor): Promise<AdminUser> {
      if (await emailInUse(db, body.email)) throw fieldError('email', MESSAGES.emailTaken);
      await assertStrongPassword(body.password, [body.name, body.email]);
      const passwordHash = await hashPassword(body.password);
      const created = await db
        .transaction(async (tx) => {
          const row = adminRowOf(
            await insertUser(tx, {
              name: body.name,
              email: body.email,
              phone: body.phone,
              role: body.role,
              passwordHash,
            }),
          );
          await activity.record(tx, {
            userId: actor.id,
            type: 'user',
            action: 'created',
            description: `User ${row.email} created`,
            subjectId: row.id,
            label: row.email,
            after: snapshot(row),
          });
          return row;
        })
        .catch(emailTakenOnConflict);
      await publicData.invalidate();
      return toDto(created);
    },

    /**
     * Changes only the fields the body names (the Edit User form sends four, the spec's users
     * screen `{ name }` or `{ is_blocked }` alone). The last active admin stays one; blocking ends
     * every session of the account at once.
     */
    async update(id: number, body: AdminUserPatchBody, actor: Actor): Promise<AdminUser> {
      if (body.is_blocked === true && id === actor.id) throw conflict(ADMIN_MESSAGES.cannotBlockSelf);
      if (body.email !== undefined && (await emailInUse(db, body.email, id))) {
        throw fieldError('email', MESSAGES.emailTaken);
      }
      const updated = await db
        .transaction(async (tx) => {
          const before = await lockAdminUser(tx, id);
          if (!before) throw notFound(ADMIN_MESSAGES.userNotFound);
          const role = body.role ?? before.role;
          const isBlocked = body.is_blocked ?? before.is_blocked;
          if (role !== 'admin' && before.role === 'admin' && id === actor.id) {
            throw conflict(ADMIN_MESSAGES.cannotDemoteSelf);
          }
          if (role !== 'admin' || isBlocked) await keepAnAdmin(tx, before);
          const values = Object.fromEntries(
            Object.entries({
              name: body.name,
              email: body.email,
              phone: body.phone,
              role: body.role,
              isBlocked: body.is_blocked,
            }).filter(([, value]) => value !== undefined),
          );
          if (Object.keys(values).length === 0) return before;
          const row = adminRowOf((await updateUser(tx, id, values))!);
          const blockChanged = isBlocked !== before.is_blocked;
          if (blockChanged && isBlocked) await revokeAllTokens(tx, id, new Date());
          const onlyBlock = blockChanged && Object.keys(values).length === 1;
          const action = onlyBlock ? (isBlocked ? 'blocked' : 'unblocked') : 'updated';
          await activity.record(tx, {
            userId: actor.id,
            type: 'user',
            action,
            description: `User ${row.email} ${action}`,
            subjectId: id,
            label: row.email,
            before: snapshot(before),
            after: snapshot(row),
          });
          return row;
        })
        .catch(emailTakenOnConflict);
      await publicData.invalidate();
      return toDto(updated);
    },

    /** Blocks or unblocks, whichever the account is not. */
    async toggleBlock(id: number, actor: Actor): Promise<AdminUser> {
      const current = await findAdminUserById(db, id);
      if (!current) throw notFound(ADMIN_MESSAGES.userNotFound);
      return this.update(id, { is_blocked: !current.is_blocked, phone: undefined }, actor);
    },

    /** Not one's own account, not the last admin, not an account with bookings (block it instead). */
    async remove(id: number, actor: Actor): Promise<void> {
      if (id === actor.id) throw conflict(ADMIN_MESSAGES.cannotDeleteSelf);
      await db.transaction(async (tx) => {
        // The row lock also holds off a booking being added meanwhile (its key check waits for it).
        const before = await lockAdminUser(tx, id);
        if (!before) throw notFound(ADMIN_MESSAGES.userNotFound);
        await keepAnAdmin(tx, before);
        if (await hasBookings(tx, id)) throw conflict(ADMIN_MESSAGES.userHasBookings);
        await deleteUser(tx, id);
        await activity.record(tx, {
          userId: actor.id,
          type: 'user',
          action: 'deleted',
          description: `User ${before.email} deleted`,
          subjectId: id,
          label: before.email,
          before: snapshot(before),
        });
      });
      await publicData.invalidate();
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
