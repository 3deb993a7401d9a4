/**
 * Back-office messages about notifications and newsletter campaigns (server answers, field errors
 * and toasts), part of ADMIN_MESSAGES so the admin app translates them by key (`messages.<key>`).
 */
export const CAMPAIGN_ADMIN_MESSAGES = {
  notificationTitleRequired: 'Enter a title for the notification',
  notificationMessageRequired: 'Enter the notification’s message',
  notificationTypeInvalid: 'Choose a notification type',
  notificationLinkInvalid: 'The link must be a path on this site, starting with /',
  notificationCreated: 'Notification created',
  failedToCreateNotification: 'Failed to create notification',
  failedToMarkNotificationRead: 'Failed to mark the notification as read',
  campaignSubjectRequired: 'Subject is required',
  campaignBodyRequired: 'Write the email’s content',
  campaignAudienceInvalid: 'Choose who receives the newsletter',
  campaignDateRequired: 'Choose a date',
  campaignDatesOrder: 'The end date must not be before the start date',
  campaignTripRequired: 'Choose a trip',
  campaignTripNotFound: 'Trip not found',
  campaignNoRecipients: 'Nobody in this audience can receive the newsletter',
  campaignQueued: 'The newsletter is being sent',
  campaignTestSent: 'A test email is on its way to you',
  failedToSendCampaign: 'Failed to send the newsletter',
  failedToPreviewCampaign: 'Failed to preview the newsletter',
  failedToSendTestCampaign: 'Failed to send the test email',
} as const;
