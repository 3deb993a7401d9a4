import { z } from 'zod';
import { idField } from './common.ts';

/** The most records one bulk action takes (a page of the list at its largest). */
export const BULK_IDS_MAX = 100;

export const BULK_MESSAGES = {
  bulkIdsRequired: 'Select at least one record',
  bulkIdsTooMany: 'Select at most 100 records at a time',
  bulkActionInvalid: 'Choose a bulk action',
  bookingAlreadyConfirmed: 'This booking is already confirmed',
  enquiryAlreadyClosed: 'This enquiry is already closed',
} as const;

/** The selected records' ids: 1 to BULK_IDS_MAX, each once (duplicates are dropped). */
export const bulkIds = z
  .array(idField, { error: BULK_MESSAGES.bulkIdsRequired })
  .min(1, { error: BULK_MESSAGES.bulkIdsRequired })
  .max(BULK_IDS_MAX, { error: BULK_MESSAGES.bulkIdsTooMany })
  .transform((ids) => [...new Set(ids)]);

/** `{ action, ids }`: one action on the selected records of a list, in one request. */
export const bulkBody = <const A extends readonly [string, ...string[]]>(actions: A) =>
  z.object({
    action: z.enum(actions, { error: BULK_MESSAGES.bulkActionInvalid }),
    ids: bulkIds,
  });

export const ADMIN_BOOKING_BULK_ACTIONS = ['confirm'] as const;
export const adminBookingsBulkBody = bulkBody(ADMIN_BOOKING_BULK_ACTIONS);
export type AdminBookingsBulkBody = z.infer<typeof adminBookingsBulkBody>;

/** The bookings to download as CSV: the selection. */
export const adminBookingsSelectionBody = z.object({ ids: bulkIds });
export type AdminBookingsSelectionBody = z.infer<typeof adminBookingsSelectionBody>;

export const ADMIN_REVIEW_BULK_ACTIONS = ['approve', 'reject'] as const;
export const adminReviewsBulkBody = bulkBody(ADMIN_REVIEW_BULK_ACTIONS);
export type AdminReviewsBulkBody = z.infer<typeof adminReviewsBulkBody>;

export const ADMIN_ENQUIRY_BULK_ACTIONS = ['close'] as const;
export const adminEnquiriesBulkBody = bulkBody(ADMIN_ENQUIRY_BULK_ACTIONS);
export type AdminEnquiriesBulkBody = z.infer<typeof adminEnquiriesBulkBody>;

/**
 * What a bulk action did: the ids it changed, and the ones it left with the reason (the message the
 * single action would have answered: "already confirmed", "no seats left", ...).
 */
export const bulkResult = z.object({
  done: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResult>;
