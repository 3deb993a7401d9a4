import { z } from 'zod';
import { USER_ROLES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { envelope, idField, isCalendarDate, paginationMeta, paginationQuery, requiredText, text } from './common.ts';
import { endpoint } from './endpoint.ts';

/** Kinds of record an activity entry can be about (the filter and the manual entry offer these). */
export const ACTIVITY_RECORD_TYPES = [
  'booking',
  'enquiry',
  'custom_package',
  'departure',
  'destination',
  'tour',
  'trek',
  'review',
  'coupon',
  'user',
  'settings',
  'email',
  'blog',
  'webhook',
  'page',
  'other',
] as const;
export type ActivityRecordType = (typeof ACTIVITY_RECORD_TYPES)[number];

export const ACTIVITY_LIMITS = {
  actionMax: 60,
  labelMax: 200,
  descriptionMax: 2000,
} as const;

export const ACTIVITY_MESSAGES = {
  activityActionRequired: 'Action is required',
  activityDescriptionRequired: 'Description is required',
  activityTypeRequired: 'Record type is required',
  activityDateInvalid: 'Enter a date as YYYY-MM-DD',
  activityRangeInvalid: 'The end date cannot be before the start date',
  activityRecorded: 'Activity recorded',
  failedToRecordActivity: 'Failed to record the activity',
} as const;

const dateFilter = text(10).refine(isCalendarDate, { error: ACTIVITY_MESSAGES.activityDateInvalid }).optional();

/** The activity log: newest first, by person, record type, action and a date range (days, UTC). */
export const adminActivityQuery = paginationQuery
  .extend({
    user_id: idField.optional(),
    type: z.enum(ACTIVITY_RECORD_TYPES, { error: MESSAGES.invalidValue }).optional(),
    action: text(ACTIVITY_LIMITS.actionMax).optional(),
    subject_id: idField.optional(),
    from: dateFilter,
    to: dateFilter,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: ACTIVITY_MESSAGES.activityRangeInvalid,
  });
export type AdminActivityQuery = z.infer<typeof adminActivityQuery>;

export const adminActivityEntry = z.object({
  id: z.number().int(),
  /** Who: null when the system did it. */
  user: z.object({ id: z.number().int(), name: z.string(), role: z.enum(USER_ROLES).nullable() }).nullable(),
  action: z.string(),
  record: z.object({ type: z.string(), id: z.number().int().nullable(), label: z.string().nullable() }),
  description: z.string(),
  /** Only the fields that changed. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AdminActivityEntry = z.infer<typeof adminActivityEntry>;

export const adminActivityList = z.object({
  success: z.literal(true),
  data: z.array(adminActivityEntry),
  meta: paginationMeta,
});
export type AdminActivityList = z.infer<typeof adminActivityList>;

/** A manual entry: a phone call, a visit, a note about a record. */
export const adminActivityCreateBody = z.object({
  type: z.enum(ACTIVITY_RECORD_TYPES, { error: ACTIVITY_MESSAGES.activityTypeRequired }),
  record_id: idField.nullish().transform((value) => value ?? null),
  label: text(ACTIVITY_LIMITS.labelMax)
    .nullish()
    .transform((value) => (value ? value : null)),
  action: requiredText(ACTIVITY_LIMITS.actionMax, ACTIVITY_MESSAGES.activityActionRequired),
  description: requiredText(ACTIVITY_LIMITS.descriptionMax, ACTIVITY_MESSAGES.activityDescriptionRequired),
});
export type AdminActivityCreateInput = z.input<typeof adminActivityCreateBody>;
export type AdminActivityCreateBody = z.output<typeof adminActivityCreateBody>;

/** The activity log's endpoints (append-only: read and add, never change or remove). */
export const adminActivityApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/activity-logs',
    query: adminActivityQuery,
    response: adminActivityList,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/activity-logs',
    body: adminActivityCreateBody,
    status: 201,
    response: envelope(adminActivityEntry),
  }),
};
