import type { DepartureRow } from './departures.repo.ts';

export {
  bookHeldSeats,
  findDeparture,
  holdSeats,
  lockDeparture,
  releaseHeldSeats,
  type DepartureRow,
} from './departures.repo.ts';

/**
 * The seats port of the departures module: what other modules (bookings, the waitlist) may do with a
 * departure's seats, each inside the caller's transaction.
 *
 * Seats free for a new booking: neither booked nor held for a waitlist offer.
 */
export const seatsLeftOf = (departure: Pick<DepartureRow, 'seatsTotal' | 'seatsBooked' | 'seatsHeld'>) =>
  Math.max(0, departure.seatsTotal - departure.seatsBooked - departure.seatsHeld);
