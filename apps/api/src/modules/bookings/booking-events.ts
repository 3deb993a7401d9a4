import type { WebhookEmitter } from '../webhooks/webhooks.service.ts';
import type { BookingEventSink } from './booking-event-sink.ts';
import { findAdminBooking } from './bookings.admin.repo.ts';
import { toAdminBookingDto } from './bookings.admin.service.ts';

/**
 * The booking events' payload: `{ booking, ...extra }`, the booking exactly as the admin API
 * answers it (GET /api/admin/bookings/{id} without payments and history), as the change's
 * transaction sees it. Built only when some endpoint receives the event.
 */
export function bookingEventSink(events: WebhookEmitter): BookingEventSink {
  return (tx, event, bookingId, extra = {}) =>
    events.emit(tx, event, async () => {
      const view = await findAdminBooking(tx, bookingId);
      return { booking: view ? toAdminBookingDto(view) : { id: bookingId }, ...extra };
    });
}
