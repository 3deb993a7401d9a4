import PDFDocument from 'pdfkit';
import { formatDate, formatDateRange, formatMoney } from '../../lib/format.ts';
import { INVOICE_FONTS } from './invoice-font.ts';

/** Everything an invoice shows, independent of how bookings are stored. */
export interface InvoiceData {
  /** Defaults to the booking reference. */
  invoiceNumber?: string;
  reference: string;
  issueDate: Date | string;
  operator: { name: string; address?: string; email?: string; phone?: string };
  traveller: { name: string; email: string; phone?: string | null };
  trip: { title: string; startDate: string; endDate?: string | null };
  passengers: number;
  unitPrice: number;
  discount?: { amount: number; couponCode?: string | null } | null;
  total: number;
  /** ISO 4217 code, e.g. INR. */
  currency: string;
  /** Booking status, e.g. confirmed. */
  status: string;
  /** e.g. paid, pending, refunded. */
  paymentStatus: string;
  /** Amount received so far, when known. */
  amountPaid?: number;
}

const A4_MARGIN = 50;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#d9dde2';
const BRAND = '#0f5132';

const money = (amount: number, currency: string) => formatMoney(amount, currency, 'en-IN');
const day = (value: Date | string) => formatDate(value, 'en-IN');

const words = (value: string) => value.replace(/[_-]+/g, ' ').replace(/^\w/, (first) => first.toUpperCase());

/**
 * An A4 invoice for one booking, as PDF bytes. Text is set in Noto Sans Devanagari, so a Hindi
 * trip or traveller name renders as itself (shaped), and so do Latin text and the rupee sign.
 */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: A4_MARGIN,
    info: {
      Title: `Invoice ${data.invoiceNumber ?? data.reference}`,
      Author: data.operator.name,
      Subject: data.trip.title,
    },
  });
  doc.registerFont('body', INVOICE_FONTS.regular);
  doc.registerFont('bold', INVOICE_FONTS.bold);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = A4_MARGIN;
  const width = doc.page.width - 2 * A4_MARGIN;
  const right = left + width;

  // Operator (left) and the invoice's identity (right).
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(18)
    .fillColor(BRAND)
    .text(data.operator.name, left, top, { width: width * 0.6 });
  doc.font('body').fontSize(9.5).fillColor(MUTED);
  for (const line of [data.operator.address, data.operator.email, data.operator.phone]) {
    if (line?.trim()) doc.text(line.trim(), { width: width * 0.6 });
  }
  const leftBottom = doc.y;
  doc.font('bold').fontSize(20).fillColor(INK).text('INVOICE', left, top, { width, align: 'right' });
  doc.font('body').fontSize(9.5).fillColor(MUTED);
  doc.text(`Invoice no. ${data.invoiceNumber ?? data.reference}`, { width, align: 'right' });
  doc.text(`Issued ${day(data.issueDate)}`, { width, align: 'right' });
  doc.y = Math.max(leftBottom, doc.y) + 14;
  doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(1).strokeColor(RULE).stroke();
  doc.moveDown(1);

  // Billed to (left column) and the booking (right column).
  const blockTop = doc.y;
  const column = width / 2 - 10;
  const block = (x: number, title: string, rows: Array<[string, string] | string>) => {
    doc.font('bold').fontSize(10).fillColor(BRAND).text(title, x, blockTop, { width: column });
    doc.moveDown(0.3);
    for (const row of rows) {
      if (typeof row === 'string') {
        doc.font('body').fontSize(10).fillColor(INK).text(row, x, doc.y, { width: column });
        continue;
      }
      const [label, value] = row;
      doc.font('body').fontSize(8.5).fillColor(MUTED).text(label, x, doc.y, { width: column });
      doc.font('body').fontSize(10).fillColor(INK).text(value, x, doc.y, { width: column });
      doc.moveDown(0.25);
    }
    return doc.y;
  };
  const billedBottom = block(left, 'BILLED TO', [
    data.traveller.name,
    data.traveller.email,
    ...(data.traveller.phone ? [data.traveller.phone] : []),
  ]);
  const dates = formatDateRange(data.trip.startDate, data.trip.endDate, 'en-IN');
  const bookingBottom = block(left + width / 2 + 10, 'BOOKING', [
    ['Reference', data.reference],
    ['Trip', data.trip.title],
    ['Travel dates', dates],
    ['Booking status', words(data.status)],
    ['Payment status', words(data.paymentStatus)],
  ]);
  doc.y = Math.max(billedBottom, bookingBottom) + 16;

  // Lines: the trip, the discount, the total.
  const columns = [
    { title: 'Description', x: left, width: width * 0.46, align: 'left' as const },
    { title: 'Passengers', x: left + width * 0.46, width: width * 0.16, align: 'right' as const },
    { title: 'Unit price', x: left + width * 0.62, width: width * 0.19, align: 'right' as const },
    { title: 'Amount', x: left + width * 0.81, width: width * 0.19, align: 'right' as const },
  ];
  const row = (cells: string[], font: 'body' | 'bold', color = INK) => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, index) => {
      const spec = columns[index]!;
      doc.font(font).fontSize(10).fillColor(color).text(cell, spec.x, y, { width: spec.width, align: spec.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 6;
  };
  const rule = (weight = 0.75) => {
    doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(weight).strokeColor(RULE).stroke();
    doc.y += 6;
  };

  row(
    columns.map((spec) => spec.title),
    'bold',
    MUTED,
  );
  rule();
  const subtotal = data.unitPrice * data.passengers;
  row(
    [data.trip.title, String(data.passengers), money(data.unitPrice, data.currency), money(subtotal, data.currency)],
    'body',
  );
  if (data.discount && data.discount.amount > 0) {
    const label = data.discount.couponCode ? `Discount (coupon ${data.discount.couponCode})` : 'Discount';
    row([label, '', '', `−${money(data.discount.amount, data.currency)}`], 'body');
  }
  rule();
  row(['Total', '', data.currency, money(data.total, data.currency)], 'bold');
  if (data.amountPaid !== undefined) {
    row(['Paid', '', '', money(data.amountPaid, data.currency)], 'body', MUTED);
    row(['Balance due', '', '', money(Math.max(0, data.total - data.amountPaid), data.currency)], 'body', MUTED);
  }

  doc.moveDown(2);
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(`All amounts in ${data.currency}. Thank you for travelling with ${data.operator.name}.`, left, doc.y, {
      width,
    });

  doc.end();
  return done;
}
