import { SALES_MESSAGES } from './admin-sales-messages.ts';
import { COUPON_ADMIN_MESSAGES } from './admin-coupon-messages.ts';
import { ADMIN_REVIEW_MESSAGES } from './review-messages.ts';
import { DEPARTURE_ADMIN_MESSAGES } from './admin-departure-messages.ts';
import { ADMIN_BLOG_MESSAGES } from './admin-blogs.ts';
import { ANALYTICS_MESSAGES } from './admin-analytics.ts';
import { ACTIVITY_MESSAGES } from './admin-activity.ts';
import { CAMPAIGN_ADMIN_MESSAGES } from './admin-campaign-messages.ts';
import { MEDIA_ADMIN_MESSAGES } from './admin-media-messages.ts';
import { WEBHOOK_ADMIN_MESSAGES } from './admin-webhooks.ts';
import { BULK_MESSAGES } from './admin-bulk.ts';
import { DESK_MESSAGES } from './admin-desk-messages.ts';
import { PAGE_ADMIN_MESSAGES } from './page-content.ts';

/**
 * Messages of the back office (server answers and screen toasts), in English, in the spec's wording.
 * The admin app translates them by key from its own `admin` namespace (`messages.<key>`), so the
 * public bundle never carries them.
 */
export const ADMIN_MESSAGES = {
  ...SALES_MESSAGES,
  ...ACTIVITY_MESSAGES,
  ...MEDIA_ADMIN_MESSAGES,
  ...WEBHOOK_ADMIN_MESSAGES,
  ...BULK_MESSAGES,
  ...PAGE_ADMIN_MESSAGES,
  slugTaken: 'This slug is already in use',
  slugInvalid: 'Slug must contain letters or numbers',
  destinationInUse: 'This destination has tours or treks (and their bookings). Deactivate it instead of deleting it.',
  destinationCreated: 'Destination created successfully',
  destinationUpdated: 'Destination updated successfully',
  destinationDeleted: 'Destination deleted successfully',
  failedToCreateDestination: 'Failed to create destination',
  failedToUpdateDestination: 'Failed to update destination',
  failedToDeleteDestination: 'Failed to delete destination',
  testEmailSent: 'Test email sent',
  testEmailFailed: 'The test email could not be sent',
  emailNotFound: 'Email not found.',
  emailNotFailed: 'Only a failed email can be retried.',
  emailRetried: 'The email is queued again.',
  failedToRetryEmail: 'Failed to retry the email',
  currencyChangeUnconfirmed:
    'Prices are not converted: changing the currency only relabels every existing price (₹42,500 would show as $42,500). Confirm the change to go ahead.',
  packageUpdated: 'Package updated successfully',
  packageAssigned: 'Package assigned successfully',
  notesAdded: 'Notes added successfully',
  packageConverted: 'Package converted to booking successfully',
  packageDeleted: 'Package deleted successfully',
  quoteSent: 'Quote sent to the traveller',
  failedToUpdatePackage: 'Failed to update package',
  failedToAssignPackage: 'Failed to assign package',
  failedToAddNotes: 'Failed to add notes',
  failedToConvertPackage: 'Failed to convert package',
  failedToDeletePackage: 'Failed to delete package',
  failedToSendQuote: 'Failed to send quote',
  packageStatusInvalid: 'Status must be requested, quoted, confirmed or cancelled',
  packageNotConfirmed: 'Only a confirmed custom package can be converted to a booking',
  packageAlreadyConverted: 'This custom package has already been converted to a booking',
  packageWithoutQuote: 'Send a quote before converting this custom package',
  packageHasBooking:
    'This custom package was turned into a booking, so it cannot be deleted. Cancel or keep the booking; the package stays as its record.',
  quotePriceInvalid: 'Enter a price greater than 0',
  quoteDaysRequired: 'Add at least one day to the plan',
  quoteDayTitleRequired: 'Each day needs a title',
  quoteValidUntilRequired: 'Please choose until when the quote is valid',
  quoteValidUntilPast: 'Valid until cannot be before today',
  ...COUPON_ADMIN_MESSAGES,
  ...ADMIN_REVIEW_MESSAGES,
  ...DEPARTURE_ADMIN_MESSAGES,
  ...ADMIN_BLOG_MESSAGES,
  ...ANALYTICS_MESSAGES,
  ...CAMPAIGN_ADMIN_MESSAGES,
  ...DESK_MESSAGES,

  titleRequired: 'Title is required',
  destinationRequired: 'Destination is required',
  destinationUnknown: 'Please choose one of the listed destinations',
  priceRequired: 'Price is required',
  durationRequired: 'Duration is required',
  altitudeInvalid: 'Give the altitude in metres or feet, such as 4,270 m',
  dayTitleRequired: 'Day title is required',
  tourInUse: 'This tour has bookings. Deactivate it instead of deleting it.',
  trekInUse: 'This trek has bookings. Deactivate it instead of deleting it.',
  tourCreated: 'Tour created successfully',
  tourUpdated: 'Tour updated successfully',
  tourDeleted: 'Tour deleted successfully',
  tourDuplicated: 'Tour duplicated successfully',
  tourFeatureUpdated: 'Tour feature status updated',
  failedToCreateTour: 'Failed to create tour',
  failedToUpdateTour: 'Failed to update tour',
  failedToDeleteTour: 'Failed to delete tour',
  failedToDuplicateTour: 'Failed to duplicate tour',
  failedToUpdateFeature: 'Failed to update feature status',
  trekCreated: 'Trek created successfully',
  trekUpdated: 'Trek updated successfully',
  trekDeleted: 'Trek deleted successfully',
  trekDuplicated: 'Trek duplicated successfully',
  trekFeatureUpdated: 'Trek feature status updated',
  errorSavingTrek: 'Error saving trek. Please try again.',
  errorDeletingTrek: 'Error deleting trek. Please try again.',
  importFileRequired: 'Please choose a CSV file',
  importUnreadable: 'The file could not be read as CSV with the export’s columns. Nothing was imported.',
  importTooManyRows: 'The file has too many rows. Nothing was imported.',
  importFinished: 'Import finished',
  userNotFound: 'User not found.',
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  userBlocked: 'User blocked successfully',
  userUnblocked: 'User unblocked successfully',
  failedToCreateUser: 'Failed to create user',
  failedToUpdateUser: 'Failed to update user',
  failedToDeleteUser: 'Failed to delete user',
  failedToUpdateUserStatus: 'Failed to update user status',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotBlockSelf: 'You cannot block your own account.',
  lastAdmin: 'The last admin cannot be removed or demoted.',
  cannotDemoteSelf: 'You cannot remove the admin role from your own account.',
  adminOnly: 'Only an admin can do this.',
  userHasBookings: 'This user has bookings. Block the account instead of deleting it.',
} as const;

export type AdminMessageKey = keyof typeof ADMIN_MESSAGES;

const keyByText = new Map<string, AdminMessageKey>(
  (Object.entries(ADMIN_MESSAGES) as [AdminMessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The key of a known back-office message, so the admin app can show it in the reader's language. */
export function adminMessageKey(text: string): AdminMessageKey | undefined {
  return keyByText.get(text);
}
