import type { EmailLanguage } from '../emails/format.ts';
import { PDF_COLOURS, pdfHeader, pdfNote, pdfTable, pdfTwoBlocks, startPdf, type PdfPage } from './pdf-layout.ts';
import { INVOICE_TEXTS, pdfFormat, statusWord } from './pdf-texts.ts';
import { GST_TEXTS } from './gst-texts.ts';
import type { InvoiceTax } from './gst-documents.ts';
import { TOUR_OPERATOR_SAC } from '@trails/contracts/gst';

/** A rate as the documents print it: 5, 2.5, 0.25. */
export const rateText = (rate: number) => String(Math.round(rate * 100) / 100);

/** The GST part of a document: the supplier's GSTIN and how the amount splits into taxable value and tax. */
export interface DocumentGst {
  /** A tax invoice (numbered), or a proforma before the booking is confirmed or paid. */
  kind: 'tax' | 'proforma';
  gstin: string;
  tax: InvoiceTax;
}

/** The GST lines under a document's total: taxable value, the tax by component, and the total with tax when added on top. */
export function gstRows(
  table: { row: (cells: string[], font: 'body' | 'bold', color?: string) => void },
  tax: InvoiceTax,
  currency: string,
  language: EmailLanguage,
): void {
  const gst = GST_TEXTS[language];
  const { money } = pdfFormat(language);
  const { breakdown } = tax;
  const half = rateText(tax.ratePercent / 2);
  const line = (label: string, amount: number) =>
    table.row([label, '', '', money(amount, currency)], 'body', PDF_COLOURS.muted);
  line(gst.taxableValue, breakdown.taxable);
  if (tax.intraState) {
    line(gst.cgst(half), breakdown.cgst);
    line(tax.unionTerritory ? gst.utgst(half) : gst.sgst(half), breakdown.sgst);
  } else line(gst.igst(rateText(tax.ratePercent)), breakdown.igst);
  line(gst.totalTax, breakdown.tax);
  if (!tax.pricesIncludeTax) table.row([gst.totalWithTax, '', currency, money(breakdown.total, currency)], 'bold');
}

/** The GST lines of a document's header: GSTIN, place of supply, SAC. */
export const gstHeaderLines = (gst: { gstin: string; tax: InvoiceTax }, language: EmailLanguage) => [
  GST_TEXTS[language].gstin(gst.gstin),
  GST_TEXTS[language].placeOfSupply(gst.tax.placeOfSupply),
  GST_TEXTS[language].sac(TOUR_OPERATOR_SAC),
];

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
  /** A GST-registered operator's tax invoice (or proforma); none prints the plain invoice. */
  gst?: DocumentGst | null;
}

/** The traveller (left) and the booking (right): reference, trip, dates, then `more` rows. */
export function billedToAndBooking(
  page: PdfPage,
  data: Pick<InvoiceData, 'traveller' | 'reference' | 'trip'>,
  language: EmailLanguage,
  more: Array<[string, string]> = [],
): void {
  const text = INVOICE_TEXTS[language];
  const { range } = pdfFormat(language);
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
        ...more,
      ],
    },
  ]);
}

/**
 * An A4 invoice for one booking, as PDF bytes, in `language`. Text is set in Noto Sans Devanagari,
 * so Hindi and accented Latin text and the rupee sign render as themselves (shaped).
 */
export function renderInvoicePdf(data: InvoiceData, language: EmailLanguage = 'en'): Promise<Buffer> {
  const text = INVOICE_TEXTS[language];
  const gstText = GST_TEXTS[language];
  const { money, date } = pdfFormat(language);
  const number = data.invoiceNumber ?? data.reference;
  const page = startPdf({ Title: text.documentTitle(number), Author: data.operator.name, Subject: data.trip.title });
  const { doc } = page;
  const gst = data.gst ?? null;

  // Operator (left) and the invoice's identity (right).
  pdfHeader(page, data.operator, gst ? (gst.kind === 'tax' ? gstText.taxInvoice : gstText.proforma) : text.title, [
    ...(gst?.kind === 'proforma' ? [] : [text.number(number)]),
    text.issued(date(data.issueDate)),
    ...(gst ? gstHeaderLines(gst, language) : []),
  ]);

  // Billed to (left column) and the booking (right column).
  billedToAndBooking(page, data, language, [
    [text.bookingStatus, statusWord(data.status, language)],
    [text.paymentStatus, statusWord(data.paymentStatus, language)],
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
  if (gst) gstRows(table, gst.tax, data.currency, language);
  const due = gst ? gst.tax.breakdown.total : data.total;
  if (data.amountPaid !== undefined) {
    table.row([text.paid, '', '', money(data.amountPaid, data.currency)], 'body', PDF_COLOURS.muted);
    table.row(
      [text.balanceDue, '', '', money(Math.max(0, Math.round((due - data.amountPaid) * 100) / 100), data.currency)],
      'body',
      PDF_COLOURS.muted,
    );
  }

  doc.moveDown(2);
  if (gst?.kind === 'proforma') {
    pdfNote(page, gstText.proformaNote);
    doc.moveDown(0.5);
  }
  pdfNote(page, text.note(data.currency, data.operator.name));
  return page.finish();
}
