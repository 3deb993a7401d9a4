import { formatDate, formatDateRange, formatMoney } from '../../lib/format.ts';
import { PDF_COLOURS, pdfHeader, pdfNote, pdfTable, pdfTwoBlocks, startPdf } from './pdf-layout.ts';

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

const money = (amount: number, currency: string) => formatMoney(amount, currency, 'en-IN');
const day = (value: Date | string) => formatDate(value, 'en-IN');

const words = (value: string) => value.replace(/[_-]+/g, ' ').replace(/^\w/, (first) => first.toUpperCase());

/**
 * An A4 invoice for one booking, as PDF bytes. Text is set in Noto Sans Devanagari, so a Hindi
 * trip or traveller name renders as itself (shaped), and so do Latin text and the rupee sign.
 */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const number = data.invoiceNumber ?? data.reference;
  const page = startPdf({ Title: `Invoice ${number}`, Author: data.operator.name, Subject: data.trip.title });
  const { doc } = page;

  // Operator (left) and the invoice's identity (right).
  pdfHeader(page, data.operator, 'INVOICE', [`Invoice no. ${number}`, `Issued ${day(data.issueDate)}`]);

  // Billed to (left column) and the booking (right column).
  pdfTwoBlocks(page, [
    {
      title: 'BILLED TO',
      rows: [data.traveller.name, data.traveller.email, ...(data.traveller.phone ? [data.traveller.phone] : [])],
    },
    {
      title: 'BOOKING',
      rows: [
        ['Reference', data.reference],
        ['Trip', data.trip.title],
        ['Travel dates', formatDateRange(data.trip.startDate, data.trip.endDate, 'en-IN')],
        ['Booking status', words(data.status)],
        ['Payment status', words(data.paymentStatus)],
      ],
    },
  ]);

  // Lines: the trip, the discount, the total.
  const table = pdfTable(page, [
    { title: 'Description', share: 0.46, align: 'left' },
    { title: 'Passengers', share: 0.16, align: 'right' },
    { title: 'Unit price', share: 0.19, align: 'right' },
    { title: 'Amount', share: 0.19, align: 'right' },
  ]);
  table.head();
  const subtotal = data.unitPrice * data.passengers;
  table.row(
    [data.trip.title, String(data.passengers), money(data.unitPrice, data.currency), money(subtotal, data.currency)],
    'body',
  );
  if (data.discount && data.discount.amount > 0) {
    const label = data.discount.couponCode ? `Discount (coupon ${data.discount.couponCode})` : 'Discount';
    table.row([label, '', '', `−${money(data.discount.amount, data.currency)}`], 'body');
  }
  table.rule();
  table.row(['Total', '', data.currency, money(data.total, data.currency)], 'bold');
  if (data.amountPaid !== undefined) {
    table.row(['Paid', '', '', money(data.amountPaid, data.currency)], 'body', PDF_COLOURS.muted);
    table.row(
      ['Balance due', '', '', money(Math.max(0, data.total - data.amountPaid), data.currency)],
      'body',
      PDF_COLOURS.muted,
    );
  }

  doc.moveDown(2);
  pdfNote(page, `All amounts in ${data.currency}. Thank you for travelling with ${data.operator.name}.`);
  return page.finish();
}
