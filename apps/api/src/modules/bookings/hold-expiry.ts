import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { retryTransaction } from '../../lib/errors.ts';
import { readEmailSite } from '../emails/site.ts';
import { cancelInTransaction } from './booking-release.ts';
import { findUserLocale } from '../auth/users.port.ts';
import { lockExpiredHolds } from './bookings.repo.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import { createIntervalRunner, type IntervalRunner } from '../../lib/interval-runner.ts';
import type { BookingEventSink } from './booking-event-sink.ts';
import type { WaitlistOfferPort } from '../waitlist/waitlist.service.ts';

export const EXPIRED_REASON = 'expired';

/**
 * Cancels pending bookings whose hold ran out (status cancelled, cancel_reason 'expired'), gives
 * back their seats and coupon uses, and queues the hold-expired email and a staff notification.
 * One transaction per batch; rows are claimed with FOR UPDATE SKIP LOCKED, so several processes
 * (or a traveller cancelling at the same moment) never handle one booking twice. Answers how many
 * bookings it cancelled.
 */
export async function expireHeldBookings(
  db: Database,
  now: Date = new Date(),
  options: {
    batchSize?: number;
    publicUrl?: string;
    publicData?: PublicDataInvalidator;
    events?: BookingEventSink;
    /** The waitlist, offered the seats an expired hold frees. */
    waitlist: Pick<WaitlistOfferPort, 'offerFreedSeats'>;
  },
): Promise<number> {
  const batchSize = options.batchSize ?? 50;
  const site = await readEmailSite(db, options.publicUrl ?? 'http://localhost:3000');
  let total = 0;
  for (;;) {
    // Several runners (processes) cancel bookings of one departure at once; the counters their
    // triggers keep can deadlock two of them, and the victim's batch is simply taken again.
    const done = await retryTransaction(() =>
      db.transaction(async (tx) => {
        const held = await lockExpiredHolds(tx, now, batchSize);
        for (const booking of held) {
          const language = await findUserLocale(tx, booking.userId);
          await cancelInTransaction(tx, booking, {
            reason: EXPIRED_REASON,
            kind: 'expired',
            now,
            site,
            language,
            waitlist: options.waitlist,
            ...(options.events ? { events: options.events } : {}),
          });
        }
        return held.length;
      }),
    );
    total += done;
    if (done > 0) await options.publicData?.invalidate();
    if (done < batchSize) return total;
  }
}

export type HoldExpiryRunner = IntervalRunner;

/** Runs `expireHeldBookings` every `intervalMs` (default one minute); safe in several processes. */
export function createHoldExpiryRunner(options: {
  db: Database;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  intervalMs?: number;
  batchSize?: number;
  publicUrl?: string;
  /** Told after a batch of holds expired: booking counts (the trending sort) changed. */
  publicData?: PublicDataInvalidator;
  /** booking.cancelled for the operator's other systems (webhooks). */
  events?: BookingEventSink;
  /** The waitlist, offered the seats an expired hold frees. */
  waitlist: Pick<WaitlistOfferPort, 'offerFreedSeats'>;
}): HoldExpiryRunner {
  return createIntervalRunner({
    pass: () =>
      expireHeldBookings(options.db, new Date(), {
        ...(options.batchSize ? { batchSize: options.batchSize } : {}),
        ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
        ...(options.publicData ? { publicData: options.publicData } : {}),
        ...(options.events ? { events: options.events } : {}),
        waitlist: options.waitlist,
      }),
    intervalMs: options.intervalMs ?? 60_000,
    logger: options.logger,
    done: 'expired booking holds',
    failed: 'booking hold expiry failed',
  });
}
