import { DEFAULT_PRIVATE_SETTINGS, DEFAULT_PUBLIC_SETTINGS } from '@trails/contracts/constants';
import {
  GST_SERIES,
  financialYearOf,
  gstBreakdown,
  gstDocumentNumber,
  indianState,
  stateLabel,
  type BookingDocuments,
  type CreditNote,
  type GstBreakdown,
} from '@trails/contracts/gst';
import type { Executor } from '../../db/client.ts';
import { readSettings } from '../settings/settings.reader.ts';
import {
  findInvoiceOfBooking,
  insertCreditNote,
  insertInvoice,
  lockBookingForDocuments,
  nextDocumentNumber,
  refundsWithCreditNotes,
  type BookingInvoiceRow,
  type CreditNoteRow,
} from './gst.repo.ts';

/** The GST settings as the documents use them. */
export interface GstSettings {
  /** The registered name; the site's name when blank. */
  legalName: string;
  /** Blank: the business is not registered for GST, and its invoices carry no tax. */
  gstin: string;
  /** A GST state code: the setting, else the GSTIN's first two digits. */
  businessState: string;
  taxRate: number;
  pricesIncludeTax: boolean;
  timezone: string;
}

const GST_KEYS = ['legal_name', 'gstin', 'business_state', 'tax_rate', 'prices_include_tax', 'site_name', 'timezone'];

export async function readGstSettings(db: Executor): Promise<GstSettings> {
  const stored = await readSettings(db, GST_KEYS);
  const value = (key: keyof typeof DEFAULT_PRIVATE_SETTINGS) => stored[key] || DEFAULT_PRIVATE_SETTINGS[key];
  const gstin = value('gstin');
  return {
    legalName: value('legal_name') || stored.site_name || DEFAULT_PUBLIC_SETTINGS.site_name,
    gstin,
    businessState: value('business_state') || gstin.slice(0, 2),
    taxRate: Number(value('tax_rate')),
    pricesIncludeTax: value('prices_include_tax') !== 'false',
    timezone: stored.timezone || 'Asia/Kolkata',
  };
}

/** Today's date in the operator's time zone: documents are dated, and years counted, in India's. */
function dayIn(timezone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * A booking gets its tax invoice once it is confirmed or money was received for it; before that
 * its invoice is a proforma without a number, so a hold that runs out leaves no invoice behind.
 */
export const isInvoiceable = (booking: { status: string; paymentStatus: string }) =>
  booking.status === 'confirmed' || booking.paymentStatus !== 'pending';

async function issueLocked(
  tx: Executor,
  booking: { id: number; billingState: string | null },
  settings: GstSettings,
  now: Date,
): Promise<BookingInvoiceRow> {
  const issuedOn = dayIn(settings.timezone, now);
  const financialYear = financialYearOf(issuedOn);
  const sequence = await nextDocumentNumber(tx, GST_SERIES.invoice, financialYear);
  return insertInvoice(tx, {
    bookingId: booking.id,
    number: gstDocumentNumber(GST_SERIES.invoice, financialYear, sequence),
    financialYear,
    sequence,
    issuedOn,
    legalName: settings.legalName,
    gstin: settings.gstin,
    supplierState: settings.businessState,
    // Place of supply (IGST Act s. 12): the traveller's state when we know it, else ours.
    placeOfSupply: booking.billingState ?? settings.businessState,
    taxRate: settings.taxRate,
    pricesIncludeTax: settings.pricesIncludeTax,
  });
}

/**
 * The booking's tax invoice, issued now if it has none yet and may have one: the number is the next
 * of the financial year, taken in the transaction that stores it (booking row, then the counter).
 * Null when the business has no GSTIN or the booking is neither confirmed nor paid.
 */
export async function issueInvoice(
  db: Executor,
  bookingId: number,
  now = new Date(),
): Promise<BookingInvoiceRow | null> {
  const existing = await findInvoiceOfBooking(db, bookingId);
  if (existing) return existing;
  const settings = await readGstSettings(db);
  if (!settings.gstin) return null;
  return db.transaction(async (tx) => {
    const booking = await lockBookingForDocuments(tx, bookingId);
    if (!booking || !isInvoiceable(booking)) return null;
    return (await findInvoiceOfBooking(tx, bookingId)) ?? issueLocked(tx, booking, settings, now);
  });
}

/** How the invoice (or a proforma at today's settings) splits `amount`. */
export interface InvoiceTax {
  breakdown: GstBreakdown;
  ratePercent: number;
  pricesIncludeTax: boolean;
  placeOfSupply: string;
  intraState: boolean;
  /** The state half is UTGST: a union territory without a legislature. */
  unionTerritory: boolean;
}

export function taxOf(
  amount: number,
  terms: { taxRate: number; pricesIncludeTax: boolean; supplierState: string; placeOfSupply: string },
): InvoiceTax {
  const intraState = terms.placeOfSupply === terms.supplierState;
  return {
    breakdown: gstBreakdown({
      amount,
      ratePercent: terms.taxRate,
      pricesIncludeTax: terms.pricesIncludeTax,
      intraState,
    }),
    ratePercent: terms.taxRate,
    pricesIncludeTax: terms.pricesIncludeTax,
    placeOfSupply: stateLabel(terms.placeOfSupply),
    intraState,
    unionTerritory: intraState && indianState(terms.supplierState)?.ut === true,
  };
}

/** The terms a proforma shows: today's settings and the booking's state. */
export const proformaTerms = (settings: GstSettings, billingState: string | null) => ({
  taxRate: settings.taxRate,
  pricesIncludeTax: settings.pricesIncludeTax,
  supplierState: settings.businessState,
  placeOfSupply: billingState ?? settings.businessState,
});

/**
 * Issues a credit note for every refund of the booking that stands and has none yet, oldest first,
 * each the next number of its financial year's CN series; the tax is reversed in the invoice's
 * proportion. A refund implies money was paid, so the invoice is issued first if it is missing.
 * Nothing without a GSTIN.
 */
export async function issueCreditNotes(db: Executor, bookingId: number, now = new Date()): Promise<void> {
  const settings = await readGstSettings(db);
  if (!settings.gstin) return;
  const pending = (await refundsWithCreditNotes(db, bookingId)).filter((row) => !row.creditNote);
  if (pending.length === 0) return;
  await db.transaction(async (tx) => {
    const booking = await lockBookingForDocuments(tx, bookingId);
    if (!booking) return;
    const invoice = (await findInvoiceOfBooking(tx, bookingId)) ?? (await issueLocked(tx, booking, settings, now));
    const issuedOn = dayIn(settings.timezone, now);
    const financialYear = financialYearOf(issuedOn);
    for (const { payment, creditNote } of await refundsWithCreditNotes(tx, bookingId)) {
      if (creditNote) continue;
      const { breakdown } = taxOf(payment.amount, invoice);
      const sequence = await nextDocumentNumber(tx, GST_SERIES.creditNote, financialYear);
      await insertCreditNote(tx, {
        paymentId: payment.id,
        bookingId,
        invoiceId: invoice.id,
        number: gstDocumentNumber(GST_SERIES.creditNote, financialYear, sequence),
        financialYear,
        sequence,
        issuedOn,
        amount: payment.amount,
        taxable: breakdown.taxable,
        cgst: breakdown.cgst,
        sgst: breakdown.sgst,
        igst: breakdown.igst,
      });
    }
  });
}

const cents = (value: number) => Math.round(value * 100) / 100;

export const toCreditNoteDto = (row: CreditNoteRow): CreditNote => ({
  id: row.id,
  payment_id: row.paymentId,
  number: row.number,
  issued_on: row.issuedOn,
  amount: row.amount,
  taxable: row.taxable,
  tax: cents(row.cgst + row.sgst + row.igst),
});

/** The booking's tax invoice number (null until issued) and its refunds with their credit notes. */
export async function bookingDocuments(db: Executor, bookingId: number): Promise<BookingDocuments> {
  const [invoice, refunds] = await Promise.all([
    findInvoiceOfBooking(db, bookingId),
    refundsWithCreditNotes(db, bookingId),
  ]);
  return {
    invoice_number: invoice?.number ?? null,
    invoice_issued_on: invoice?.issuedOn ?? null,
    refunds: refunds.map(({ payment, creditNote }) => ({
      payment_id: payment.id,
      amount: payment.amount,
      paid_on: payment.paidOn,
      credit_note: creditNote ? toCreditNoteDto(creditNote) : null,
    })),
  };
}

/** A refund of the booking with its credit note (issuing the booking's pending ones first); null when there is no such refund. */
export async function creditNoteOf(db: Executor, bookingId: number, paymentId: number, now = new Date()) {
  await issueCreditNotes(db, bookingId, now);
  const row = (await refundsWithCreditNotes(db, bookingId)).find(({ payment }) => payment.id === paymentId);
  if (!row) return null;
  const invoice = await findInvoiceOfBooking(db, bookingId);
  return { payment: row.payment, creditNote: row.creditNote, invoice };
}
