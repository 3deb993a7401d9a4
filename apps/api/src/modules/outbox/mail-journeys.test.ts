import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/index.ts';
import { createTestContext, bearer, type TestContext } from '../../test/context.ts';
import { bookingFixtures, dayFromToday } from '../../test/booking-fixtures.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { setSetting as upsertSetting } from '../../test/settings.ts';
import { createOutboxRunner } from './outbox.runner.ts';
import { createSmtpSettingsReader } from '../settings/smtp-settings.ts';

/** What a traveller and the operator receive, end to end: request → outbox → SMTP. */
let ctx: TestContext;
let sink: SmtpSink;

const deliver = () =>
  createOutboxRunner({
    db: ctx.db,
    readSmtpSettings: createSmtpSettingsReader(ctx.db),
    logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  }).runOnce();

beforeAll(async () => {
  ctx = await createTestContext();
  sink = await startSmtpSink();
  await bookingFixtures(ctx.db).operatorSettings();
  for (const [key, value] of [
    ['smtp_host', '127.0.0.1'],
    ['smtp_port', String(sink.port)],
    ['mail_from_address', 'hello@operator.test'],
  ] as const) {
    await upsertSetting(ctx.db, { key, value, type: 'string', isPublic: false });
  }
});
afterAll(async () => {
  await sink.stop();
  await ctx.close();
});

describe('mail journeys', () => {
  it('delivers a booking’s emails exactly once: the traveller’s and the operator’s', async () => {
    const catalogue = catalogueFixtures(ctx.db);
    const destination = await catalogue.destination();
    const tour = await catalogue.tour(destination.id, { price: 11_000 });
    const { token, email } = await ctx.tokenFor('customer');
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(token),
      payload: {
        tour_id: tour.id,
        travel_date: dayFromToday(15),
        passengers: 2,
        contact_name: 'Asha Verma',
        contact_email: 'asha@example.test',
        contact_phone: '+91 98160 11111',
      },
    });
    expect(booked.statusCode).toBe(201);
    const { reference } = booked.json().data;

    await deliver();
    await deliver();
    const about = sink.messages.filter((message) => message.text?.includes(reference));
    // The traveller's copy goes to the account's address, not the contact email typed in the form.
    const recipients = about.map((message) => (message.to && 'text' in message.to ? message.to.text : ''));
    expect(recipients).toHaveLength(2);
    expect(recipients.some((to) => to.endsWith(`<${email}>`))).toBe(true);
    expect(recipients).toContain('bookings@operator.test');
    expect(about.every((message) => message.from?.text.includes('hello@operator.test'))).toBe(true);
  });

  it('resets a password through the emailed link', async () => {
    const user = await ctx.createUser();
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(200);
    // The link is written just after the answer.
    await vi.waitFor(
      async () => {
        const rows = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
        if (rows.length === 0) throw new Error('not written yet');
      },
      { timeout: 5_000, interval: 20 },
    );
    await deliver();
    const mail = sink.messages.find(
      (message) => message.to && 'text' in message.to && message.to.text.includes(user.email),
    );
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Fresh-Snowline-Tarn-48', password_confirmation: 'Fresh-Snowline-Tarn-48' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await ctx.login(user.email, 'Fresh-Snowline-Tarn-48')).toBeTruthy();
  });
});
