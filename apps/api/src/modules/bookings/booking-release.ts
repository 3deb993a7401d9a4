import type { Executor } from '../../db/client.ts';
import { releaseSeats } from '../departures/seats.port.ts';
import type { EmailSite } from '../emails/site.ts';
import { bookingCancelledEmail, bookingExpiredEmail, type BookingEmailData } from '../emails/templates.ts';
import { bookingCancelledByOperatorEmail } from '../emails/booking-admin-templates.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { bookingRecipient, markCancelled, tripOfBooking, type BookingRow } from './bookings.repo.ts';
import { releaseCoupon } from '../coupons/coupons.port.ts';
import type { BookingEventSink } from './booking-event-sink.ts';
import { notifyStaff } from '../notifications/notifier.ts';
import type { WaitlistOfferPort } from '../waitlist/waitlist.service.ts';

/** A booking as its emails describe it. */
export async function bookingEmailData(tx: Executor, booking: BookingRow): Promise<BookingEmailData> {
  const trip = await tripOfBooking(tx, booking);
  return {
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
    ...(trip ? { tripPath: `/${trip.type}/${trip.slug}` } : {}),
  };
}

const CANCEL_EMAILS = {
  cancelled: { kind: 'booking_cancelled', render: bookingCancelledEmail },
  expired: { kind: 'booking_expired', render: bookingExpiredEmail },
  operator: { kind: 'booking_cancelled_operator', render: bookingCancelledByOperatorEmail },
} as const;

/**
 * Cancels a booking the caller has locked: its seats and coupon use go back (the seats offered to
 * the departure's waitlist), the traveller gets
 * the cancelled (or hold expired) email and staff a notification, all in the caller's transaction.
 */
export async function cancelInTransaction(
  tx: Executor,
  booking: BookingRow,
  context: {
    reason: string;
    kind: 'cancelled' | 'expired' | 'operator';
    now: Date;
    site: EmailSite;
    language: string;
    /** booking.cancelled for the operator's other systems (webhooks). */
    events?: BookingEventSink;
    /** The waitlist, offered the seats the cancellation frees. */
    waitlist: Pick<WaitlistOfferPort, 'offerFreedSeats'>;
  },
): Promise<void> {
  const { reason, kind, now, site, language } = context;
  // The lock order of a booking's transactions: booking (the caller's), departure, coupon, then the
  // tour or trek and its destination, whose counts the status change moves (a trigger), last as
  // when a booking is made.
  if (booking.departureId !== null) {
    await releaseSeats(tx, booking.departureId, booking.passengers);
    // The freed seats go to the departure's waitlist in this same transaction (it holds the
    // departure's lock), so two cancellations at once never offer the same seats.
    await context.waitlist.offerFreedSeats(tx, booking.departureId, { now, site });
  }
  if (booking.couponId !== null) await releaseCoupon(tx, booking.couponId);
  await markCancelled(tx, booking.id, reason, now);

  const data = { ...(await bookingEmailData(tx, booking)), reason };
  const email = CANCEL_EMAILS[kind];
  await enqueueEmail(tx, {
    to: await bookingRecipient(tx, booking.userId),
    kind: email.kind,
    related: { type: 'booking', id: booking.id },
    ...email.render(site, data, language),
  });
  await notifyStaff(tx, {
    type: 'booking',
    title: kind === 'expired' ? 'Booking hold expired' : 'Booking cancelled',
    message:
      kind === 'expired'
        ? `${booking.reference} (${data.tripTitle}, ${booking.travelDate}) was not confirmed in time; its seats are free again.`
        : kind === 'operator'
          ? `${booking.reference} (${data.tripTitle}, ${booking.travelDate}) was cancelled by staff: ${reason}`
          : `${booking.contactName} cancelled ${booking.reference} (${data.tripTitle}, ${booking.travelDate}).`,
    link: '/admin/bookings',
  });
  await context.events?.(tx, 'booking.cancelled', booking.id, { cancelled_by: kind });
}
