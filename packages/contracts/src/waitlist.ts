import { z } from 'zod';
import { LIMITS } from './constants.ts';
import {
  envelope,
  idField,
  idParam,
  intField,
  listEnvelope,
  messageEnvelope,
  paginationQuery,
  text,
} from './common.ts';
import { endpoint } from './endpoint.ts';
import { tripRef } from './bookings.ts';
import { WAITLIST_MESSAGES } from './waitlist-messages.ts';

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** The offer token in an offer link: base64url of 32 random bytes. */
export const WAITLIST_OFFER_TOKEN_MAX = 100;
export const waitlistOfferToken = text(WAITLIST_OFFER_TOKEN_MAX).regex(/^[A-Za-z0-9_-]+$/, {
  error: WAITLIST_MESSAGES.waitlistOfferInvalid,
});

/** Join the waitlist of a full departure: how many seats the traveller wants (as many as a booking). */
export const joinWaitlistBody = z.object({
  seats: intField(LIMITS.passengersMin, LIMITS.passengersMax, WAITLIST_MESSAGES.waitlistSeatsRange),
});
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBody>;

/** A traveller's place on a waitlist, as My Bookings and the departure lists show it. */
export const waitlistEntry = z.object({
  id: z.number().int(),
  departure_id: z.number().int(),
  seats: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1 for the first in line; null once the place is booked, expired or left. */
  position: z.number().int().nullable(),
  /** While offered: when the held seats go to the next in line. */
  offer_expires_at: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  trip: tripRef,
  created_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

export const waitlistListQuery = paginationQuery.extend({
  /** Only live places (waiting or offered): what a departure list needs. */
  live: z.enum(['true', 'false']).optional(),
});
export type WaitlistListQuery = z.infer<typeof waitlistListQuery>;

export const waitlistOfferParam = z.object({ token: waitlistOfferToken });

/** What an offer link opens: the seats held for the signed-in traveller, and until when. */
export const waitlistOffer = z.object({
  entry_id: z.number().int(),
  departure_id: z.number().int(),
  seats: z.number().int(),
  offer_expires_at: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  trip: tripRef,
});
export type WaitlistOffer = z.infer<typeof waitlistOffer>;

/** Staff: one place in a departure's line. */
export const adminWaitlistEntry = z.object({
  id: z.number().int(),
  /** Place in line among the live entries; null for booked, expired or left ones. */
  position: z.number().int().nullable(),
  seats: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  offered_at: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  booking_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntry>;

export const adminWaitlistQuery = paginationQuery.extend({
  /** Also the entries that were booked, expired or left (by default only the live line). */
  all: z.enum(['true', 'false']).optional(),
});
export type AdminWaitlistQuery = z.infer<typeof adminWaitlistQuery>;

export const adminWaitlistEntryParams = z.object({ id: idField, entryId: idField });

/** The traveller's waitlist: join and leave a full departure's line, see one's places and an offer. */
export const waitlistApi = {
  join: endpoint({
    method: 'POST',
    path: '/api/departures/:id/waitlist',
    params: idParam,
    body: joinWaitlistBody,
    status: 201,
    response: envelope(waitlistEntry),
  }),
  leave: endpoint({
    method: 'DELETE',
    path: '/api/departures/:id/waitlist',
    params: idParam,
    response: messageEnvelope,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/waitlist',
    query: waitlistListQuery,
    response: listEnvelope(waitlistEntry),
  }),
  offer: endpoint({
    method: 'GET',
    path: '/api/waitlist/offers/:token',
    params: waitlistOfferParam,
    response: envelope(waitlistOffer),
  }),
};
