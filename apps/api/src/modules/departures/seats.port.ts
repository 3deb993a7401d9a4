/**
 * The seats port: what bookings, enquiries and payments ask of a departure. Seats are taken and
 * released with the caller's executor, so they change in the same transaction as the booking and
 * its money.
 */
export {
  findDeparture,
  hasScheduledDepartures,
  openDepartureOn,
  openDepartures,
  releaseSeats,
  takeSeats,
  type DepartureRow,
} from './departures.repo.ts';
