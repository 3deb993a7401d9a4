import type { Database } from '../db/client.ts';
import { createHoldExpiryRunner, expireHeldBookings as expire } from '../modules/bookings/hold-expiry.ts';
import { createWaitlistService } from '../modules/waitlist/waitlist.service.ts';

type ExpiryOptions = Omit<Parameters<typeof expire>[2], 'waitlist'>;
type RunnerOptions = Omit<Parameters<typeof createHoldExpiryRunner>[0], 'waitlist'>;

const waitlistOf = (db: Database) => createWaitlistService(db, { publicUrl: 'http://localhost:3000' });

/** Expires held bookings as the server's runner does, the freed seats offered to the waitlist. */
export function expireHeldBookings(db: Database, now: Date = new Date(), options: ExpiryOptions = {}) {
  return expire(db, now, { ...options, waitlist: waitlistOf(db) });
}

/** The hold-expiry runner wired as `background.ts` wires it. */
export function holdExpiryRunner(options: RunnerOptions) {
  return createHoldExpiryRunner({ ...options, waitlist: waitlistOf(options.db) });
}
