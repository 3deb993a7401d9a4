/** Every route of the app, declared once; links use these builders. */
export const paths = {
  home: () => '/',
  destinations: () => '/destinations',
  destination: (id: string | number) => `/destination/${id}`,
  tours: () => '/tours',
  tour: (id: string | number) => `/tour/${id}`,
  treks: () => '/treks',
  trek: (id: string | number) => `/trek/${id}`,
  packages: () => '/packages',
  blog: () => '/blog',
  blogSubmit: () => '/blog/submit',
  blogPost: (idOrSlug: string | number) => `/blog/${idOrSlug}`,
  login: () => '/login',
  register: () => '/register',
  profile: () => '/profile',
  myBookings: () => '/profile/bookings',
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  verifyEmail: () => '/verify-email',
  wishlist: () => '/wishlist',
  compare: () => '/compare',
  customBuilder: () => '/custom-builder',
  customTourBuilder: () => '/custom-tour-builder',
  /**
   * The enquiry page; from a trip's Send Enquiry, with that tour or trek (id or slug) chosen, or
   * from a destination's, with its name filled in.
   */
  enquiry: (trip?: { tour: string | number } | { trek: string | number } | { destination: string }) =>
    trip
      ? `/enquiry?${new URLSearchParams(Object.entries(trip).map(([key, value]) => [key, String(value)]))}`
      : '/enquiry',
  search: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : '/search'),
  /** A tour's booking; with a departure, the wizard starts with that date chosen. */
  booking: (tourId: string | number, departureId?: number) =>
    `/booking/${tourId}${departureId ? `?departure=${departureId}` : ''}`,
  /** Trek ids overlap tour ids, so a trek's booking has its own address. */
  trekBooking: (trekId: string | number, departureId?: number) =>
    `/booking/trek/${trekId}${departureId ? `?departure=${departureId}` : ''}`,
  bookingConfirmation: (bookingId: string | number) => `/booking-confirmation/${bookingId}`,
  /** The traveller details form of a booking (the reminder email links here). */
  travellerDetails: (bookingId: string | number) => `/bookings/${bookingId}/travellers`,
  faq: () => '/faq',
  terms: () => '/terms',
  privacy: () => '/privacy',
  admin: {
    root: () => '/admin',
    login: () => '/admin/login',
    logout: () => '/admin/logout',
    tab: (tab: string) => `/admin/${tab}`,
  },
} as const;
