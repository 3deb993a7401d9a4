import { z } from 'zod';
import { idField } from './common.ts';
import { GST_MESSAGES } from './gst-messages.ts';

/**
 * GST (India): the states and union territories with their GST state codes (the first two digits of
 * a GSTIN), how an amount splits into taxable value and tax, and the documents' numbering.
 */

/**
 * Every GST state code in use. `ut` marks the union territories without a legislature, where the
 * state half of an intra-state tax is UTGST instead of SGST.
 */
export const INDIAN_STATES = [
  { code: '35', name: 'Andaman and Nicobar Islands', ut: true },
  { code: '37', name: 'Andhra Pradesh', ut: false },
  { code: '12', name: 'Arunachal Pradesh', ut: false },
  { code: '18', name: 'Assam', ut: false },
  { code: '10', name: 'Bihar', ut: false },
  { code: '04', name: 'Chandigarh', ut: true },
  { code: '22', name: 'Chhattisgarh', ut: false },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', ut: true },
  { code: '07', name: 'Delhi', ut: false },
  { code: '30', name: 'Goa', ut: false },
  { code: '24', name: 'Gujarat', ut: false },
  { code: '06', name: 'Haryana', ut: false },
  { code: '02', name: 'Himachal Pradesh', ut: false },
  { code: '01', name: 'Jammu and Kashmir', ut: false },
  { code: '20', name: 'Jharkhand', ut: false },
  { code: '29', name: 'Karnataka', ut: false },
  { code: '32', name: 'Kerala', ut: false },
  { code: '38', name: 'Ladakh', ut: true },
  { code: '31', name: 'Lakshadweep', ut: true },
  { code: '23', name: 'Madhya Pradesh', ut: false },
  { code: '27', name: 'Maharashtra', ut: false },
  { code: '14', name: 'Manipur', ut: false },
  { code: '17', name: 'Meghalaya', ut: false },
  { code: '15', name: 'Mizoram', ut: false },
  { code: '13', name: 'Nagaland', ut: false },
  { code: '21', name: 'Odisha', ut: false },
  { code: '34', name: 'Puducherry', ut: false },
  { code: '03', name: 'Punjab', ut: false },
  { code: '08', name: 'Rajasthan', ut: false },
  { code: '11', name: 'Sikkim', ut: false },
  { code: '33', name: 'Tamil Nadu', ut: false },
  { code: '36', name: 'Telangana', ut: false },
  { code: '16', name: 'Tripura', ut: false },
  { code: '09', name: 'Uttar Pradesh', ut: false },
  { code: '05', name: 'Uttarakhand', ut: false },
  { code: '19', name: 'West Bengal', ut: false },
] as const;
export type IndianStateCode = (typeof INDIAN_STATES)[number]['code'];
export const INDIAN_STATE_CODES = INDIAN_STATES.map((state) => state.code) as [IndianStateCode, ...IndianStateCode[]];

export const indianState = (code: string | null | undefined) => INDIAN_STATES.find((state) => state.code === code);
/** "Himachal Pradesh (02)", as an invoice names a place of supply. */
export const stateLabel = (code: string) => {
  const state = indianState(code);
  return state ? `${state.name} (${state.code})` : code;
};

/** SAC (Services Accounting Code) of tour operator services. */
export const TOUR_OPERATOR_SAC = '998552';

export { GST_MESSAGES };

const GSTIN_PATTERN = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters (the GSTN's mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_ALPHABET.indexOf(first14[index]!);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN: the pattern, a state code in use and the check character; blank allowed (not registered). */
export const gstinRule = z.union([
  z.literal(''),
  z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(
      z
        .string()
        .regex(GSTIN_PATTERN, { error: GST_MESSAGES.gstinInvalid })
        .refine((value) => indianState(value.slice(0, 2)) !== undefined, { error: GST_MESSAGES.gstinInvalid })
        .refine((value) => gstinCheckCharacter(value.slice(0, 14)) === value[14], {
          error: GST_MESSAGES.gstinChecksum,
        }),
    ),
]);

/** A state as a GST state code; blank allowed. */
export const stateCodeRule = z
  .string()
  .refine((value) => value === '' || indianState(value) !== undefined, { error: GST_MESSAGES.stateInvalid });

/** A GST rate in percent, written as text: 0 to 28 with at most two decimals. */
export const taxRateRule = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: GST_MESSAGES.taxRateInvalid })
  .refine((value) => Number(value) <= 28, { error: GST_MESSAGES.taxRateInvalid });

/** The booking form's optional State: a GST state code, blank or left out meaning not given. */
export const billingStateField = z
  .union([z.string(), z.null()], { error: GST_MESSAGES.stateInvalid })
  .optional()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || indianState(value) !== undefined, { error: GST_MESSAGES.stateInvalid });

export interface GstBreakdown {
  /** The value tax is charged on. */
  taxable: number;
  /** CGST + SGST (or UTGST), or IGST. */
  tax: number;
  cgst: number;
  /** SGST, or UTGST in a union territory without a legislature. */
  sgst: number;
  igst: number;
  /** What the document totals to: the amount itself when it includes tax, else amount + tax. */
  total: number;
}

/**
 * Splits `amount` at `ratePercent`. With prices including tax, taxable = amount / (1 + rate) and
 * tax = amount − taxable; otherwise the tax is added on top. Everything is rounded to paise, and
 * within one state CGST takes the odd paisa, so CGST + SGST is the tax exactly.
 */
export function gstBreakdown({
  amount,
  ratePercent,
  pricesIncludeTax,
  intraState,
}: {
  amount: number;
  ratePercent: number;
  pricesIncludeTax: boolean;
  intraState: boolean;
}): GstBreakdown {
  const paise = Math.round(amount * 100);
  // The rate in hundredths of a percent, so the arithmetic stays on whole numbers.
  const basisPoints = Math.round(ratePercent * 100);
  const taxablePaise = pricesIncludeTax ? Math.round((paise * 10_000) / (10_000 + basisPoints)) : paise;
  const taxPaise = pricesIncludeTax ? paise - taxablePaise : Math.round((paise * basisPoints) / 10_000);
  const cgstPaise = intraState ? Math.ceil(taxPaise / 2) : 0;
  const sgstPaise = intraState ? taxPaise - cgstPaise : 0;
  const rupees = (value: number) => value / 100;
  return {
    taxable: rupees(taxablePaise),
    tax: rupees(taxPaise),
    cgst: rupees(cgstPaise),
    sgst: rupees(sgstPaise),
    igst: intraState ? 0 : rupees(taxPaise),
    total: rupees(taxablePaise + taxPaise),
  };
}

/** The Indian financial year (April to March) of a calendar date 'YYYY-MM-DD', as '2026-27'. */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const GST_SERIES = { invoice: 'INV', creditNote: 'CN' } as const;
export type GstSeries = (typeof GST_SERIES)[keyof typeof GST_SERIES];

/**
 * A document number: series, the financial year's short form and six digits, e.g. INV/26-27/000123.
 * At most 16 characters, as GST rule 46 allows for an invoice's serial number.
 */
export function gstDocumentNumber(series: GstSeries, financialYear: string, sequence: number): string {
  return `${series}/${financialYear.slice(2)}/${String(sequence).padStart(6, '0')}`;
}

/** A credit note as the traveller and staff see it beside its refund. */
export const creditNoteSchema = z.object({
  id: z.number().int(),
  /** The refund (a booking_payments row) it documents. */
  payment_id: z.number().int(),
  number: z.string(),
  issued_on: z.string(),
  amount: z.number(),
  taxable: z.number(),
  tax: z.number(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** A refund of a booking and its credit note (null until first downloaded). */
export const bookingRefundDocument = z.object({
  payment_id: z.number().int(),
  amount: z.number(),
  paid_on: z.string(),
  credit_note: creditNoteSchema.nullable(),
});
export type BookingRefundDocument = z.infer<typeof bookingRefundDocument>;

/** GET /api/bookings/:id/documents (and the admin twin): the tax invoice's number and the refunds' credit notes. */
export const bookingDocumentsSchema = z.object({
  invoice_number: z.string().nullable(),
  invoice_issued_on: z.string().nullable(),
  refunds: z.array(bookingRefundDocument),
});
export type BookingDocuments = z.infer<typeof bookingDocumentsSchema>;

/** /bookings/:id/credit-notes/:paymentId: the booking and its refund. */
export const creditNoteParams = z.object({ id: idField, paymentId: idField });

/** The booking reminders, each written once per booking. */
export const BOOKING_REMINDER_KINDS = ['pre_departure', 'review_request'] as const;
export type BookingReminderKind = (typeof BOOKING_REMINDER_KINDS)[number];
export const bookingReminderSchema = z.object({
  kind: z.enum(BOOKING_REMINDER_KINDS),
  sent_at: z.string(),
});
export type BookingReminder = z.infer<typeof bookingReminderSchema>;

/** GET /api/admin/bookings/:id/documents: the documents and the reminders sent. */
export const adminBookingDocumentsSchema = bookingDocumentsSchema.extend({ reminders: z.array(bookingReminderSchema) });
export type AdminBookingDocuments = z.infer<typeof adminBookingDocumentsSchema>;
