import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CANCELLATION_POLICY,
  calendarDaysBetween,
  cancellationPolicySchema,
  cancellationRefund,
  policyRows,
  readCancellationPolicy,
} from './cancellation-policy.ts';

const refund = (days: number, amountPaid = 10_000) =>
  cancellationRefund(DEFAULT_CANCELLATION_POLICY, {
    today: '2026-03-01',
    startDate: new Date(Date.UTC(2026, 2, 1 + days)).toISOString().slice(0, 10),
    amountPaid,
  });

describe('cancellationRefund', () => {
  it('applies the default tiers at their edges: 30, 29, 15 and 14 days', () => {
    expect(refund(30)).toEqual({ days_before: 30, refund_percent: 90, refund_amount: 9_000 });
    expect(refund(29)).toEqual({ days_before: 29, refund_percent: 50, refund_amount: 5_000 });
    expect(refund(15)).toEqual({ days_before: 15, refund_percent: 50, refund_amount: 5_000 });
    expect(refund(14)).toEqual({ days_before: 14, refund_percent: 0, refund_amount: 0 });
    expect(refund(0).refund_percent).toBe(0);
  });

  it('counts calendar days across a month end and rounds to paise', () => {
    expect(calendarDaysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(refund(45, 3_333.33).refund_amount).toBe(3_000);
    expect(refund(20, 1_234.57).refund_amount).toBe(617.29);
    expect(refund(45, 0).refund_amount).toBe(0);
  });

  it('refunds nothing below the lowest tier', () => {
    const policy = [{ min_days: 7, refund_percent: 100 }];
    expect(
      cancellationRefund(policy, { today: '2026-03-01', startDate: '2026-03-05', amountPaid: 100 }).refund_percent,
    ).toBe(0);
  });
});

describe('the policy setting', () => {
  it('refuses unsorted tiers and bad values with a path per tier and field', () => {
    const result = cancellationPolicySchema.safeParse([
      { min_days: 15, refund_percent: 50 },
      { min_days: 15, refund_percent: 120 },
    ]);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['1.min_days', '1.refund_percent']));
  });

  it('falls back to the default for a missing or unreadable setting, and rows carry the day before the tier above', () => {
    expect(readCancellationPolicy(undefined)).toEqual(DEFAULT_CANCELLATION_POLICY);
    expect(readCancellationPolicy('{oops')).toEqual(DEFAULT_CANCELLATION_POLICY);
    expect(policyRows(DEFAULT_CANCELLATION_POLICY).map((row) => row.max_days)).toEqual([null, 29, 14]);
  });
});
