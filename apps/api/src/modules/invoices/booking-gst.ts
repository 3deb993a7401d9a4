import type { Executor } from '../../db/client.ts';
import type { bookings } from '../../db/schema/index.ts';
import { issueInvoice, proformaTerms, readGstSettings, taxOf } from './gst-documents.ts';
import type { BookingInvoiceRow } from './gst.repo.ts';
import type { DocumentGst } from './invoice.pdf.ts';

/**
 * The GST side of a booking's invoice: its tax invoice (issued now when the booking is confirmed or
 * paid and has none), else a proforma at today's settings; nothing when the business has no GSTIN.
 * The booking's total is what is split: the tax changes how it is shown, never the amount.
 */
export async function bookingGst(
  db: Executor,
  booking: Pick<typeof bookings.$inferSelect, 'id' | 'totalAmount' | 'billingState'>,
): Promise<{ invoice: BookingInvoiceRow | null; legalName: string | null; document: DocumentGst | null }> {
  const settings = await readGstSettings(db);
  const invoice = await issueInvoice(db, booking.id);
  if (invoice)
    return {
      invoice,
      legalName: invoice.legalName,
      document: { kind: 'tax', gstin: invoice.gstin, tax: taxOf(booking.totalAmount, invoice) },
    };
  if (!settings.gstin) return { invoice: null, legalName: null, document: null };
  return {
    invoice: null,
    legalName: settings.legalName,
    document: {
      kind: 'proforma',
      gstin: settings.gstin,
      tax: taxOf(booking.totalAmount, proformaTerms(settings, booking.billingState)),
    },
  };
}
