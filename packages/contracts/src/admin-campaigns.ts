import { z } from 'zod';
import { CAMPAIGN_ADMIN_MESSAGES as CM } from './admin-campaign-messages.ts';
import {
  PG_INT_MAX,
  envelope,
  intField,
  isCalendarDate,
  listEnvelope,
  messageEnvelope,
  paginationQuery,
  requiredText,
  text,
} from './common.ts';
import { endpoint } from './endpoint.ts';
import { LIMITS } from './constants.ts';

/** What a notification is about; the screen shows it as a badge. */
export const NOTIFICATION_TYPES = [
  'info',
  'booking',
  'enquiry',
  'review',
  'custom_package',
  'blog',
  'user',
  'system',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The bell asks for unread ones (the default); the notifications screen may ask for all. */
export const NOTIFICATION_FILTERS = ['unread', 'all'] as const;

export const NOTIFICATION_LIMITS = { titleMax: 200, messageMax: 2000, linkMax: 500 } as const;

/** A notification a staff member writes for every staff member. */
export const createNotificationBody = z.object({
  type: z.enum(NOTIFICATION_TYPES, { error: CM.notificationTypeInvalid }),
  title: requiredText(NOTIFICATION_LIMITS.titleMax, CM.notificationTitleRequired),
  message: requiredText(NOTIFICATION_LIMITS.messageMax, CM.notificationMessageRequired),
  /** A back-office or site path (`/admin/bookings`); blank means none. */
  link: text(NOTIFICATION_LIMITS.linkMax)
    .refine((value) => value === '' || (value.startsWith('/') && !value.startsWith('//')), {
      error: CM.notificationLinkInvalid,
    })
    .optional(),
});
export type CreateNotificationBody = z.infer<typeof createNotificationBody>;

export const CAMPAIGN_LIMITS = {
  subjectMax: 200,
  bodyMax: 100_000,
  /** Outbox emails written per transaction. */
  batchSize: 200,
  listMax: 50,
} as const;

export const CAMPAIGN_AUDIENCE_TYPES = ['all_travellers', 'booked_between', 'trip'] as const;
export type CampaignAudienceType = (typeof CAMPAIGN_AUDIENCE_TYPES)[number];
export const CAMPAIGN_TRIP_KINDS = ['tour', 'trek'] as const;

const day = z
  .string({ error: CM.campaignDateRequired })
  .trim()
  .min(1, { error: CM.campaignDateRequired, abort: true })
  .refine(isCalendarDate, { error: CM.campaignDateRequired });

/** Who receives a newsletter: every traveller, travellers who booked between two days, or a trip's travellers. */
export const campaignAudience = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('all_travellers') }),
    z
      .object({ type: z.literal('booked_between'), from: day, to: day })
      .refine((value) => value.from <= value.to, { path: ['to'], error: CM.campaignDatesOrder }),
    z.object({
      type: z.literal('trip'),
      kind: z.enum(CAMPAIGN_TRIP_KINDS, { error: CM.campaignTripRequired }),
      id: intField(1, PG_INT_MAX, CM.campaignTripRequired),
    }),
  ],
  { error: CM.campaignAudienceInvalid },
);
export type CampaignAudienceInput = z.infer<typeof campaignAudience>;

/** A newsletter: a one-line subject, rich HTML (sanitised by the server) and its audience. */
export const campaignBody = z.object({
  subject: requiredText(CAMPAIGN_LIMITS.subjectMax, CM.campaignSubjectRequired).refine(
    (value) => !/[\r\n]/.test(value),
    { error: CM.campaignSubjectRequired },
  ),
  body: requiredText(CAMPAIGN_LIMITS.bodyMax, CM.campaignBodyRequired),
  audience: campaignAudience,
});
export type CampaignBody = z.infer<typeof campaignBody>;

/** What a send would reach, and the email as it will look. */
export const campaignPreview = z.object({ recipients: z.number().int(), subject: z.string(), html: z.string() });
export type CampaignPreview = z.infer<typeof campaignPreview>;

export const adminCampaign = z.object({
  id: z.number().int(),
  subject: z.string(),
  audience: z.record(z.string(), z.unknown()),
  status: z.enum(['sending', 'sent']),
  recipient_count: z.number().int(),
  /** Emails written to the outbox so far, and of those sent and failed for good. */
  enqueued_count: z.number().int(),
  sent_count: z.number().int(),
  failed_count: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type AdminCampaign = z.infer<typeof adminCampaign>;

export const adminCampaignsQuery = paginationQuery.extend({
  per_page: intField(1, CAMPAIGN_LIMITS.listMax).default(LIMITS.perPageDefault),
});
export type AdminCampaignsQuery = z.infer<typeof adminCampaignsQuery>;

/**
 * Newsletters (admins only): the list of those sent, the audience and email of a draft, a test to
 * oneself, and sending (stored, then its emails queued in batches: 202).
 */
export const adminCampaignsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/notifications/campaigns',
    query: adminCampaignsQuery,
    response: listEnvelope(adminCampaign),
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/admin/notifications/campaign/preview',
    body: campaignBody,
    response: envelope(campaignPreview),
  }),
  test: endpoint({
    method: 'POST',
    path: '/api/admin/notifications/campaign/test',
    body: campaignBody,
    response: messageEnvelope,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/admin/notifications/campaign',
    body: campaignBody,
    status: 202,
    response: envelope(adminCampaign),
  }),
};

/** The unsubscribe link's token. */
export const unsubscribeQuery = z.object({ token: text(500).min(1) });
