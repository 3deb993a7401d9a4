import { count } from 'drizzle-orm';
import { slugify } from '@trails/contracts';
import { hashPassword } from '../../lib/password.ts';
import { sceneUrl } from '../../modules/images/scene.ts';
import type { Database, Executor } from '../client.ts';
import * as t from '../schema/index.ts';
import { DEMO_BLOG_CATEGORIES, DEMO_BLOGS } from './blogs.ts';
import { DEMO_DESTINATIONS, type DemoDestination } from './destinations.ts';
import { DEMO_CUSTOM_PACKAGES, DEMO_ENQUIRIES, DEMO_USERS, REVIEW_TEXTS, TRIP_TYPES_CYCLE } from './people.ts';
import { createRandom, daysFromToday, isoDate, type Random } from './random.ts';
import { DEMO_TOURS, type DemoTour } from './tours.ts';
import { DEMO_TREKS } from './treks.ts';

/** True when there is nothing to lose: no accounts and no catalogue. */
export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const [users] = await db.select({ n: count() }).from(t.users);
  const [destinations] = await db.select({ n: count() }).from(t.destinations);
  return (users?.n ?? 0) === 0 && (destinations?.n ?? 0) === 0;
}

const SETTINGS: { key: string; value: string; isPublic: boolean; type?: string }[] = [
  { key: 'site_name', value: 'Himalaya Trails', isPublic: true },
  { key: 'site_description', value: 'Discover amazing destinations', isPublic: true },
  { key: 'site_logo', value: '', isPublic: true, type: 'url' },
  { key: 'currency', value: 'INR', isPublic: true },
  { key: 'timezone', value: 'Asia/Kolkata', isPublic: true },
  { key: 'contact_email', value: 'hello@himalayatrails.example', isPublic: true, type: 'email' },
  { key: 'contact_phone', value: '+91 98160 12345', isPublic: true },
  { key: 'contact_address', value: 'The Mall Road, Shimla, Himachal Pradesh 171001, India', isPublic: true },
  { key: 'business_hours', value: 'Mon-Sat, 9:00-19:00 IST', isPublic: true },
  { key: 'facebook_url', value: 'https://facebook.com/himalayatrails.example', isPublic: true, type: 'url' },
  { key: 'twitter_url', value: 'https://twitter.com/himalayatrails_example', isPublic: true, type: 'url' },
  { key: 'instagram_url', value: 'https://instagram.com/himalayatrails.example', isPublic: true, type: 'url' },
  { key: 'youtube_url', value: 'https://youtube.com/@himalayatrails-example', isPublic: true, type: 'url' },
  { key: 'smtp_host', value: '', isPublic: false },
  { key: 'smtp_port', value: '587', isPublic: false, type: 'number' },
  { key: 'smtp_username', value: '', isPublic: false },
  { key: 'smtp_password', value: '', isPublic: false },
  { key: 'mail_from_address', value: 'bookings@himalayatrails.example', isPublic: false, type: 'email' },
  { key: 'mail_from_name', value: 'Himalaya Trails', isPublic: false },
  // Tells the admin login to offer the demo credentials.
  { key: 'demo_mode', value: 'true', isPublic: false, type: 'boolean' },
];

const INCLUSIONS: Record<DemoTour['category'], string[]> = {
  Adventure: ['Certified activity instructors and safety gear', 'Twin-sharing stays', 'Breakfast and dinner', 'All transfers in a private vehicle', 'Permits and entry fees'],
  Cultural: ['Local heritage guide', 'Twin-sharing heritage hotels', 'Breakfast and dinner', 'Monument and monastery entry fees', 'All transfers'],
  Beach: ['Lakeside or riverside stays', 'All meals at camps', 'Boat or shikara rides as listed', 'All transfers', 'Permits where required'],
  City: ['Centrally located hotels', 'Daily breakfast', 'Sightseeing by private car', 'Local guide for walking tours', 'Airport or station transfers'],
  Nature: ['Naturalist guide', 'Forest lodges and homestays', 'All meals', 'Park entry fees', 'All transfers'],
};

function tourDescription(tour: DemoTour, destination: DemoDestination): string {
  const plan = destination.activities.slice(0, 3).map((activity) => activity.charAt(0).toLowerCase() + activity.slice(1));
  return [
    `${tour.shortDescription} Over ${tour.days} days in ${destination.name} you will ${plan.slice(0, -1).join(', ')} and ${plan.at(-1)}.`,
    destination.story[0],
    'Groups stay small and travel with one of our own leaders from the hills, who adjusts the plan to the weather and the group. Prices are per person on twin sharing.',
  ].join('\n\n');
}

/** Day 1 arrives, the last day departs, the days between follow the destination's activities. */
function tourItinerary(tour: DemoTour, destination: DemoDestination) {
  return Array.from({ length: tour.days }, (_, index) => {
    const day = index + 1;
    const activity = destination.activities[index % destination.activities.length]!;
    if (day === 1)
      return { dayNumber: day, title: `Arrive in ${destination.city}`, description: `Meet your leader in ${destination.city}, check in and settle in. An easy evening walk and a briefing over dinner.` };
    if (day === tour.days)
      return { dayNumber: day, title: `${activity}, then depart`, description: `A last morning to ${activity.charAt(0).toLowerCase() + activity.slice(1)}, then transfer for your onward journey.` };
    return { dayNumber: day, title: activity, description: `${activity}, with time to rest and explore ${destination.name} at your own pace in the afternoon.` };
  });
}

function pickRating(random: Random): number {
  const roll = random.next();
  if (roll < 0.55) return 5;
  if (roll < 0.85) return 4;
  if (roll < 0.96) return 3;
  return 2;
}

/** Loads the demo business in one transaction: all of it, or nothing. */
export async function seedDemoData(db: Database): Promise<void> {
  const random = createRandom(20261121);
  const passwords = new Map<string, string>();
  for (const password of new Set(DEMO_USERS.map((user) => user.password))) passwords.set(password, await hashPassword(password));

  await db.transaction(async (tx) => {
    await tx.insert(t.settings).values(SETTINGS.map((setting) => ({ ...setting, type: setting.type ?? 'string' })));

    const users = await tx
      .insert(t.users)
      .values(
        DEMO_USERS.map((user) => ({
          name: user.name,
          email: user.email,
          passwordHash: passwords.get(user.password)!,
          role: user.role,
          phone: user.phone ?? null,
          address: user.address ?? null,
          emailVerifiedAt: user.verified ? daysFromToday(-user.joinedDaysAgo + 1) : null,
          isBlocked: user.blocked ?? false,
          lastLoginAt: user.lastLoginDaysAgo === undefined ? null : daysFromToday(-user.lastLoginDaysAgo),
          createdAt: daysFromToday(-user.joinedDaysAgo),
          updatedAt: daysFromToday(-user.joinedDaysAgo),
        })),
      )
      .returning({ id: t.users.id, email: t.users.email, name: t.users.name, role: t.users.role, phone: t.users.phone });
    const userByEmail = new Map(users.map((user) => [user.email, user]));
    const customers = users.filter((user) => user.role === 'customer');
    const admin = userByEmail.get('admin@example.com')!;
    const traveller = userByEmail.get('traveller@example.com')!;

    const destinations = await tx
      .insert(t.destinations)
      .values(
        DEMO_DESTINATIONS.map((destination, index) => ({
          name: destination.name,
          slug: destination.slug,
          tagline: destination.tagline,
          shortDescription: destination.shortDescription,
          description: destination.story.join('\n\n'),
          image: sceneUrl('destination', destination.slug),
          images: [0, 1, 2].map((i) => sceneUrl('destination', destination.slug, i)),
          country: 'India',
          state: destination.state,
          city: destination.city,
          bestTimeToVisit: destination.bestTimeToVisit,
          latitude: destination.latitude,
          longitude: destination.longitude,
          isFeatured: destination.isFeatured,
          metaTitle: `${destination.name} travel guide, tours and treks`,
          metaDescription: destination.shortDescription,
          createdAt: daysFromToday(-380 + index * 5),
        })),
      )
      .returning({ id: t.destinations.id, slug: t.destinations.slug });
    const destinationId = new Map(destinations.map((row) => [row.slug, row.id]));
    const destinationBySlug = new Map(DEMO_DESTINATIONS.map((destination) => [destination.slug, destination]));

    const tours = await tx
      .insert(t.tours)
      .values(
        DEMO_TOURS.map((tour, index) => {
          const destination = destinationBySlug.get(tour.destination)!;
          const slug = slugify(tour.title);
          return {
            destinationId: destinationId.get(tour.destination)!,
            title: tour.title,
            slug,
            category: tour.category,
            price: tour.price,
            originalPrice: tour.originalPrice,
            durationDays: tour.days,
            durationNights: tour.days - 1,
            shortDescription: tour.shortDescription,
            description: tourDescription(tour, destination),
            image: sceneUrl('tour', slug),
            images: [0, 1, 2, 3].map((i) => sceneUrl('tour', slug, i)),
            highlights: [...destination.activities.slice(0, 4), `Small group of at most ${8 + (index % 5) * 2} travellers`],
            inclusions: INCLUSIONS[tour.category],
            maxGroupSize: 8 + (index % 5) * 2,
            isFeatured: tour.featured,
            metaTitle: `${tour.title} | ${tour.days} days in ${destination.name}`,
            metaDescription: tour.shortDescription,
            createdAt: daysFromToday(-360 + index * 7),
          };
        }),
      )
      .returning({ id: t.tours.id, slug: t.tours.slug, price: t.tours.price, title: t.tours.title });

    await tx.insert(t.itineraryDays).values(
      DEMO_TOURS.flatMap((tour, index) =>
        tourItinerary(tour, destinationBySlug.get(tour.destination)!).map((day) => ({ ...day, tourId: tours[index]!.id })),
      ),
    );

    const treks = await tx
      .insert(t.treks)
      .values(
        DEMO_TREKS.map((trek, index) => {
          const slug = slugify(trek.title);
          return {
            destinationId: destinationId.get(trek.destination)!,
            title: trek.title,
            slug,
            difficultyLevel: trek.difficulty,
            trekGrade: trek.grade,
            maxAltitudeM: trek.maxAltitudeM,
            price: trek.price,
            originalPrice: trek.originalPrice,
            durationDays: trek.days.length,
            durationNights: trek.days.length - 1,
            bestTime: trek.bestTime,
            maxGroupSize: trek.maxGroupSize,
            shortDescription: trek.shortDescription,
            description: trek.description,
            image: sceneUrl('trek', slug),
            images: [0, 1, 2].map((i) => sceneUrl('trek', slug, i)),
            highlights: trek.highlights,
            isFeatured: trek.featured,
            metaTitle: `${trek.title}: ${trek.days.length} days, max ${trek.maxAltitudeM.toLocaleString('en-IN')} m`,
            metaDescription: trek.shortDescription,
            createdAt: daysFromToday(-350 + index * 9),
          };
        }),
      )
      .returning({ id: t.treks.id, price: t.treks.price });

    await tx.insert(t.itineraryDays).values(
      DEMO_TREKS.flatMap((trek, index) =>
        trek.days.map(([title, altitudeM, distanceKm], day) => ({
          trekId: treks[index]!.id,
          dayNumber: day + 1,
          title,
          altitudeM,
          distanceKm: distanceKm || null,
          description: distanceKm
            ? `About ${distanceKm} km on foot. Tonight's camp is at ${altitudeM.toLocaleString('en-IN')} m.`
            : `A travel or rest day; the night is spent at ${altitudeM.toLocaleString('en-IN')} m.`,
        })),
      ),
    );

    // Reviews: most tours have a few, every seventh has none yet (it shows as "New").
    const reviewRows: (typeof t.reviews.$inferInsert)[] = [];
    const addReview = (subject: { tourId?: number; trekId?: number }, offset: number) => {
      const rating = pickRating(random);
      const texts = REVIEW_TEXTS[rating]!;
      const createdAt = daysFromToday(-random.int(3, 330));
      reviewRows.push({
        ...subject,
        userId: random.pick(customers).id,
        rating,
        title: random.pick(texts.titles),
        comment: random.pick(texts.comments),
        tripType: TRIP_TYPES_CYCLE[offset % TRIP_TYPES_CYCLE.length]!,
        traveledOn: isoDate(new Date(createdAt.getTime() - random.int(5, 40) * 86_400_000)),
        helpfulCount: random.int(0, 14),
        isApproved: random.chance(0.85),
        createdAt,
      });
    };
    tours.forEach((tour, index) => {
      if (index % 7 === 3) return;
      for (let n = random.int(1, 4); n > 0; n -= 1) addReview({ tourId: tour.id }, index + n);
    });
    treks.slice(0, 14).forEach((trek, index) => {
      for (let n = random.int(1, 3); n > 0; n -= 1) addReview({ trekId: trek.id }, index + n);
    });
    let featured = 0;
    for (const review of reviewRows) {
      if (review.isApproved && review.rating === 5 && featured < 10 && random.chance(0.3)) {
        review.isFeatured = true;
        featured += 1;
      }
    }
    await tx.insert(t.reviews).values(reviewRows);

    // Bookings: the traveller has a past confirmed trip, an upcoming pending one and a cancelled one.
    const bookingRows: (typeof t.bookings.$inferInsert)[] = [];
    const addBooking = (user: (typeof users)[number], tourIndex: number, travelInDays: number, passengers: number, status: 'pending' | 'confirmed' | 'cancelled') => {
      const tour = tours[tourIndex % tours.length]!;
      const createdAt = daysFromToday(Math.min(travelInDays, 0) - random.int(10, 45));
      bookingRows.push({
        reference: `HT-2026-${String(101 + bookingRows.length).padStart(6, '0')}`,
        userId: user.id,
        tourId: tour.id,
        travelDate: isoDate(daysFromToday(travelInDays)),
        passengers,
        unitPrice: tour.price,
        totalAmount: tour.price * passengers,
        currency: 'INR',
        contactName: user.name,
        contactEmail: user.email,
        contactPhone: user.phone ?? '+91 98000 00000',
        specialRequests: passengers > 3 ? 'Adjoining rooms, please.' : null,
        status,
        paymentStatus: status === 'confirmed' ? (travelInDays < 0 || random.chance(0.7) ? 'paid' : 'pending') : status === 'cancelled' && random.chance(0.5) ? 'refunded' : 'pending',
        assignedTo: status === 'confirmed' ? userByEmail.get('staff@example.com')!.id : null,
        createdAt,
        updatedAt: createdAt,
      });
    };
    addBooking(traveller, 1, -60, 2, 'confirmed');
    addBooking(traveller, 20, 45, 2, 'pending');
    addBooking(traveller, 31, -20, 1, 'cancelled');
    for (let n = 0; n < 27; n += 1) {
      const statusRoll = random.next();
      addBooking(random.pick(customers), random.int(0, tours.length - 1), random.int(-200, 150), random.int(1, 6), statusRoll < 0.55 ? 'confirmed' : statusRoll < 0.85 ? 'pending' : 'cancelled');
    }
    await tx.insert(t.bookings).values(bookingRows);

    await tx.insert(t.enquiries).values(
      DEMO_ENQUIRIES.map((enquiry, index) => {
        const createdAt = daysFromToday(-index * 3 - 1);
        const response = 'response' in enquiry ? enquiry.response : null;
        return {
          name: enquiry.name,
          email: enquiry.email,
          phone: enquiry.phone,
          destination: enquiry.destination,
          travelDate: isoDate(daysFromToday(enquiry.travelInDays)),
          message: enquiry.message,
          source: enquiry.source,
          status: enquiry.status,
          adminResponse: response,
          respondedAt: response ? new Date(createdAt.getTime() + 6 * 3_600_000) : null,
          respondedBy: response ? admin.id : null,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );

    await tx.insert(t.customPackages).values(
      DEMO_CUSTOM_PACKAGES.map((request, index) => {
        const user = userByEmail.get(request.userEmail)!;
        return {
          userId: user.id,
          destinations: [...request.destinations],
          durationDays: request.days,
          durationNights: request.days - 1,
          budgetMin: request.budgetMin,
          budgetMax: request.budgetMax,
          hotelStars: request.hotelStars,
          travelers: request.travelers,
          travelDate: isoDate(daysFromToday(request.travelInDays)),
          specialRequirements: request.specialRequirements,
          contactName: user.name,
          contactEmail: user.email,
          contactPhone: user.phone,
          status: request.status,
          assignedTo: request.assignedTo,
          notes: request.notes,
          quotedPrice: request.quotedPrice,
          createdAt: daysFromToday(-(index + 1) * 6),
        };
      }),
    );

    await tx.insert(t.wishlistItems).values([4, 12, 41].map((index) => ({ userId: traveller.id, tourId: tours[index]!.id })));

    const categories = await tx
      .insert(t.blogCategories)
      .values(DEMO_BLOG_CATEGORIES.map((name) => ({ name, slug: slugify(name) })))
      .returning({ id: t.blogCategories.id, name: t.blogCategories.name });
    const categoryId = new Map(categories.map((category) => [category.name, category.id]));
    await tx.insert(t.blogs).values(
      DEMO_BLOGS.map((blog, index) => {
        const slug = slugify(blog.title);
        const words = blog.content.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
        const createdAt = daysFromToday(-(blog.publishedDaysAgo ?? index * 2) - 2);
        return {
          title: blog.title,
          slug,
          excerpt: blog.excerpt,
          content: blog.content,
          featuredImage: sceneUrl('blog', slug),
          authorName: blog.authorName,
          authorId: blog.authorEmail ? userByEmail.get(blog.authorEmail)!.id : admin.id,
          categoryId: categoryId.get(blog.category)!,
          tags: blog.tags,
          readTime: Math.max(1, Math.round(words / 200)),
          status: blog.status,
          publishedAt: blog.status === 'published' ? daysFromToday(-(blog.publishedDaysAgo ?? 0)) : null,
          metaDescription: blog.excerpt,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );

    const latest = bookingRows.at(-1)!;
    await tx.insert(t.notifications).values([
      { title: 'New booking', message: `${latest.contactName} booked ${latest.passengers} place(s) for ${latest.travelDate}.`, type: 'booking', link: '/admin/bookings', createdAt: daysFromToday(-0.1) },
      { title: 'New enquiry', message: `${DEMO_ENQUIRIES[0].name} asked about ${DEMO_ENQUIRIES[0].destination}.`, type: 'enquiry', link: '/admin/enquiries', createdAt: daysFromToday(-1) },
      { title: 'Review awaiting approval', message: 'A new review is waiting for moderation.', type: 'review', link: '/admin/reviews', createdAt: daysFromToday(-1.5) },
      { title: 'Custom package requested', message: 'Rohan Mehta asked for a 7-day Leh and Nubra trip.', type: 'custom_package', link: '/admin/custom-packages', createdAt: daysFromToday(-2) },
      { title: 'Blog submitted', message: 'Priya Traveller submitted a blog post for review.', type: 'blog', link: '/admin/blogs', createdAt: daysFromToday(-4), readAt: daysFromToday(-3) },
      { title: 'Booking cancelled', message: 'A booking for the Shimla and Kufri Family Holiday was cancelled.', type: 'booking', link: '/admin/bookings', createdAt: daysFromToday(-6), readAt: daysFromToday(-5) },
    ]);

    await tx.insert(t.activityLogs).values(
      [
        { type: 'booking', action: 'created', description: `New booking ${latest.reference} by ${latest.contactName}`, userId: latest.userId, hoursAgo: 2 },
        { type: 'enquiry', action: 'created', description: `Enquiry from ${DEMO_ENQUIRIES[0].name} about ${DEMO_ENQUIRIES[0].destination}`, userId: null, hoursAgo: 26 },
        { type: 'review', action: 'created', description: 'New review submitted for approval', userId: customers[1]!.id, hoursAgo: 36 },
        { type: 'user', action: 'registered', description: 'Sophie Martin created an account', userId: userByEmail.get('sophie.martin@example.com')!.id, hoursAgo: 20 * 24 },
        { type: 'booking', action: 'confirmed', description: `Booking ${bookingRows[0]!.reference} confirmed`, userId: admin.id, hoursAgo: 50 },
        { type: 'enquiry', action: 'responded', description: `Replied to ${DEMO_ENQUIRIES[1].name}`, userId: admin.id, hoursAgo: 70 },
        { type: 'review', action: 'approved', description: 'Review approved', userId: admin.id, hoursAgo: 80 },
        { type: 'user', action: 'blocked', description: 'Vikram Rathore was blocked', userId: admin.id, hoursAgo: 24 * 9 },
      ].map(({ hoursAgo, ...entry }) => ({ ...entry, subjectId: null, metadata: {}, createdAt: daysFromToday(-hoursAgo / 24) })),
    );
  });
}
