import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createIntervalRunner, type IntervalRunner } from '../../lib/interval-runner.ts';
import { createWaitlistService } from './waitlist.service.ts';

/**
 * Ends waitlist offers past their time every `intervalMs` (default one minute) and passes their
 * seats to the next in line. Safe in several processes: each departure's due offers are taken under
 * the departure's row lock, so whichever process comes second finds nothing left to do.
 */
export function createWaitlistExpiryRunner(options: {
  db: Database;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  publicUrl: string;
  intervalMs?: number;
}): IntervalRunner {
  const waitlist = createWaitlistService(options.db, { publicUrl: options.publicUrl });
  return createIntervalRunner({
    pass: () => waitlist.expireOffers(new Date()),
    intervalMs: options.intervalMs ?? 60_000,
    logger: options.logger,
    done: 'expired waitlist offers',
    failed: 'waitlist offer expiry failed',
  });
}
