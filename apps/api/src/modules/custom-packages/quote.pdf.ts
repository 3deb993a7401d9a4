import type { EmailLanguage } from '../emails/format.ts';
import { PDF_COLOURS, pdfHeader, pdfNote, pdfTable, pdfTwoBlocks, startPdf } from '../invoices/pdf-layout.ts';
import { QUOTE_TEXTS, pdfFormat } from '../invoices/pdf-texts.ts';

/** Everything a custom trip quote shows, independent of how requests are stored. */
export interface QuoteData {
  id: number;
  operator: { name: string; address?: string; email?: string; phone?: string };
  traveller: { name: string; email: string; phone?: string | null };
  destinations: string[];
  travelDate: string;
  durationDays: number;
  durationNights: number;
  travelers: number;
  hotelStars: number;
  pricePerPerson: number;
  total: number;
  currency: string;
  validUntil: string | null;
  sentAt: Date | null;
  days: { day: number; title: string; description: string | null }[];
  inclusions: string[];
  exclusions: string[];
}

/** The quote number travellers and staff quote back: Q- and the request's id. */
export const quoteNumber = (id: number) => `Q-${String(id).padStart(5, '0')}`;

/** An A4 quote for one custom trip request, as PDF bytes in `language`, laid out like the invoice. */
export function renderQuotePdf(data: QuoteData, language: EmailLanguage = 'en'): Promise<Buffer> {
  const text = QUOTE_TEXTS[language];
  const { money, date } = pdfFormat(language);
  const number = quoteNumber(data.id);
  const where = data.destinations.join(', ') || text.customTrip;
  const page = startPdf({ Title: text.documentTitle(number), Author: data.operator.name, Subject: where });
  const { doc, left, width } = page;

  pdfHeader(page, data.operator, text.title, [
    text.number(number),
    ...(data.sentAt ? [text.issued(date(data.sentAt))] : []),
    ...(data.validUntil ? [text.validUntil(date(data.validUntil))] : []),
  ]);

  pdfTwoBlocks(page, [
    {
      title: text.preparedFor,
      rows: [data.traveller.name, data.traveller.email, ...(data.traveller.phone ? [data.traveller.phone] : [])],
    },
    {
      title: text.yourTrip,
      rows: [
        [text.destinations, where],
        [text.starting, date(data.travelDate)],
        [text.duration, text.durationValue(data.durationDays, data.durationNights)],
        [text.travellers, String(data.travelers)],
        [text.hotels, text.stars(data.hotelStars)],
      ],
    },
  ]);

  const table = pdfTable(page, [
    { title: text.description, share: 0.46, align: 'left' },
    { title: text.travellers, share: 0.16, align: 'right' },
    { title: text.perPerson, share: 0.19, align: 'right' },
    { title: text.amount, share: 0.19, align: 'right' },
  ]);
  table.head();
  const subtotal = Math.round(data.pricePerPerson * data.travelers * 100) / 100;
  table.row(
    [
      text.lineDays(where, data.durationDays),
      String(data.travelers),
      money(data.pricePerPerson, data.currency),
      money(subtotal, data.currency),
    ],
    'body',
  );
  if (subtotal > data.total)
    table.row([text.discount, '', '', `−${money(subtotal - data.total, data.currency)}`], 'body');
  table.rule();
  table.row([text.total, '', data.currency, money(data.total, data.currency)], 'bold');

  const heading = (title: string) => {
    doc.moveDown(1);
    doc.font('bold').fontSize(11).fillColor(PDF_COLOURS.brand).text(title, left, doc.y, { width });
    doc.moveDown(0.3);
  };
  if (data.days.length > 0) {
    heading(text.dayByDay);
    for (const item of data.days) {
      doc
        .font('bold')
        .fontSize(10)
        .fillColor(PDF_COLOURS.ink)
        .text(text.day(item.day, item.title), left, doc.y, { width });
      if (item.description)
        doc.font('body').fontSize(9.5).fillColor(PDF_COLOURS.muted).text(item.description, left, doc.y, { width });
      doc.moveDown(0.3);
    }
  }
  for (const [title, items] of [
    [text.included, data.inclusions],
    [text.notIncluded, data.exclusions],
  ] as const) {
    if (items.length === 0) continue;
    heading(title);
    doc
      .font('body')
      .fontSize(10)
      .fillColor(PDF_COLOURS.ink)
      .list([...items], left, doc.y, { width, bulletRadius: 2 });
  }

  doc.moveDown(2);
  pdfNote(page, text.note(data.currency, data.operator.name, data.validUntil ? date(data.validUntil) : null));
  return page.finish();
}
