import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { upsertSetting } from '../settings/settings.repo.ts';
import { readInvoiceOperator } from './invoice-operator.ts';
import { renderInvoicePdf, type InvoiceData } from './invoice.pdf.ts';

const invoice: InvoiceData = {
  reference: 'HT-2026-0042',
  issueDate: '2026-05-02',
  operator: {
    name: 'Himalaya Trails',
    address: 'Mall Road, Manali, Himachal Pradesh 175131',
    email: 'hello@trails.example',
    phone: '+91 98100 00000',
  },
  traveller: { name: 'आशा रावत', email: 'asha@example.test', phone: '+91 99999 11111' },
  trip: { title: 'हम्प्टा पास ट्रेक (Hampta Pass)', startDate: '2026-06-10', endDate: '2026-06-14' },
  passengers: 2,
  unitPrice: 14500,
  discount: { amount: 2900, couponCode: 'MONSOON10' },
  total: 26100,
  currency: 'INR',
  status: 'confirmed',
  paymentStatus: 'partially_paid',
  amountPaid: 10000,
};

async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

describe('renderInvoicePdf', () => {
  it('writes an A4 PDF whose text holds the reference, the amounts and Devanagari names', async () => {
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('HT-2026-0042');
    expect(text).toContain('₹26,100.00');
    expect(text).toContain('₹14,500.00');
    expect(text).toContain('MONSOON10');
    expect(text).toContain('आशा रावत');
    expect(text).toContain('Hampta Pass');
    expect(text).toContain('asha@example.test');
    expect(text).toContain('Mall Road, Manali');
    expect(text).toContain('10 June 2026 – 14 June 2026');
    expect(text).toContain('Partially paid');
    expect(text).toContain('Confirmed');
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const page = await document.getPage(1);
    const [, , width, height] = page.view;
    expect([Math.round(width!), Math.round(height!)]).toEqual([595, 842]);
  });

  it('embeds the bundled font, so no glyph depends on the reader', async () => {
    const pdf = await renderInvoicePdf({ ...invoice, discount: null, amountPaid: undefined });
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/NotoSansDevanagari/);
    const text = await pdfText(pdf);
    expect(text).not.toContain('Discount');
  });
});

describe('readInvoiceOperator', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('takes the issuer from the site settings', async () => {
    for (const [key, value] of [
      ['site_name', 'गंगा ट्रेल्स'],
      ['contact_address', 'Old Manali'],
      ['contact_email', 'desk@trails.example'],
      ['currency', 'INR'],
    ] as const)
      await upsertSetting(ctx.db, { key, value, type: 'string', isPublic: true });
    const { operator, currency } = await readInvoiceOperator(ctx.db);
    expect(operator).toEqual({ name: 'गंगा ट्रेल्स', address: 'Old Manali', email: 'desk@trails.example', phone: '' });
    expect(currency).toBe('INR');
    const text = await pdfText(await renderInvoicePdf({ ...invoice, operator, currency }));
    expect(text).toContain('गंगा ट्रेल्स');
  });

  it('shapes Devanagari: a pre-base vowel sign is drawn before its consonant', async () => {
    // Text extraction follows the drawn order, so the shaped "हि" reads back as "िह".
    const text = await pdfText(
      await renderInvoicePdf({ ...invoice, traveller: { ...invoice.traveller, name: 'हिना' } }),
    );
    expect(text).toContain('िहना');
  });
});
