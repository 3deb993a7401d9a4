import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.ts';
import { tripEndDate } from '../../modules/settings/booking-settings.ts';
import { continueReferencesAfter } from '../../modules/bookings/bookings.repo.ts';
import type { Database, Executor } from '../client.ts';
import {
  activityLogs,
  blogCategories,
  blogs,
  bookings,
  couponTrips,
  coupons,
  customPackages,
  departures,
  destinations,
  enquiries,
  enquiryResponses,
  itineraryDays,
  media,
  notifications,
  reviews,
  reviewVotes,
  settings,
  tours,
  treks,
  users,
  wishlistItems,
} from '../schema/index.ts';
import { BLOG_CATEGORIES, BLOGS } from './blogs.ts';
import { COUPONS, DEPARTURES } from './departures.ts';
import { DESTINATIONS } from './destinations.ts';
import { MEDIA } from './media.ts';
import { ACTIVITY, BOOKINGS, CUSTOM_PACKAGES, ENQUIRIES, NOTIFICATIONS, REVIEWS, USERS, WISHLIST } from './people.ts';
import { SETTINGS } from './settings.ts';
import { dateFromToday, type ItineraryDaySeed } from './helpers.ts';
import { TOURS } from './tours.ts';
import { TREKS } from './treks.ts';
import { BLOG_CATEGORY_TRANSLATIONS, DESTINATION_TRANSLATIONS, TRIP_TRANSLATIONS } from './translations.ts';
import { trekBriefing } from './trek-briefings.ts';

export { DEMO_ACCOUNTS } from './people.ts';

/** True when there is nothing to lose: no accounts and no destinations. */
export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const [userCount] = await db.select({ n: count() }).from(users);
  const [destinationCount] = await db.select({ n: count() }).from(destinations);
  return (userCount?.n ?? 0) === 0 && (destinationCount?.n ?? 0) === 0;
}

/** Look a demo row up by its natural key; a typo in the data files fails loudly. */
function lookup<T>(rows: Map<string, T>, key: string, what: string): T {
  const value = rows.get(key);
  if (value === undefined) throw new Error(`Demo data refers to an unknown ${what}: ${key}`);
  return value;
}

/**
 * Load the demo catalogue, accounts and activity into an empty database, all or nothing, in one
 * transaction and one multi-row insert per table.
 */
export async function seedDemoData(db: Database): Promise<void> {
  // scrypt is deliberately slow: hash each distinct demo password once, in parallel.
  const passwords = [...new Set(USERS.map((user) => user.password))];
  const hashes = new Map(
    await Promise.all(passwords.map(async (password) => [password, await hashPassword(password)] as const)),
  );

  await db.transaction(async (tx) => {
    await tx.insert(settings).values(SETTINGS);

    const userRows = await tx
      .insert(users)
      .values(USERS.map(({ password, ...user }) => ({ ...user, passwordHash: lookup(hashes, password, 'password') })))
      .returning({ id: users.id, email: users.email });
    const userIds = new Map(userRows.map((row) => [row.email, row.id]));
    const userId = (email: string) => lookup(userIds, email, 'user');

    const destinationRows = await tx
      .insert(destinations)
      .values(DESTINATIONS.map((place) => ({ ...place, translations: DESTINATION_TRANSLATIONS[place.slug] ?? {} })))
      .returning({ id: destinations.id, slug: destinations.slug });
    const destinationIds = new Map(destinationRows.map((row) => [row.slug, row.id]));

    const tourRows = await tx
      .insert(tours)
      .values(
        TOURS.map(({ destinationSlug, itinerary: _itinerary, ...tour }) => ({
          ...tour,
          translations: TRIP_TRANSLATIONS[tour.slug] ?? {},
          destinationId: lookup(destinationIds, destinationSlug, 'destination'),
        })),
      )
      .returning({ id: tours.id, slug: tours.slug, price: tours.price, durationDays: tours.durationDays });
    const tourBySlug = new Map(tourRows.map((row) => [row.slug, row]));

    const trekRows = await tx
      .insert(treks)
      .values(
        TREKS.map(({ destinationSlug, itinerary: _itinerary, ...trek }) => ({
          ...trek,
          translations: TRIP_TRANSLATIONS[trek.slug] ?? {},
          ...trekBriefing(trek.title),
          destinationId: lookup(destinationIds, destinationSlug, 'destination'),
        })),
      )
      .returning({ id: treks.id, slug: treks.slug, price: treks.price, durationDays: treks.durationDays });
    const trekBySlug = new Map(trekRows.map((row) => [row.slug, row]));

    const days = (owner: { tourId: number } | { trekId: number }, itinerary: ItineraryDaySeed[]) =>
      itinerary.map((day) => ({ tourId: null, trekId: null, ...owner, ...day }));
    await tx
      .insert(itineraryDays)
      .values([
        ...TOURS.flatMap((tour) => days({ tourId: lookup(tourBySlug, tour.slug, 'tour').id }, tour.itinerary)),
        ...TREKS.flatMap((trek) => days({ trekId: lookup(trekBySlug, trek.slug, 'trek').id }, trek.itinerary)),
      ]);

    // Helpful votes are real rows: each review's count comes from the other travellers' votes.
    const travellerIds = USERS.filter((user) => user.role === 'customer').map((user) => userId(user.email));
    const reviewRows = REVIEWS.map(({ userEmail, tourSlug, trekSlug, ...review }, index) => {
      const authorId = userId(userEmail);
      const others = travellerIds.filter((id) => id !== authorId);
      const voters = Array.from(
        { length: Math.min(review.helpfulCount ?? 0, others.length) },
        (_, n) => others[(index + n) % others.length]!,
      );
      return {
        voters,
        row: {
          ...review,
          helpfulCount: voters.length,
          userId: authorId,
          tourId: tourSlug ? lookup(tourBySlug, tourSlug, 'tour').id : null,
          trekId: trekSlug ? lookup(trekBySlug, trekSlug, 'trek').id : null,
        },
      };
    });
    const reviewIds = await tx
      .insert(reviews)
      .values(reviewRows.map(({ row }) => row))
      .returning({ id: reviews.id });
    const votes = reviewRows.flatMap(({ voters }, index) =>
      voters.map((voter) => ({ reviewId: reviewIds[index]!.id, userId: voter })),
    );
    if (votes.length > 0) await tx.insert(reviewVotes).values(votes);

    // Departures: every trek and several tours over the next six months.
    const departureRows = await tx
      .insert(departures)
      .values(
        DEPARTURES.map(({ tourSlug, trekSlug, startOffset, ...departure }) => {
          const subject = tourSlug ? lookup(tourBySlug, tourSlug, 'tour') : lookup(trekBySlug, trekSlug ?? '', 'trek');
          const startDate = dateFromToday(startOffset);
          return {
            ...departure,
            tourId: tourSlug ? subject.id : null,
            trekId: tourSlug ? null : subject.id,
            startDate,
            endDate: tripEndDate(startDate, subject.durationDays),
          };
        }),
      )
      .returning();
    const departureOn = new Map(
      departureRows
        .filter((row) => row.status === 'open')
        .map((row) => [`${row.tourId ?? ''}/${row.trekId ?? ''}/${row.startDate}`, row]),
    );

    const bookingRows = await tx
      .insert(bookings)
      .values(
        BOOKINGS.map(({ userEmail, tourSlug, trekSlug, assignedToEmail, ...booking }) => {
          const subject = tourSlug ? lookup(tourBySlug, tourSlug, 'tour') : lookup(trekBySlug, trekSlug ?? '', 'trek');
          const tourId = tourSlug ? subject.id : null;
          const trekId = tourSlug ? null : subject.id;
          const departure = departureOn.get(`${tourId ?? ''}/${trekId ?? ''}/${booking.travelDate}`);
          const unitPrice = departure?.price ?? subject.price;
          return {
            ...booking,
            userId: userId(userEmail),
            tourId,
            trekId,
            departureId: departure?.id ?? null,
            endDate: tripEndDate(booking.travelDate, subject.durationDays),
            unitPrice,
            totalAmount: unitPrice * booking.passengers,
            assignedTo: assignedToEmail ? userId(assignedToEmail) : null,
          };
        }),
      )
      .returning({ id: bookings.id, reference: bookings.reference });
    await continueReferencesAfter(tx, BOOKINGS.length);
    // Seats booked are those of the pending and confirmed bookings on each departure.
    await tx.update(departures).set({
      seatsBooked: sql`(select coalesce(sum(${bookings.passengers}), 0) from ${bookings}
        where ${bookings.departureId} = ${departures.id} and ${bookings.status} in ('pending', 'confirmed'))`,
    });

    const couponRows = await tx
      .insert(coupons)
      .values(COUPONS.map(({ limitedToKind: _kind, ...coupon }) => coupon))
      .returning({ id: coupons.id, code: coupons.code });
    const limited = COUPONS.flatMap((coupon) =>
      coupon.limitedToKind
        ? [
            {
              couponId: lookup(new Map(couponRows.map((row) => [row.code, row.id])), coupon.code, 'coupon'),
              tripKind: coupon.limitedToKind,
            },
          ]
        : [],
    );
    if (limited.length) await tx.insert(couponTrips).values(limited);
    const bookingIds = new Map(bookingRows.map((row) => [row.reference, row.id]));

    const enquiryRows = await tx
      .insert(enquiries)
      .values(
        ENQUIRIES.map(({ userEmail, respondedByEmail, ...enquiry }) => ({
          ...enquiry,
          userId: userEmail ? userId(userEmail) : null,
          respondedBy: respondedByEmail ? userId(respondedByEmail) : null,
        })),
      )
      .returning();
    // An answered enquiry's reply is the first message of its thread.
    const replies = enquiryRows.flatMap((row) =>
      row.adminResponse
        ? [
            {
              enquiryId: row.id,
              message: row.adminResponse,
              sentBy: row.respondedBy,
              createdAt: row.respondedAt ?? row.createdAt,
            },
          ]
        : [],
    );
    if (replies.length) await tx.insert(enquiryResponses).values(replies);

    await tx
      .insert(customPackages)
      .values(CUSTOM_PACKAGES.map(({ userEmail, ...request }) => ({ ...request, userId: userId(userEmail) })));

    await tx.insert(wishlistItems).values(
      WISHLIST.map((item) => ({
        userId: userId(item.userEmail),
        tourId: lookup(tourBySlug, item.tourSlug, 'tour').id,
        createdAt: item.createdAt,
      })),
    );

    await tx.insert(notifications).values(NOTIFICATIONS.map((notification) => ({ ...notification, userId: null })));

    const categoryRows = await tx
      .insert(blogCategories)
      .values(
        BLOG_CATEGORIES.map((category) => ({
          ...category,
          translations: BLOG_CATEGORY_TRANSLATIONS[category.slug] ?? {},
        })),
      )
      .returning({ id: blogCategories.id, slug: blogCategories.slug });
    const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));
    await tx.insert(blogs).values(
      BLOGS.map(({ categorySlug, authorEmail, ...post }) => ({
        ...post,
        categoryId: lookup(categoryIds, categorySlug, 'blog category'),
        authorId: authorEmail ? userId(authorEmail) : null,
      })),
    );

    // The media library holds every picture the demo shows.
    await tx.insert(media).values(MEDIA);

    await tx.insert(activityLogs).values(
      ACTIVITY.map(({ userEmail, bookingReference, ...entry }) => ({
        ...entry,
        userId: userEmail ? userId(userEmail) : null,
        subjectId: bookingReference ? lookup(bookingIds, bookingReference, 'booking') : null,
      })),
    );
  });
}
