import { z } from 'zod';
import { BOOKING_STATUSES, LIMITS, PAYMENT_STATUSES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import {
  isWholePaise,
  calendarDate,
  emailField,
  idField,
  envelope,
  idOrSlugParam,
  idParam,
  intField,
  listEnvelope,
  optionalText,
  paginationQuery,
  phoneField,
  requiredText,
  singleLineText,
  text,
} from './common.ts';
import { bookingDocumentsSchema, billingStateField, creditNoteParams } from './gst.ts';
import { bookingCancellationSchema } from './cancellation-policy.ts';
import { endpoint } from './endpoint.ts';
import { langQuery } from './translations.ts';
import { registerBody } from './auth.ts';
import { DEPARTURE_ADMIN_MESSAGES } from './admin-departure-messages.ts';

export const DEPARTURE_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type DepartureStatus = (typeof DEPARTURE_STATUSES)[number];

export const BOOKING_LIMITS = {
  seatsMax: 1000,
  priceMax: 10_000_000,
  couponCodeMax: 40,
  specialRequestsMax: 2000,
  noteMax: 500,
  leaderNameMax: 120,
  idempotencyKeyMax: 200,
  /** Public departure lists show at most this many upcoming dates. */
  departuresListMax: 60,
  /** How many bookable dates a "no departure on this date" message names. */
  suggestedDates: 5,
} as const;

const passengersField = intField(LIMITS.passengersMin, LIMITS.passengersMax, MESSAGES.passengersRange);

const moneyField = z.coerce
  .number({ error: MESSAGES.priceInvalid })
  .positive({ error: MESSAGES.priceInvalid })
  .max(BOOKING_LIMITS.priceMax, { error: MESSAGES.priceInvalid })
  .refine(isWholePaise, { error: MESSAGES.priceInvalid });

const seatsField = intField(1, BOOKING_LIMITS.seatsMax, MESSAGES.seatsRange);

const couponCodeField = optionalText(BOOKING_LIMITS.couponCodeMax);

/** Exactly one of tour_id and trek_id. */
function oneTrip(body: { tour_id?: number | undefined; trek_id?: number | undefined }, ctx: z.RefinementCtx) {
  if (body.tour_id === undefined && body.trek_id === undefined)
    ctx.addIssue({ code: 'custom', path: ['tour_id'], message: MESSAGES.tripRequired });
  else if (body.tour_id !== undefined && body.trek_id !== undefined)
    ctx.addIssue({ code: 'custom', path: ['trek_id'], message: MESSAGES.tripEitherOr });
}

/** A departure or a travel date (the date of a trip run on request, or of its departure). */
function departureOrDate(
  body: { departure_id?: number | undefined; travel_date?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (body.departure_id === undefined && body.travel_date === undefined)
    ctx.addIssue({ code: 'custom', path: ['travel_date'], message: MESSAGES.travelDateRequired });
}

const tripChoice = {
  tour_id: idField.optional(),
  trek_id: idField.optional(),
  departure_id: idField.optional(),
  travel_date: calendarDate(MESSAGES.travelDateRequired).optional(),
  passengers: passengersField,
  coupon_code: couponCodeField,
  /** The token of a waitlist offer: the booking takes the seats held for it. */
  waitlist_offer: text(100)
    .regex(/^[A-Za-z0-9_-]*$/, { error: MESSAGES.waitlistOfferInvalid })
    .optional(),
};

export const quoteBody = z.object(tripChoice).superRefine((body, ctx) => {
  oneTrip(body, ctx);
  departureOrDate(body, ctx);
});
export type QuoteBody = z.infer<typeof quoteBody>;

/**
 * The booking form. total_amount, status and payment_status, which the original client sent, are
 * not part of it: the server prices every booking and starts it pending/pending.
 */
export const createBookingBody = z
  .object({
    ...tripChoice,
    special_requests: optionalText(BOOKING_LIMITS.specialRequestsMax),
    contact_name: singleLineText(LIMITS.nameMax, MESSAGES.nameRequired),
    contact_email: emailField,
    contact_phone: requiredText(LIMITS.phoneMax, MESSAGES.phoneRequired).pipe(phoneField),
    /** The traveller's state (a GST state code), the invoice's place of supply; optional, never priced. */
    billing_state: billingStateField,
  })
  .superRefine((body, ctx) => {
    oneTrip(body, ctx);
    departureOrDate(body, ctx);
  });
export type CreateBookingBody = z.infer<typeof createBookingBody>;

export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: MESSAGES.idempotencyKeyInvalid })
    .regex(/^[\x21-\x7e]{1,200}$/, { error: MESSAGES.idempotencyKeyInvalid })
    .optional(),
});

export const tripRef = z.object({
  type: z.enum(['tour', 'trek']),
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
});
export type TripRef = z.infer<typeof tripRef>;

/**
 * The booked tour or trek under the specs' names (`tour: { id, title, destination: { name } }`),
 * beside `trip`; destination is null for a trip without one.
 */
export const bookedTrip = z.object({
  id: z.number().int(),
  title: z.string(),
  destination: z.object({ name: z.string() }).nullable(),
});
export type BookedTrip = z.infer<typeof bookedTrip>;

export const appliedCoupon = z.object({
  code: z.string(),
  discount_type: z.enum(['percent', 'fixed']),
  discount_value: z.number(),
  /** What staff wrote about it, in the request's `lang` (English where not translated); null without one. */
  description: z.string().nullable().optional(),
});

export const quoteResult = z.object({
  unit_price: z.number(),
  passengers: z.number().int(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  currency: z.string(),
  coupon: appliedCoupon.nullable(),
  /** Seats left on the departure; null for a trip run on request. */
  seats_left: z.number().int().nullable(),
  travel_date: z.string(),
  end_date: z.string(),
  departure_id: z.number().int().nullable(),
});
export type QuoteResult = z.infer<typeof quoteResult>;

/**
 * Where the email about a booking stands, so a page says only what is true: sent; on its way
 * (queued, and a mail server is set up); or not sent (no mail server, or sending failed).
 */
export const EMAIL_DELIVERIES = ['sent', 'on_its_way', 'not_sent'] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];

export const bookingSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  unit_price: z.number(),
  passengers: z.number().int(),
  subtotal: z.number(),
  discount: z.number(),
  total_amount: z.number(),
  currency: z.string(),
  coupon_code: z.string().nullable(),
  travel_date: z.string(),
  end_date: z.string().nullable(),
  trip: tripRef.nullable(),
  /** The specs' names for the same trip: the booked tour's id and summary, or the trek's. */
  tour_id: z.number().int().nullable(),
  trek_id: z.number().int().nullable(),
  tour: bookedTrip.nullable(),
  trek: bookedTrip.nullable(),
  departure_id: z.number().int().nullable(),
  hold_expires_at: z.string().nullable(),
  special_requests: z.string().nullable(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  /** The traveller's state as a GST state code, when given. */
  billing_state: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  /** On one booking (not in lists): where the email that received it stands. */
  confirmation_email: z.enum(EMAIL_DELIVERIES).optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const publicDeparture = z.object({
  id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  seats_total: z.number().int(),
  seats_left: z.number().int(),
  price: z.number(),
  status: z.enum(DEPARTURE_STATUSES),
});
export type PublicDeparture = z.infer<typeof publicDeparture>;

const TRIP_KINDS = ['tour', 'trek'] as const;

export const adminDeparture = publicDeparture.extend({
  tour_id: z.number().int().nullable(),
  trek_id: z.number().int().nullable(),
  trip: z.object({ kind: z.enum(TRIP_KINDS), id: z.number().int(), title: z.string(), slug: z.string() }),
  seats_booked: z.number().int(),
  /** Seats held for waitlist offers: neither bookable nor booked until the offer is answered. */
  seats_held: z.number().int(),
  /** The departure's own price; null when it follows the trip's. */
  price_override: z.number().nullable(),
  /** The trek leader: a staff account (its name shown) or a free-text name; both null when none. */
  leader_user_id: z.number().int().nullable(),
  leader_name: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminDeparture = z.infer<typeof adminDeparture>;

const monthField = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: DEPARTURE_ADMIN_MESSAGES.monthInvalid });

export const departureListQuery = paginationQuery.extend({
  tour_id: idField.optional(),
  trek_id: idField.optional(),
  /** Only the departures of tours, or of treks. */
  kind: z.enum(TRIP_KINDS, { error: MESSAGES.invalidValue }).optional(),
  /** Departures starting in this month (YYYY-MM). */
  month: monthField.optional(),
  status: z.enum(DEPARTURE_STATUSES, { error: MESSAGES.invalidValue }).optional(),
});
export type DepartureListQuery = z.infer<typeof departureListQuery>;

export const createDepartureBody = z
  .object({
    tour_id: idField.optional(),
    trek_id: idField.optional(),
    start_date: calendarDate(MESSAGES.travelDateRequired),
    seats_total: seatsField,
    price: moneyField.nullable().optional(),
    status: z.enum(DEPARTURE_STATUSES, { error: MESSAGES.invalidValue }).optional(),
    note: optionalText(BOOKING_LIMITS.noteMax),
  })
  .superRefine(oneTrip);
export type CreateDepartureBody = z.infer<typeof createDepartureBody>;

export const updateDepartureBody = z
  .object({
    start_date: calendarDate(MESSAGES.travelDateRequired).optional(),
    seats_total: seatsField.optional(),
    /** The price override; null clears it (the trip's price applies again). */
    price: moneyField.nullable().optional(),
    status: z.enum(DEPARTURE_STATUSES, { error: MESSAGES.invalidValue }).optional(),
    note: optionalText(BOOKING_LIMITS.noteMax).or(z.null()),
    /** A staff or admin account as the trek leader; null clears it. */
    leader_user_id: idField.nullable().optional(),
    /** Or a free-text leader name (an outside guide); null or blank clears it. */
    leader_name: optionalText(BOOKING_LIMITS.leaderNameMax).or(z.null()),
  })
  .superRefine((body, ctx) => {
    if (typeof body.leader_user_id === 'number' && body.leader_name)
      ctx.addIssue({ code: 'custom', path: ['leader_name'], message: DEPARTURE_ADMIN_MESSAGES.leaderEitherOr });
  });
export type UpdateDepartureBody = z.infer<typeof updateDepartureBody>;

export const bookingIdParam = idParam;

/**
 * A file answer (a PDF, a CSV, a page): its bytes or its text, sent as they are. The document
 * shows it by its media type (`produces`), not as JSON.
 */
export const fileAnswer = z.custom<Uint8Array | string>();

/**
 * The traveller's bookings: price a choice, book it, read one's own bookings, cancel one, and
 * download its tax documents (the invoice, a refund's credit note).
 */
export const bookingsApi = {
  quote: endpoint({
    method: 'POST',
    path: '/api/bookings/quote',
    query: langQuery,
    body: quoteBody,
    response: envelope(quoteResult),
  }),
  /** 201 for a new booking; a retry with the same Idempotency-Key answers the first one with 200. */
  create: endpoint({
    method: 'POST',
    path: '/api/bookings',
    headers: idempotencyHeaders,
    body: createBookingBody,
    status: 201,
    response: envelope(bookingSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/bookings',
    query: paginationQuery,
    response: listEnvelope(bookingSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/bookings/:id',
    params: bookingIdParam,
    response: envelope(bookingSchema),
  }),
  cancellation: endpoint({
    method: 'GET',
    path: '/api/bookings/:id/cancellation',
    params: bookingIdParam,
    response: envelope(bookingCancellationSchema),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/cancel',
    params: bookingIdParam,
    response: envelope(bookingSchema),
  }),
  invoice: endpoint({
    method: 'GET',
    path: '/api/bookings/:id/invoice',
    params: bookingIdParam,
    response: fileAnswer,
    produces: 'application/pdf',
  }),
  documents: endpoint({
    method: 'GET',
    path: '/api/bookings/:id/documents',
    params: bookingIdParam,
    response: envelope(bookingDocumentsSchema),
  }),
  creditNote: endpoint({
    method: 'GET',
    path: '/api/bookings/:id/credit-notes/:paymentId',
    params: creditNoteParams,
    response: fileAnswer,
    produces: 'application/pdf',
  }),
};

/** A trip's upcoming open departures, by the tour's or the trek's id or slug. */
export const departuresApi = {
  tour: endpoint({
    method: 'GET',
    path: '/api/tours/:id/departures',
    params: idOrSlugParam,
    response: listEnvelope(publicDeparture),
  }),
  trek: endpoint({
    method: 'GET',
    path: '/api/treks/:id/departures',
    params: idOrSlugParam,
    response: listEnvelope(publicDeparture),
  }),
};

export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** The same password rules and messages as registration. */
export const resetPasswordBody = z
  .object({
    token: requiredText(200, MESSAGES.resetTokenInvalid),
    password: registerBody.shape.password,
    password_confirmation: registerBody.shape.password_confirmation,
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    error: MESSAGES.passwordsMismatch,
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
