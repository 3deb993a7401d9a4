import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { emailOutbox } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { upsertSetting } from './settings.repo.ts';

let ctx: TestContext;
let sink: SmtpSink;
let admin: { token: string; email: string };
beforeAll(async () => {
  ctx = await createTestContext();
  sink = await startSmtpSink();
  admin = await ctx.tokenFor('admin');
});
afterAll(async () => {
  await sink.stop();
  await ctx.close();
});

const send = (payload: unknown, token: string | null = admin.token) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/settings/test-email',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

describe('POST /api/admin/settings/test-email', () => {
  it('sends to the signed-in admin with the settings as entered, not the stored ones, and stores nothing', async () => {
    await upsertSetting(ctx.db, { key: 'smtp_host', value: 'stored.invalid', type: 'string', isPublic: false });
    const before = sink.messages.length;
    const response = await send({
      smtp_host: '127.0.0.1',
      smtp_port: sink.port,
      smtp_username: '',
      smtp_password: '',
      mail_from_address: 'trips@himalaya-trails.test',
      mail_from_name: 'Himalaya Trails Office',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: ADMIN_MESSAGES.testEmailSent,
      data: { to: admin.email },
    });
    expect(response.json().data.response).toMatch(/^250/);
    expect(sink.messages.length).toBe(before + 1);
    const mail = sink.messages.at(-1)!;
    expect(mail.to && 'value' in mail.to ? mail.to.value[0]?.address : undefined).toBe(admin.email);
    expect(mail.from?.value[0]).toMatchObject({
      address: 'trips@himalaya-trails.test',
      name: 'Himalaya Trails Office',
    });
    expect(mail.subject).toBe('Test email from Himalaya Trails Office');
    // Nothing saved and nothing queued.
    const stored = await ctx.app.inject({ url: '/api/admin/settings', headers: bearer(admin.token) });
    expect(stored.json().data.smtp_host).toBe('stored.invalid');
    expect(stored.json().data.mail_from_address).toBe('');
    expect(await ctx.db.select().from(emailOutbox)).toEqual([]);
  });

  it('answers 422 with the mail server’s error when it cannot be reached', async () => {
    await sink.stop();
    try {
      const response = await send({ smtp_host: '127.0.0.1', smtp_port: String(sink.port) });
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.message).toBe(ADMIN_MESSAGES.testEmailFailed);
      expect(body.errors.smtp[0]).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await sink.start();
    }
  });

  it('rejects bad settings with 422 per field', async () => {
    const cases: [unknown, string, string][] = [
      [{}, 'smtp_host', MESSAGES.required],
      [{ smtp_host: '  ' }, 'smtp_host', MESSAGES.required],
      [{ smtp_host: 'smtp.example.test; rm' }, 'smtp_host', MESSAGES.invalidValue],
      [{ smtp_host: 'smtp.example.test', smtp_port: '70000' }, 'smtp_port', MESSAGES.invalidValue],
      [{ smtp_host: 'smtp.example.test', smtp_port: 'abc' }, 'smtp_port', MESSAGES.invalidValue],
      [
        { smtp_host: 'smtp.example.test', mail_from_address: 'not-an-email' },
        'mail_from_address',
        MESSAGES.emailInvalid,
      ],
      [{ smtp_host: 'smtp.example.test', mail_from_name: 'A\r\nBcc: x@y.z' }, 'mail_from_name', MESSAGES.invalidValue],
      [{ smtp_host: 'smtp.example.test', smtp_password: { a: 1 } }, 'smtp_password', MESSAGES.invalidValue],
    ];
    for (const [payload, field, message] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      const errors = response.json().errors as Record<string, string[]>;
      expect(Object.keys(errors), JSON.stringify(payload)).toContain(field);
      if (field !== 'smtp_password') expect(errors[field]?.[0], JSON.stringify(payload)).toBe(message);
    }
  });

  it('needs an admin: 401 without a token, 403 for a traveller or staff', async () => {
    const payload = { smtp_host: '127.0.0.1', smtp_port: sink.port };
    const before = sink.messages.length;
    expect((await send(payload, null)).statusCode).toBe(401);
    expect((await send(payload, (await ctx.tokenFor('customer')).token)).statusCode).toBe(403);
    expect((await send(payload, (await ctx.tokenFor('staff')).token)).statusCode).toBe(403);
    expect(sink.messages.length).toBe(before);
  });
});
