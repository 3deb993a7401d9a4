import { describe, expect, it } from 'vitest';
import { priceBooking, type PricingCoupon } from './pricing.ts';

const now = new Date('2026-06-01T12:00:00Z');
const trip = { type: 'trek' as const, id: 7 };
const coupon = (overrides: Partial<PricingCoupon> = {}): PricingCoupon => ({
  code: 'WELCOME10',
  discountType: 'percent',
  discountValue: 10,
  minAmount: null,
  maxDiscount: null,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  usedCount: 0,
  isActive: true,
  limitedTo: null,
  ...overrides,
});

describe('priceBooking', () => {
  it('multiplies the unit price by the passengers without a coupon', () => {
    expect(priceBooking({ unitPrice: 12_499.5, passengers: 3, trip, coupon: null, now })).toEqual({
      ok: true,
      price: { unitPrice: 12_499.5, passengers: 3, subtotal: 37_498.5, discount: 0, total: 37_498.5, coupon: null },
    });
  });

  it('takes a percentage, capped by the maximum discount', () => {
    const small = priceBooking({ unitPrice: 5_000, passengers: 2, trip, coupon: coupon({ maxDiscount: 2_000 }), now });
    expect(small).toMatchObject({ ok: true, price: { subtotal: 10_000, discount: 1_000, total: 9_000 } });
    const capped = priceBooking({
      unitPrice: 15_000,
      passengers: 4,
      trip,
      coupon: coupon({ maxDiscount: 2_000 }),
      now,
    });
    expect(capped).toMatchObject({ ok: true, price: { subtotal: 60_000, discount: 2_000, total: 58_000 } });
  });

  it('rounds a percentage to paise', () => {
    const result = priceBooking({ unitPrice: 999.99, passengers: 1, trip, coupon: coupon({ discountValue: 7 }), now });
    expect(result).toMatchObject({ ok: true, price: { discount: 70, total: 929.99 } });
  });

  it('takes a fixed amount, never more than the subtotal', () => {
    const fixed = coupon({ discountType: 'fixed', discountValue: 1_500 });
    expect(priceBooking({ unitPrice: 9_000, passengers: 2, trip, coupon: fixed, now })).toMatchObject({
      ok: true,
      price: { discount: 1_500, total: 16_500 },
    });
    expect(priceBooking({ unitPrice: 1_000, passengers: 1, trip, coupon: fixed, now })).toMatchObject({
      ok: true,
      price: { discount: 1_000, total: 0 },
    });
  });

  it('names why a coupon cannot apply, in a fixed order', () => {
    const price = (c: PricingCoupon) => priceBooking({ unitPrice: 5_000, passengers: 1, trip, coupon: c, now });
    expect(price(coupon({ isActive: false, validUntil: new Date('2026-01-01') }))).toEqual({
      ok: false,
      problem: 'inactive',
    });
    expect(price(coupon({ validFrom: new Date('2026-07-01') }))).toEqual({ ok: false, problem: 'not_started' });
    expect(price(coupon({ validUntil: new Date('2026-05-31') }))).toEqual({ ok: false, problem: 'expired' });
    expect(price(coupon({ limitedTo: { tourIds: [7], trekIds: [], kinds: [] } }))).toEqual({
      ok: false,
      problem: 'not_for_trip',
    });
    expect(price(coupon({ limitedTo: { tourIds: [], trekIds: [], kinds: ['tour'] } }))).toEqual({
      ok: false,
      problem: 'not_for_trip',
    });
    expect(price(coupon({ minAmount: 10_000 }))).toEqual({ ok: false, problem: 'min_amount', minAmount: 10_000 });
    expect(price(coupon({ usageLimit: 5, usedCount: 5 }))).toEqual({ ok: false, problem: 'used_up' });
  });

  it('applies a coupon limited to the trip, or to its kind', () => {
    const result = (limitedTo: PricingCoupon['limitedTo']) =>
      priceBooking({ unitPrice: 5_000, passengers: 1, trip, coupon: coupon({ limitedTo }), now }).ok;
    expect(result({ tourIds: [], trekIds: [7], kinds: [] })).toBe(true);
    expect(result({ tourIds: [], trekIds: [], kinds: ['trek'] })).toBe(true);
  });
});
