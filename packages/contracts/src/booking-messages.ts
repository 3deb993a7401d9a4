/**
 * Messages of bookings, departures, coupons and password reset. `{name}` marks a value the server
 * fills in with `fillMessage`; the web app translates the template by its key and fills it alike.
 */
export const BOOKING_MESSAGES = {
  // booking form
  passengersRange: 'Passengers must be between 1 and 10',
  travelDateRequired: 'Please select a travel date',
  travelDateInvalid: 'Please enter a valid date',
  travelDatePast: 'Travel date must be in the future',
  travelDateOutOfRange: 'Please choose a date between {from} and {to}',
  travelDateNoDeparture: 'There is no departure on this date. Dates you can book: {dates}',
  phoneRequired: 'Phone is required',
  tripRequired: 'Please choose a tour or a trek',
  tripEitherOr: 'Choose a tour or a trek, not both',
  invalidTourPrice: 'Invalid tour price. Please contact support.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 200 visible characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different booking request',
  // departures
  departureNotFound: 'Departure not found',
  departureNotBookable: 'This departure is not open for booking',
  departureFull: 'This departure is full',
  seatsLeft: 'Only {count} seat(s) left on this departure',
  seatsBelowBooked: 'Seats cannot be fewer than the {count} already booked',
  departureHasBookings: 'This departure has bookings: close it instead',
  departureCreated: 'Departure created',
  departureUpdated: 'Departure updated',
  departureDeleted: 'Departure deleted',
  seatsRange: 'Seats must be between 1 and 1000',
  priceInvalid: 'Price must be a positive amount',
  // coupons
  couponUnknown: 'This coupon code does not exist',
  couponInactive: 'This coupon is no longer active',
  couponExpired: 'This coupon has expired',
  couponNotStarted: 'This coupon is not valid yet',
  couponNotForTrip: 'This coupon is not valid for this trip',
  couponMinAmount: 'This coupon needs a booking of at least {amount}',
  couponUsedUp: 'This coupon has reached its usage limit',
  couponFirstBookingOnly: 'This coupon is only for your first booking',
  couponUsedByYou: 'You have already used this coupon as many times as it allows',
  // bookings
  bookingCreated: 'Booking created successfully!',
  bookingFailed: 'Booking failed',
  bookingNotFound: 'Booking not found',
  bookingCancelled: 'Booking cancelled',
  tooManyPendingBookings:
    'You already have {count} unpaid bookings. Please complete or cancel one of them before booking again.',
  bookingNotCancellable: 'Only a pending or confirmed booking can be cancelled before its travel date',
  // password reset
  resetLinkSent: 'If an account exists for this email, we have sent a link to reset the password.',
  resetTokenInvalid: 'This reset link is invalid or has expired',
  passwordResetDone: 'Your password has been changed. Please log in with the new one.',
} as const;

/** A message template with its `{name}` parts filled in. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
