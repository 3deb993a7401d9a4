import type {
  AdminActivityCreateBody,
  AdminActivityEntry,
  AdminActivityList,
  AdminActivityQuery,
} from '@trails/contracts/admin-activity';
import { USER_ROLES, type UserRole } from '@trails/contracts/constants';
import type { Database, Executor } from '../../db/client.ts';
import { pageMeta } from '../../lib/respond.ts';
import {
  ACTIVITY_COUNT_CAP,
  findActivity,
  insertActivity,
  listActivity,
  type ActivityListRow,
} from './activity.repo.ts';

type Snapshot = Record<string, unknown>;

export interface ActivityEntry {
  /** Who did it; null for the system. */
  userId: number | null;
  /** The kind of record: booking, enquiry, tour, user, settings, ... */
  type: string;
  action: string;
  description: string;
  subjectId?: number | null;
  /** How the record is named (a reference, a title, an email). */
  label?: string | null;
  /** The record before the write (absent for a create); only the fields that changed are kept. */
  before?: Snapshot | null;
  /** The record after the write (absent for a delete); only the fields that changed are kept. */
  after?: Snapshot | null;
  metadata?: Snapshot;
  ip?: string | null;
}

/** Bookkeeping columns every write moves: never shown as a change. */
const IGNORED_KEYS = new Set(['created_at', 'updated_at', 'createdAt', 'updatedAt']);

/** Column names as the API spells them: `assignedTo` → `assigned_to`. */
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Dates as ISO text and keys in snake_case, so values compare and store the way they are shown. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !IGNORED_KEYS.has(key))
        .map(([key, inner]) => [snakeCase(key), plain(inner)]),
    );
  }
  return value === undefined ? null : value;
}

/**
 * What changed between two snapshots: for a create or a delete the one snapshot as is; for an
 * update only the keys whose values differ (both sides), or nulls when nothing did.
 */
export function changedFields(
  before: Snapshot | null | undefined,
  after: Snapshot | null | undefined,
): { before: Snapshot | null; after: Snapshot | null } {
  const was = before ? (plain(before) as Snapshot) : null;
  const now = after ? (plain(after) as Snapshot) : null;
  if (!was || !now) return { before: was, after: now };
  const changed = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (key) => JSON.stringify(was[key] ?? null) !== JSON.stringify(now[key] ?? null),
  );
  if (changed.length === 0) return { before: null, after: null };
  const pick = (from: Snapshot) => Object.fromEntries(changed.map((key) => [key, from[key] ?? null]));
  return { before: pick(was), after: pick(now) };
}

const roleOf = (value: string | null): UserRole | null =>
  (USER_ROLES as readonly string[]).includes(value ?? '') ? (value as UserRole) : null;

function toDto(row: ActivityListRow): AdminActivityEntry {
  return {
    id: row.id,
    user: row.userId === null ? null : { id: row.userId, name: row.actorName ?? '', role: roleOf(row.actorRole) },
    action: row.action,
    record: { type: row.type, id: row.subjectId, label: row.subjectLabel },
    description: row.description,
    before: row.before,
    after: row.after,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The activity log. Every staff write calls `record` with its own transaction, so an entry is
 * written together with the change it records (or not at all). Entries are never changed or
 * removed: the database refuses UPDATE and DELETE on the table.
 */
export function createActivityService(db: Database) {
  function record(executor: Executor, entry: ActivityEntry) {
    const changes = changedFields(entry.before, entry.after);
    return insertActivity(executor, {
      userId: entry.userId,
      type: entry.type,
      action: entry.action,
      description: entry.description,
      subjectId: entry.subjectId ?? null,
      subjectLabel: entry.label ?? null,
      before: changes.before,
      after: changes.after,
      metadata: entry.metadata ?? {},
      ip: entry.ip ?? null,
    });
  }

  return {
    record,

    async list(query: AdminActivityQuery): Promise<AdminActivityList> {
      const { page, per_page: perPage } = query;
      const { rows, total } = await listActivity(
        db,
        {
          userId: query.user_id,
          type: query.type,
          action: query.action,
          subjectId: query.subject_id,
          from: query.from,
          to: query.to,
        },
        page,
        perPage,
      );
      return { success: true, data: rows.map(toDto), meta: pageMeta(page, perPage, total, ACTIVITY_COUNT_CAP) };
    },

    /** A note a staff member adds by hand (a phone call, a visit). */
    async addManual(
      body: AdminActivityCreateBody,
      actor: { id: number },
      ip: string | null,
    ): Promise<AdminActivityEntry> {
      const [created] = await record(db, {
        userId: actor.id,
        type: body.type,
        action: body.action,
        description: body.description,
        subjectId: body.record_id,
        label: body.label,
        metadata: { manual: true },
        ip,
      });
      return toDto((await findActivity(db, created!.id))!);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
