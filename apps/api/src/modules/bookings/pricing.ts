/**
 * The pricing rules of a booking, in one pure function: the quote and the booking both call it,
 * so a quoted total is the total booked.
 */

import type { CouponWithId } from '../coupons/coupons.port.ts';

export type TripType = 'tour' | 'trek';

/** A coupon's terms as pricing reads them: the coupons module's own record, without what only booking checks use. */
export type PricingCoupon = Pick<
  CouponWithId,
  | 'code'
  | 'discountType'
  | 'discountValue'
  | 'minAmount'
  | 'maxDiscount'
  | 'validFrom'
  | 'validUntil'
  | 'usageLimit'
  | 'usedCount'
  | 'isActive'
  | 'limitedTo'
>;

export interface PricingInput {
  unitPrice: number;
  passengers: number;
  trip: { type: TripType; id: number };
  coupon: PricingCoupon | null;
  now: Date;
}

export type CouponProblem = 'inactive' | 'not_started' | 'expired' | 'not_for_trip' | 'min_amount' | 'used_up';

export interface Price {
  unitPrice: number;
  passengers: number;
  subtotal: number;
  discount: number;
  total: number;
  coupon: { code: string; discountType: 'percent' | 'fixed'; discountValue: number } | null;
}

export type PricingResult = { ok: true; price: Price } | { ok: false; problem: CouponProblem; minAmount?: number };

/** Rounded to paise, away from binary fractions. */
export const roundMoney = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;

/** Why the coupon cannot apply to this trip and amount, or null when it can. */
export function couponProblem(
  coupon: PricingCoupon,
  trip: PricingInput['trip'],
  subtotal: number,
  now: Date,
): CouponProblem | null {
  if (!coupon.isActive) return 'inactive';
  if (coupon.validFrom && now < coupon.validFrom) return 'not_started';
  if (coupon.validUntil && now > coupon.validUntil) return 'expired';
  if (coupon.limitedTo) {
    const { tourIds, trekIds, kinds } = coupon.limitedTo;
    const listed = trip.type === 'tour' ? tourIds.includes(trip.id) : trekIds.includes(trip.id);
    if (!listed && !kinds.includes(trip.type)) return 'not_for_trip';
  }
  if (coupon.minAmount !== null && subtotal < coupon.minAmount) return 'min_amount';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'used_up';
  return null;
}

/**
 * unit price x passengers, less the coupon's discount: a percentage (capped by max_discount) or a
 * fixed amount, never more than the subtotal.
 */
export function priceBooking({ unitPrice, passengers, trip, coupon, now }: PricingInput): PricingResult {
  const subtotal = roundMoney(unitPrice * passengers);
  if (!coupon)
    return { ok: true, price: { unitPrice, passengers, subtotal, discount: 0, total: subtotal, coupon: null } };

  const problem = couponProblem(coupon, trip, subtotal, now);
  if (problem === 'min_amount') return { ok: false, problem, minAmount: coupon.minAmount ?? 0 };
  if (problem) return { ok: false, problem };

  let discount = coupon.discountType === 'percent' ? (subtotal * coupon.discountValue) / 100 : coupon.discountValue;
  if (coupon.maxDiscount !== null) discount = Math.min(discount, coupon.maxDiscount);
  discount = roundMoney(Math.min(discount, subtotal));
  return {
    ok: true,
    price: {
      unitPrice,
      passengers,
      subtotal,
      discount,
      total: roundMoney(subtotal - discount),
      coupon: { code: coupon.code, discountType: coupon.discountType, discountValue: coupon.discountValue },
    },
  };
}
