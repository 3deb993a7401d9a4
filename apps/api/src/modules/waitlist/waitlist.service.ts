import { fillMessage } from '@trails/contracts/booking-messages';
import { DEFAULT_PUBLIC_SETTINGS } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import type {
  AdminWaitlistEntry,
  AdminWaitlistQuery,
  WaitlistEntry,
  WaitlistListQuery,
  WaitlistOffer,
} from '@trails/contracts/waitlist';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, fieldError, isUniqueViolation, notFound, retryTransaction } from '../../lib/errors.ts';
import { isoOrNull, pageMeta } from '../../lib/respond.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { addDays, readBookingSettings, todayIn } from '../settings/booking-settings.ts';
import {
  bookHeldSeats,
  holdSeats,
  lockDeparture,
  releaseHeldSeats,
  seatsLeftOf,
  type DepartureRow,
} from '../departures/departure-seats.ts';
import { readEmailSite, type EmailSite } from '../emails/site.ts';
import {
  waitlistOfferEmail,
  waitlistOfferExpiredEmail,
  waitlistOfferWithdrawnEmail,
} from '../emails/waitlist-templates.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { readSettings } from '../settings/settings.reader.ts';
import {
  departuresWithDueOffers,
  entryRecipient,
  findEntryView,
  findOfferByHash,
  insertEntry,
  lockDueOffers,
  lockEntry,
  lockLiveEntry,
  lockOfferByHash,
  lockOffers,
  markEnded,
  markOffered,
  markWaitingAgain,
  pageOfDepartureEntries,
  pageOfUserEntries,
  tripOfDeparture,
  waitingInLine,
  type EntryView,
  type WaitlistRow,
} from './waitlist.repo.ts';

/** How far down a departure's line one pass looks for requests that fit the free seats. */
const LINE_SCAN_MAX = 500;

/** The booking wizard's address with the offer: the departure chosen and its seats held. */
export function offerBookingPath(
  trip: { tripType: 'tour' | 'trek'; tripSlug: string },
  departureId: number,
  token: string,
) {
  const base = trip.tripType === 'tour' ? `/booking/${trip.tripSlug}` : `/booking/trek/${trip.tripSlug}`;
  return `${base}?${new URLSearchParams({ departure: String(departureId), offer: token })}`;
}

/** The setting `waitlist_offer_hours` (1 to 168; 12 by default). */
export async function readOfferHours(db: Executor): Promise<number> {
  const stored = (await readSettings(db, ['waitlist_offer_hours'])).waitlist_offer_hours;
  const parsed = Number(stored);
  return stored && Number.isInteger(parsed) && parsed >= 1 && parsed <= 168
    ? parsed
    : Number(DEFAULT_PUBLIC_SETTINGS.waitlist_offer_hours);
}

/** Whether a departure can still be booked (and so offered): open, and not before the first bookable day. */
async function bookable(executor: Executor, departure: DepartureRow, now: Date) {
  if (departure.status !== 'open') return false;
  const settings = await readBookingSettings(executor);
  return departure.startDate >= addDays(todayIn(settings.timezone, now), settings.leadDays);
}

/** One offer to one entry: hold its seats, store the token's hash, queue the email. */
async function offerEntry(tx: Executor, entry: WaitlistRow, departureId: number, now: Date, site: EmailSite) {
  // One statement at a time: a transaction is one connection.
  const hours = await readOfferHours(tx);
  const trip = await tripOfDeparture(tx, departureId);
  const recipient = await entryRecipient(tx, entry.userId);
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  if (!(await holdSeats(tx, departureId, entry.seats))) throw conflict(MESSAGES.departureFull);
  const token = generateToken();
  await markOffered(tx, entry.id, hashToken(token), now, expiresAt);
  await enqueueEmail(tx, {
    to: { address: recipient.email, name: recipient.name },
    kind: 'waitlist_offer',
    related: { type: 'waitlist_entry', id: entry.id },
    ...waitlistOfferEmail(
      site,
      {
        travellerName: recipient.name,
        tripTitle: trip!.tripTitle,
        startDate: trip!.startDate,
        endDate: trip!.endDate,
        seats: entry.seats,
        bookingPath: offerBookingPath(trip!, departureId, token),
        offerExpiresAt: expiresAt,
      },
      recipient.locale,
    ),
  });
}

/**
 * Offers a departure's free seats down its line, in the caller's transaction: the first waiting
 * traveller whose request fits is offered their seats (held on the departure until the offer
 * expires, an email with the booking link in the outbox), then the next, while seats are free.
 * It locks the departure's row first, so two transactions that free seats at once offer them one
 * after the other and never the same seat twice. Answers how many offers it made.
 */
export async function offerFreedSeats(
  tx: Executor,
  departureId: number,
  context: { now: Date; site: EmailSite },
): Promise<number> {
  const departure = await lockDeparture(tx, departureId);
  if (!departure || !(await bookable(tx, departure, context.now))) return 0;
  let free = seatsLeftOf(departure);
  if (free <= 0) return 0;
  const line = await waitingInLine(tx, departureId, LINE_SCAN_MAX);
  let offers = 0;
  for (const entry of line) {
    if (free <= 0) break;
    if (entry.seats > free) continue;
    await offerEntry(tx, entry, departureId, context.now, context.site);
    free -= entry.seats;
    offers += 1;
  }
  return offers;
}

/**
 * The departure was closed or cancelled (in the caller's transaction, which holds its lock): each
 * live offer's held seats go back, the entry returns to its place in line (should the departure
 * open again, it is offered first), and the traveller is told the link no longer books. Answers
 * how many offers were withdrawn.
 */
export async function withdrawOffers(
  tx: Executor,
  departureId: number,
  context: { now: Date; site: EmailSite },
): Promise<number> {
  const offers = await lockOffers(tx, departureId);
  if (offers.length === 0) return 0;
  const trip = await tripOfDeparture(tx, departureId);
  for (const entry of offers) {
    await releaseHeldSeats(tx, departureId, entry.seats);
    await markWaitingAgain(tx, entry.id, context.now);
    const recipient = await entryRecipient(tx, entry.userId);
    await enqueueEmail(tx, {
      to: { address: recipient.email, name: recipient.name },
      kind: 'waitlist_offer_withdrawn',
      related: { type: 'waitlist_entry', id: entry.id },
      ...waitlistOfferWithdrawnEmail(
        context.site,
        {
          travellerName: recipient.name,
          tripTitle: trip!.tripTitle,
          startDate: trip!.startDate,
          endDate: trip!.endDate,
          seats: entry.seats,
          tripPath: `/${trip!.tripType}/${trip!.tripSlug}`,
        },
        recipient.locale,
      ),
    });
  }
  return offers.length;
}

/** Gives an offer's held seats back and ends the entry (expired or left), in the caller's transaction. */
async function endOffer(tx: Executor, entry: WaitlistRow, status: 'expired' | 'left', now: Date) {
  await releaseHeldSeats(tx, entry.departureId, entry.seats);
  await markEnded(tx, entry.id, status, now);
}

function toEntryDto(view: EntryView): WaitlistEntry {
  const { entry } = view;
  return {
    id: entry.id,
    departure_id: entry.departureId,
    seats: entry.seats,
    status: entry.status,
    position: view.position,
    offer_expires_at: entry.status === 'offered' ? isoOrNull(entry.offerExpiresAt) : null,
    start_date: view.startDate,
    end_date: view.endDate,
    trip: { type: view.tripType, id: view.tripId, title: view.tripTitle, slug: view.tripSlug },
    created_at: entry.createdAt.toISOString(),
  };
}

/** What the bookings module asks of the waitlist when a booking comes through an offer link. */
export interface WaitlistOfferPort {
  /** Whether the token is a live offer on this departure for at least this many seats (a quote's check). */
  holdsSeats(token: string, departureId: number, seats: number, now: Date): Promise<boolean>;
  /**
   * In the booking's transaction: checks the offer (the traveller's, live, on this departure, for
   * exactly these seats), turns its held seats into booked ones and answers a function that records
   * the booking on the entry once it exists.
   */
  takeOfferedSeats(
    tx: Executor,
    offer: { userId: number; token: string; departureId: number; seats: number; now: Date },
  ): Promise<(bookingId: number) => Promise<void>>;
  /**
   * In the transaction that freed seats on a departure (a cancellation, an expired hold, a booking
   * moved off it): offers them down the departure's line. Answers how many offers it made.
   */
  offerFreedSeats(tx: Executor, departureId: number, context: { now: Date; site: EmailSite }): Promise<number>;
}

export function createWaitlistService(db: Database, options: { publicUrl: string }) {
  const site = () => readEmailSite(db, options.publicUrl);

  async function liveDeparture(tx: Executor, departureId: number, now: Date) {
    const departure = await lockDeparture(tx, departureId);
    if (!departure) throw notFound(MESSAGES.departureNotFound);
    if (!(await bookable(tx, departure, now))) throw conflict(MESSAGES.departureNotBookable);
    return departure;
  }

  const port: WaitlistOfferPort = {
    async holdsSeats(token, departureId, seats, now) {
      const found = await findOfferByHash(db, hashToken(token));
      return (
        found !== null &&
        found.entry.status === 'offered' &&
        found.entry.departureId === departureId &&
        found.entry.offerExpiresAt !== null &&
        found.entry.offerExpiresAt > now &&
        found.entry.seats >= seats
      );
    },

    async takeOfferedSeats(tx, { userId, token, departureId, seats, now }) {
      // Lock order: the departure, then its entries, as every waitlist change takes them.
      await lockDeparture(tx, departureId);
      const entry = await lockOfferByHash(tx, hashToken(token));
      if (
        !entry ||
        entry.userId !== userId ||
        entry.departureId !== departureId ||
        entry.status !== 'offered' ||
        !entry.offerExpiresAt ||
        entry.offerExpiresAt <= now
      )
        throw fieldError('waitlist_offer', MESSAGES.waitlistOfferInvalid);
      if (entry.seats !== seats)
        throw fieldError('passengers', fillMessage(MESSAGES.waitlistOfferSeats, { count: entry.seats }));
      if (!(await bookHeldSeats(tx, departureId, seats)))
        throw fieldError('departure_id', MESSAGES.departureNotBookable);
      return (bookingId) => markEnded(tx, entry.id, 'booked', now, bookingId);
    },

    offerFreedSeats,
  };

  return {
    ...port,

    /** In the transaction that freed seats on a departure (staff added some): offer them. */
    async offerFreed(tx: Executor, departureId: number, now = new Date()) {
      return offerFreedSeats(tx, departureId, { now, site: await readEmailSite(tx, options.publicUrl) });
    },

    /** In the transaction that closed or cancelled a departure: its live offers are withdrawn. */
    async withdrawForClosed(tx: Executor, departureId: number, now = new Date()) {
      return withdrawOffers(tx, departureId, { now, site: await readEmailSite(tx, options.publicUrl) });
    },

    /**
     * Joins a full departure's line. 409 while the departure has as many seats left as are wanted
     * (book them instead), or when the traveller is already in line.
     */
    async join(userId: number, departureId: number, seats: number, now = new Date()): Promise<WaitlistEntry> {
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const departure = await liveDeparture(tx, departureId, now);
          if (seats > departure.seatsTotal)
            throw fieldError('seats', fillMessage(MESSAGES.waitlistSeatsTooMany, { count: departure.seatsTotal }));
          if (seatsLeftOf(departure) >= seats) throw conflict(MESSAGES.waitlistSeatsAvailable);
          if (await lockLiveEntry(tx, departureId, userId)) throw conflict(MESSAGES.waitlistAlreadyJoined);
          return (await insertEntry(tx, { departureId, userId, seats, now })).id;
        });
      } catch (error) {
        // The same traveller joining twice at once: the unique index keeps one.
        if (isUniqueViolation(error, 'waitlist_entries_live_idx')) throw conflict(MESSAGES.waitlistAlreadyJoined);
        throw error;
      }
      return toEntryDto((await findEntryView(db, id))!);
    },

    /** Leaves the line; an offer's held seats go on to the next in line. 404 when not in line. */
    async leave(userId: number, departureId: number, now = new Date()): Promise<void> {
      const emailSite = await site();
      await db.transaction(async (tx) => {
        if (!(await lockDeparture(tx, departureId))) throw notFound(MESSAGES.waitlistNotJoined);
        const entry = await lockLiveEntry(tx, departureId, userId);
        if (!entry) throw notFound(MESSAGES.waitlistNotJoined);
        if (entry.status === 'offered') {
          await endOffer(tx, entry, 'left', now);
          await offerFreedSeats(tx, departureId, { now, site: emailSite });
        } else {
          await markEnded(tx, entry.id, 'left', now);
        }
      });
    },

    async listMine(userId: number, query: WaitlistListQuery) {
      const { rows, total } = await pageOfUserEntries(db, userId, query.live === 'true', query.page, query.per_page);
      return { items: rows.map(toEntryDto), meta: pageMeta(query.page, query.per_page, total) };
    },

    /** The offer an emailed link carries, for its traveller while it is live (else 404). */
    async offer(userId: number, token: string, now = new Date()): Promise<WaitlistOffer> {
      const found = await findOfferByHash(db, hashToken(token));
      const entry = found?.entry;
      if (
        !found ||
        !entry ||
        entry.userId !== userId ||
        entry.status !== 'offered' ||
        !entry.offerExpiresAt ||
        entry.offerExpiresAt <= now
      )
        throw notFound(MESSAGES.waitlistOfferInvalid);
      return {
        entry_id: entry.id,
        departure_id: entry.departureId,
        seats: entry.seats,
        offer_expires_at: entry.offerExpiresAt.toISOString(),
        start_date: found.startDate,
        end_date: found.endDate,
        trip: { type: found.tripType, id: found.tripId, title: found.tripTitle, slug: found.tripSlug },
      };
    },

    /** Staff: a departure's line in order, with offers and their expiry. */
    async listForDeparture(departureId: number, query: AdminWaitlistQuery) {
      const { rows, total } = await pageOfDepartureEntries(
        db,
        departureId,
        query.all === 'true',
        query.page,
        query.per_page,
      );
      const items: AdminWaitlistEntry[] = rows.map(({ entry, position, name, email }) => ({
        id: entry.id,
        position,
        seats: entry.seats,
        status: entry.status,
        user: { id: entry.userId, name, email },
        offered_at: isoOrNull(entry.offeredAt),
        offer_expires_at: isoOrNull(entry.offerExpiresAt),
        booking_id: entry.bookingId,
        created_at: entry.createdAt.toISOString(),
      }));
      return { items, meta: pageMeta(query.page, query.per_page, total) };
    },

    /**
     * Staff offer seats by hand to one waiting traveller, out of turn if they choose: 409 when the
     * entry is not waiting or fewer seats are free than it asks for.
     */
    async offerByHand(departureId: number, entryId: number, now = new Date()): Promise<void> {
      const emailSite = await site();
      await db.transaction(async (tx) => {
        const departure = await liveDeparture(tx, departureId, now);
        const entry = await lockEntry(tx, departureId, entryId);
        if (!entry) throw notFound(MESSAGES.waitlistEntryNotFound);
        if (entry.status !== 'waiting') throw conflict(MESSAGES.waitlistEntryNotWaiting);
        const free = seatsLeftOf(departure);
        if (entry.seats > free) throw conflict(fillMessage(MESSAGES.waitlistNoFreeSeats, { count: free }));
        await offerEntry(tx, entry, departureId, now, emailSite);
      });
    },

    /**
     * Ends offers past their time and passes their seats to the next in line. Per departure, one
     * transaction takes the departure's lock, then its due offers: several processes running the
     * sweep at once handle each offer once (the second finds it already expired). Answers how many
     * offers expired.
     */
    async expireOffers(now = new Date(), batchSize = 50): Promise<number> {
      const emailSite = await site();
      let total = 0;
      for (;;) {
        const due = await departuresWithDueOffers(db, now, batchSize);
        for (const departureId of due) {
          total += await retryTransaction(() =>
            db.transaction(async (tx) => {
              if (!(await lockDeparture(tx, departureId))) return 0;
              const offers = await lockDueOffers(tx, departureId, now);
              if (offers.length === 0) return 0;
              const trip = await tripOfDeparture(tx, departureId);
              for (const entry of offers) {
                await endOffer(tx, entry, 'expired', now);
                const recipient = await entryRecipient(tx, entry.userId);
                await enqueueEmail(tx, {
                  to: { address: recipient.email, name: recipient.name },
                  kind: 'waitlist_offer_expired',
                  related: { type: 'waitlist_entry', id: entry.id },
                  ...waitlistOfferExpiredEmail(
                    emailSite,
                    {
                      travellerName: recipient.name,
                      tripTitle: trip!.tripTitle,
                      startDate: trip!.startDate,
                      endDate: trip!.endDate,
                      seats: entry.seats,
                      tripPath: `/${trip!.tripType}/${trip!.tripSlug}`,
                    },
                    recipient.locale,
                  ),
                });
              }
              await offerFreedSeats(tx, departureId, { now, site: emailSite });
              return offers.length;
            }),
          );
        }
        if (due.length < batchSize) return total;
      }
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
