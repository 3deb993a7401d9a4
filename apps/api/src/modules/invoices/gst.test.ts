import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  financialYearOf,
  gstBreakdown,
  gstDocumentNumber,
  gstinCheckCharacter,
  gstinRule,
} from '@trails/contracts/gst';
import { bookingInvoices, bookings } from '../../db/schema/index.ts';
import { bearer, createTestContext, testDatabaseKind, type TestContext } from '../../test/context.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bookingFixtures, dayFromToday } from '../../test/booking-fixtures.ts';
import { setSetting as upsertSetting } from '../../test/settings.ts';
import { issueInvoice } from './gst-documents.ts';

const GSTIN = '02AABCH1234K1Z3';

let ctx: TestContext;
let catalogue: ReturnType<typeof catalogueFixtures>;
let fixtures: ReturnType<typeof bookingFixtures>;
let destinationId: number;
let traveller: { token: string; userId: number };
let admin: { token: string };

const setting = (key: string, value: string) => upsertSetting(ctx.db, { key, value, type: 'string', isPublic: false });

beforeAll(async () => {
  ctx = await createTestContext();
  catalogue = catalogueFixtures(ctx.db);
  fixtures = bookingFixtures(ctx.db);
  await fixtures.operatorSettings();
  destinationId = (await catalogue.destination()).id;
  traveller = await ctx.tokenFor('customer');
  admin = await ctx.tokenFor('admin');
  await setting('max_pending_bookings', '1000');
  await setting('legal_name', 'Himalaya Trails Private Limited');
  await setting('gstin', GSTIN);
  await setting('business_state', '02');
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const contact = { contact_name: 'Meera Nair', contact_email: 'meera@example.test', contact_phone: '+91 94470 12345' };

async function book(extra: Record<string, unknown> = {}, token = traveller.token) {
  const tour = await catalogue.tour(destinationId, { price: 10_500 });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(token),
    payload: { ...contact, tour_id: tour.id, travel_date: dayFromToday(40), passengers: 2, ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; reference: string; total_amount: number; billing_state: string | null };
}

const pdfText = async (payload: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true })).text;

async function invoiceText(id: number) {
  const response = await ctx.app.inject({ url: `/api/bookings/${id}/invoice`, headers: bearer(traveller.token) });
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
}

const confirm = (id: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/confirm`, headers: bearer(admin.token) });

describe('the tax split', () => {
  it('splits a price including tax into taxable value and CGST + SGST within the state', () => {
    expect(gstBreakdown({ amount: 21_000, ratePercent: 5, pricesIncludeTax: true, intraState: true })).toEqual({
      taxable: 20_000,
      tax: 1000,
      cgst: 500,
      sgst: 500,
      igst: 0,
      total: 21_000,
    });
  });

  it('charges IGST between states', () => {
    expect(gstBreakdown({ amount: 21_000, ratePercent: 5, pricesIncludeTax: true, intraState: false })).toMatchObject({
      taxable: 20_000,
      tax: 1000,
      cgst: 0,
      sgst: 0,
      igst: 1000,
    });
  });

  it('rounds to paise so that the parts add up to the total exactly', () => {
    const split = gstBreakdown({ amount: 12_345, ratePercent: 5, pricesIncludeTax: true, intraState: true });
    expect(split).toMatchObject({ taxable: 11_757.14, tax: 587.86, cgst: 293.93, sgst: 293.93 });
    // An odd paisa of tax goes to CGST.
    const odd = gstBreakdown({ amount: 100.01, ratePercent: 5, pricesIncludeTax: true, intraState: true });
    expect(odd).toMatchObject({ taxable: 95.25, tax: 4.76, cgst: 2.38, sgst: 2.38 });
    const oddTax = gstBreakdown({ amount: 100.03, ratePercent: 5, pricesIncludeTax: true, intraState: true });
    expect(oddTax.cgst + oddTax.sgst).toBeCloseTo(oddTax.tax, 10);
    expect(Math.round((oddTax.taxable + oddTax.tax) * 100)).toBe(10_003);
    for (let paise = 1; paise < 5000; paise += 7) {
      const amount = paise / 100 + 999;
      const parts = gstBreakdown({ amount, ratePercent: 18, pricesIncludeTax: true, intraState: true });
      expect(Math.round(parts.taxable * 100) + Math.round(parts.cgst * 100) + Math.round(parts.sgst * 100)).toBe(
        Math.round(amount * 100),
      );
    }
  });

  it('adds the tax on top when prices exclude it', () => {
    expect(gstBreakdown({ amount: 20_000, ratePercent: 5, pricesIncludeTax: false, intraState: false })).toMatchObject({
      taxable: 20_000,
      igst: 1000,
      total: 21_000,
    });
  });

  it('counts Indian financial years from April and keeps numbers within 16 characters', () => {
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2027-04-01')).toBe('2027-28');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
    expect(gstDocumentNumber('INV', '2026-27', 123)).toBe('INV/26-27/000123');
    expect(gstDocumentNumber('INV', '2026-27', 123).length).toBeLessThanOrEqual(16);
  });

  it('checks a GSTIN’s pattern, state code and check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinRule.safeParse('27AAPFU0939F1ZV').success).toBe(true);
    expect(gstinRule.safeParse('27aapfu0939f1zv').data).toBe('27AAPFU0939F1ZV');
    expect(gstinRule.safeParse('27AAPFU0939F1ZW').success).toBe(false);
    expect(gstinRule.safeParse('99AAPFU0939F1ZV').success).toBe(false);
    expect(gstinRule.safeParse('27AAPFU0939F1Z').success).toBe(false);
  });
});

describe('GST settings', () => {
  const put = (key: string, value: unknown, token = admin.token) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/settings/${key}`, headers: bearer(token), payload: { value } });

  it.each([
    ['gstin', '02AABCH1234K1Z4', 'check character'],
    ['gstin', '02AABCH1234K1', 'valid 15-character GSTIN'],
    ['business_state', '25', 'Choose a state'],
    ['tax_rate', '30', 'from 0 to 28'],
    ['tax_rate', '5.125', 'from 0 to 28'],
    ['prices_include_tax', 'maybe', ''],
    ['pre_departure_days', '0', ''],
  ])('refuses %s = %s with a 422 under value', async (key, value, message) => {
    const response = await put(key, value);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.value[0]).toContain(message);
  });

  it('stores a GSTIN in capitals and the other GST settings; staff only', async () => {
    const response = await put('gstin', GSTIN.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json().data.value).toBe(GSTIN);
    for (const [key, value] of [
      ['tax_rate', '5'],
      ['prices_include_tax', 'true'],
      ['business_state', '02'],
      ['pre_departure_days', '7'],
    ] as const)
      expect((await put(key, value)).statusCode).toBe(200);
    const settings = (await ctx.app.inject({ url: '/api/admin/settings', headers: bearer(admin.token) })).json().data;
    expect(settings).toMatchObject({ gstin: GSTIN, tax_rate: '5', business_state: '02', prices_include_tax: 'true' });
    expect((await put('gstin', GSTIN, traveller.token)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings/gstin', payload: { value: GSTIN } })).statusCode,
    ).toBe(401);
    // Staff-only: the public settings never carry them.
    expect((await ctx.app.inject({ url: '/api/settings' })).json().data.gstin).toBeUndefined();
  });
});

describe('the tax invoice', () => {
  it('is a proforma without a number until the booking is confirmed, then a numbered tax invoice with CGST and SGST', async () => {
    const booking = await book({ billing_state: '02' });
    expect(booking.billing_state).toBe('02');
    expect(booking.total_amount).toBe(21_000);
    const proforma = await invoiceText(booking.id);
    expect(proforma).toContain('PROFORMA INVOICE');
    expect(proforma).not.toContain('INV/');
    expect(await ctx.db.select().from(bookingInvoices).where(eq(bookingInvoices.bookingId, booking.id))).toHaveLength(
      0,
    );

    expect((await confirm(booking.id)).statusCode).toBe(200);
    const [issued] = await ctx.db.select().from(bookingInvoices).where(eq(bookingInvoices.bookingId, booking.id));
    expect(issued!.number).toMatch(/^INV\/\d\d-\d\d\/\d{6}$/);
    const text = await invoiceText(booking.id);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(issued!.number);
    expect(text).toContain(`GSTIN ${GSTIN}`);
    expect(text).toContain('Place of supply: Himachal Pradesh (02)');
    expect(text).toContain('SAC 998552');
    expect(text).toContain('Himalaya Trails Private Limited');
    expect(text).toMatch(/Taxable value\s*₹20,000\.00/);
    expect(text).toMatch(/CGST @ 2\.5%\s*₹500\.00/);
    expect(text).toMatch(/SGST @ 2\.5%\s*₹500\.00/);
    expect(text).not.toContain('IGST');
    // The booking's total is what it was.
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.totalAmount).toBe(21_000);
    // Asked again: the same number.
    expect(await invoiceText(booking.id)).toContain(issued!.number);
  }, 30_000);

  it('charges IGST to a traveller from another state, and takes the operator’s state when none is given', async () => {
    const other = await book({ billing_state: '27' });
    await confirm(other.id);
    const text = await invoiceText(other.id);
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toMatch(/IGST @ 5%\s*₹1,000\.00/);
    expect(text).not.toContain('CGST');

    const unknown = await book();
    expect(unknown.billing_state).toBeNull();
    await confirm(unknown.id);
    const local = await invoiceText(unknown.id);
    expect(local).toContain('Place of supply: Himachal Pradesh (02)');
    expect(local).toContain('CGST @ 2.5%');
  }, 30_000);

  it('refuses a state that is no GST state code, and prices the same with or without one', async () => {
    const tour = await catalogue.tour(destinationId, { price: 10_500 });
    const payload = { ...contact, tour_id: tour.id, travel_date: dayFromToday(40), passengers: 2 };
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(traveller.token),
      payload: { ...payload, billing_state: 'Himachal' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.billing_state).toBeDefined();
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings/quote',
      payload: { tour_id: tour.id, travel_date: dayFromToday(40), passengers: 2 },
    });
    expect(quote.json().data.total).toBe(21_000);
  });

  it('numbers parallel invoices consecutively without gaps or repeats', async () => {
    const made = [];
    for (let index = 0; index < 12; index += 1) made.push(await book({ billing_state: index % 2 ? '02' : '07' }));
    await ctx.db
      .update(bookings)
      .set({ status: 'confirmed' })
      .where(
        inArray(
          bookings.id,
          made.map((booking) => booking.id),
        ),
      );
    // Every invoice asked for at once, some twice.
    await Promise.all([...made, ...made.slice(0, 4)].map((booking) => invoiceText(booking.id)));
    const rows = await ctx.db
      .select()
      .from(bookingInvoices)
      .where(
        inArray(
          bookingInvoices.bookingId,
          made.map((b) => b.id),
        ),
      );
    expect(rows).toHaveLength(12);
    const all = await ctx.db.select().from(bookingInvoices);
    const byYear = new Map<string, typeof all>();
    for (const row of all) byYear.set(row.financialYear, [...(byYear.get(row.financialYear) ?? []), row]);
    for (const rowsOfYear of byYear.values()) {
      const sequences = rowsOfYear.map((row) => row.sequence).sort((a, b) => a - b);
      expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    }
    expect(new Set(all.map((row) => row.number)).size).toBe(all.length);
  }, 60_000);

  it('starts a new series on 1 April', async () => {
    const [march, april, alsoApril] = [await book(), await book(), await book()];
    await ctx.db
      .update(bookings)
      .set({ status: 'confirmed' })
      .where(inArray(bookings.id, [march.id, april.id, alsoApril.id]));
    // 31 March 2031, 23:00 in India, and 1 April 2031, 00:30 in India (still 31 March in UTC).
    await setting('timezone', 'Asia/Kolkata');
    const first = await issueInvoice(ctx.db, march.id, new Date('2031-03-31T17:30:00Z'));
    const second = await issueInvoice(ctx.db, april.id, new Date('2031-03-31T19:00:00Z'));
    const third = await issueInvoice(ctx.db, alsoApril.id, new Date('2031-04-02T06:00:00Z'));
    await setting('timezone', 'UTC');
    expect(first).toMatchObject({ financialYear: '2030-31', number: 'INV/30-31/000001', issuedOn: '2031-03-31' });
    expect(second).toMatchObject({ financialYear: '2031-32', number: 'INV/31-32/000001', issuedOn: '2031-04-01' });
    expect(third).toMatchObject({ number: 'INV/31-32/000002' });
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'numbers invoices issued by two server processes at once without gaps or repeats',
    async () => {
      const other = ctx.anotherDatabase();
      const made = [];
      for (let index = 0; index < 10; index += 1) made.push(await book());
      await ctx.db
        .update(bookings)
        .set({ status: 'confirmed' })
        .where(
          inArray(
            bookings.id,
            made.map((b) => b.id),
          ),
        );
      const when = new Date('2033-06-01T06:00:00Z');
      await Promise.all(
        made.flatMap((booking) => [issueInvoice(ctx.db, booking.id, when), issueInvoice(other, booking.id, when)]),
      );
      const rows = await ctx.db.select().from(bookingInvoices).where(eq(bookingInvoices.financialYear, '2033-34'));
      expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(made.map((_, index) => index + 1));
    },
    60_000,
  );
});

describe('credit notes', () => {
  const record = (id: number, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/payments`,
      headers: bearer(admin.token),
      payload: { method: 'bank_transfer', paid_on: dayFromToday(0), ...payload },
    });

  it('issues a numbered credit note for each refund, reversing the tax in proportion', async () => {
    const booking = await book({ billing_state: '02' });
    expect((await record(booking.id, { kind: 'payment', amount: 21_000 })).statusCode).toBe(201);
    expect((await record(booking.id, { kind: 'refund', amount: 10_500 })).statusCode).toBe(201);
    expect((await record(booking.id, { kind: 'refund', amount: 2100 })).statusCode).toBe(201);

    const documents = await ctx.app.inject({
      url: `/api/bookings/${booking.id}/documents`,
      headers: bearer(traveller.token),
    });
    expect(documents.statusCode).toBe(200);
    const refunds = documents.json().data.refunds as Array<{ payment_id: number; credit_note: unknown }>;
    expect(refunds).toHaveLength(2);
    expect(refunds.every((refund) => refund.credit_note === null)).toBe(true);

    const download = await ctx.app.inject({
      url: `/api/bookings/${booking.id}/credit-notes/${refunds[0]!.payment_id}`,
      headers: bearer(traveller.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/credit-note-CN-\d\d-\d\d-\d{6}\.pdf/);
    const text = await pdfText(download.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toMatch(/Against invoice INV\/\d\d-\d\d\/\d{6}/);
    expect(text).toMatch(/Taxable value\s*₹10,000\.00/);
    expect(text).toMatch(/CGST @ 2\.5%\s*₹250\.00/);
    expect(text).toMatch(/SGST @ 2\.5%\s*₹250\.00/);

    const after = (
      await ctx.app.inject({ url: `/api/admin/bookings/${booking.id}/documents`, headers: bearer(admin.token) })
    ).json().data;
    expect(after.invoice_number).toMatch(/^INV\//);
    const [first, second] = after.refunds;
    expect(first.credit_note).toMatchObject({ amount: 10_500, taxable: 10_000, tax: 500 });
    expect(second.credit_note).toMatchObject({ amount: 2100, taxable: 2000, tax: 100 });
    const sequence = (number: string) => Number(number.split('/')[2]);
    expect(sequence(second.credit_note.number)).toBe(sequence(first.credit_note.number) + 1);
    expect(after.reminders).toEqual([]);

    // Staff download the same credit note.
    const staff = await ctx.app.inject({
      url: `/api/admin/bookings/${booking.id}/credit-notes/${second.payment_id}`,
      headers: bearer(admin.token),
    });
    expect(staff.statusCode).toBe(200);
    expect(await pdfText(staff.rawPayload)).toContain(second.credit_note.number);
  }, 30_000);

  it('keeps credit notes to their booking and its traveller', async () => {
    const booking = await book();
    await record(booking.id, { kind: 'payment', amount: 21_000 });
    await record(booking.id, { kind: 'refund', amount: 1000 });
    const paymentId = (
      await ctx.app.inject({ url: `/api/bookings/${booking.id}/documents`, headers: bearer(traveller.token) })
    ).json().data.refunds[0].payment_id;
    const url = `/api/bookings/${booking.id}/credit-notes/${paymentId}`;
    const stranger = await ctx.tokenFor('customer');
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url, headers: bearer(stranger.token) })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/api/bookings/${booking.id}/documents`, headers: bearer(stranger.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          url: `/api/bookings/${booking.id}/credit-notes/999999`,
          headers: bearer(traveller.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/api/bookings/${booking.id}/credit-notes/abc`, headers: bearer(traveller.token) }))
        .statusCode,
    ).toBe(422);
    expect(
      (await ctx.app.inject({ url: `/api/admin/bookings/${booking.id}/documents`, headers: bearer(traveller.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ url: `/api/admin/bookings/${booking.id}/credit-notes/${paymentId}` })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ url: `/api/admin/bookings/999999/documents`, headers: bearer(admin.token) })).statusCode,
    ).toBe(404);
  }, 30_000);
});
