import type { Executor } from '../../db/client.ts';
import { releaseSeats } from '../departures/departures.repo.ts';
import type { EmailSite } from '../emails/site.ts';
import { bookingCancelledEmail, bookingExpiredEmail } from '../emails/templates.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { markCancelled, notifyStaff, tripOfBooking, type BookingRow } from './bookings.repo.ts';
import { releaseCoupon } from './coupons.repo.ts';

/**
 * Cancels a booking the caller has locked: its seats and coupon use go back, the traveller gets
 * the cancelled (or hold expired) email and staff a notification, all in the caller's transaction.
 */
export async function cancelInTransaction(
  tx: Executor,
  booking: BookingRow,
  context: { reason: string; kind: 'cancelled' | 'expired'; now: Date; site: EmailSite; language: string },
): Promise<void> {
  const { reason, kind, now, site, language } = context;
  // The lock order of a booking's transactions: booking (the caller's), departure, coupon, then the
  // tour or trek and its destination, whose counts the status change moves (a trigger), last as
  // when a booking is made.
  if (booking.departureId !== null) await releaseSeats(tx, booking.departureId, booking.passengers);
  if (booking.couponId !== null) await releaseCoupon(tx, booking.couponId);
  await markCancelled(tx, booking.id, reason, now);

  const trip = await tripOfBooking(tx, booking);
  const data = {
    reference: booking.reference,
    bookingId: booking.id,
    travellerName: booking.contactName,
    travellerEmail: booking.contactEmail,
    tripTitle: trip?.title ?? 'Custom package',
    startDate: booking.travelDate,
    endDate: booking.endDate,
    passengers: booking.passengers,
    total: booking.totalAmount,
    currency: booking.currency,
    reason,
    ...(trip ? { tripPath: `/${trip.type}/${trip.slug}` } : {}),
  };
  const render = kind === 'expired' ? bookingExpiredEmail : bookingCancelledEmail;
  await enqueueEmail(tx, {
    to: { address: booking.contactEmail, name: booking.contactName },
    kind: kind === 'expired' ? 'booking_expired' : 'booking_cancelled',
    related: { type: 'booking', id: booking.id },
    ...render(site, data, language),
  });
  await notifyStaff(tx, {
    title: kind === 'expired' ? 'Booking hold expired' : 'Booking cancelled',
    message:
      kind === 'expired'
        ? `${booking.reference} (${data.tripTitle}, ${booking.travelDate}) was not confirmed in time; its seats are free again.`
        : `${booking.contactName} cancelled ${booking.reference} (${data.tripTitle}, ${booking.travelDate}).`,
    link: '/admin/bookings',
  });
}
