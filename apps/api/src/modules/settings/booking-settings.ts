import {
  DEFAULT_PRIVATE_SETTINGS,
  DEFAULT_PUBLIC_SETTINGS,
  MAX_PENDING_BOOKINGS_LIMIT,
} from '@trails/contracts/constants';
import { PAYMENT_SETTING_DEFAULTS } from '@trails/contracts/payments';
import type { Executor } from '../../db/client.ts';
import { readSettings } from './settings.repo.ts';

export interface BookingSettings {
  /** The first bookable day is today plus this many days. */
  leadDays: number;
  /** How long a pending booking holds its seats. */
  holdHours: number;
  /** How many unpaid bookings one account may hold at once. */
  maxPendingBookings: number;
  currency: string;
  timezone: string;
  /** With online payments: the deposit's percent of the total, days before the start the balance is due, and the payment hold. */
  depositPercent: number;
  balanceDueDays: number;
  paymentHoldMinutes: number;
}

export const BOOKING_SETTING_DEFAULTS = {
  booking_lead_days: 1,
  booking_hold_hours: 48,
  max_pending_bookings: Number(DEFAULT_PRIVATE_SETTINGS.max_pending_bookings),
} as const;
/** The furthest a trip run on request can be booked ahead. */
export const ON_REQUEST_MAX_DAYS = 365;

const wholeNumber = (value: string | undefined, fallback: number, max: number) => {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed >= 0 && parsed <= max ? parsed : fallback;
};

/** The settings keys a booking's rules are read from. */
export const BOOKING_SETTING_KEYS = [
  'booking_lead_days',
  'booking_hold_hours',
  'max_pending_bookings',
  'currency',
  'timezone',
  'deposit_percent',
  'balance_due_days',
  'payment_hold_minutes',
] as const;

export async function readBookingSettings(db: Executor): Promise<BookingSettings> {
  return bookingSettingsFrom(await readSettings(db, BOOKING_SETTING_KEYS));
}

/** A booking's rules from stored settings values (those of `BOOKING_SETTING_KEYS`; a missing one takes its default). */
export function bookingSettingsFrom(stored: Record<string, string | undefined>): BookingSettings {
  return {
    leadDays: wholeNumber(stored.booking_lead_days, BOOKING_SETTING_DEFAULTS.booking_lead_days, 365),
    holdHours: Math.max(
      1,
      wholeNumber(stored.booking_hold_hours, BOOKING_SETTING_DEFAULTS.booking_hold_hours, 24 * 60),
    ),
    maxPendingBookings: Math.max(
      1,
      wholeNumber(
        stored.max_pending_bookings,
        BOOKING_SETTING_DEFAULTS.max_pending_bookings,
        MAX_PENDING_BOOKINGS_LIMIT,
      ),
    ),
    currency: stored.currency || DEFAULT_PUBLIC_SETTINGS.currency,
    timezone: stored.timezone || DEFAULT_PUBLIC_SETTINGS.timezone,
    depositPercent: Math.max(
      1,
      wholeNumber(stored.deposit_percent, Number(PAYMENT_SETTING_DEFAULTS.deposit_percent), 100),
    ),
    balanceDueDays: wholeNumber(stored.balance_due_days, Number(PAYMENT_SETTING_DEFAULTS.balance_due_days), 365),
    paymentHoldMinutes: Math.max(
      5,
      wholeNumber(stored.payment_hold_minutes, Number(PAYMENT_SETTING_DEFAULTS.payment_hold_minutes), 24 * 60),
    ),
  };
}

/** Today's calendar date (YYYY-MM-DD) where the operator is; UTC when the zone is unknown. */
export function todayIn(timezone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** A calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The last day of a trip of `durationDays` days starting on `startDate`. */
export const tripEndDate = (startDate: string, durationDays: number) =>
  addDays(startDate, Math.max(1, durationDays) - 1);
