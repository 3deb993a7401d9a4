/** Business constants shared by the API and the web app. */

export const USER_ROLES = ['customer', 'staff', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const STAFF_ROLES: readonly UserRole[] = ['staff', 'admin'];

/** How a tour is filed: the kinds of trip a Himalaya operator runs (treks are their own catalogue). */
export const TOUR_CATEGORIES = [
  'Adventure',
  'Road Trip',
  'Cultural',
  'Pilgrimage',
  'Lakes',
  'Hill Station',
  'Wildlife',
  'Nature',
] as const;
export type TourCategory = (typeof TOUR_CATEGORIES)[number];

export const DIFFICULTY_LEVELS = ['easy', 'moderate', 'difficult'] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

export const TRIP_TYPES = ['Family', 'Solo', 'Couple', 'Friends'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'partially_paid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ENQUIRY_STATUSES = ['new', 'responded', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const CUSTOM_PACKAGE_STATUSES = ['requested', 'quoted', 'confirmed', 'cancelled'] as const;
export type CustomPackageStatus = (typeof CUSTOM_PACKAGE_STATUSES)[number];

export const BLOG_STATUSES = ['draft', 'pending', 'published', 'rejected'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const HOTEL_STARS = [3, 4, 5] as const;

export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const LOCALES = ['en', 'hi', 'es', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Each language as its own speakers name it, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  hi: 'हिन्दी',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

export const STORAGE_KEYS = {
  authToken: 'auth_token',
  adminToken: 'admin_token',
  locale: 'locale',
  theme: 'theme',
  recentlyViewed: 'recentlyViewed',
  compare: 'compareTours',
  enquiryPopupSeen: 'enquiryPopupSeen',
} as const;

export const LIMITS = {
  passengersMin: 1,
  passengersMax: 10,
  passwordMin: 6,
  passwordMax: 128,
  nameMax: 120,
  emailMax: 254,
  phoneMax: 32,
  addressMax: 500,
  perPageDefault: 20,
  perPageMax: 100,
  searchMinChars: 2,
  searchSuggestions: 8,
  recentlyViewed: 3,
  reviewTruncate: 200,
  defaultTrekGroupSize: 15,
  defaultTourGroupSize: 12,
} as const;

export const TIMINGS = {
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 5 * 60_000,
  searchStaleMs: 30_000,
  toastMs: 4_000,
  toastSuccessMs: 2_000,
  scrollTopAfterPx: 300,
  enquiryPopupDelayMs: 3_000,
  dashboardStatsPollMs: 30_000,
  dashboardActivityPollMs: 60_000,
  copiedIndicatorMs: 2_000,
} as const;

/** Setting keys. Public ones are readable without a token; the rest only by staff. */
export const PUBLIC_SETTING_KEYS = [
  'site_name',
  'site_description',
  'site_logo',
  'currency',
  'timezone',
  'contact_email',
  'contact_phone',
  'contact_address',
  'business_hours',
  'facebook_url',
  'twitter_url',
  'instagram_url',
  'youtube_url',
  // Bookings: the first day a trip on request can be booked is today + lead days; a pending
  // booking holds its seats this many hours; step 3 of the booking wizard shows the instructions.
  'booking_lead_days',
  'booking_hold_hours',
  'payment_instructions',
  // The home page's counters show a count only from this number up (a young operator's
  // "11 customers" says less than no counter at all).
  'home_counter_min',
  // Online payments (with a provider configured): the deposit's share of the total, how many days
  // before the start the balance is due (a booking nearer than that pays in full), and how long a
  // new booking holds its seats waiting for its deposit.
  'deposit_percent',
  'balance_due_days',
  'payment_hold_minutes',
  // Treks that require traveller details want them this many days before the start.
  'traveller_details_days',
  // The waitlist: an offer of freed seats holds them for the traveller this many hours.
  'waitlist_offer_hours',
  // The cancellation policy: JSON tiers [{ min_days, refund_percent }], most days first.
  'cancellation_policy',
] as const;
export const PRIVATE_SETTING_KEYS = [
  'smtp_host',
  'smtp_port',
  'smtp_username',
  'smtp_password',
  'mail_from_address',
  'mail_from_name',
  // Bookings: how many unpaid bookings one account may hold at once (the next one is refused).
  'max_pending_bookings',
  // GST: the business's legal name and GSTIN (blank: not registered, the invoice shows no tax), its
  // state (a GST state code; the GSTIN's first two digits when blank), the rate charged on tours and
  // treks in percent, and whether prices include it ('true' or 'false').
  'legal_name',
  'gstin',
  'business_state',
  'tax_rate',
  'prices_include_tax',
  // Reminders: the pre-departure email goes this many days before the start.
  'pre_departure_days',
] as const;
/** Switches stored as 'true' or 'false'; the public settings report them as booleans. */
export const FLAG_SETTING_KEYS = [
  // The admin login's Use Test Credentials button.
  'demo_mode',
] as const;
export type FlagSettingKey = (typeof FLAG_SETTING_KEYS)[number];
export const SETTING_KEYS = [...PUBLIC_SETTING_KEYS, ...PRIVATE_SETTING_KEYS, ...FLAG_SETTING_KEYS] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];
/** Never sent back to any client, even staff: the admin form shows them as "set" or "not set". */
export const SECRET_SETTING_KEYS: readonly SettingKey[] = ['smtp_password'];
export const SETTING_TYPES = ['string', 'number', 'boolean', 'email', 'url'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

/** The largest value staff may give max_pending_bookings. */
export const MAX_PENDING_BOOKINGS_LIMIT = 1000;
/** The staff-only settings' defaults. */
export const DEFAULT_PRIVATE_SETTINGS: Record<(typeof PRIVATE_SETTING_KEYS)[number], string> = {
  smtp_host: '',
  smtp_port: '587',
  smtp_username: '',
  smtp_password: '',
  mail_from_address: '',
  mail_from_name: '',
  max_pending_bookings: '3',
  legal_name: '',
  gstin: '',
  business_state: '',
  // Tour operator services at 5% without input tax credit, as Indian tour operators usually charge.
  tax_rate: '5',
  prices_include_tax: 'true',
  pre_departure_days: '7',
};

export const DEFAULT_SITE_NAME = 'Himalaya Trails';
export const DEFAULT_PUBLIC_SETTINGS: Record<PublicSettingKey, string> = {
  site_name: DEFAULT_SITE_NAME,
  site_description: 'Discover amazing destinations',
  site_logo: '',
  currency: 'USD',
  timezone: 'UTC',
  contact_email: '',
  contact_phone: '',
  contact_address: '',
  business_hours: '',
  facebook_url: '',
  twitter_url: '',
  instagram_url: '',
  youtube_url: '',
  booking_lead_days: '1',
  booking_hold_hours: '48',
  payment_instructions: '',
  home_counter_min: '25',
  deposit_percent: '20',
  balance_due_days: '30',
  payment_hold_minutes: '30',
  traveller_details_days: '14',
  waitlist_offer_hours: '12',
  cancellation_policy: JSON.stringify([
    { min_days: 30, refund_percent: 90 },
    { min_days: 15, refund_percent: 50 },
    { min_days: 0, refund_percent: 0 },
  ]),
};

/** The reviewer's name shown once the account behind a review has been deleted (kept free of zod: review cards import it). */
export const FORMER_TRAVELLER = 'Former traveller';
