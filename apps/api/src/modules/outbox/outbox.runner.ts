import type { Transporter } from 'nodemailer';
import type { Executor } from '../../db/client.ts';
import { createBatchRunner } from '../../lib/batch-runner.ts';
import { claimDueRows, markAttemptFailed, markSent, renewLease, type ClaimedEmail } from './outbox.repo.ts';
import { createSmtpTransport, type SmtpSettings } from '../settings/smtp-settings.ts';
import { createAttachmentRenderer, type AttachmentRenderer, type RenderedAttachment } from './attachments.ts';

/** The few pino methods the runner uses (Fastify's `app.log` fits). */
export interface OutboxLogger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface OutboxRunnerOptions {
  db: Executor;
  /** Null when mail is not configured: nothing is claimed and the emails wait. */
  readSmtpSettings: () => Promise<SmtpSettings | null>;
  logger: OutboxLogger;
  /** How often to look for due emails when nobody nudges; default 30 s. */
  intervalMs?: number;
  /** Rows claimed per statement; default 10. */
  batchSize?: number;
  /** After this many attempts an email is `failed`; default 8. */
  maxAttempts?: number;
  /** First retry delay, doubled after each failure up to `maxBackoffMs`; default 1 min, cap 1 h. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** How long a claim holds a row; a runner that dies mid-send leaves it to others after this. Default 10 min. */
  leaseMs?: number;
  /** Renders a row's attachments at send time (each kind's owner gives its renderer); none by default. */
  renderAttachment?: AttachmentRenderer;
}

export interface OutboxRunSummary {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  /** True when no SMTP host is configured and nothing was claimed. */
  unconfigured: boolean;
}

export interface OutboxRunner {
  /** Deliver due emails every `intervalMs` until stop(). */
  start(): void;
  /** Stop the timer and wait for the batch being sent, if any. */
  stop(): Promise<void>;
  /** Claim and send one batch now (waits for a batch already running first). */
  runOnce(): Promise<OutboxRunSummary>;
  /** Deliver soon: call after committing a transaction that enqueued an email. */
  nudge(): void;
}

/** Delay before the retry that follows attempt number `attempts` (1-based): base, 2x base, 4x base, ... capped. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export function createOutboxRunner(options: OutboxRunnerOptions): OutboxRunner {
  const {
    db,
    readSmtpSettings,
    logger,
    intervalMs = 30_000,
    batchSize = 10,
    maxAttempts = 8,
    baseBackoffMs = 60_000,
    maxBackoffMs = 3_600_000,
    leaseMs = 600_000,
    renderAttachment = createAttachmentRenderer({}),
  } = options;

  let reportedUnconfigured = false;

  async function deliver(transport: Transporter, settings: SmtpSettings, email: ClaimedEmail) {
    if (email.attempts > maxAttempts) {
      // Its last claim's runner died mid-send; do not start an attempt past the limit.
      await markAttemptFailed(db, email.id, email.attempts - 1, 'the last attempt did not finish', null);
      return 'failed' as const;
    }
    // A fresh lease for this send, and proof that the claim is still ours.
    if (!(await renewLease(db, email.id, email.attempts, leaseMs))) return 'lost' as const;
    try {
      // Rendered for each attempt: a failure to render is a failed attempt, retried like a send.
      const attachments: RenderedAttachment[] = [];
      for (const attachment of email.attachments) {
        const rendered = await renderAttachment(attachment);
        if (rendered) attachments.push(rendered);
        else logger.warn({ emailId: email.id, attachment }, 'attachment source is gone; sending without it');
      }
      await transport.sendMail({
        from: { address: settings.from.address, name: settings.from.name },
        to: email.toName ? { address: email.toAddress, name: email.toName } : email.toAddress,
        subject: email.subject,
        html: email.html,
        text: email.text,
        ...(attachments.length ? { attachments } : {}),
        ...(email.headers ? { headers: email.headers } : {}),
      });
    } catch (error) {
      const last = email.attempts >= maxAttempts;
      const message = errorText(error);
      await markAttemptFailed(
        db,
        email.id,
        email.attempts,
        message,
        last ? null : backoffMs(email.attempts, baseBackoffMs, maxBackoffMs),
      );
      logger.warn(
        { emailId: email.id, attempts: email.attempts, error: message },
        last ? 'email failed for good' : 'email send failed; will retry',
      );
      return last ? ('failed' as const) : ('retried' as const);
    }
    await markSent(db, email.id, email.attempts);
    return 'sent' as const;
  }

  async function runBatch(): Promise<OutboxRunSummary> {
    const summary: OutboxRunSummary = { claimed: 0, sent: 0, retried: 0, failed: 0, unconfigured: false };
    const settings = await readSmtpSettings();
    if (!settings) {
      if (!reportedUnconfigured) logger.info({}, 'no SMTP host configured: emails wait in the outbox');
      reportedUnconfigured = true;
      return { ...summary, unconfigured: true };
    }
    reportedUnconfigured = false;
    const batch = await claimDueRows(db, batchSize, leaseMs);
    summary.claimed = batch.length;
    if (batch.length === 0) return summary;
    const transport = createSmtpTransport(settings);
    try {
      for (const email of batch) {
        const outcome = await deliver(transport, settings, email);
        if (outcome !== 'lost') summary[outcome] += 1;
      }
    } finally {
      transport.close();
    }
    return summary;
  }

  return createBatchRunner({ runBatch, intervalMs, batchSize, logger, failed: 'outbox run failed' });
}
