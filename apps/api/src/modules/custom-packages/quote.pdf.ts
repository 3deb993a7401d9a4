import { formatDate, formatMoney } from '../../lib/format.ts';
import { PDF_COLOURS, pdfHeader, pdfNote, pdfTable, pdfTwoBlocks, startPdf } from '../invoices/pdf-layout.ts';

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

const money = (amount: number, currency: string) => formatMoney(amount, currency, 'en-IN');
const day = (value: Date | string) => formatDate(value, 'en-IN');

/** The quote number travellers and staff quote back: Q- and the request's id. */
export const quoteNumber = (id: number) => `Q-${String(id).padStart(5, '0')}`;

/** An A4 quote for one custom trip request, as PDF bytes, laid out like the invoice. */
export function renderQuotePdf(data: QuoteData): Promise<Buffer> {
  const number = quoteNumber(data.id);
  const where = data.destinations.join(', ') || 'Custom trip';
  const page = startPdf({ Title: `Quote ${number}`, Author: data.operator.name, Subject: where });
  const { doc, left, width } = page;

  pdfHeader(page, data.operator, 'QUOTE', [
    `Quote no. ${number}`,
    ...(data.sentAt ? [`Issued ${day(data.sentAt)}`] : []),
    ...(data.validUntil ? [`Valid until ${day(data.validUntil)}`] : []),
  ]);

  pdfTwoBlocks(page, [
    {
      title: 'PREPARED FOR',
      rows: [data.traveller.name, data.traveller.email, ...(data.traveller.phone ? [data.traveller.phone] : [])],
    },
    {
      title: 'YOUR TRIP',
      rows: [
        ['Destinations', where],
        ['Starting', day(data.travelDate)],
        ['Duration', `${data.durationDays} days / ${data.durationNights} nights`],
        ['Travellers', String(data.travelers)],
        ['Hotels', `${data.hotelStars} star`],
      ],
    },
  ]);

  const table = pdfTable(page, [
    { title: 'Description', share: 0.46, align: 'left' },
    { title: 'Travellers', share: 0.16, align: 'right' },
    { title: 'Per person', share: 0.19, align: 'right' },
    { title: 'Amount', share: 0.19, align: 'right' },
  ]);
  table.head();
  const subtotal = Math.round(data.pricePerPerson * data.travelers * 100) / 100;
  table.row(
    [
      `${where}, ${data.durationDays} days`,
      String(data.travelers),
      money(data.pricePerPerson, data.currency),
      money(subtotal, data.currency),
    ],
    'body',
  );
  if (subtotal > data.total) table.row(['Discount', '', '', `−${money(subtotal - data.total, data.currency)}`], 'body');
  table.rule();
  table.row(['Total', '', data.currency, money(data.total, data.currency)], 'bold');

  const heading = (text: string) => {
    doc.moveDown(1);
    doc.font('bold').fontSize(11).fillColor(PDF_COLOURS.brand).text(text, left, doc.y, { width });
    doc.moveDown(0.3);
  };
  if (data.days.length > 0) {
    heading('DAY BY DAY');
    for (const item of data.days) {
      doc
        .font('bold')
        .fontSize(10)
        .fillColor(PDF_COLOURS.ink)
        .text(`Day ${item.day}: ${item.title}`, left, doc.y, { width });
      if (item.description)
        doc.font('body').fontSize(9.5).fillColor(PDF_COLOURS.muted).text(item.description, left, doc.y, { width });
      doc.moveDown(0.3);
    }
  }
  for (const [title, items] of [
    ['INCLUDED', data.inclusions],
    ['NOT INCLUDED', data.exclusions],
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
  pdfNote(
    page,
    `All amounts in ${data.currency}.${data.validUntil ? ` This quote is valid until ${day(data.validUntil)}.` : ''} Thank you for planning your trip with ${data.operator.name}.`,
  );
  return page.finish();
}
