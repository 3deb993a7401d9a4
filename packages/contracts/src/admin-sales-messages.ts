/**
 * Back-office messages of the enquiries and bookings screens (server answers and toasts), in the
 * spec's wording where it gives one. Part of ADMIN_MESSAGES.
 */
export const SALES_MESSAGES = {
  // enquiries
  enquiryNotFound: 'Enquiry not found',
  enquiryStatusInvalid: 'Please choose a valid status',
  statusUpdated: 'Status updated successfully',
  failedToUpdateStatus: 'Failed to update status',
  responseRequired: 'Please enter a response',
  responseSent: 'Response sent successfully',
  failedToSendResponse: 'Failed to send response',
  enquiryDeleted: 'Enquiry deleted successfully',
  failedToDeleteEnquiry: 'Failed to delete enquiry',
  // bookings
  bookingStatusInvalid: 'Please choose a valid booking status',
  bookingStatusUpdated: 'Booking status updated',
  failedToUpdateBooking: 'Failed to update booking',
  bookingConfirmed: 'Booking confirmed',
  bookingAlreadyCancelled: 'This booking is already cancelled',
  bookingCancelledByOperator: 'Booking cancelled; its seats are free again',
  cancelReasonRequired: 'Please give a reason for the cancellation',
  seatsUnavailable: 'Not enough seats left on this departure to restore the booking',
  executiveInvalid: 'Please choose a staff member',
  executiveAssigned: 'Executive assigned',
  invoiceDownloadStarted: 'Invoice download started',
  invoiceFailed: 'Failed to download invoice',
  exportFailed: 'Failed to export bookings',
  paymentRecorded: 'Payment recorded',
  refundRecorded: 'Refund recorded',
  failedToRecordPayment: 'Failed to record payment',
  paymentAmountInvalid: 'Please enter an amount greater than zero',
  paymentMethodInvalid: 'Please choose a payment method',
  paymentDateRequired: 'Please enter the payment date',
  paymentOverpaid: 'This payment is more than the balance due ({amount})',
  refundTooLarge: 'A refund cannot be more than the amount paid ({amount})',
  paymentOnCancelled: 'A cancelled booking takes refunds only',
} as const;
