/**
 * What bookings may read and change of a coupon: the coupons module owns the coupons tables and its
 * repository stays private. Each function takes the caller's executor, so a booking counts a use (or
 * gives one back) in the transaction that checks its seats and money.
 */
export { findCouponByCode, findCouponById, redeemCoupon, releaseCoupon, type CouponWithId } from './coupons.repo.ts';
