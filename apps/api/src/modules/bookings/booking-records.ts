/**
 * What other modules may do with booking records (a converted enquiry or quote becomes a booking;
 * a payment moves its booking's status and its online payment rows; a departure's new dates move
 * its bookings). Every function takes the caller's executor, so the booking, its seats and its
 * money change in one transaction.
 */
export {
  eraseBookingContacts,
  findOwnBooking,
  insertBooking,
  moveDepartureBookings,
  nextReference,
  type BookingRow,
} from './bookings.repo.ts';
export {
  deletePaymentRow,
  insertPayment,
  lockBooking,
  paymentTotals,
  setBookingStatus,
  setPaymentStatus,
  updatePaymentRow,
} from './bookings.admin.repo.ts';
export { redeemCoupon } from '../coupons/coupons.port.ts';
