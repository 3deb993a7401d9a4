/** Messages of GST settings, the booking form's state and the credit note downloads. */
export const GST_MESSAGES = {
  gstinInvalid:
    'Enter a valid 15-character GSTIN: a 2-digit state code, the 10-character PAN, an entity digit, Z and a check character',
  gstinChecksum: 'This GSTIN’s check character does not match: look for a typing mistake',
  stateInvalid: 'Choose a state from the list',
  taxRateInvalid: 'Enter a rate from 0 to 28 percent, with at most two decimals',
  refundNotFound: 'Refund not found',
  creditNoteUnavailable: 'No credit note: the business has no GSTIN, so no tax was charged on this booking',
} as const;
