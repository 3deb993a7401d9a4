import type { Locale } from '@trails/contracts/constants';
import type { AdminBookingDocuments, BookingDocuments, BookingReminder } from '@trails/contracts/gst';
import { GST_MESSAGES } from '@trails/contracts/gst-messages';
import { MESSAGES } from '@trails/contracts/messages';
import type { Database, Executor } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { renderCreditNotePdf } from '../invoices/credit-note.pdf.ts';
import { bookingDocuments, creditNoteOf, taxOf } from '../invoices/gst-documents.ts';
import { readInvoiceOperator } from '../invoices/invoice-operator.ts';
import { INVOICE_TEXTS } from '../invoices/pdf-texts.ts';
import { findAdminBooking } from './bookings.admin.repo.ts';
import { findOwnBooking, type BookingView } from './bookings.repo.ts';
import { toBookingDto } from './bookings.service.ts';

/**
 * The credit note of one refund of the booking as a PDF, issuing the booking's pending credit
 * notes (and its tax invoice) first. 404 when the payment is no standing refund of this booking;
 * 409 when the business has no GSTIN (no tax was charged, so none is reversed).
 */
export async function bookingCreditNote(
  db: Executor,
  view: NonNullable<BookingView>,
  paymentId: number,
  language: Locale = 'en',
): Promise<{ number: string; pdf: Buffer }> {
  const { booking } = view;
  const found = await creditNoteOf(db, booking.id, paymentId);
  if (!found) throw notFound(GST_MESSAGES.refundNotFound);
  const { payment, creditNote, invoice } = found;
  if (!creditNote || !invoice) throw new HttpError(409, GST_MESSAGES.creditNoteUnavailable);
  const { operator } = await readInvoiceOperator(db);
  const dto = toBookingDto(view);
  const pdf = await renderCreditNotePdf(
    {
      number: creditNote.number,
      issueDate: creditNote.issuedOn,
      invoice: { number: invoice.number, issueDate: invoice.issuedOn },
      reference: booking.reference,
      operator: { ...operator, name: invoice.legalName },
      traveller: { name: booking.contactName, email: booking.contactEmail, phone: booking.contactPhone },
      trip: {
        title: dto.trip?.title ?? INVOICE_TEXTS[language].customPackage,
        startDate: booking.travelDate,
        endDate: booking.endDate,
      },
      refund: { amount: payment.amount, paidOn: payment.paidOn },
      currency: booking.currency,
      gst: { gstin: invoice.gstin, tax: taxOf(payment.amount, invoice) },
    },
    language,
  );
  return { number: creditNote.number, pdf };
}

/** A credit note's file name: its number with the slashes made safe (CN-26-27-000001). */
export const creditNoteFileName = (number: string) => `credit-note-${number.replaceAll('/', '-')}.pdf`;

/**
 * The booking's tax documents for its traveller (only their own: another's is a 404) and for staff,
 * who also see which reminders went out.
 */
export function createBookingDocumentsService(
  db: Database,
  deps: { reminders: (db: Executor, bookingId: number) => Promise<BookingReminder[]> },
) {
  async function own(userId: number, id: number) {
    const view = await findOwnBooking(db, id, userId);
    if (!view) throw notFound(MESSAGES.bookingNotFound);
    return view;
  }
  async function any(id: number) {
    const view = await findAdminBooking(db, id);
    if (!view) throw notFound(MESSAGES.bookingNotFound);
    return view;
  }
  return {
    documents: async (userId: number, id: number): Promise<BookingDocuments> =>
      bookingDocuments(db, (await own(userId, id)).booking.id),
    creditNote: async (userId: number, id: number, paymentId: number, language?: Locale) =>
      bookingCreditNote(db, await own(userId, id), paymentId, language),
    adminDocuments: async (id: number): Promise<AdminBookingDocuments> => {
      const { booking } = await any(id);
      const [documents, reminders] = await Promise.all([
        bookingDocuments(db, booking.id),
        deps.reminders(db, booking.id),
      ]);
      return { ...documents, reminders };
    },
    adminCreditNote: async (id: number, paymentId: number, language?: Locale) =>
      bookingCreditNote(db, await any(id), paymentId, language),
  };
}

export type BookingDocumentsService = ReturnType<typeof createBookingDocumentsService>;
