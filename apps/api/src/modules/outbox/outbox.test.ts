import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailOutbox, settings } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { setSetting as upsertSetting } from '../../test/settings.ts';
import { createOutboxRunner, type OutboxRunnerOptions } from './outbox.runner.ts';
import { createOutboxService, enqueueEmail, type OutboxEmail } from './outbox.service.ts';
import { listenForOutbox } from './outbox.signal.ts';
import { createSmtpSettingsReader } from '../settings/smtp-settings.ts';

let ctx: TestContext;
let sink: SmtpSink;

const quietLogger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const runner = (options: Partial<OutboxRunnerOptions> = {}) =>
  createOutboxRunner({
    db: ctx.db,
    readSmtpSettings: createSmtpSettingsReader(ctx.db),
    logger: quietLogger(),
    intervalMs: 60_000,
    ...options,
  });
const email = (subject: string, overrides: Partial<OutboxEmail> = {}): OutboxEmail => ({
  to: { address: 'asha@example.test', name: 'Asha Rawat' },
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
  kind: 'booking_received',
  related: { type: 'booking', id: 7 },
  ...overrides,
});
const row = (id: number) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id))
    .then((rows) => rows[0]!);
const received = (subject: string) => sink.messages.filter((message) => message.subject === subject);
const configureSmtp = async (host: string, port: number) => {
  await upsertSetting(ctx.db, { key: 'smtp_host', value: host, type: 'string', isPublic: false });
  await upsertSetting(ctx.db, { key: 'smtp_port', value: String(port), type: 'string', isPublic: false });
  await upsertSetting(ctx.db, {
    key: 'mail_from_address',
    value: 'hello@himalaya-trails.test',
    type: 'string',
    isPublic: false,
  });
};

beforeAll(async () => {
  ctx = await createTestContext();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.stop();
  await ctx.close();
});
beforeEach(async () => {
  await ctx.db.delete(emailOutbox);
  await configureSmtp('127.0.0.1', sink.port);
});

describe('enqueueEmail', () => {
  it('commits with the transaction that writes the change, and not at all when it rolls back', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await upsertSetting(tx, { key: 'site_name', value: 'Rolled back', type: 'string', isPublic: true });
        await enqueueEmail(tx, email('rolled back'));
        throw new Error('booking failed');
      }),
    ).rejects.toThrow('booking failed');
    expect(await ctx.db.select().from(emailOutbox)).toEqual([]);
    expect(await ctx.db.select().from(settings).where(eq(settings.key, 'site_name'))).toEqual([]);

    const { id } = await ctx.db.transaction(async (tx) => {
      await upsertSetting(tx, { key: 'site_name', value: 'Committed', type: 'string', isPublic: true });
      return enqueueEmail(tx, email('committed'));
    });
    expect(await row(id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      toAddress: 'asha@example.test',
      toName: 'Asha Rawat',
      kind: 'booking_received',
      relatedType: 'booking',
      relatedId: 7,
    });
    await ctx.db.delete(settings).where(eq(settings.key, 'site_name'));
  });

  it('refuses a header that spans lines, and keeps a mail to an address it cannot use as failed, unsent', async () => {
    await expect(enqueueEmail(ctx.db, email('Hi\r\nBcc: everyone@example.test'))).rejects.toThrow();
    expect(await ctx.db.select().from(emailOutbox)).toEqual([]);
    // A recipient stored before today's rules must not stop the change that mails them.
    const kept = await enqueueEmail(ctx.db, email('x', { to: { address: 'not an address' } }));
    expect(kept.undeliverable).toBe(true);
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, kept.id));
    expect(row).toMatchObject({ status: 'failed', toAddress: 'not an address' });
    expect(row?.lastError).toMatch(/^Not sent: the recipient/);
    await ctx.db.delete(emailOutbox).where(eq(emailOutbox.id, kept.id));
  });
});

describe('outbox runner', () => {
  it('sends an email’s extra headers (a newsletter’s one-click unsubscribe)', async () => {
    const url = 'https://trails.example/api/unsubscribe?token=abc.def';
    await enqueueEmail(
      ctx.db,
      email('with headers', {
        headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    );
    await runner().runOnce();
    const [message] = received('with headers');
    const lines = message!.headerLines.map((line) => line.line);
    expect(lines).toContain(`List-Unsubscribe: <${url}>`);
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('refuses a header that could smuggle in another one', async () => {
    await expect(
      enqueueEmail(ctx.db, email('bad header', { headers: { 'List-Unsubscribe': 'a\r\nBcc: x@example.test' } })),
    ).rejects.toThrow();
  });

  it('delivers an enqueued email exactly once, to the right recipient with the right subject', async () => {
    const { id } = await enqueueEmail(ctx.db, email('Booking HT-1001 received'));
    const delivery = runner();
    expect(await delivery.runOnce()).toMatchObject({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    expect(await delivery.runOnce()).toMatchObject({ claimed: 0, sent: 0 });

    const messages = received('Booking HT-1001 received');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.to).toMatchObject({ value: [{ address: 'asha@example.test', name: 'Asha Rawat' }] });
    expect(messages[0]!.from).toMatchObject({ value: [{ address: 'hello@himalaya-trails.test' }] });
    expect(messages[0]!.text?.trim()).toBe('Booking HT-1001 received');
    expect(messages[0]!.html).toContain('<p>Booking HT-1001 received</p>');
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null, lockedUntil: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it('retries with backoff while the server is down and delivers once it is back', async () => {
    const { id } = await enqueueEmail(ctx.db, email('Retry me'));
    await sink.stop();
    const delivery = runner({ baseBackoffMs: 60_000 });
    try {
      expect(await delivery.runOnce()).toMatchObject({ claimed: 1, sent: 0, retried: 1 });
      const first = await row(id);
      expect(first).toMatchObject({ status: 'queued', attempts: 1, lockedUntil: null });
      expect(first.lastError).toBeTruthy();
      expect(first.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
      // Not due yet: nothing is claimed.
      expect(await delivery.runOnce()).toMatchObject({ claimed: 0 });

      await ctx.db
        .update(emailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(emailOutbox.id, id));
      expect(await delivery.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
      const second = await row(id);
      expect(second.attempts).toBe(2);
      // The second delay is twice the first.
      expect(second.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 110_000);
    } finally {
      await sink.start();
    }
    await ctx.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.id, id));
    expect(await delivery.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(received('Retry me')).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('marks an email failed after the last attempt; retry() queues it again', async () => {
    const { id } = await enqueueEmail(ctx.db, email('Give up'));
    const delivery = runner({ maxAttempts: 1 });
    await configureSmtp('127.0.0.1', 1);
    expect(await delivery.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1 });

    const service = createOutboxService(ctx.db);
    expect((await service.list({ status: 'failed' })).data.map((item) => item.id)).toEqual([id]);
    await expect(service.retry(id)).resolves.toMatchObject({ status: 'queued', attempts: 0 });
    await expect(service.retry(id)).rejects.toMatchObject({ statusCode: 409 });
    await expect(service.retry(999_999)).rejects.toMatchObject({ statusCode: 404 });

    await configureSmtp('127.0.0.1', sink.port);
    expect(await delivery.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(received('Give up')).toHaveLength(1);
  });

  it('never delivers one row twice when two runners claim at the same time', async () => {
    const subjects = Array.from({ length: 24 }, (_, index) => `Concurrent ${index}`);
    for (const subject of subjects) await enqueueEmail(ctx.db, email(subject));
    const first = runner({ batchSize: 5 });
    const second = runner({ batchSize: 5 });
    let claimed = 0;
    for (let round = 0; round < 20; round += 1) {
      const [a, b] = await Promise.all([first.runOnce(), second.runOnce()]);
      claimed += a.claimed + b.claimed;
      if (a.claimed + b.claimed === 0) break;
    }
    expect(claimed).toBe(subjects.length);
    for (const subject of subjects) expect(received(subject)).toHaveLength(1);
    const statuses = await ctx.db.select({ status: emailOutbox.status }).from(emailOutbox);
    expect(statuses.every((item) => item.status === 'sent')).toBe(true);
  });

  it('takes over a row whose runner died mid-send once the lease has run out', async () => {
    const { id } = await enqueueEmail(ctx.db, email('Orphaned'));
    await ctx.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '5 minutes'` })
      .where(eq(emailOutbox.id, id));
    const delivery = runner();
    expect(await delivery.runOnce()).toMatchObject({ claimed: 0 });
    await ctx.db
      .update(emailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id));
    expect(await delivery.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('claims nothing and logs once when no SMTP host is configured', async () => {
    await ctx.db.delete(settings);
    const { id } = await enqueueEmail(ctx.db, email('Waiting'));
    const logger = quietLogger();
    const delivery = runner({ logger });
    expect(await delivery.runOnce()).toMatchObject({ claimed: 0, unconfigured: true });
    expect(await delivery.runOnce()).toMatchObject({ claimed: 0, unconfigured: true });
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
  });

  it('falls back to the environment when a setting is empty', async () => {
    await ctx.db.delete(settings);
    const read = createSmtpSettingsReader(ctx.db, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: sink.port,
      MAIL_FROM_ADDRESS: 'env@himalaya-trails.test',
      MAIL_FROM_NAME: 'Env Trails',
    });
    expect(await read()).toMatchObject({
      host: '127.0.0.1',
      port: sink.port,
      from: { address: 'env@himalaya-trails.test', name: 'Env Trails' },
    });
    await upsertSetting(ctx.db, { key: 'mail_from_name', value: 'Setting Trails', type: 'string', isPublic: false });
    expect((await read())?.from.name).toBe('Setting Trails');
  });

  it('once started, a nudge delivers within moments and stop() waits for the batch', async () => {
    const delivery = runner({ intervalMs: 60_000 });
    delivery.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await enqueueEmail(ctx.db, email('Nudged'));
      delivery.nudge();
      await vi.waitFor(() => expect(received('Nudged')).toHaveLength(1), { timeout: 5000, interval: 50 });
    } finally {
      await delivery.stop();
    }
  });
});

describe('delivery right after the commit', () => {
  it('an email enqueued in a transaction goes out moments after it commits, with no nudge and no poll', async () => {
    const delivery = runner({ intervalMs: 60_000 });
    delivery.start();
    const listening = await listenForOutbox(ctx.db, () => delivery.nudge(), quietLogger());
    try {
      // The first poll runs at start; after it only the commit's signal can deliver within a minute.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await ctx.db.transaction(async (tx) => {
        await enqueueEmail(tx, email('Signalled'));
      });
      await vi.waitFor(() => expect(received('Signalled')).toHaveLength(1), { timeout: 5000, interval: 50 });
      // A rolled-back enqueue signals nothing and leaves nothing.
      await ctx.db
        .transaction(async (tx) => {
          await enqueueEmail(tx, email('Rolled back'));
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect(await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Rolled back'))).toEqual([]);
    } finally {
      await listening.stop();
      await delivery.stop();
    }
  });
});

describe('attachments', () => {
  it('refuses an unknown attachment kind when enqueuing', async () => {
    await expect(
      enqueueEmail(ctx.db, email('unknown file', { attachments: [{ kind: 'passport-scan', id: 1 } as never] })),
    ).rejects.toThrow();
    expect(await ctx.db.select().from(emailOutbox)).toEqual([]);
  });

  it('renders attachments at send time; a render failure is a failed attempt, retried later', async () => {
    const { id } = await enqueueEmail(
      ctx.db,
      email('with a quote', { attachments: [{ kind: 'custom-package-quote', id: 42 }] }),
    );
    const failing = vi.fn().mockRejectedValue(new Error('renderer down'));
    expect(await runner({ renderAttachment: failing }).runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'renderer down' });
    expect(received('with a quote')).toHaveLength(0);

    await ctx.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, id));
    const rendering = vi.fn().mockResolvedValue({
      filename: 'quote-Q-00042.pdf',
      content: Buffer.from('%PDF-1.3 test'),
      contentType: 'application/pdf',
    });
    expect(await runner({ renderAttachment: rendering }).runOnce()).toMatchObject({ sent: 1 });
    expect(rendering).toHaveBeenCalledWith({ kind: 'custom-package-quote', id: 42 });
    const [mail] = received('with a quote');
    expect(mail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['quote-Q-00042.pdf', 'application/pdf'],
    ]);
  });
});
