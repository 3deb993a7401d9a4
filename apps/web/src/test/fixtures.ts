import type { AdminTour, AdminTourDetail, AdminTrek, AdminTrekDetail } from '@trails/contracts/admin-catalogue';
import type { AdminBookingDetail } from '@trails/contracts/admin-bookings';
import type { User } from '@trails/contracts/auth';
import type { AdminDeparture, Booking, PublicDeparture, QuoteResult } from '@trails/contracts/bookings';
import type { TourDetail } from '@trails/contracts/catalogue';
import { DEFAULT_PUBLIC_SETTINGS } from '@trails/contracts/constants';
import type { PublicSettings } from '@trails/contracts/settings';

/** The site's public settings: the defaults, no online payments. */
export const settings = (overrides: Partial<PublicSettings> = {}): PublicSettings => ({
  ...DEFAULT_PUBLIC_SETTINGS,
  demo_mode: false,
  payment_provider: 'none',
  ...overrides,
});

export const traveller: User = {
  id: 7,
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  address: null,
  role: 'customer',
  email_verified_at: '2026-01-02T00:00:00.000Z',
  last_login_at: null,
  marketing_opt_out: false,
  created_at: '2026-01-01T00:00:00.000Z',
};

/** A member of staff with every right (the back office's signed-in account). */
export const admin: User = { ...traveller, id: 1, name: 'Tenzin Admin', email: 'admin@example.com', role: 'admin' };

export const tour: TourDetail = {
  id: 12,
  slug: 'spiti-valley-circuit',
  title: 'Spiti Valley Circuit',
  category: 'Adventure',
  price: 24000,
  original_price: null,
  duration_days: 8,
  duration_nights: 7,
  short_description: 'High desert monasteries and villages.',
  image: null,
  is_featured: false,
  max_group_size: 12,
  destination: {
    id: 3,
    slug: 'spiti',
    name: 'Spiti',
    country: 'India',
    state: 'Himachal Pradesh',
    latitude: null,
    longitude: null,
    city: null,
    best_time_to_visit: null,
  },
  created_at: '2026-01-01T00:00:00.000Z',
  rating: null,
  review_count: 0,
  description: null,
  images: [],
  highlights: [],
  itinerary: [],
  meta_title: null,
  meta_description: null,
  inclusions: [],
};

export const departure: PublicDeparture = {
  id: 41,
  start_date: '2027-06-10',
  end_date: '2027-06-17',
  seats_total: 12,
  seats_left: 5,
  price: 24000,
  status: 'open',
};

/** A departure as the back office lists it: a trek's, with seats booked and no leader. */
export const adminDeparture = (id: number, title: string, overrides: Partial<AdminDeparture> = {}): AdminDeparture => ({
  ...departure,
  id,
  tour_id: null,
  trek_id: 7,
  trip: { kind: 'trek', id: 7, title, slug: 'hampta-pass-trek' },
  seats_booked: 7,
  seats_held: 0,
  price_override: null,
  leader_user_id: null,
  leader_name: null,
  note: null,
  created_at: '2027-01-01T00:00:00.000Z',
  updated_at: '2027-01-01T00:00:00.000Z',
  ...overrides,
});

/** The server's price for `passengers` on the departure, with a coupon's discount when given. */
export const quote = (passengers: number, coupon?: { code: string; discount: number }): QuoteResult => ({
  unit_price: 24000,
  passengers,
  subtotal: 24000 * passengers,
  discount: coupon?.discount ?? 0,
  total: 24000 * passengers - (coupon?.discount ?? 0),
  currency: 'INR',
  coupon: coupon ? { code: coupon.code, discount_type: 'percent', discount_value: 10 } : null,
  seats_left: departure.seats_left,
  travel_date: departure.start_date,
  end_date: departure.end_date,
  departure_id: departure.id,
});

export const booking = (overrides: Partial<Booking> = {}): Booking => ({
  id: 901,
  reference: 'HT-2027-000901',
  status: 'pending',
  payment_status: 'pending',
  unit_price: 24000,
  passengers: 2,
  subtotal: 48000,
  discount: 0,
  total_amount: 48000,
  currency: 'INR',
  coupon_code: null,
  travel_date: departure.start_date,
  end_date: departure.end_date,
  trip: { type: 'tour', id: tour.id, title: tour.title, slug: tour.slug },
  tour_id: tour.id,
  trek_id: null,
  tour: { id: tour.id, title: tour.title, destination: { name: 'Spiti' } },
  trek: null,
  departure_id: departure.id,
  hold_expires_at: '2027-01-03T10:00:00.000Z',
  special_requests: null,
  contact_name: traveller.name,
  contact_email: traveller.email,
  contact_phone: traveller.phone ?? '',
  billing_state: null,
  cancel_reason: null,
  cancelled_at: null,
  created_at: '2027-01-01T10:00:00.000Z',
  confirmation_email: 'on_its_way',
  ...overrides,
});

/** A booking as staff see it on its page: the traveller's booking, nothing paid yet. */
export const adminBookingDetail = (overrides: Partial<AdminBookingDetail> = {}): AdminBookingDetail => ({
  ...booking(),
  user: { id: traveller.id, name: traveller.name, email: traveller.email },
  adjustment: 0,
  adjustment_reason: null,
  created_by: null,
  staff_note: null,
  invoice_version: 1,
  destination_name: 'Spiti',
  amount_paid: 0,
  balance_due: 48000,
  assigned_to: null,
  payments: [],
  history: [],
  ...overrides,
});

/** What tours and treks share in the back office's lists, for a trip of `title`. */
const adminTrip = (id: number, title: string) => ({
  id,
  title,
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  destination_id: 1,
  destination: { id: 1, name: 'Manali' },
  price: 12_000,
  original_price: null,
  duration_days: 5,
  duration_nights: 4,
  short_description: null,
  description: null,
  image: null,
  images: [],
  highlights: [],
  max_group_size: 12,
  is_active: true,
  is_featured: false,
  meta_title: null,
  meta_description: null,
  rating: null,
  review_count: 0,
  booking_count: 0,
  created_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-01-10T09:00:00.000Z',
  translation_status: { hi: 'missing', es: 'missing', fr: 'missing', de: 'missing' } as const,
  meeting_point: null,
  packing_list: null,
  leader_name: null,
  leader_phone: null,
  requires_traveller_details: false,
});

/** A tour as the back office lists it. */
export const adminTour = (id: number, title: string): AdminTour => ({
  ...adminTrip(id, title),
  category: 'Adventure',
  inclusions: [],
});

/** A trek as the back office lists it. */
export const adminTrek = (id: number, title: string): AdminTrek => ({
  ...adminTrip(id, title),
  difficulty_level: 'moderate',
  trek_grade: null,
  max_altitude_m: null,
  altitude: null,
  best_time: null,
  permit_note: null,
});

/** One tour or trek as the Edit form loads it. */
export const adminTourDetail = (id: number, title: string): AdminTourDetail => ({
  ...adminTour(id, title),
  itinerary: [],
  translations: {},
});
export const adminTrekDetail = (id: number, title: string): AdminTrekDetail => ({
  ...adminTrek(id, title),
  itinerary: [],
  translations: {},
});
