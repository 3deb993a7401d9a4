import { z } from 'zod';
import { DESK_MESSAGES } from './admin-desk-messages.ts';

/**
 * The operator's cancellation policy: tiers of days before the start and the share of what was
 * paid that comes back. Stored as JSON in the setting `cancellation_policy`, most days first.
 */
export const CANCELLATION_POLICY_KEY = 'cancellation_policy';

export const CANCELLATION_POLICY_LIMITS = { tiersMax: 10, daysMax: 3650 } as const;

export interface CancellationTier {
  /** From this many days before the start (inclusive) up to the tier above. */
  min_days: number;
  /** Whole percent of the amount paid refunded, 0 to 100. */
  refund_percent: number;
}

/** 30+ days: 90 %; 15-29 days: 50 %; under 15 days: nothing. */
export const DEFAULT_CANCELLATION_POLICY: CancellationTier[] = [
  { min_days: 30, refund_percent: 90 },
  { min_days: 15, refund_percent: 50 },
  { min_days: 0, refund_percent: 0 },
];

const wholeNumber = (max: number, message: string) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,6}$/, { error: message })], { error: message })
    .pipe(
      z.coerce
        .number<string | number>({ error: message })
        .int({ error: message })
        .min(0, { error: message })
        .max(max, { error: message }),
    );

export const cancellationTierSchema = z.object({
  min_days: wholeNumber(CANCELLATION_POLICY_LIMITS.daysMax, DESK_MESSAGES.policyDaysInvalid),
  refund_percent: wholeNumber(100, DESK_MESSAGES.policyPercentInvalid),
});

/** Tiers sorted from the most days to the fewest, no two alike; errors name the tier and field. */
export const cancellationPolicySchema = z
  .array(cancellationTierSchema, { error: DESK_MESSAGES.policyTiersRequired })
  .min(1, { error: DESK_MESSAGES.policyTiersRequired })
  .max(CANCELLATION_POLICY_LIMITS.tiersMax, { error: DESK_MESSAGES.policyTooManyTiers })
  .superRefine((tiers, ctx) => {
    tiers.forEach((tier, index) => {
      const previous = tiers[index - 1];
      if (previous && tier.min_days >= previous.min_days)
        ctx.addIssue({ code: 'custom', path: [index, 'min_days'], message: DESK_MESSAGES.policyTiersOrder });
    });
  });
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

/** The setting's text as the server stores it: JSON of valid tiers. */
export const cancellationPolicyText = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: DESK_MESSAGES.policyTiersRequired });
      return z.NEVER;
    }
  })
  .pipe(cancellationPolicySchema);

/** The stored policy, or the default when the setting is missing or unreadable. */
export function readCancellationPolicy(value: string | undefined | null): CancellationPolicy {
  if (!value) return DEFAULT_CANCELLATION_POLICY;
  const parsed = cancellationPolicyText.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_CANCELLATION_POLICY;
}

/** Calendar days from `today` to `date` (both YYYY-MM-DD); negative once the date has passed. */
export function calendarDaysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export interface CancellationRefund {
  days_before: number;
  refund_percent: number;
  refund_amount: number;
}

/**
 * What the policy refunds: the tier of the calendar days between today (in the site's timezone)
 * and the start, applied to the amount paid, rounded to paise. Fewer days than every tier: nothing.
 */
export function cancellationRefund(
  policy: readonly CancellationTier[],
  { today, startDate, amountPaid }: { today: string; startDate: string; amountPaid: number },
): CancellationRefund {
  const days = calendarDaysBetween(today, startDate);
  const tier = [...policy].sort((a, b) => b.min_days - a.min_days).find((one) => days >= one.min_days);
  const percent = tier?.refund_percent ?? 0;
  const paid = Math.max(0, amountPaid);
  return {
    days_before: days,
    refund_percent: percent,
    refund_amount: Math.round(((paid * percent) / 100 + Number.EPSILON) * 100) / 100,
  };
}

/** Each tier with the day before the tier above: the rows of the policy as the screens show it. */
export function policyRows(policy: readonly CancellationTier[]) {
  const sorted = [...policy].sort((a, b) => b.min_days - a.min_days);
  return sorted.map((tier, index) => ({
    ...tier,
    max_days: index === 0 ? null : sorted[index - 1]!.min_days - 1,
  }));
}

/** GET /api/bookings/{id}/cancellation (and the staff one): the refund if cancelled today. */
export const bookingCancellationSchema = z.object({
  days_before: z.number().int(),
  refund_percent: z.number().int(),
  refund_amount: z.number(),
  amount_paid: z.number(),
  currency: z.string(),
  cancellable: z.boolean(),
  policy: z.array(z.object({ min_days: z.number().int(), refund_percent: z.number().int() })),
});
export type BookingCancellation = z.infer<typeof bookingCancellationSchema>;
