import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookings, destinations, itineraryDays, reviews, tours, treks } from '../db/schema/index.ts';

/**
 * Catalogue rows for API tests, inserted directly: every field has a plain default and any can be
 * given. Slugs are unique per call, so files and tests never collide.
 */

type DestinationValues = Partial<typeof destinations.$inferInsert>;
type TourValues = Partial<typeof tours.$inferInsert>;
type TrekValues = Partial<typeof treks.$inferInsert>;
type Subject = { tourId: number } | { trekId: number };

let sequence = 0;
const unique = (prefix: string) => {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(3).toString('hex')}`;
};

const DAY_MS = 86_400_000;
/** A moment `days` days before now. */
export const daysBefore = (days: number) => new Date(Date.now() - days * DAY_MS);

export function catalogueFixtures(db: Database) {
  return {
    async destination(values: DestinationValues = {}) {
      const name = values.name ?? unique('Place');
      const [row] = await db
        .insert(destinations)
        .values({
          name,
          slug: values.slug ?? unique('place'),
          country: 'India',
          state: 'Himachal Pradesh',
          city: `${name} town`,
          tagline: `The tagline of ${name}`,
          shortDescription: `A short description of ${name}.`,
          description: `A longer description of ${name}.`,
          latitude: 32.2,
          longitude: 77.1,
          image: `/images/scenes/destination-${values.slug ?? 'x'}.svg`,
          images: [],
          ...values,
        })
        .returning({ id: destinations.id, slug: destinations.slug, name: destinations.name });
      return row!;
    },

    async tour(destinationId: number, values: TourValues = {}) {
      const [row] = await db
        .insert(tours)
        .values({
          destinationId,
          title: values.title ?? unique('Tour'),
          slug: values.slug ?? unique('tour'),
          category: 'Nature',
          price: 10_000,
          durationDays: 3,
          durationNights: 2,
          shortDescription: 'A few days in the hills.',
          description: 'Walks, food and views.',
          ...values,
        })
        .returning({ id: tours.id, slug: tours.slug, title: tours.title });
      return row!;
    },

    async trek(destinationId: number, values: TrekValues = {}) {
      const [row] = await db
        .insert(treks)
        .values({
          destinationId,
          title: values.title ?? unique('Trek'),
          slug: values.slug ?? unique('trek'),
          difficultyLevel: 'moderate',
          maxAltitudeM: 4000,
          price: 12_000,
          durationDays: 5,
          durationNights: 4,
          shortDescription: 'Over a pass and back.',
          description: 'Camps, meadows and a high pass.',
          ...values,
        })
        .returning({ id: treks.id, slug: treks.slug, title: treks.title });
      return row!;
    },

    /** An approved review unless `isApproved: false` is given. */
    async review(userId: number, subject: Subject, values: Partial<typeof reviews.$inferInsert> = {}) {
      const [row] = await db
        .insert(reviews)
        .values({
          userId,
          rating: 5,
          title: 'A review',
          comment: 'We had a good time.',
          isApproved: true,
          ...subject,
          ...values,
        })
        .returning({ id: reviews.id });
      return row!;
    },

    /** A confirmed booking unless another status is given. */
    async booking(userId: number, subject: Subject, values: Partial<typeof bookings.$inferInsert> = {}) {
      const [row] = await db
        .insert(bookings)
        .values({
          reference: unique('BK').toUpperCase(),
          userId,
          travelDate: '2030-01-15',
          passengers: 2,
          unitPrice: 1000,
          totalAmount: 2000,
          currency: 'INR',
          contactName: 'Test Traveller',
          contactEmail: 'traveller@example.test',
          contactPhone: '+91 90000 00000',
          status: 'confirmed',
          ...subject,
          ...values,
        })
        .returning({ id: bookings.id });
      return row!;
    },

    /** Itinerary days in the given order of day numbers (to check the API sorts them). */
    async itinerary(subject: Subject, dayNumbers: number[]) {
      await db.insert(itineraryDays).values(
        dayNumbers.map((dayNumber) => ({
          ...subject,
          dayNumber,
          title: `Day ${dayNumber}`,
          description: `Plan of day ${dayNumber}`,
        })),
      );
    },

    renameDestination: (id: number, values: DestinationValues) =>
      db.update(destinations).set(values).where(eq(destinations.id, id)),
  };
}

export type CatalogueFixtures = ReturnType<typeof catalogueFixtures>;
