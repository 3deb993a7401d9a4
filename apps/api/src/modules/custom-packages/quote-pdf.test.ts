import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { customPackages, emailOutbox, users } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { bookingFixtures, dayFromToday } from '../../test/booking-fixtures.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { setSetting as upsertSetting } from '../../test/settings.ts';
import { createAttachmentRenderer } from '../outbox/attachments.ts';
import { createOutboxRunner } from '../outbox/outbox.runner.ts';
import { quoteAttachment } from './quote-attachment.ts';
import { createSmtpSettingsReader } from '../settings/smtp-settings.ts';

let ctx: TestContext;
let sink: SmtpSink;
let staff: string;

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
  staff = (await ctx.tokenFor('staff')).token;
});
afterAll(async () => {
  await sink.stop();
  await ctx.close();
});

const deliver = () =>
  createOutboxRunner({
    db: ctx.db,
    readSmtpSettings: createSmtpSettingsReader(ctx.db),
    logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    renderAttachment: createAttachmentRenderer({ 'custom-package-quote': quoteAttachment(ctx.db) }),
  }).runOnce();

let seq = 0;
async function request() {
  const traveller = await ctx.tokenFor('customer');
  const n = ++seq;
  const [row] = await ctx.db
    .insert(customPackages)
    .values({
      userId: traveller.userId,
      destinations: ['Leh', 'लद्दाख'],
      durationDays: 6,
      durationNights: 5,
      budgetMin: 20000,
      budgetMax: 60000,
      hotelStars: 4,
      travelers: 2,
      travelDate: dayFromToday(40),
      contactName: `Quote Traveller ${n}`,
      contactEmail: `quote${n}-${Date.now()}@example.test`,
    })
    .returning();
  return { row: row!, traveller };
}

const quote = {
  price_per_person: 24500,
  total_price: 49000,
  days: [
    { day: 1, title: 'Arrive in Leh', description: 'Rest and acclimatise' },
    { day: 2, title: 'Khardung La to Nubra' },
  ],
  inclusions: ['Hotels', 'Inner line permits'],
  exclusions: ['Flights'],
  valid_until: dayFromToday(10),
};

const sendQuote = (id: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/custom-packages/${id}/quote`,
    headers: bearer(staff),
    payload: quote,
  });

const get = (url: string, token: string | null) =>
  ctx.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });

const isPdf = (body: Buffer) => body.subarray(0, 5).toString('latin1') === '%PDF-';

describe('the quote email carries the quote as a PDF', () => {
  it('stores an attachment descriptor on the outbox row and the sender renders the PDF', async () => {
    const { row } = await request();
    expect((await sendQuote(row.id)).statusCode).toBe(200);
    const [queued] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'custom_package_quote'));
    expect(queued?.attachments).toEqual([{ kind: 'custom-package-quote', id: row.id }]);

    await deliver();
    const mail = sink.messages.find(
      (message) => message.to && 'text' in message.to && message.to.text.includes(row.contactEmail),
    );
    expect(mail).toBeDefined();
    expect(mail!.attachments).toHaveLength(1);
    const [attachment] = mail!.attachments;
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.filename).toMatch(/^quote-Q-\d{5}\.pdf$/);
    expect(isPdf(attachment!.content)).toBe(true);
    const [sent] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued!.id));
    expect(sent?.status).toBe('sent');
  });

  it('still sends the email, without the file, when the request was deleted before sending', async () => {
    const { row } = await request();
    expect((await sendQuote(row.id)).statusCode).toBe(200);
    await ctx.db.delete(customPackages).where(eq(customPackages.id, row.id));
    await deliver();
    const mail = sink.messages.find(
      (message) => message.to && 'text' in message.to && message.to.text.includes(row.contactEmail),
    );
    expect(mail).toBeDefined();
    expect(mail!.attachments).toHaveLength(0);
  });
});

describe('the quote in the reader’s language', () => {
  const textOf = async (body: Buffer) =>
    (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text;

  it.each([
    ['es', 'PRESUPUESTO', 'Día 2: Khardung La to Nubra', 'NO INCLUYE'],
    ['fr', 'DEVIS', 'Jour 2 : Khardung La to Nubra', 'NON INCLUS'],
    ['de', 'ANGEBOT', 'Tag 2: Khardung La to Nubra', 'NICHT INBEGRIFFEN'],
  ] as const)(
    'mails and serves it in %s to a traveller who uses the site in it',
    async (locale, title, day, excluded) => {
      const { row, traveller } = await request();
      await ctx.db.update(users).set({ locale }).where(eq(users.id, traveller.userId));
      expect((await sendQuote(row.id)).statusCode).toBe(200);
      const [queued] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.relatedId, row.id));
      expect(queued?.html).toContain(`<html lang="${locale}">`);

      await deliver();
      const mail = sink.messages.find(
        (message) => message.to && 'text' in message.to && message.to.text.includes(row.contactEmail),
      );
      const attached = await textOf(mail!.attachments[0]!.content);
      for (const word of [title, day, excluded]) expect(attached).toContain(word);

      const own = await get(`/api/custom-packages/${row.id}/quote.pdf`, traveller.token);
      expect(await textOf(own.rawPayload)).toContain(title);
      // Staff read it in the language they use the back office in.
      const forStaff = await ctx.app.inject({
        url: `/api/admin/custom-packages/${row.id}/quote.pdf`,
        headers: { ...bearer(staff), 'accept-language': locale },
      });
      expect(await textOf(forStaff.rawPayload)).toContain(title);
      const english = await ctx.app.inject({
        url: `/api/admin/custom-packages/${row.id}/quote.pdf`,
        headers: { ...bearer(staff), 'accept-language': 'en' },
      });
      expect(await textOf(english.rawPayload)).toContain('QUOTE');
    },
  );
});

describe('GET /api/custom-packages/:id/quote.pdf', () => {
  it('gives the owner the PDF, another traveller the 404 of a missing one, a stranger a 401 and an unknown id a 404', async () => {
    const { row, traveller } = await request();
    const early = await get(`/api/custom-packages/${row.id}/quote.pdf`, traveller.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SALES_MESSAGES.quoteNotSent);

    await sendQuote(row.id);
    const own = await get(`/api/custom-packages/${row.id}/quote.pdf`, traveller.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="quote-Q-\d{5}\.pdf"$/);
    expect(isPdf(own.rawPayload)).toBe(true);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(own.rawPayload)), { mergePages: true });
    expect(text).toContain('QUOTE');
    expect(text).toContain(row.contactName);
    expect(text).toContain('49,000');
    expect(text).toContain('Khardung La to Nubra');
    expect(text).toContain('Inner line permits');

    const other = await ctx.tokenFor('customer');
    const hidden = await get(`/api/custom-packages/${row.id}/quote.pdf`, other.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(MESSAGES.customPackageNotFound);
    expect((await get(`/api/custom-packages/${row.id}/quote.pdf`, null)).statusCode).toBe(401);
    const missing = await get('/api/custom-packages/999999/quote.pdf', traveller.token);
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/custom-packages/abc/quote.pdf', traveller.token)).statusCode).toBe(422);
  });
});

describe('GET /api/admin/custom-packages/:id/quote.pdf', () => {
  it('gives staff the PDF; 401 without a token, 403 to a traveller, 404 unknown, 409 before a quote', async () => {
    const { row, traveller } = await request();
    expect((await get(`/api/admin/custom-packages/${row.id}/quote.pdf`, staff)).statusCode).toBe(409);
    await sendQuote(row.id);
    const ok = await get(`/api/admin/custom-packages/${row.id}/quote.pdf`, staff);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(isPdf(ok.rawPayload)).toBe(true);
    expect((await get(`/api/admin/custom-packages/${row.id}/quote.pdf`, null)).statusCode).toBe(401);
    expect((await get(`/api/admin/custom-packages/${row.id}/quote.pdf`, traveller.token)).statusCode).toBe(403);
    expect((await get('/api/admin/custom-packages/999999/quote.pdf', staff)).statusCode).toBe(404);
  });
});
