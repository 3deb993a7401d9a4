import type { FastifyBaseLogger } from 'fastify';
import { siteOrigin, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { PublicDataInvalidator } from './lib/public-cache.ts';
import { createHoldExpiryRunner } from './modules/bookings/hold-expiry.ts';
import { createAttachmentRenderer } from './modules/outbox/attachments.ts';
import { createOutboxRunner } from './modules/outbox/outbox.runner.ts';
import { quoteAttachment } from './modules/custom-packages/quote-attachment.ts';
import { listenForOutbox, listenForSignal } from './modules/outbox/outbox.signal.ts';
import { createSmtpSettingsReader } from './modules/settings/smtp-settings.ts';
import { createBalanceEmailRunner } from './modules/payments/balance-emails.ts';
import { createTravellerReminderRunner } from './modules/travellers/traveller-reminders.ts';
import { createWaitlistExpiryRunner } from './modules/waitlist/waitlist-expiry.ts';
import { createWaitlistService } from './modules/waitlist/waitlist.service.ts';
import { addressRuleFrom } from './modules/webhooks/address-rule.ts';
import { createSecretBox } from './modules/webhooks/secret-box.ts';
import { createWebhookRunner } from './modules/webhooks/webhooks.runner.ts';
import { createWebhookSender } from './modules/webhooks/webhooks.sender.ts';
import { WEBHOOKS_CHANNEL, createWebhookEmitter } from './modules/webhooks/webhooks.service.ts';
import { bookingEventSink } from './modules/bookings/booking-events.ts';
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
  const outbox = createOutboxRunner({
    db,
    readSmtpSettings: createSmtpSettingsReader(db, config),
    logger,
    // Attachments are rendered at send time by the module that owns their record.
    renderAttachment: createAttachmentRenderer({ 'custom-package-quote': quoteAttachment(db) }),
  });
  const holds = createHoldExpiryRunner({
    db,
    logger,
    publicUrl: siteOrigin(config),
    ...(publicData ? { publicData } : {}),
    events: bookingEventSink(createWebhookEmitter()),
    // Seats an expired hold frees are offered down the departure's waitlist in the same transaction.
    waitlist: createWaitlistService(db, { publicUrl: siteOrigin(config) }),
  });
  // Waitlist offers not taken in time pass their seats to the next in line.
  const waitlistOffers = createWaitlistExpiryRunner({ db, logger, publicUrl: siteOrigin(config) });
  // With online payments, the balance emails with their pay link.
  const balances =
    config.PAYMENT_PROVIDER === 'none' ? null : createBalanceEmailRunner({ db, logger, publicUrl: siteOrigin(config) });
  // Three days before a trek's traveller details are due, one reminder per booking that lacks them.
  const travellerReminders = createTravellerReminderRunner({ db, logger, publicUrl: siteOrigin(config) });
  // Signed webhooks, delivered like the emails: moments after their commit, retried with backoff.
  const webhooks = createWebhookRunner({
    db,
    send: createWebhookSender({ rule: addressRuleFrom(config) }),
    secrets: createSecretBox(config.WEBHOOK_SECRET_KEY),
    logger,
  });
  // The pre-departure and review-request emails, each once per booking.
  const reminders = createReminderRunner({ db, logger, publicUrl: siteOrigin(config) });
  outbox.start();
  holds.start();
  travellerReminders.start();
  waitlistOffers.start();
  webhooks.start();
  reminders.start();
  balances?.start();
  // An email is delivered moments after the commit that enqueued it; the poll is the net under that.
  const listening = listenForOutbox(db, () => outbox.nudge(), logger).catch((error: unknown) => {
    logger.warn({ err: error }, 'not listening for new emails: they go out with the next poll');
    return { stop: async () => {} };
  });
  const listeningForWebhooks = listenForSignal(
    db,
    WEBHOOKS_CHANNEL,
    () => webhooks.nudge(),
    logger,
    'webhook listener (deliveries wait for the next poll meanwhile)',
  ).catch((error: unknown) => {
    logger.warn({ err: error }, 'not listening for new webhook deliveries: they go out with the next poll');
    return { stop: async () => {} };
  });
  return {
    /** Waits for work in progress; call before the database closes. */
    async stop() {
      await Promise.all([(await listening).stop(), (await listeningForWebhooks).stop()]);
      await Promise.all([
        holds.stop(),
        waitlistOffers.stop(),
        outbox.stop(),
        balances?.stop(),
        travellerReminders.stop(),
        webhooks.stop(),
        reminders.stop(),
      ]);
    },
  };
}
