import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_PRIVATE_SETTINGS } from '@trails/contracts/constants';
import type { BookingReminder, BookingReminderKind } from '@trails/contracts/gst';
import type { Database, Executor } from '../../db/client.ts';
import { createIntervalRunner, type IntervalRunner } from '../../lib/interval-runner.ts';
import { findUserLocale } from '../auth/users.port.ts';
import { bookingEmailData } from '../bookings/booking-release.ts';
import { addDays, readBookingSettings, todayIn } from '../settings/booking-settings.ts';
import { preDepartureEmail, reviewRequestEmail } from '../emails/reminder-templates.ts';
import { readEmailSite } from '../emails/site.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { readSettings } from '../settings/settings.reader.ts';
import {
  bookingsDueReminder,
  briefingOf,
  claimBookingReminder,
  lockBookingForReminder,
  remindersOf,
} from './reminders.repo.ts';

/** A review request goes only for trips that ended within this many days: older ones are not asked. */
export const REVIEW_REQUEST_WINDOW_DAYS = 14;

async function preDepartureDays(db: Executor): Promise<number> {
  const stored = (await readSettings(db, ['pre_departure_days'])).pre_departure_days;
  const days = Number(stored || DEFAULT_PRIVATE_SETTINGS.pre_departure_days);
  return Number.isInteger(days) && days > 0 ? days : Number(DEFAULT_PRIVATE_SETTINGS.pre_departure_days);
}

/**
 * Writes the booking reminders that are due to the outbox: the pre-departure email from
 * `pre_departure_days` before the start until the start, and the review request from the day after
 * the end (for two weeks). Each is claimed by a (booking, kind) row inserted in the transaction that
 * enqueues its email, so it is written at most once per booking however many processes sweep at once,
 * and never for a booking cancelled by then. Answers how many it wrote.
 */
export async function writeBookingReminders(
  db: Database,
  now: Date = new Date(),
  options: { publicUrl: string; batchSize?: number },
): Promise<number> {
  const [settings, site, leadDays] = await Promise.all([
    readBookingSettings(db),
    readEmailSite(db, options.publicUrl),
    preDepartureDays(db),
  ]);
  const today = todayIn(settings.timezone, now);
  const windows: Record<BookingReminderKind, { from: string; to: string }> = {
    pre_departure: { from: today, to: addDays(today, leadDays) },
    review_request: { from: addDays(today, -REVIEW_REQUEST_WINDOW_DAYS), to: addDays(today, -1) },
  };
  let written = 0;
  for (const kind of ['pre_departure', 'review_request'] as const) {
    const due = await bookingsDueReminder(db, kind, windows[kind], options.batchSize ?? 200);
    for (const { id } of due) {
      const wrote = await db.transaction(async (tx) => {
        const booking = await lockBookingForReminder(tx, id);
        if (!booking || booking.status === 'cancelled') return false;
        if (!(await claimBookingReminder(tx, id, kind, now))) return false;
        const [data, about, language] = await Promise.all([
          bookingEmailData(tx, booking),
          briefingOf(tx, booking),
          findUserLocale(tx, booking.userId),
        ]);
        const tripPath = about?.tripPath ?? null;
        const email =
          kind === 'pre_departure'
            ? preDepartureEmail(
                site,
                {
                  ...data,
                  briefing: about?.briefing ?? {
                    meetingPoint: null,
                    packingList: null,
                    leaderName: null,
                    leaderPhone: null,
                  },
                  daysToGo: Math.max(0, Math.round((Date.parse(booking.travelDate) - Date.parse(today)) / 86_400_000)),
                },
                language,
              )
            : reviewRequestEmail(
                site,
                { ...data, reviewPath: tripPath ? `${tripPath}#write-review` : '/profile' },
                language,
              );
        await enqueueEmail(tx, {
          to: { address: booking.contactEmail, name: booking.contactName },
          kind: kind === 'pre_departure' ? 'booking_pre_departure' : 'booking_review_request',
          related: { type: 'booking', id },
          ...email,
        });
        return true;
      });
      if (wrote) written += 1;
    }
  }
  return written;
}

/** Runs `writeBookingReminders` every `intervalMs` (default 15 minutes); safe in several processes. */
export function createReminderRunner(options: {
  db: Database;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  publicUrl: string;
  intervalMs?: number;
}): IntervalRunner {
  return createIntervalRunner({
    pass: () => writeBookingReminders(options.db, new Date(), { publicUrl: options.publicUrl }),
    intervalMs: options.intervalMs ?? 15 * 60_000,
    logger: options.logger,
    done: 'booking reminders written',
    failed: 'booking reminders failed',
  });
}

/** Which reminders a booking was sent, for staff. */
export async function sentReminders(db: Executor, bookingId: number): Promise<BookingReminder[]> {
  const rows = await remindersOf(db, bookingId);
  return rows.map((row) => ({ kind: row.kind, sent_at: row.sentAt.toISOString() }));
}
