import type { Executor } from '../../db/client.ts';
import { createBatchRunner } from '../../lib/batch-runner.ts';
import type { OutboxLogger } from '../outbox/outbox.runner.ts';
import { AddressRefused } from './address-rule.ts';
import {
  claimDueDeliveries,
  markAttemptFailed,
  markDelivered,
  renewLease,
  type AttemptOutcome,
  type ClaimedDelivery,
} from './webhooks.repo.ts';
import type { WebhookSend } from './webhooks.sender.ts';
import type { SecretBox } from './secret-box.ts';

/**
 * The wait before each retry: 1 min, 5 min, 30 min, 2 h, 12 h; a delivery that still fails after
 * the last of them (its sixth attempt) is `failed`, and an admin can Retry it.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000] as const;

export interface WebhookRunnerOptions {
  db: Executor;
  send: WebhookSend;
  secrets: SecretBox;
  logger: OutboxLogger;
  /** How often to look for due deliveries when nobody nudges; default 30 s. */
  intervalMs?: number;
  /** Rows claimed per statement; default 10. */
  batchSize?: number;
  retryDelaysMs?: readonly number[];
  /** How long a claim holds a row (more than a send's timeout); default 2 min. */
  leaseMs?: number;
}

export interface WebhookRunSummary {
  claimed: number;
  delivered: number;
  retried: number;
  failed: number;
}

export interface WebhookRunner {
  start(): void;
  stop(): Promise<void>;
  /** Claim and send one batch now (waits for a batch already running first). */
  runOnce(): Promise<WebhookRunSummary>;
  /** Deliver soon: a commit wrote deliveries. */
  nudge(): void;
}

const ERROR_MAX = 1000;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);

/**
 * Delivers the webhook outbox as the email runner delivers emails: claims due rows (SKIP LOCKED,
 * so several processes never send one twice), signs and POSTs each, and records the answer; a
 * non-2xx answer or no answer is retried after the next delay of `retryDelaysMs`.
 */
export function createWebhookRunner(options: WebhookRunnerOptions): WebhookRunner {
  const {
    db,
    send,
    secrets,
    logger,
    intervalMs = 30_000,
    batchSize = 10,
    retryDelaysMs = WEBHOOK_RETRY_DELAYS_MS,
    leaseMs = 120_000,
  } = options;
  const maxAttempts = retryDelaysMs.length + 1;

  async function failed(delivery: ClaimedDelivery, outcome: AttemptOutcome) {
    const last = delivery.attempts >= maxAttempts;
    await markAttemptFailed(
      db,
      delivery.id,
      delivery.attempts,
      outcome,
      last ? null : retryDelaysMs[delivery.attempts - 1]!,
    );
    logger.warn(
      {
        webhookDelivery: delivery.deliveryId,
        attempts: delivery.attempts,
        status: outcome.responseStatus,
        error: outcome.error,
      },
      last ? 'webhook delivery failed for good' : 'webhook delivery failed; will retry',
    );
    return last ? ('failed' as const) : ('retried' as const);
  }

  async function deliver(delivery: ClaimedDelivery) {
    if (delivery.attempts > maxAttempts) {
      // Its last claim's runner died mid-send; no attempt past the limit.
      await markAttemptFailed(
        db,
        delivery.id,
        delivery.attempts,
        { responseStatus: null, responseExcerpt: null, error: 'the last attempt did not finish' },
        null,
      );
      return 'failed' as const;
    }
    if (!delivery.isActive) {
      await markAttemptFailed(
        db,
        delivery.id,
        delivery.attempts,
        { responseStatus: null, responseExcerpt: null, error: 'not sent: the endpoint is inactive' },
        null,
      );
      return 'failed' as const;
    }
    if (!(await renewLease(db, delivery.id, delivery.attempts, leaseMs))) return 'lost' as const;
    let answer: Awaited<ReturnType<WebhookSend>>;
    try {
      answer = await send({
        url: delivery.url,
        secret: secrets.open(delivery.secret),
        event: delivery.event,
        deliveryId: delivery.deliveryId,
        body: delivery.body,
      });
    } catch (error) {
      const message = error instanceof AddressRefused ? `address refused: ${error.reason}` : errorText(error);
      return failed(delivery, { responseStatus: null, responseExcerpt: null, error: message });
    }
    const outcome = { responseStatus: answer.status, responseExcerpt: answer.excerpt || null };
    if (answer.status >= 200 && answer.status < 300) {
      await markDelivered(db, delivery.id, delivery.attempts, { ...outcome, error: null });
      return 'delivered' as const;
    }
    return failed(delivery, { ...outcome, error: `HTTP ${answer.status}` });
  }

  async function runBatch(): Promise<WebhookRunSummary> {
    const summary: WebhookRunSummary = { claimed: 0, delivered: 0, retried: 0, failed: 0 };
    const batch = await claimDueDeliveries(db, batchSize, leaseMs);
    summary.claimed = batch.length;
    // One endpoint's slowness does not hold up the others' deliveries of the batch.
    const outcomes = await Promise.all(batch.map(deliver));
    for (const outcome of outcomes) if (outcome !== 'lost') summary[outcome] += 1;
    return summary;
  }

  return createBatchRunner({ runBatch, intervalMs, batchSize, logger, failed: 'webhook run failed' });
}
