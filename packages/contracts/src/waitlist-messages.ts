/** Messages of the waitlist of full departures (traveller and staff). `{name}` is filled by `fillMessage`. */
export const WAITLIST_MESSAGES = {
  waitlistSeatsRange: 'Seats wanted must be between 1 and 10',
  waitlistSeatsAvailable: 'This departure still has seats: book them instead',
  waitlistSeatsTooMany: 'This departure has {count} seat(s) in all',
  waitlistAlreadyJoined: 'You are already on the waitlist for this departure',
  waitlistNotJoined: 'You are not on the waitlist for this departure',
  waitlistJoined: 'You are on the waitlist',
  waitlistLeft: 'You left the waitlist',
  waitlistOfferInvalid: 'This waitlist offer has expired or is no longer valid',
  waitlistOfferSeats: 'This offer is for {count} seat(s)',
  waitlistEntryNotFound: 'Waitlist entry not found',
  waitlistEntryNotWaiting: 'This traveller is not waiting for seats',
  waitlistNoFreeSeats: 'Only {count} seat(s) are free on this departure',
  waitlistOffered: 'Seats offered',
} as const;
