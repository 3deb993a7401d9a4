import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createIntervalRunner, type IntervalRunner } from '../../lib/interval-runner.ts';
import { findUserLocale } from '../auth/users.port.ts';
import { bookingEmailData } from '../bookings/booking-release.ts';
import { addDays, readBookingSettings, todayIn } from '../settings/booking-settings.ts';
import { paymentTotals } from '../bookings/booking-records.ts';
import { balanceEmail } from '../emails/payment-templates.ts';
import { readEmailSite } from '../emails/site.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { bookingsAwaitingBalance, claimReminder } from './payments.repo.ts';

/** A reminder goes this many days before the balance's due date. */
export const BALANCE_REMINDER_DAYS = 7;

/**
 * Writes the balance emails that are due: a reminder BALANCE_REMINDER_DAYS before the due date
 * (travel date minus balance_due_days) and the balance email on it, to confirmed bookings that are
 * part paid. Each is claimed by a unique row in the transaction that enqueues it, so it is written
 * once per booking however many processes run this. Answers how many it wrote.
 */
export async function writeBalanceEmails(
  db: Database,
  now: Date,
  options: { publicUrl: string; batchSize?: number },
): Promise<number> {
  const settings = await readBookingSettings(db);
  const site = await readEmailSite(db, options.publicUrl);
  const today = todayIn(settings.timezone, now);
  const dueBy = addDays(today, settings.balanceDueDays);
  let written = 0;
  for (const kind of ['balance_due', 'balance_reminder'] as const) {
    const latest = kind === 'balance_due' ? dueBy : addDays(dueBy, BALANCE_REMINDER_DAYS);
    const rows = await bookingsAwaitingBalance(db, today, latest, kind, options.batchSize ?? 100);
    for (const booking of rows) {
      // A reminder only while the due date is still ahead; after it, the balance email says it all.
      if (kind === 'balance_reminder' && booking.travelDate <= dueBy) continue;
      const wrote = await db.transaction(async (tx) => {
        if (!(await claimReminder(tx, booking.id, kind))) return false;
        const { paid, refunded } = await paymentTotals(tx, booking.id);
        const balance = Math.max(0, Math.round((booking.totalAmount - (paid - refunded)) * 100) / 100);
        await enqueueEmail(tx, {
          to: { address: booking.contactEmail, name: booking.contactName },
          kind,
          related: { type: 'booking', id: booking.id },
          ...balanceEmail(
            site,
            {
              ...(await bookingEmailData(tx, booking)),
              balance,
              dueDate: addDays(booking.travelDate, -settings.balanceDueDays),
              kind,
            },
            await findUserLocale(tx, booking.userId),
          ),
        });
        return true;
      });
      if (wrote) written += 1;
    }
  }
  return written;
}

/** Runs `writeBalanceEmails` every `intervalMs` (default an hour); safe in several processes. */
export function createBalanceEmailRunner(options: {
  db: Database;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  publicUrl: string;
  intervalMs?: number;
}): IntervalRunner {
  return createIntervalRunner({
    pass: () => writeBalanceEmails(options.db, new Date(), { publicUrl: options.publicUrl }),
    intervalMs: options.intervalMs ?? 3_600_000,
    logger: options.logger,
    done: 'balance emails written',
    failed: 'balance emails failed',
  });
}
