/**
 * Back-office messages of the operations desk: bookings staff make and change, the cancellation
 * policy, password resets sent by staff. Part of ADMIN_MESSAGES.
 */
export const DESK_MESSAGES = {
  bookingCreated: 'Booking created',
  failedToCreateBooking: 'Failed to create booking',
  bookingChanged: 'Booking updated',
  customerRequired: 'Please choose a customer or enter a new customer’s details',
  customerEitherOr: 'Choose an existing customer or enter a new one, not both',
  customerNotFound: 'Customer not found',
  priceOverrideInvalid: 'Please enter a price of zero or more',
  priceOverrideNoteRequired: 'Please add a note explaining the price',
  adjustmentInvalid: 'Please enter an amount',
  adjustmentReasonRequired: 'Please give a reason for the adjustment',
  totalBelowZero: 'The total cannot be below zero',
  statusAlone: 'Change the status on its own',
  departureOrDate: 'Choose a departure or a date, not both',
  bookingNotChangeable: 'A cancelled booking cannot be changed',
  nothingChanged: 'Nothing was changed',
  refundOverrideReasonRequired: 'Please give a reason for refunding a different amount than the policy',
  passwordResetSent: 'Password reset link sent',
  failedToSendPasswordReset: 'Failed to send the password reset link',
  accountBlocked: 'This account is blocked',
  profileUpdateFailed: 'Failed to update profile',
  policyTiersRequired: 'Add at least one tier',
  policyTooManyTiers: 'At most 10 tiers',
  policyDaysInvalid: 'Days must be a whole number from 0 to 3650',
  policyPercentInvalid: 'The refund must be a whole percent from 0 to 100',
  policyTiersOrder: 'Tiers go from the most days to the fewest, each with fewer days than the one above',
} as const;
