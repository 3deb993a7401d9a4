import type { activityLogs, bookings, customPackages, enquiries, notifications, users } from '../schema/index.ts';
import { dateFromToday, daysAgo } from './helpers.ts';
import { inSeason, tripSeason } from './seasons.ts';
import { bookingReference } from '../../modules/bookings/bookings.repo.ts';

export { REVIEWS, type ReviewSeed } from './reviews.ts';

// ------------------------------------------------------------------ users

export type UserSeed = Omit<typeof users.$inferInsert, 'id' | 'passwordHash'> & {
  email: string;
  /** Plain demo password; index.ts hashes each distinct one once. */
  password: string;
};

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'admin12345' },
  staff: { email: 'staff@example.com', password: 'staff12345' },
  traveller: { email: 'traveller@example.com', password: 'traveller123' },
} as const;

const TRAVELLER_PASSWORD = DEMO_ACCOUNTS.traveller.password;

function customer(
  name: string,
  email: string,
  joinedDaysAgo: number,
  extra: Partial<UserSeed> & { verified?: boolean; lastLoginDaysAgo?: number } = {},
): UserSeed {
  const { verified = true, lastLoginDaysAgo, ...rest } = extra;
  const createdAt = daysAgo(joinedDaysAgo, 10);
  return {
    name,
    email,
    password: TRAVELLER_PASSWORD,
    role: 'customer',
    emailVerifiedAt: verified ? new Date(createdAt.getTime() + 20 * 60_000) : null,
    lastLoginAt: lastLoginDaysAgo === undefined ? null : daysAgo(lastLoginDaysAgo, 18),
    createdAt,
    ...rest,
  };
}

export const USERS: UserSeed[] = [
  {
    name: 'Aarav Sharma',
    email: DEMO_ACCOUNTS.admin.email,
    password: DEMO_ACCOUNTS.admin.password,
    role: 'admin',
    phone: '+91 98160 12345',
    address: 'The Mall Road, Shimla, Himachal Pradesh 171001, India',
    emailVerifiedAt: daysAgo(365),
    lastLoginAt: daysAgo(0, 7),
    createdAt: daysAgo(365),
  },
  {
    name: 'Meera Negi',
    email: DEMO_ACCOUNTS.staff.email,
    password: DEMO_ACCOUNTS.staff.password,
    role: 'staff',
    phone: '+91 94180 23456',
    address: 'Lakkar Bazaar, Shimla, Himachal Pradesh 171001, India',
    emailVerifiedAt: daysAgo(340),
    lastLoginAt: daysAgo(1, 8),
    createdAt: daysAgo(340),
  },
  customer('Priya Traveller', DEMO_ACCOUNTS.traveller.email, 300, {
    phone: '+91 98765 43210',
    address: 'Flat 302, Lotus Apartments, Sector 21, Chandigarh 160022, India',
    lastLoginDaysAgo: 2,
  }),
  customer('Rohan Mehta', 'rohan.mehta@example.com', 290, {
    phone: '+91 98200 11223',
    address: 'Andheri West, Mumbai, Maharashtra 400053, India',
    lastLoginDaysAgo: 6,
  }),
  customer('Ananya Iyer', 'ananya.iyer@example.com', 270, {
    phone: '+91 98450 33445',
    address: 'Indiranagar, Bengaluru, Karnataka 560038, India',
    lastLoginDaysAgo: 11,
  }),
  customer('Vikram Singh Rathore', 'vikram.rathore@example.com', 250, {
    phone: '+91 94140 55667',
    lastLoginDaysAgo: 4,
  }),
  customer('Sneha Kulkarni', 'sneha.kulkarni@example.com', 220, { phone: '+91 98220 77889', lastLoginDaysAgo: 1 }),
  customer('Arjun Nair', 'arjun.nair@example.com', 200, { phone: '+91 94470 99001' }),
  customer('Emily Carter', 'emily.carter@example.com', 180, {
    phone: '+44 7700 900123',
    address: 'Islington, London N1, United Kingdom',
    lastLoginDaysAgo: 9,
  }),
  customer('Lukas Becker', 'lukas.becker@example.com', 160, { phone: '+49 151 23456789', lastLoginDaysAgo: 20 }),
  customer('Sophie Martin', 'sophie.martin@example.com', 130, { phone: '+33 6 12 34 56 78' }),
  customer('Kenji Watanabe', 'kenji.watanabe@example.com', 95, { phone: '+81 90 1234 5678', lastLoginDaysAgo: 0 }),
  customer('Fatima Qureshi', 'fatima.qureshi@example.com', 240, { phone: '+91 98490 12121', isBlocked: true }),
  customer('Daniel O\u2019Brien', 'daniel.obrien@example.com', 40, { phone: '+353 85 123 4567', verified: false }),
];

// ------------------------------------------------------------------ bookings

export type BookingSeed = Omit<
  typeof bookings.$inferInsert,
  | 'id'
  | 'userId'
  | 'tourId'
  | 'trekId'
  | 'customPackageId'
  | 'couponId'
  | 'assignedTo'
  | 'unitPrice'
  | 'totalAmount'
  | 'reference'
> & {
  reference: string;
  userEmail: string;
  tourSlug?: string;
  trekSlug?: string;
  assignedToEmail?: string;
};

type BookingRow = [
  user: string,
  subject: { tourSlug: string } | { trekSlug: string },
  travelOffset: number,
  passengers: number,
  status: 'pending' | 'confirmed' | 'cancelled',
  payment: 'pending' | 'paid' | 'refunded',
  createdDaysAgo: number,
  specialRequests?: string,
];

const tour = (slug: string) => ({ tourSlug: slug });
const trek = (slug: string) => ({ trekSlug: slug });

const BOOKING_ROWS: BookingRow[] = [
  // the demo traveller: one past trip, one upcoming request, one cancellation
  [
    'traveller@example.com',
    tour('pangong-tso-lakeside-camping'),
    -150,
    2,
    'confirmed',
    'paid',
    210,
    'Vegetarian meals for both of us, please.',
  ],
  [
    'traveller@example.com',
    tour('darjeeling-toy-train-and-tea-estates'),
    40,
    3,
    'pending',
    'pending',
    3,
    'Travelling with my parents; a ground-floor room would help.',
  ],
  ['traveller@example.com', tour('rishikesh-yoga-and-ganga-aarti-retreat'), -60, 1, 'cancelled', 'refunded', 120],
  ['rohan.mehta@example.com', tour('ladakh-motorbike-expedition-via-khardung-la'), -120, 2, 'confirmed', 'paid', 200],
  [
    'rohan.mehta@example.com',
    trek('kedarkantha-winter-trek'),
    35,
    4,
    'confirmed',
    'paid',
    20,
    'Two of us need rental trekking shoes (UK 9 and 10).',
  ],
  ['ananya.iyer@example.com', tour('spiti-valley-circuit-by-road'), -95, 3, 'confirmed', 'paid', 160],
  ['ananya.iyer@example.com', trek('hampta-pass-trek'), -140, 1, 'confirmed', 'paid', 190],
  ['vikram.rathore@example.com', tour('monasteries-of-ladakh-and-hemis'), -160, 4, 'confirmed', 'paid', 230],
  [
    'vikram.rathore@example.com',
    tour('tirthan-valley-and-great-himalayan-national-park'),
    25,
    2,
    'pending',
    'pending',
    6,
  ],
  ['sneha.kulkarni@example.com', tour('rishikesh-white-water-rafting-and-camping'), -50, 5, 'confirmed', 'paid', 100],
  [
    'sneha.kulkarni@example.com',
    tour('nainital-lakes-getaway-naini-bhimtal-and-sattal'),
    60,
    2,
    'pending',
    'pending',
    2,
  ],
  ['arjun.nair@example.com', trek('kashmir-great-lakes-trek'), -105, 3, 'confirmed', 'paid', 180],
  ['arjun.nair@example.com', tour('bir-billing-paragliding-getaway'), 18, 2, 'confirmed', 'paid', 30],
  [
    'emily.carter@example.com',
    tour('spiti-snow-leopard-winter-expedition'),
    70,
    1,
    'confirmed',
    'paid',
    45,
    'Arriving in Delhi from London on the morning flight.',
  ],
  ['emily.carter@example.com', tour('shimla-heritage-walk-and-toy-train'), -200, 1, 'confirmed', 'paid', 240],
  ['lukas.becker@example.com', tour('spiti-monasteries-key-tabo-and-dhankar'), -70, 2, 'confirmed', 'paid', 150],
  [
    'lukas.becker@example.com',
    trek('chadar-frozen-river-trek'),
    62,
    2,
    'pending',
    'pending',
    9,
    'Can you confirm the dates of the medical check in Leh?',
  ],
  ['sophie.martin@example.com', tour('dal-lake-houseboat-stay'), -130, 2, 'confirmed', 'paid', 175],
  ['sophie.martin@example.com', tour('yumthang-valley-of-flowers'), 160, 2, 'pending', 'pending', 1],
  ['kenji.watanabe@example.com', trek('goecha-la-trek'), -45, 1, 'confirmed', 'paid', 120],
  ['kenji.watanabe@example.com', tour('darjeeling-toy-train-and-tea-estates'), -48, 1, 'confirmed', 'paid', 110],
  [
    'fatima.qureshi@example.com',
    tour('kedarnath-yatra-from-haridwar'),
    -170,
    3,
    'confirmed',
    'paid',
    220,
    'A pony for my mother for the walk from Gaurikund.',
  ],
  ['fatima.qureshi@example.com', tour('gulmarg-gondola-and-alpine-meadows'), -125, 4, 'cancelled', 'refunded', 160],
  ['daniel.obrien@example.com', tour('rishikesh-and-haridwar-ghats-city-tour'), 12, 2, 'pending', 'pending', 4],
  [
    'daniel.obrien@example.com',
    tour('auli-ski-course-for-beginners'),
    55,
    2,
    'cancelled',
    'pending',
    15,
    'Dates clash with a work trip, sorry.',
  ],
  ['rohan.mehta@example.com', tour('gurudongmar-and-tsomgo-lakes-of-sikkim'), -80, 3, 'confirmed', 'paid', 140],
  ['ananya.iyer@example.com', tour('pelling-and-pemayangtse-heritage-trail'), 100, 4, 'confirmed', 'pending', 12],
  ['vikram.rathore@example.com', trek('roopkund-trek'), -55, 2, 'confirmed', 'paid', 130],
  ['sneha.kulkarni@example.com', tour('chopta-tungnath-and-chandrashila-sunrise'), 30, 3, 'pending', 'pending', 5],
  ['arjun.nair@example.com', tour('kasol-and-parvati-valley-backpacking'), -30, 4, 'cancelled', 'pending', 50],
  ['kenji.watanabe@example.com', tour('leh-old-town-and-palace-walk'), 190, 1, 'pending', 'pending', 0],
  ['emily.carter@example.com', trek('sandakphu-phalut-ridge-trek'), -20, 1, 'confirmed', 'paid', 60],
  // filling the scheduled departures: Kedarkantha's Christmas batch nearly full, Spiti's snow
  // leopard expedition full, Chopta and the Nainital jeep nearly full
  ['ananya.iyer@example.com', trek('kedarkantha-winter-trek'), 35, 2, 'confirmed', 'paid', 25],
  [
    'vikram.rathore@example.com',
    trek('kedarkantha-winter-trek'),
    35,
    4,
    'confirmed',
    'paid',
    18,
    'Two teenagers in the group; first Himalayan trek for them.',
  ],
  ['lukas.becker@example.com', tour('spiti-snow-leopard-winter-expedition'), 70, 2, 'confirmed', 'paid', 40],
  [
    'sophie.martin@example.com',
    tour('spiti-snow-leopard-winter-expedition'),
    70,
    2,
    'confirmed',
    'paid',
    33,
    'We bring our own 600 mm lenses.',
  ],
  ['kenji.watanabe@example.com', tour('spiti-snow-leopard-winter-expedition'), 70, 1, 'confirmed', 'paid', 28],
  ['fatima.qureshi@example.com', tour('spiti-snow-leopard-winter-expedition'), 70, 2, 'confirmed', 'paid', 21],
  ['daniel.obrien@example.com', tour('chopta-tungnath-and-chandrashila-sunrise'), 30, 2, 'confirmed', 'paid', 14],
  ['rohan.mehta@example.com', tour('chopta-tungnath-and-chandrashila-sunrise'), 30, 2, 'confirmed', 'paid', 10],
  ['emily.carter@example.com', tour('nainital-lakes-getaway-naini-bhimtal-and-sattal'), 60, 1, 'confirmed', 'paid', 8],
];

const PHONES = new Map(USERS.map((user) => [user.email, user.phone ?? '+91 98160 00000']));
const NAMES = new Map(USERS.map((user) => [user.email, user.name]));

/** References take numbers 1, 2, … of the booking sequence in booking order; new bookings continue it. */
export const BOOKINGS: BookingSeed[] = BOOKING_ROWS.map(
  ([userEmail, subject, travelOffset, passengers, status, paymentStatus, createdDaysAgo, specialRequests], index) => {
    const createdAt = daysAgo(createdDaysAgo, 9 + (index % 10));
    return {
      reference: bookingReference(createdAt.getUTCFullYear(), 1 + index),
      userEmail,
      ...subject,
      // In the trip's season, as its departures are (seasons.ts).
      travelDate: dateFromToday(inSeason(tripSeason(subject), travelOffset)),
      passengers,
      currency: 'INR',
      contactName: NAMES.get(userEmail) ?? userEmail,
      contactEmail: userEmail,
      contactPhone: PHONES.get(userEmail) ?? '+91 98160 00000',
      specialRequests: specialRequests ?? null,
      status,
      paymentStatus,
      assignedToEmail: status === 'pending' ? undefined : index % 3 === 0 ? 'admin@example.com' : 'staff@example.com',
      createdAt,
      updatedAt: status === 'pending' ? createdAt : daysAgo(Math.max(0, createdDaysAgo - 2), 12),
    };
  },
);

// ------------------------------------------------------------------ enquiries

export type EnquirySeed = Omit<typeof enquiries.$inferInsert, 'id' | 'userId' | 'respondedBy'> & {
  userEmail?: string;
  respondedByEmail?: string;
};

function enquiry(
  input: Omit<EnquirySeed, 'createdAt' | 'respondedAt' | 'status'> & {
    ago: number;
    status: 'new' | 'responded' | 'closed';
    respondedAfterDays?: number;
  },
): EnquirySeed {
  const { ago, respondedAfterDays, ...rest } = input;
  const createdAt = daysAgo(ago, 11);
  const answered = rest.adminResponse !== undefined && rest.adminResponse !== null;
  return {
    ...rest,
    createdAt,
    updatedAt: createdAt,
    respondedAt: answered ? new Date(createdAt.getTime() + (respondedAfterDays ?? 1) * 86_400_000) : null,
    respondedByEmail: answered ? (rest.respondedByEmail ?? 'staff@example.com') : undefined,
  };
}

export const ENQUIRIES: EnquirySeed[] = [
  enquiry({
    name: 'Kavita Joshi',
    email: 'kavita.joshi@example.com',
    phone: '+91 98111 22334',
    destination: 'Spiti Valley',
    travelDate: dateFromToday(210),
    message:
      'We are a family of four with two teenagers. Is the Spiti circuit suitable in June, and can we do it in a single vehicle?',
    source: 'page',
    status: 'new',
    ago: 0,
  }),
  enquiry({
    name: 'Tom Hughes',
    email: 'tom.hughes@example.com',
    destination: 'Ladakh',
    travelDate: dateFromToday(240),
    message: 'Do you rent bikes to riders with a UK licence and an International Driving Permit?',
    source: 'popup',
    status: 'new',
    ago: 1,
  }),
  enquiry({
    name: 'Nisha Agarwal',
    email: 'nisha.agarwal@example.com',
    phone: '+91 99100 44556',
    destination: 'Kashmir',
    message: 'Looking for a honeymoon plan covering Srinagar, Gulmarg and Pahalgam for six nights in April.',
    source: 'home',
    status: 'new',
    ago: 2,
  }),
  enquiry({
    name: 'Priya Traveller',
    email: 'traveller@example.com',
    userEmail: 'traveller@example.com',
    phone: '+91 98765 43210',
    destination: 'Sikkim',
    travelDate: dateFromToday(150),
    message: 'Can the Gurudongmar trip be combined with Pelling? My parents would join us.',
    source: 'page',
    status: 'responded',
    adminResponse:
      'Yes, we can add two nights in Pelling at the end and keep the early Gurudongmar start optional for your parents. A quote is on its way.',
    respondedAfterDays: 1,
    ago: 9,
  }),
  enquiry({
    name: 'Rahul Verma',
    email: 'rahul.verma@example.com',
    phone: '+91 98730 66778',
    destination: 'Kedarkantha',
    travelDate: dateFromToday(45),
    message: 'Group of 12 colleagues. Any discount for a private batch?',
    source: 'page',
    status: 'responded',
    adminResponse:
      'For a private batch of 12 we can offer 8% off the listed price, with your own trek leader and dates of your choice.',
    respondedAfterDays: 1,
    ago: 14,
  }),
  enquiry({
    name: 'Claire Dubois',
    email: 'claire.dubois@example.com',
    destination: 'Darjeeling',
    message: 'Which months are best for clear Kanchenjunga views from Tiger Hill?',
    source: 'popup',
    status: 'responded',
    adminResponse: 'October to early December has the clearest mornings, followed by March and April.',
    respondedAfterDays: 0,
    ago: 20,
    respondedByEmail: 'admin@example.com',
  }),
  enquiry({
    name: 'Harpreet Kaur',
    email: 'harpreet.kaur@example.com',
    phone: '+91 98150 88990',
    destination: 'Valley of Flowers',
    travelDate: dateFromToday(250),
    message: 'Is the trek possible for a 62-year-old who walks 5 km every day?',
    source: 'page',
    status: 'responded',
    adminResponse: 'Yes, with a slower pace. We suggest a pony for the Hemkund climb and an extra day at Ghangaria.',
    respondedAfterDays: 2,
    ago: 30,
  }),
  enquiry({
    name: 'Mohit Bansal',
    email: 'mohit.bansal@example.com',
    destination: 'Manali',
    message: 'Need a taxi from Chandigarh airport to Manali for 5 people.',
    source: 'home',
    status: 'closed',
    adminResponse: 'We have shared the contact of our partner taxi service; marking this as closed.',
    respondedAfterDays: 1,
    ago: 45,
  }),
  enquiry({
    name: 'Sarah Lee',
    email: 'sarah.lee@example.com',
    destination: 'Rishikesh',
    travelDate: dateFromToday(20),
    message: 'Do you offer a 200-hour yoga teacher training?',
    source: 'popup',
    status: 'closed',
    adminResponse: 'We do not run teacher training, but we can recommend two registered schools in Rishikesh.',
    respondedAfterDays: 1,
    ago: 60,
  }),
  enquiry({
    name: 'Aditya Rao',
    email: 'aditya.rao@example.com',
    phone: '+91 98860 12312',
    destination: 'Goecha La',
    travelDate: dateFromToday(140),
    message: 'What is the refund policy if the trek is cancelled due to weather?',
    source: 'page',
    status: 'new',
    ago: 3,
  }),
  enquiry({
    name: 'Rohan Mehta',
    email: 'rohan.mehta@example.com',
    userEmail: 'rohan.mehta@example.com',
    destination: 'Tawang',
    message: 'Planning Tawang in March. Is Sela Pass usually open then?',
    source: 'page',
    status: 'responded',
    adminResponse:
      'Sela is usually open in March with snow on the sides; occasional closures clear within a day or two.',
    respondedAfterDays: 1,
    ago: 38,
  }),
  enquiry({
    name: 'Ingrid Svensson',
    email: 'ingrid.svensson@example.com',
    destination: 'Spiti snow leopard',
    travelDate: dateFromToday(80),
    message: 'What camera lens would you recommend for snow leopard photography?',
    source: 'home',
    status: 'new',
    ago: 5,
  }),
  enquiry({
    name: 'Deepak Chauhan',
    email: 'deepak.chauhan@example.com',
    phone: '+91 94180 45454',
    destination: 'Shimla',
    message: 'School trip for 40 students, three days. Please send options.',
    source: 'page',
    status: 'responded',
    adminResponse: 'We have sent a proposal with two hotel options and a heritage walk suited to students.',
    respondedAfterDays: 2,
    ago: 70,
  }),
  enquiry({
    name: 'Meghna Pillai',
    email: 'meghna.pillai@example.com',
    destination: 'Kashmir Great Lakes',
    travelDate: dateFromToday(260),
    message: 'Is there a women-only batch for the Great Lakes trek?',
    source: 'popup',
    status: 'new',
    ago: 7,
  }),
  enquiry({
    name: 'James Whitfield',
    email: 'james.whitfield@example.com',
    destination: 'Nainital',
    message: 'Looking for a quiet lakeside cottage for Christmas week.',
    source: 'home',
    status: 'closed',
    adminResponse: 'Our Bhimtal cottages are fully booked for Christmas week; we suggested Sattal instead.',
    respondedAfterDays: 1,
    ago: 95,
  }),
];

// ------------------------------------------------------------------ custom packages

export type CustomPackageSeed = Omit<typeof customPackages.$inferInsert, 'id' | 'userId'> & { userEmail: string };

export const CUSTOM_PACKAGES: CustomPackageSeed[] = [
  {
    userEmail: 'traveller@example.com',
    destinations: ['Srinagar', 'Gulmarg', 'Pahalgam'],
    durationDays: 7,
    durationNights: 6,
    budgetMin: 60000,
    budgetMax: 90000,
    hotelStars: 4,
    travelers: 2,
    travelDate: dateFromToday(130),
    specialRequirements: 'Anniversary trip: one night on a deluxe houseboat, and tulip garden if the dates allow.',
    contactName: 'Priya Traveller',
    contactEmail: 'traveller@example.com',
    contactPhone: '+91 98765 43210',
    status: 'requested',
    createdAt: daysAgo(2, 20),
  },
  {
    userEmail: 'rohan.mehta@example.com',
    destinations: ['Leh', 'Nubra Valley', 'Pangong Tso'],
    durationDays: 8,
    durationNights: 7,
    budgetMin: 150000,
    budgetMax: 220000,
    hotelStars: 3,
    travelers: 6,
    travelDate: dateFromToday(200),
    specialRequirements: 'Two of our group are over 65; please include oxygen support in the vehicle.',
    contactName: 'Rohan Mehta',
    contactEmail: 'rohan.mehta@example.com',
    contactPhone: '+91 98200 11223',
    status: 'quoted',
    assignedTo: 'Meera Negi',
    notes: 'Quoted with two rest days in Leh and a Tempo Traveller.',
    quotedPrice: 198000,
    createdAt: daysAgo(12, 14),
  },
  {
    userEmail: 'ananya.iyer@example.com',
    destinations: ['Gangtok', 'Pelling', 'Darjeeling'],
    durationDays: 9,
    durationNights: 8,
    budgetMin: 120000,
    budgetMax: 160000,
    hotelStars: 5,
    travelers: 4,
    travelDate: dateFromToday(100),
    specialRequirements: 'Prefer boutique heritage hotels; one of us is vegan.',
    contactName: 'Ananya Iyer',
    contactEmail: 'ananya.iyer@example.com',
    contactPhone: '+91 98450 33445',
    status: 'confirmed',
    assignedTo: 'Aarav Sharma',
    notes: 'Confirmed with Mayfair Gangtok, Elgin Mount Pandim and Windamere.',
    quotedPrice: 152000,
    createdAt: daysAgo(40, 11),
  },
  {
    userEmail: 'daniel.obrien@example.com',
    destinations: ['Rishikesh', 'Mussoorie'],
    durationDays: 5,
    durationNights: 4,
    budgetMin: 30000,
    budgetMax: 45000,
    hotelStars: 3,
    travelers: 2,
    travelDate: dateFromToday(25),
    specialRequirements: null,
    contactName: 'Daniel O\u2019Brien',
    contactEmail: 'daniel.obrien@example.com',
    contactPhone: '+353 85 123 4567',
    status: 'cancelled',
    notes: 'Customer changed plans.',
    createdAt: daysAgo(28, 16),
  },
];

// ------------------------------------------------------------------ wishlist

export const WISHLIST: { userEmail: string; tourSlug: string; createdAt: Date }[] = [
  { userEmail: 'traveller@example.com', tourSlug: 'spiti-valley-circuit-by-road', createdAt: daysAgo(20) },
  { userEmail: 'traveller@example.com', tourSlug: 'kashmir-sufi-shrines-and-crafts-trail', createdAt: daysAgo(8) },
  { userEmail: 'traveller@example.com', tourSlug: 'tso-moriri-and-tso-kar-high-lakes', createdAt: daysAgo(1) },
];

// ------------------------------------------------------------------ staff notifications

export type NotificationSeed = Omit<typeof notifications.$inferInsert, 'id' | 'userId'>;

export const NOTIFICATIONS: NotificationSeed[] = [
  {
    title: 'New booking request',
    message: 'Kenji Watanabe requested Leh Old Town and Palace Walk for 1 traveller.',
    type: 'booking',
    link: '/admin/bookings',
    createdAt: daysAgo(0, 8),
    readAt: null,
  },
  {
    title: 'New enquiry',
    message: 'Kavita Joshi asked about the Spiti Valley circuit for a family of four.',
    type: 'enquiry',
    link: '/admin/enquiries',
    createdAt: daysAgo(0, 10),
    readAt: null,
  },
  {
    title: 'Review awaiting approval',
    message: 'Vikram Singh Rathore reviewed Tarsar Marsar Trek; the review is waiting for moderation.',
    type: 'review',
    link: '/admin/reviews',
    createdAt: daysAgo(1, 15),
    readAt: null,
  },
  {
    title: 'New custom package request',
    message: 'Priya Traveller requested a 7-day Kashmir package for 2 travellers.',
    type: 'custom_package',
    link: '/admin/custom-packages',
    createdAt: daysAgo(2, 20),
    readAt: null,
  },
  {
    title: 'New booking request',
    message: 'Priya Traveller requested Darjeeling Toy Train and Tea Estates for 3 travellers.',
    type: 'booking',
    link: '/admin/bookings',
    createdAt: daysAgo(3, 12),
    readAt: daysAgo(3, 14),
  },
  {
    title: 'Booking cancelled',
    message: 'Daniel O\u2019Brien cancelled the Auli Ski Course for Beginners.',
    type: 'booking',
    link: '/admin/bookings',
    createdAt: daysAgo(6, 9),
    readAt: daysAgo(5, 10),
  },
  {
    title: 'New enquiry',
    message: 'Ingrid Svensson asked about lenses for snow leopard photography.',
    type: 'enquiry',
    link: '/admin/enquiries',
    createdAt: daysAgo(5, 11),
    readAt: daysAgo(5, 13),
  },
];

// ------------------------------------------------------------------ activity log

export type ActivitySeed = Omit<typeof activityLogs.$inferInsert, 'id' | 'userId' | 'subjectId'> & {
  userEmail?: string;
  /** Resolved to the booking id when set. */
  bookingReference?: string;
};

const ref = (index: number) => BOOKINGS[index]?.reference;

export const ACTIVITY: ActivitySeed[] = [
  {
    type: 'booking',
    action: 'created',
    description: 'Kenji Watanabe requested Leh Old Town and Palace Walk',
    userEmail: 'kenji.watanabe@example.com',
    bookingReference: ref(30),
    createdAt: daysAgo(0, 8),
  },
  {
    type: 'enquiry',
    action: 'created',
    description: 'New enquiry from Kavita Joshi about Spiti Valley',
    createdAt: daysAgo(0, 10),
  },
  {
    type: 'user',
    action: 'logged_in',
    description: 'Aarav Sharma signed in to the back office',
    userEmail: 'admin@example.com',
    createdAt: daysAgo(0, 7),
  },
  {
    type: 'review',
    action: 'created',
    description: 'New review of Tarsar Marsar Trek awaiting approval',
    userEmail: 'vikram.rathore@example.com',
    createdAt: daysAgo(1, 15),
  },
  {
    type: 'booking',
    action: 'created',
    description: 'Sophie Martin requested Yumthang Valley of Flowers',
    userEmail: 'sophie.martin@example.com',
    bookingReference: ref(18),
    createdAt: daysAgo(1, 17),
  },
  {
    type: 'review',
    action: 'approved',
    description: 'Meera Negi approved a review of Kashmir Great Lakes Trek',
    userEmail: 'staff@example.com',
    createdAt: daysAgo(2, 11),
  },
  {
    type: 'booking',
    action: 'created',
    description: 'Priya Traveller requested Darjeeling Toy Train and Tea Estates',
    userEmail: 'traveller@example.com',
    bookingReference: ref(1),
    createdAt: daysAgo(3, 12),
  },
  {
    type: 'enquiry',
    action: 'responded',
    description: 'Meera Negi replied to an enquiry about Kedarkantha for a private group',
    userEmail: 'staff@example.com',
    createdAt: daysAgo(4, 16),
  },
  {
    type: 'booking',
    action: 'confirmed',
    description: 'Aarav Sharma confirmed the Kedarkantha Winter Trek for Rohan Mehta',
    userEmail: 'admin@example.com',
    bookingReference: ref(4),
    createdAt: daysAgo(5, 10),
  },
  {
    type: 'user',
    action: 'blocked',
    description: 'Aarav Sharma blocked the account of Fatima Qureshi',
    userEmail: 'admin@example.com',
    createdAt: daysAgo(6, 13),
  },
  {
    type: 'booking',
    action: 'cancelled',
    description: 'Daniel O\u2019Brien cancelled the Auli Ski Course for Beginners',
    userEmail: 'daniel.obrien@example.com',
    bookingReference: ref(24),
    createdAt: daysAgo(6, 9),
  },
  {
    type: 'user',
    action: 'registered',
    description: 'Daniel O\u2019Brien created an account',
    userEmail: 'daniel.obrien@example.com',
    createdAt: daysAgo(40, 10),
  },
];
