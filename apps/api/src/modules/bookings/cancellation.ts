import {
  CANCELLATION_POLICY_KEY,
  cancellationRefund,
  readCancellationPolicy,
  type BookingCancellation,
} from '@trails/contracts/cancellation-policy';
import type { Executor } from '../../db/client.ts';
import { readSettings } from '../settings/settings.reader.ts';
import { todayIn } from '../settings/booking-settings.ts';
import { paymentTotals } from './bookings.admin.repo.ts';
import type { BookingRow } from './bookings.repo.ts';

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Whether the booking may still be cancelled: not already cancelled, and not yet started. */
export const isCancellable = (booking: Pick<BookingRow, 'status' | 'travelDate'>, today: string) =>
  booking.status !== 'cancelled' && booking.travelDate > today;

/**
 * What the operator's policy refunds if the booking is cancelled now: calendar days in the site's
 * timezone from today to the start, the tier's percent, of the amount paid (payments less refunds).
 */
export async function cancellationFor(
  db: Executor,
  booking: Pick<BookingRow, 'id' | 'status' | 'travelDate' | 'currency'>,
  now: Date,
): Promise<BookingCancellation> {
  const stored = await readSettings(db, [CANCELLATION_POLICY_KEY, 'timezone']);
  const policy = readCancellationPolicy(stored[CANCELLATION_POLICY_KEY]);
  const today = todayIn(stored.timezone || 'UTC', now);
  const { paid, refunded } = await paymentTotals(db, booking.id);
  const amountPaid = Math.max(0, cents(paid - refunded));
  return {
    ...cancellationRefund(policy, { today, startDate: booking.travelDate, amountPaid }),
    amount_paid: amountPaid,
    currency: booking.currency,
    cancellable: isCancellable(booking, today),
    policy,
  };
}
