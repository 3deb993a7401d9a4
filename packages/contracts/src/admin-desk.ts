import { z } from 'zod';
import { BOOKING_STATUSES, LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import {
  calendarDate,
  emailField,
  idField,
  intField,
  isWholePaise,
  optionalText,
  phoneField,
  requiredText,
  singleLineText,
  text,
} from './common.ts';
import { BOOKING_LIMITS } from './bookings.ts';
import { ADMIN_BOOKING_LIMITS } from './admin-booking-limits.ts';
import { SALES_MESSAGES } from './admin-sales-messages.ts';
import { DESK_MESSAGES } from './admin-desk-messages.ts';

export const DESK_LIMITS = { noteMax: 500, reasonMax: 500 } as const;

const passengersField = intField(LIMITS.passengersMin, LIMITS.passengersMax, MESSAGES.passengersRange);

/** Money staff type: whole paise within the column, at least `min`. */
const staffMoney = (min: number, message: string) =>
  z.coerce
    .number({ error: message })
    .refine(Number.isFinite, { error: message })
    .min(min, { error: message })
    .max(ADMIN_BOOKING_LIMITS.amountMax, { error: message })
    .refine((value) => value === 0 || isWholePaise(Math.abs(value)), { error: message })
    .transform((value) => Math.round(value * 100) / 100);

/** A new traveller account: signs in later through "forgot password". */
export const deskCustomer = z.object({
  name: singleLineText(LIMITS.nameMax, MESSAGES.nameRequired),
  email: emailField,
  phone: requiredText(LIMITS.phoneMax, MESSAGES.phoneRequired).pipe(phoneField),
});

/**
 * POST /api/admin/bookings: a booking staff take for a traveller (by phone, at the desk). The
 * customer is an account (`user_id`) or a new one (`customer`); the trip is a departure, or a tour
 * or trek with a travel date. `price_override` is the total agreed, explained by `note`.
 */
export const adminCreateBookingBody = z
  .object({
    user_id: idField.optional(),
    customer: deskCustomer.optional(),
    departure_id: idField.optional(),
    tour_id: idField.optional(),
    trek_id: idField.optional(),
    travel_date: calendarDate(MESSAGES.travelDateRequired).optional(),
    passengers: passengersField,
    special_requests: optionalText(BOOKING_LIMITS.specialRequestsMax),
    price_override: staffMoney(0, DESK_MESSAGES.priceOverrideInvalid).optional(),
    note: optionalText(DESK_LIMITS.noteMax),
  })
  .superRefine((body, ctx) => {
    if (body.user_id === undefined && body.customer === undefined)
      ctx.addIssue({ code: 'custom', path: ['user_id'], message: DESK_MESSAGES.customerRequired });
    else if (body.user_id !== undefined && body.customer !== undefined)
      ctx.addIssue({ code: 'custom', path: ['customer'], message: DESK_MESSAGES.customerEitherOr });
    if (body.departure_id === undefined) {
      if (body.tour_id === undefined && body.trek_id === undefined)
        ctx.addIssue({ code: 'custom', path: ['tour_id'], message: MESSAGES.tripRequired });
      else if (body.tour_id !== undefined && body.trek_id !== undefined)
        ctx.addIssue({ code: 'custom', path: ['trek_id'], message: MESSAGES.tripEitherOr });
      if (body.travel_date === undefined)
        ctx.addIssue({ code: 'custom', path: ['travel_date'], message: MESSAGES.travelDateRequired });
    } else if (body.travel_date !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['travel_date'], message: DESK_MESSAGES.departureOrDate });
    }
    if (body.price_override !== undefined && !body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: DESK_MESSAGES.priceOverrideNoteRequired });
  });
export type AdminCreateBookingInput = z.input<typeof adminCreateBookingBody>;
export type AdminCreateBookingBody = z.infer<typeof adminCreateBookingBody>;

const CHANGE_FIELDS = [
  'departure_id',
  'tour_id',
  'trek_id',
  'travel_date',
  'passengers',
  'contact_name',
  'contact_email',
  'contact_phone',
  'special_requests',
  'adjustment',
] as const;

/**
 * PUT /api/admin/bookings/{id}: the spec's `{ status }` exactly as before, or a change of the
 * booking: another departure or date (of this trip, or of `tour_id`/`trek_id`), the passengers,
 * the contact details, the special requests, and a manual price `adjustment` (added to the
 * computed total, negative for a reduction) with its `reason`. Not both in one call.
 */
export const adminBookingUpdateBody = z
  .object({
    status: z.enum(BOOKING_STATUSES, { error: SALES_MESSAGES.bookingStatusInvalid }).optional(),
    departure_id: idField.optional(),
    tour_id: idField.optional(),
    trek_id: idField.optional(),
    travel_date: calendarDate(MESSAGES.travelDateRequired).optional(),
    passengers: passengersField.optional(),
    contact_name: singleLineText(LIMITS.nameMax, MESSAGES.nameRequired).optional(),
    contact_email: emailField.optional(),
    contact_phone: requiredText(LIMITS.phoneMax, MESSAGES.phoneRequired).pipe(phoneField).optional(),
    special_requests: z.union([text(BOOKING_LIMITS.specialRequestsMax), z.null()]).optional(),
    adjustment: staffMoney(-ADMIN_BOOKING_LIMITS.amountMax, DESK_MESSAGES.adjustmentInvalid).optional(),
    reason: optionalText(DESK_LIMITS.reasonMax),
  })
  .superRefine((body, ctx) => {
    const changes = CHANGE_FIELDS.filter((field) => body[field] !== undefined);
    if (body.status === undefined && changes.length === 0)
      ctx.addIssue({ code: 'custom', path: ['status'], message: SALES_MESSAGES.bookingStatusInvalid });
    if (body.status !== undefined && changes.length > 0)
      ctx.addIssue({ code: 'custom', path: ['status'], message: DESK_MESSAGES.statusAlone });
    if (body.departure_id !== undefined && body.travel_date !== undefined)
      ctx.addIssue({ code: 'custom', path: ['travel_date'], message: DESK_MESSAGES.departureOrDate });
    if (body.tour_id !== undefined && body.trek_id !== undefined)
      ctx.addIssue({ code: 'custom', path: ['trek_id'], message: MESSAGES.tripEitherOr });
    if (
      (body.tour_id !== undefined || body.trek_id !== undefined) &&
      body.departure_id === undefined &&
      !body.travel_date
    )
      ctx.addIssue({ code: 'custom', path: ['travel_date'], message: MESSAGES.travelDateRequired });
    if (body.adjustment !== undefined && body.adjustment !== 0 && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: DESK_MESSAGES.adjustmentReasonRequired });
  });
export type AdminBookingUpdateInput = z.input<typeof adminBookingUpdateBody>;
export type AdminBookingUpdateBody = z.infer<typeof adminBookingUpdateBody>;
/** The change fields of the body (everything but the status). */
export type AdminBookingChange = Omit<AdminBookingUpdateBody, 'status'>;
export const isStatusOnly = (
  body: AdminBookingUpdateBody,
): body is AdminBookingUpdateBody & { status: NonNullable<AdminBookingUpdateBody['status']> } =>
  body.status !== undefined;

/** GET /api/admin/bookings/customers: traveller accounts to book for, by name, email or phone. */
export const deskCustomersQuery = z.object({
  search: text(LIMITS.nameMax).pipe(z.string().min(2, { error: MESSAGES.invalidValue })),
});
export const DESK_CUSTOMERS_MAX = 8;
export const deskCustomerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type DeskCustomerRow = z.infer<typeof deskCustomerRow>;
