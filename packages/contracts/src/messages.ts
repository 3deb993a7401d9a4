import { BOOKING_MESSAGES } from './booking-messages.ts';
import { SERVER_ERROR } from './server-error.ts';
import { BLOG_MESSAGES } from './blog-messages.ts';
import { ENQUIRY_MESSAGES } from './enquiry-messages.ts';
import { CUSTOM_PACKAGE_MESSAGES } from './custom-package-messages.ts';
import { MEDIA_MESSAGES } from './media-constants.ts';
import { REVIEW_MESSAGES } from './review-messages.ts';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { TRAVELLER_MESSAGES } from './traveller-messages.ts';
import { WAITLIST_MESSAGES } from './waitlist-messages.ts';
import { GST_MESSAGES } from './gst-messages.ts';

/**
 * Every user-facing message the server or a form can produce, in English (the spec's wording).
 * The web app translates them by key: `messageKey(text)` finds the key of a server message.
 */
export const MESSAGES = {
  // validation
  required: 'This field is required',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailLatinOnly: 'Please enter an email address in Latin letters, digits and . _ + - only (like name@example.com)',
  singleLine: 'Please write this on one line, without line breaks or control characters',
  currentPasswordRequired: 'Please enter your current password to change your email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordsMismatch: 'Passwords do not match',
  passwordGuessable: 'This password is too common or easy to guess. Use a longer one that avoids your name and email',
  tooLong: 'This field is too long',
  phoneInvalid: 'Please enter a valid phone number',
  urlInvalid: 'Please enter a valid URL',
  invalidValue: 'Invalid value',
  emailTaken: 'An account with this email already exists',
  // auth
  loginFailed: 'Login failed. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  invalidCredentials: 'Invalid email or password',
  accountBlocked: 'This account has been blocked. Please contact support.',
  unauthenticated: 'Please log in to continue',
  forbidden: 'You do not have permission to do this',
  staffOnly: 'Authorized personnel only',
  loggedOut: 'Logged out successfully',
  loginSuccess: 'Login successful',
  registerSuccess: 'Registration successful',
  profileUpdated: 'Profile updated successfully',
  noTokenReceived: 'No token received from server',
  // email verification
  emailVerified: 'Your email address is verified',
  verifyTokenInvalid: 'This verification link is invalid or has expired',
  verificationSent: 'A new verification link is on its way to your inbox',
  emailAlreadyVerified: 'Your email address is already verified',
  verificationRecentlySent:
    'A verification link was sent a moment ago. Please check your inbox or try again in a minute.',
  // generic
  notFound: 'Not found',
  routeNotFound: 'Route not found',
  malformed: 'Malformed request',
  validationFailed: 'The given data was invalid',
  tooLarge: 'Request is too large',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  serverError: SERVER_ERROR,
  conflict: 'This was changed at the same moment by another request. Please try again.',
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  // settings
  settingsUpdated: 'Settings updated successfully',
  unknownSetting: 'Unknown setting',
  failedToUpdateSettings: 'Failed to update settings',
  // catalogue
  invalidSort: 'Please choose one of the listed sort orders',
  invalidPriceRange: 'Price range must look like min-max, with min not above max',
  invalidAltitudeRange: 'Altitude range must look like min-max, with min not above max',
  tourNotFound: 'Tour not found',
  trekNotFound: 'Trek not found',
  tourNotAvailable: 'This tour is not available for booking right now',
  trekNotAvailable: 'This trek is not available for booking right now',
  destinationNotFound: 'Destination not found',
  failedToLoadTours: 'Failed to load tours',
  // wishlist
  addedToWishlist: 'Added to wishlist',
  removedFromWishlist: 'Removed from wishlist',
  failedToRemoveFromWishlist: 'Failed to remove from wishlist',
  loginForWishlist: 'Please login to save tours to your wishlist',
  wishlistItemNotFound: 'This tour is not in your wishlist',
  wishlistItemRequired: 'Choose a tour or a trek to save',
  wishlistOneItem: 'Save either a tour or a trek, not both',
  ...BOOKING_MESSAGES,
  ...ENQUIRY_MESSAGES,
  ...CUSTOM_PACKAGE_MESSAGES,
  ...BLOG_MESSAGES,
  ...MEDIA_MESSAGES,
  ...REVIEW_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...TRAVELLER_MESSAGES,
  ...WAITLIST_MESSAGES,
  ...GST_MESSAGES,
} as const;

export type MessageKey = keyof typeof MESSAGES;

const keyByText = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The key of a known message, so a client can show it in the reader's language. */
export function messageKey(text: string): MessageKey | undefined {
  return keyByText.get(text);
}
