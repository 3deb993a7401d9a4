import { TRAVELLER_REMINDER_DAYS } from '@trails/contracts/traveller-details';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createIntervalRunner, type IntervalRunner } from '../../lib/interval-runner.ts';
import { findUserLocale } from '../auth/users.port.ts';
import { addDays } from '../settings/booking-settings.ts';
import { readEmailSite } from '../emails/site.ts';
import { travellerDetailsReminderEmail } from '../emails/traveller-templates.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { readTravellerSettings } from './travellers.service.ts';
import { bookingsToRemind, claimReminder, stillIncomplete } from './travellers.repo.ts';

/**
 * Writes the traveller details reminders that are due: TRAVELLER_REMINDER_DAYS before the deadline
 * (start minus traveller_details_days), to active bookings of treks that require the details and
 * lack some, until the trip starts. Each booking's reminder is claimed by its row in
 * traveller_detail_reminders (booking id as primary key) in the transaction that enqueues the
 * email, so it is written once whatever runs this, however often and in however many processes.
 * Answers how many it wrote.
 */
export async function writeTravellerReminders(
  db: Database,
  now: Date,
  options: { publicUrl: string; batchSize?: number },
): Promise<number> {
  const settings = await readTravellerSettings(db, now);
  const site = await readEmailSite(db, options.publicUrl);
  // The deadline is start - days; the reminder is due from deadline - 3, so from start - days - 3.
  const latestStart = addDays(settings.today, settings.detailsDays + TRAVELLER_REMINDER_DAYS);
  const batchSize = options.batchSize ?? 100;
  let written = 0;
  const seen = new Set<number>();
  for (;;) {
    const rows = (await bookingsToRemind(db, settings.today, latestStart, batchSize)).filter(
      (row) => !seen.has(row.id),
    );
    if (rows.length === 0) return written;
    for (const booking of rows) {
      seen.add(booking.id);
      const dueDate = addDays(booking.travelDate, -settings.detailsDays);
      const wrote = await db.transaction(async (tx) => {
        // Locks the booking: a save of the details at this moment either lands first (no reminder) or after.
        if (!(await stillIncomplete(tx, booking.id))) return false;
        if (!(await claimReminder(tx, booking.id, dueDate))) return false;
        await enqueueEmail(tx, {
          to: { address: booking.contactEmail, name: booking.contactName },
          kind: 'traveller_details_reminder',
          related: { type: 'booking', id: booking.id },
          ...travellerDetailsReminderEmail(
            site,
            {
              reference: booking.reference,
              bookingId: booking.id,
              travellerName: booking.contactName,
              tripTitle: booking.trekTitle ?? booking.tourTitle ?? '',
              startDate: booking.travelDate,
              endDate: booking.endDate,
              passengers: booking.passengers,
              total: booking.totalAmount,
              currency: booking.currency,
              dueDate,
              missing: Math.max(1, booking.passengers - booking.filled),
            },
            await findUserLocale(tx, booking.userId),
          ),
        });
        return true;
      });
      if (wrote) written += 1;
    }
    if (rows.length < batchSize) return written;
  }
}

/** Runs `writeTravellerReminders` every `intervalMs` (default an hour); safe in several processes. */
export function createTravellerReminderRunner(options: {
  db: Database;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  publicUrl: string;
  intervalMs?: number;
}): IntervalRunner {
  return createIntervalRunner({
    pass: () => writeTravellerReminders(options.db, new Date(), { publicUrl: options.publicUrl }),
    intervalMs: options.intervalMs ?? 3_600_000,
    logger: options.logger,
    done: 'traveller details reminders written',
    failed: 'traveller details reminders failed',
  });
}
