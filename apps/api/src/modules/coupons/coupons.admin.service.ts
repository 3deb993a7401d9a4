import { COUPON_ADMIN_MESSAGES as CM } from '@trails/contracts/admin-coupon-messages';
import type {
  AdminCoupon,
  AdminCouponBody,
  AdminCouponDetail,
  AdminCouponsQuery,
  CouponAppliesTo,
} from '@trails/contracts/admin-coupons';
import type { ListEnvelope } from '@trails/contracts/common';
import type { Database, Executor } from '../../db/client.ts';
import { HttpError, conflict, fieldError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { isoOrNull, list, pageMeta } from '../../lib/respond.ts';
import type { ContentTranslations } from '../../db/schema/columns.ts';
import { adminTranslations, mergeTranslations } from '../../lib/translations.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import {
  couponBookingCount,
  couponBookings,
  codeInUse,
  deleteCoupon,
  findAdminCouponById,
  insertCoupon,
  listAdminCoupons,
  lockCoupon,
  replaceCouponTrips,
  toggleCouponActive,
  updateCoupon,
  type AdminCouponRow,
  type CouponValues,
} from './coupons.repo.ts';

/** A calendar day of the form: a coupon is valid from the start of its first day to the end of its last (UTC). */
const startOfDay = (day: string | null) => (day ? new Date(`${day}T00:00:00.000Z`) : null);
const endOfDay = (day: string | null) => (day ? new Date(`${day}T23:59:59.999Z`) : null);
const dayOf = (value: Date | null) => isoOrNull(value)?.slice(0, 10) ?? null;

function toDto(row: AdminCouponRow, now: Date): AdminCoupon {
  return {
    ...row,
    valid_from: dayOf(row.valid_from),
    valid_until: dayOf(row.valid_until),
    is_expired: row.valid_until !== null && row.valid_until < now,
    applies_to: row.applies_to as CouponAppliesTo,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ...adminTranslations('coupon', row, row.translations),
  };
}

function values(body: AdminCouponBody, storedTranslations: ContentTranslations = {}): CouponValues {
  return {
    translations: mergeTranslations(storedTranslations, body.translations),
    code: body.code,
    description: body.description,
    discountType: body.discount_type,
    discountValue: body.discount_value,
    minAmount: body.min_amount,
    maxDiscount: body.max_discount,
    validFrom: startOfDay(body.valid_from),
    validUntil: endOfDay(body.valid_until),
    usageLimit: body.usage_limit,
    maxUsesPerUser: body.max_uses_per_user,
    firstBookingOnly: body.first_booking_only,
    isActive: body.is_active,
  };
}

/** The duplicate-code answer: a conflict, with the message under `code` for the form. */
const codeTaken = () => new HttpError(409, CM.couponCodeTaken, { code: [CM.couponCodeTaken] });

interface Deps {
  activity: ActivityService;
}

/**
 * Back-office management of coupons (admins only). Every write and its activity entry are one
 * transaction; a coupon's uses are counted by the bookings module.
 */
export function createAdminCouponsService(db: Database, { activity }: Deps) {
  /** Logs the write with the coupon as it was and as it is now (read in the same transaction). */
  const log = async (
    tx: Executor,
    actorId: number,
    action: string,
    id: number,
    description: string,
    before: Awaited<ReturnType<typeof findAdminCouponById>> = null,
  ) => {
    const after = action === 'deleted' ? null : await findAdminCouponById(tx, id);
    const current = after ?? before;
    await activity.record(tx, {
      userId: actorId,
      type: 'coupon',
      action,
      subjectId: id,
      label: current?.code ?? null,
      description,
      before,
      after,
    });
  };

  /** Two admins saving the same code at once: the unique index decides, the loser gets the conflict. */
  async function guardCodeRace<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'coupons_code_idx')) throw codeTaken();
      throw error;
    }
  }

  async function read(id: number): Promise<AdminCoupon> {
    const row = await findAdminCouponById(db, id);
    if (!row) throw notFound(CM.couponNotFound);
    return toDto(row, new Date());
  }

  return {
    async list(query: AdminCouponsQuery): Promise<ListEnvelope<AdminCoupon>> {
      const now = new Date();
      const { rows, total } = await listAdminCoupons(db, query, now);
      return list(
        rows.map((row) => toDto(row, now)),
        pageMeta(query.page, query.per_page, total),
      );
    },

    /** The coupon and the newest bookings that used it. */
    async get(id: number): Promise<AdminCouponDetail> {
      const coupon = await read(id);
      const [rows, total] = await Promise.all([couponBookings(db, id), couponBookingCount(db, id)]);
      return {
        ...coupon,
        bookings: rows.map((row) => ({ ...row, booked_at: row.booked_at.toISOString() })),
        bookings_total: total,
      };
    },

    async create(body: AdminCouponBody, actorId: number): Promise<AdminCoupon> {
      if (await codeInUse(db, body.code)) throw codeTaken();
      const id = await guardCodeRace(() =>
        db.transaction(async (tx) => {
          const created = await insertCoupon(tx, values(body));
          await replaceCouponTrips(tx, created, body.applies_to ?? 'all');
          await log(tx, actorId, 'created', created, `Coupon ${body.code} created`);
          return created;
        }),
      );
      return read(id);
    },

    /** Replaces the fields; the usage limit may not go below the uses so far (checked on the locked row). */
    async update(id: number, body: AdminCouponBody, actorId: number): Promise<AdminCoupon> {
      if (await codeInUse(db, body.code, id)) throw codeTaken();
      await guardCodeRace(() =>
        db.transaction(async (tx) => {
          const current = await lockCoupon(tx, id);
          if (!current) throw notFound(CM.couponNotFound);
          if (body.usage_limit !== null && body.usage_limit < current.usedCount) {
            throw fieldError('usage_limit', CM.couponLimitBelowUsed);
          }
          const before = await findAdminCouponById(tx, id);
          if (!(await updateCoupon(tx, id, values(body, before?.translations)))) throw notFound(CM.couponNotFound);
          if (body.applies_to) await replaceCouponTrips(tx, id, body.applies_to);
          await log(tx, actorId, 'updated', id, `Coupon ${body.code} updated`, before);
        }),
      );
      return read(id);
    },

    /** Switches the coupon on or off; bookings refuse an inactive coupon. */
    async toggle(id: number, actorId: number): Promise<AdminCoupon> {
      await db.transaction(async (tx) => {
        const before = await findAdminCouponById(tx, id);
        const toggled = await toggleCouponActive(tx, id);
        if (!toggled) throw notFound(CM.couponNotFound);
        const action = toggled.isActive ? 'activated' : 'deactivated';
        await log(tx, actorId, action, id, `Coupon ${toggled.code} ${action}`, before);
      });
      return read(id);
    },

    /** Refused once bookings used it (their history keeps the coupon): deactivate instead. */
    async remove(id: number, actorId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await lockCoupon(tx, id);
        if (!current) throw notFound(CM.couponNotFound);
        if (current.usedCount > 0 || (await couponBookingCount(tx, id)) > 0) throw conflict(CM.couponInUse);
        const row = await findAdminCouponById(tx, id);
        if (!(await deleteCoupon(tx, id))) throw notFound(CM.couponNotFound);
        await log(tx, actorId, 'deleted', id, `Coupon ${row?.code ?? id} deleted`, row);
      });
    },
  };
}

export type AdminCouponsService = ReturnType<typeof createAdminCouponsService>;
