import type { WebhookEvent } from '@trails/contracts/admin-webhooks';
import type { Executor } from '../../db/client.ts';

/**
 * Tells the operator's other systems of a booking's change, in the change's own transaction
 * (booking.created, .confirmed, .cancelled, .changed, payment.recorded): `extra` goes beside the
 * booking in the payload (the payment recorded, the fields changed). Handed to the booking paths
 * by the composition root (booking-events.ts makes it); absent, nothing is written.
 */
export type BookingEventSink = (
  tx: Executor,
  event: WebhookEvent,
  bookingId: number,
  extra?: Record<string, unknown>,
) => Promise<void>;
