import type { settings } from '../schema/index.ts';

export type SettingSeed = typeof settings.$inferInsert;

/** Site settings. Public ones are readable by anyone; the mail settings only by staff. */
export const SETTINGS: SettingSeed[] = [
  { key: 'site_name', value: 'Himalaya Trails', type: 'string', isPublic: true },
  {
    key: 'site_description',
    value: 'Small-group treks and tours in the Indian Himalaya, planned in Shimla and led by local guides since 2012.',
    type: 'string',
    isPublic: true,
  },
  { key: 'site_logo', value: '', type: 'url', isPublic: true },
  { key: 'currency', value: 'INR', type: 'string', isPublic: true },
  { key: 'timezone', value: 'Asia/Kolkata', type: 'string', isPublic: true },
  { key: 'contact_email', value: 'hello@himalayatrails.example', type: 'email', isPublic: true },
  { key: 'contact_phone', value: '+91 98160 12345', type: 'string', isPublic: true },
  {
    key: 'contact_address',
    value: 'The Mall Road, Shimla, Himachal Pradesh 171001, India',
    type: 'string',
    isPublic: true,
  },
  { key: 'business_hours', value: 'Mon-Sat, 9:00-19:00 IST', type: 'string', isPublic: true },
  { key: 'facebook_url', value: 'https://example.com/facebook/himalayatrails', type: 'url', isPublic: true },
  { key: 'twitter_url', value: 'https://example.com/twitter/himalayatrails', type: 'url', isPublic: true },
  { key: 'instagram_url', value: 'https://example.com/instagram/himalayatrails', type: 'url', isPublic: true },
  { key: 'youtube_url', value: 'https://example.com/youtube/himalayatrails', type: 'url', isPublic: true },
  { key: 'smtp_host', value: '', type: 'string', isPublic: false },
  { key: 'smtp_port', value: '587', type: 'number', isPublic: false },
  { key: 'smtp_username', value: '', type: 'string', isPublic: false },
  { key: 'smtp_password', value: '', type: 'string', isPublic: false },
  { key: 'mail_from_address', value: 'bookings@himalayatrails.example', type: 'email', isPublic: false },
  { key: 'mail_from_name', value: 'Himalaya Trails', type: 'string', isPublic: false },
  // Bookings: the first bookable day is today + lead days; a pending booking holds its seats this long.
  { key: 'booking_lead_days', value: '1', type: 'number', isPublic: true },
  { key: 'booking_hold_hours', value: '48', type: 'number', isPublic: true },
  // At most this many unpaid bookings per account at once.
  { key: 'max_pending_bookings', value: '3', type: 'number', isPublic: false },
  {
    key: 'payment_instructions',
    value:
      'Nothing is charged now. Once we confirm your seats (usually within a day), we email you our bank and UPI details. ' +
      'A 30% deposit secures the booking; the balance is due 15 days before departure.',
    type: 'string',
    isPublic: true,
  },
  // The waitlist: an offer of freed seats holds them this many hours.
  { key: 'waitlist_offer_hours', value: '12', type: 'number', isPublic: true },
  // The home page shows a counter only from this number up.
  { key: 'home_counter_min', value: '25', type: 'number', isPublic: true },
  // Treks want traveller details (names as on ID, emergency contacts) this many days before the start.
  { key: 'traveller_details_days', value: '14', type: 'number', isPublic: true },
  // GST: the operator is registered in Himachal Pradesh (state code 02) and charges 5% on its trips.
  { key: 'legal_name', value: 'Himalaya Trails Private Limited', type: 'string', isPublic: false },
  { key: 'gstin', value: '02AABCH1234K1Z3', type: 'string', isPublic: false },
  { key: 'business_state', value: '02', type: 'string', isPublic: false },
  { key: 'tax_rate', value: '5', type: 'number', isPublic: false },
  { key: 'prices_include_tax', value: 'true', type: 'boolean', isPublic: false },
  // The pre-departure email goes a week before the start.
  { key: 'pre_departure_days', value: '7', type: 'number', isPublic: false },
  // The cancellation policy: the share of what was paid refunded, by days before the start.
  {
    key: 'cancellation_policy',
    value: JSON.stringify([
      { min_days: 30, refund_percent: 90 },
      { min_days: 15, refund_percent: 50 },
      { min_days: 0, refund_percent: 0 },
    ]),
    type: 'string',
    isPublic: true,
  },
  // Lets the admin login show the demo credentials.
  { key: 'demo_mode', value: 'true', type: 'boolean', isPublic: false },
];
