import { INDIAN_STATES, stateLabel } from '@trails/contracts/gst';
import { createRequire } from 'node:module';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { setSetting as upsertSetting } from '../../test/settings.ts';
import { readInvoiceOperator } from './invoice-operator.ts';
import { EMAIL_LANGUAGES } from '../emails/format.ts';
import { INVOICE_FONTS } from './invoice-font.ts';
import { renderInvoicePdf, type InvoiceData } from './invoice.pdf.ts';
import { INVOICE_TEXTS, MANIFEST_TEXTS, QUOTE_TEXTS, pdfFormat, statusWord } from './pdf-texts.ts';
import { GST_TEXTS } from './gst-texts.ts';

/** pdfkit's font engine, to ask the bundled font which characters it can draw. */
const fontkit = createRequire(import.meta.url)('fontkit') as {
  openSync(path: string): { hasGlyphForCodePoint(codePoint: number): boolean };
};

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

describe('documents in every language', () => {
  const accented = { name: 'José Núñez · Zoë Lefèvre · Jürgen Weiß', email: 'jose@example.test' };

  it.each([
    [
      'es',
      [
        'FACTURA',
        'FACTURADO A',
        'Descuento (cupón MONSOON10)',
        'Pagada en parte',
        'Saldo pendiente',
        '10 de junio de 2026',
      ],
    ],
    ['fr', ['FACTURE', 'FACTURÉ À', 'Réduction (code MONSOON10)', 'Payée en partie', 'Solde dû', '10 juin 2026']],
    [
      'de',
      [
        'RECHNUNG',
        'RECHNUNGSEMPFÄNGER',
        'Rabatt (Gutschein MONSOON10)',
        'Teilweise bezahlt',
        'Offener Betrag',
        '10. Juni 2026',
      ],
    ],
  ] as const)('writes the invoice in %s, accented names included', async (language, words) => {
    const text = await pdfText(await renderInvoicePdf({ ...invoice, traveller: accented }, language));
    for (const word of words) expect(text).toContain(word);
    expect(text).toContain(accented.name);
    expect(text).not.toContain('Balance due');
  });

  it('has a glyph in the bundled font for every character the documents print, in all five languages', () => {
    const font = fontkit.openSync(INVOICE_FONTS.regular);
    const bold = fontkit.openSync(INVOICE_FONTS.bold);
    const strings = (value: unknown): string[] => {
      if (typeof value === 'string') return [value];
      if (typeof value === 'function') return strings((value as (...args: unknown[]) => unknown)('Ab', 2, 3));
      if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
      return [];
    };
    for (const language of EMAIL_LANGUAGES) {
      const { money, date, range } = pdfFormat(language);
      const printed = [
        ...strings([INVOICE_TEXTS[language], QUOTE_TEXTS[language], MANIFEST_TEXTS[language], GST_TEXTS[language]]),
        ...INDIAN_STATES.map((state) => stateLabel(state.code)),
        ...['pending', 'confirmed', 'cancelled', 'partially_paid', 'paid', 'refunded', 'open', 'closed', 'trek'].map(
          (status) => statusWord(status, language),
        ),
        money(1234567.5, 'INR'),
        money(1234567.5, 'EUR'),
        date(new Date('2026-12-24T18:30:00Z'), true),
        range('2026-02-10', '2026-03-14'),
        'José Núñez Zoë Lefèvre Jürgen Weiß François Çelik Ångström « » „ “ ’ – — ¿ ¡',
      ].join(' ');
      const missing = [...new Set(printed)].filter(
        (character) =>
          !font.hasGlyphForCodePoint(character.codePointAt(0)!) ||
          !bold.hasGlyphForCodePoint(character.codePointAt(0)!),
      );
      expect(missing, language).toEqual([]);
    }
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
