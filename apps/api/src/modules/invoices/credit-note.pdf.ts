import type { EmailLanguage } from '../emails/format.ts';
import { billedToAndBooking, gstHeaderLines, gstRows, type DocumentGst } from './invoice.pdf.ts';
import { GST_TEXTS } from './gst-texts.ts';
import { pdfHeader, pdfNote, pdfTable, startPdf } from './pdf-layout.ts';
import { INVOICE_TEXTS, pdfFormat } from './pdf-texts.ts';

/** Everything a credit note shows: the refund, the invoice it reduces, and the tax reversed. */
export interface CreditNoteData {
  number: string;
  issueDate: string;
  invoice: { number: string; issueDate: string };
  reference: string;
  operator: { name: string; address?: string; email?: string; phone?: string };
  traveller: { name: string; email: string; phone?: string | null };
  trip: { title: string; startDate: string; endDate?: string | null };
  /** The refund: its amount and the day it was paid back. */
  refund: { amount: number; paidOn: string };
  currency: string;
  gst: Omit<DocumentGst, 'kind'>;
}

/** An A4 credit note for one refund, as PDF bytes, in `language`. */
export function renderCreditNotePdf(data: CreditNoteData, language: EmailLanguage = 'en'): Promise<Buffer> {
  const text = INVOICE_TEXTS[language];
  const gstText = GST_TEXTS[language];
  const { money, date } = pdfFormat(language);
  const page = startPdf({
    Title: gstText.creditNoteTitle(data.number),
    Author: data.operator.name,
    Subject: data.trip.title,
  });
  const { doc } = page;
  pdfHeader(page, data.operator, gstText.creditNote, [
    gstText.creditNoteNumber(data.number),
    text.issued(date(data.issueDate)),
    gstText.againstInvoice(data.invoice.number, date(data.invoice.issueDate)),
    ...gstHeaderLines(data.gst, language),
  ]);
  billedToAndBooking(page, data, language);
  const table = pdfTable(page, [
    { title: text.description, share: 0.46, align: 'left' },
    { title: '', share: 0.16, align: 'right' },
    { title: '', share: 0.19, align: 'right' },
    { title: text.amount, share: 0.19, align: 'right' },
  ]);
  table.head();
  table.row([gstText.refund(date(data.refund.paidOn)), '', '', money(data.refund.amount, data.currency)], 'body');
  table.rule();
  table.row([gstText.refunded, '', data.currency, money(data.refund.amount, data.currency)], 'bold');
  gstRows(table, data.gst.tax, data.currency, language);
  doc.moveDown(2);
  pdfNote(page, gstText.creditNoteNote);
  doc.moveDown(0.5);
  pdfNote(page, text.note(data.currency, data.operator.name));
  return page.finish();
}
