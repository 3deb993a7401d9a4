import { z } from 'zod';
import { COUPON_ADMIN_MESSAGES as CM } from './admin-coupon-messages.ts';
import { SORT_DIRECTIONS, adminOptionalText } from './admin-common.ts';
import { CATALOGUE_LIMITS } from './catalogue-constants.ts';
import {
  PG_INT_MAX,
  envelope,
  idParam,
  isCalendarDate,
  isWholePaise,
  listEnvelope,
  messageEnvelope,
  paginationQuery,
  requiredText,
  text,
} from './common.ts';
import { endpoint } from './endpoint.ts';
import { MESSAGES } from './messages.ts';
import { storedTranslations, translationStatus, translationsSchema } from './translations.ts';

export const COUPON_DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** Which trips a coupon applies to; `selected` (chosen tours or treks) is kept as it is, not set here. */
export const COUPON_APPLIES_TO = ['all', 'tour', 'trek'] as const;
export type CouponAppliesTo = (typeof COUPON_APPLIES_TO)[number] | 'selected';

/** List filter: switched on and in date, switched off, or past its last day. */
export const COUPON_STATUSES = ['active', 'inactive', 'expired'] as const;

/** Columns the coupon list can be sorted by (anything else is a 422). */
export const ADMIN_COUPON_SORTS = ['code', 'valid_until', 'created_at'] as const;
export type AdminCouponSort = (typeof ADMIN_COUPON_SORTS)[number];

export const ADMIN_COUPON_LIMITS = {
  codeMax: 40,
  descriptionMax: 500,
  amountMax: 10_000_000,
  /** Bookings listed in a coupon's detail, newest first. */
  detailBookings: 50,
} as const;

/** Uppercase letters and digits, in groups joined by single dashes: WELCOME10, DIWALI-2026. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

/** A coupon as staff see it: every stored field; dates are calendar days (YYYY-MM-DD). */
export const adminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
  discount_type: z.enum(COUPON_DISCOUNT_TYPES),
  discount_value: z.number(),
  min_amount: z.number().nullable(),
  max_discount: z.number().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  /** How many bookings (not cancelled) one account may use it on; null for no limit. */
  max_uses_per_user: z.number().int().nullable(),
  /** Only for an account's first booking (one with no other booking that is not cancelled). */
  first_booking_only: z.boolean(),
  is_active: z.boolean(),
  /** Past its valid-until day. */
  is_expired: z.boolean(),
  applies_to: z.enum([...COUPON_APPLIES_TO, 'selected']),
  created_at: z.string(),
  updated_at: z.string(),
  /** Per language, the description written in it; left out, the English shows. */
  translations: storedTranslations('coupon'),
  translation_status: translationStatus,
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

/** A booking that used the coupon, as the detail lists it. */
export const adminCouponBooking = z.object({
  id: z.number().int(),
  reference: z.string(),
  traveller: z.string(),
  email: z.string(),
  travel_date: z.string(),
  booked_at: z.string(),
  discount: z.number(),
  currency: z.string(),
  status: z.string(),
});
export type AdminCouponBooking = z.infer<typeof adminCouponBooking>;

export const adminCouponDetail = adminCoupon.extend({
  /** The newest bookings that used it (at most ADMIN_COUPON_LIMITS.detailBookings). */
  bookings: z.array(adminCouponBooking),
  /** How many bookings used it in all. */
  bookings_total: z.number().int(),
});
export type AdminCouponDetail = z.infer<typeof adminCouponDetail>;

export const adminCouponsQuery = paginationQuery.extend({
  /** Part of the code, whatever its case. */
  search: text(CATALOGUE_LIMITS.searchQueryMax).optional(),
  status: z.enum(COUPON_STATUSES, { error: MESSAGES.invalidValue }).optional(),
  sort: z.enum(ADMIN_COUPON_SORTS, { error: MESSAGES.invalidSort }).default('created_at'),
  direction: z.enum(SORT_DIRECTIONS, { error: MESSAGES.invalidSort }).default('desc'),
});
export type AdminCouponsQuery = z.infer<typeof adminCouponsQuery>;

const L = ADMIN_COUPON_LIMITS;

/** An amount of money above 0; blank or null is null. */
const optionalAmount = z
  .number({ error: CM.couponAmountInvalid })
  .gt(0, { error: CM.couponAmountInvalid })
  .max(L.amountMax, { error: CM.couponAmountInvalid })
  .refine(isWholePaise, { error: CM.couponAmountInvalid })
  .nullish()
  .transform((value) => value ?? null);

/** A calendar day or nothing; blank or null is null. */
const optionalDay = text(10)
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDate(value), { error: MESSAGES.invalidValue });

/**
 * The Create / Edit Coupon form, also the body of POST and PUT (PUT replaces every field but
 * applies_to, which stays as it is when left out). The code is stored in uppercase.
 */
export const adminCouponBody = z
  .object({
    code: requiredText(L.codeMax, CM.couponCodeRequired)
      .transform((value) => value.toUpperCase())
      .refine((value) => COUPON_CODE_PATTERN.test(value), { error: CM.couponCodeInvalid }),
    description: adminOptionalText(L.descriptionMax),
    /** Per language, the translated description; left out, the stored translations stay. */
    translations: translationsSchema(z.object({ description: adminOptionalText(L.descriptionMax) })).optional(),
    discount_type: z.enum(COUPON_DISCOUNT_TYPES, { error: MESSAGES.invalidValue }),
    discount_value: z
      .number({ error: CM.couponValueInvalid })
      .gt(0, { error: CM.couponValueInvalid })
      .max(L.amountMax, { error: CM.couponValueInvalid })
      .refine(isWholePaise, { error: CM.couponValueInvalid }),
    min_amount: optionalAmount,
    max_discount: optionalAmount,
    valid_from: optionalDay,
    valid_until: optionalDay,
    usage_limit: z
      .number({ error: CM.couponLimitInvalid })
      .int({ error: CM.couponLimitInvalid })
      .min(1, { error: CM.couponLimitInvalid })
      .max(PG_INT_MAX, { error: CM.couponLimitInvalid })
      .nullish()
      .transform((value) => value ?? null),
    max_uses_per_user: z
      .number({ error: CM.couponLimitInvalid })
      .int({ error: CM.couponLimitInvalid })
      .min(1, { error: CM.couponLimitInvalid })
      .max(PG_INT_MAX, { error: CM.couponLimitInvalid })
      .nullish()
      .transform((value) => value ?? null),
    first_booking_only: z.boolean({ error: MESSAGES.invalidValue }).default(false),
    is_active: z.boolean({ error: MESSAGES.invalidValue }).default(true),
    applies_to: z.enum(COUPON_APPLIES_TO, { error: MESSAGES.invalidValue }).optional(),
  })
  .superRefine((body, ctx) => {
    if (
      body.discount_type === 'percent' &&
      body.discount_value > 0 &&
      (body.discount_value < 1 || body.discount_value > 100)
    ) {
      ctx.addIssue({ code: 'custom', path: ['discount_value'], message: CM.couponPercentRange });
    }
    const { valid_from: from, valid_until: until } = body;
    if (from && until && isCalendarDate(from) && isCalendarDate(until) && until < from) {
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: CM.couponDatesOrder });
    }
  });
/** What the form holds and sends. */
export type AdminCouponInput = z.input<typeof adminCouponBody>;
/** What the server works with after validation. */
export type AdminCouponBody = z.output<typeof adminCouponBody>;

/** Coupon management (admins only). */
export const adminCouponsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/coupons',
    query: adminCouponsQuery,
    response: listEnvelope(adminCoupon),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/coupons/:id',
    params: idParam,
    response: envelope(adminCouponDetail),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/coupons',
    body: adminCouponBody,
    status: 201,
    response: envelope(adminCoupon),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/coupons/:id',
    params: idParam,
    body: adminCouponBody,
    response: envelope(adminCoupon),
  }),
  toggle: endpoint({
    method: 'POST',
    path: '/api/admin/coupons/:id/toggle',
    params: idParam,
    response: envelope(adminCoupon),
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/admin/coupons/:id', params: idParam, response: messageEnvelope }),
};
