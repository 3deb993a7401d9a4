/** The limits of what staff type about a booking: reasons, payment details, amounts, exports. */
export const ADMIN_BOOKING_LIMITS = {
  cancelReasonMax: 500,
  paymentReferenceMax: 120,
  paymentNoteMax: 500,
  amountMax: 9_999_999_999.99,
  /** Rows one CSV export holds at most. */
  exportMax: 10_000,
} as const;
