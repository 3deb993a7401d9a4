import type { FastifyBaseLogger } from 'fastify';
import { siteOrigin, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { PublicDataInvalidator } from './lib/public-cache.ts';
import { createHoldExpiryRunner } from './modules/bookings/hold-expiry.ts';
import { createOutboxRunner } from './modules/outbox/outbox.runner.ts';
import { listenForOutbox } from './modules/outbox/outbox.signal.ts';
import { createSmtpSettingsReader } from './modules/outbox/smtp-settings.ts';
import { createBalanceEmailRunner } from './modules/payments/balance-emails.ts';
import { createReminderRunner } from './modules/reminders/reminders.ts';

/**
 * The server's background work: delivering the email outbox and expiring booking holds. Both claim
 * their rows with SKIP LOCKED, so several server processes can run them side by side.
 */
export function startBackgroundWork({
  db,
  config,
  logger,
  publicData,
}: {
  db: Database;
  config: Config;
  logger: FastifyBaseLogger;
  /** The app's response cache: an expired hold changes booking counts. */
  publicData?: PublicDataInvalidator;
}) {
  const outbox = createOutboxRunner({ db, readSmtpSettings: createSmtpSettingsReader(db, config), logger });
  const holds = createHoldExpiryRunner({
    db,
    logger,
    publicUrl: siteOrigin(config),
    ...(publicData ? { publicData } : {}),
  });
  // With online payments, the balance emails with their pay link.
  const balances =
    config.PAYMENT_PROVIDER === 'none' ? null : createBalanceEmailRunner({ db, logger, publicUrl: siteOrigin(config) });
  // The pre-departure and review-request emails, each once per booking.
  const reminders = createReminderRunner({ db, logger, publicUrl: siteOrigin(config) });
  outbox.start();
  holds.start();
  reminders.start();
  balances?.start();
  // An email is delivered moments after the commit that enqueued it; the poll is the net under that.
  const listening = listenForOutbox(db, () => outbox.nudge(), logger).catch((error: unknown) => {
    logger.warn({ err: error }, 'not listening for new emails: they go out with the next poll');
    return { stop: async () => {} };
  });
  return {
    /** Waits for work in progress; call before the database closes. */
    async stop() {
      await (await listening).stop();
      await Promise.all([holds.stop(), outbox.stop(), balances?.stop(), reminders.stop()]);
    },
  };
}
