/** A tour or trek as a booking, departure or enquiry needs it, read with the caller's executor. */
export { findBookableTrip, tripTranslations, type BookableTrip, type ItemKind } from './bookable-trip.repo.ts';
