import type { EmailLanguage } from '../emails/format.ts';
import { PDF_COLOURS, pdfHeader, pdfNote, pdfTable, pdfTwoBlocks, startPdf } from './pdf-layout.ts';
import { INVOICE_TEXTS, pdfFormat, statusWord } from './pdf-texts.ts';

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

/**
 * An A4 invoice for one booking, as PDF bytes, in `language`. Text is set in Noto Sans Devanagari,
 * so Hindi and accented Latin text and the rupee sign render as themselves (shaped).
 */
export function renderInvoicePdf(data: InvoiceData, language: EmailLanguage = 'en'): Promise<Buffer> {
  const text = INVOICE_TEXTS[language];
  const { money, date, range } = pdfFormat(language);
  const number = data.invoiceNumber ?? data.reference;
  const page = startPdf({ Title: text.documentTitle(number), Author: data.operator.name, Subject: data.trip.title });
  const { doc } = page;

  // Operator (left) and the invoice's identity (right).
  pdfHeader(page, data.operator, text.title, [text.number(number), text.issued(date(data.issueDate))]);

  // Billed to (left column) and the booking (right column).
  pdfTwoBlocks(page, [
    {
      title: text.billedTo,
      rows: [data.traveller.name, data.traveller.email, ...(data.traveller.phone ? [data.traveller.phone] : [])],
    },
    {
      title: text.booking,
      rows: [
        [text.reference, data.reference],
        [text.trip, data.trip.title],
        [text.travelDates, range(data.trip.startDate, data.trip.endDate)],
        [text.bookingStatus, statusWord(data.status, language)],
        [text.paymentStatus, statusWord(data.paymentStatus, language)],
      ],
    },
  ]);

  // Lines: the trip, the discount, the total.
  const table = pdfTable(page, [
    { title: text.description, share: 0.46, align: 'left' },
    { title: text.passengers, share: 0.16, align: 'right' },
    { title: text.unitPrice, share: 0.19, align: 'right' },
    { title: text.amount, share: 0.19, align: 'right' },
  ]);
  table.head();
  const subtotal = data.unitPrice * data.passengers;
  table.row(
    [data.trip.title, String(data.passengers), money(data.unitPrice, data.currency), money(subtotal, data.currency)],
    'body',
  );
  if (data.discount && data.discount.amount > 0) {
    const label = data.discount.couponCode ? text.discountCoupon(data.discount.couponCode) : text.discount;
    table.row([label, '', '', `−${money(data.discount.amount, data.currency)}`], 'body');
  }
  table.rule();
  table.row([text.total, '', data.currency, money(data.total, data.currency)], 'bold');
  if (data.amountPaid !== undefined) {
    table.row([text.paid, '', '', money(data.amountPaid, data.currency)], 'body', PDF_COLOURS.muted);
    table.row(
      [text.balanceDue, '', '', money(Math.max(0, data.total - data.amountPaid), data.currency)],
      'body',
      PDF_COLOURS.muted,
    );
  }

  doc.moveDown(2);
  pdfNote(page, text.note(data.currency, data.operator.name));
  return page.finish();
}
