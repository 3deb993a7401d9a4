import { sceneUrl, type SceneKind } from '../../modules/images/scene.ts';
import type { itineraryDays } from '../schema/index.ts';

const DAY_MS = 86_400_000;
const LOADED_AT = Date.now();

/**
 * The demo's "today": midnight UTC of the day the data is loaded (2026-11-21 when it was written).
 * Every demo date is placed relative to it, so upcoming trips stay upcoming whenever the seed runs.
 */
export const SEED_TODAY = new Date(Math.floor(LOADED_AT / DAY_MS) * DAY_MS);

/**
 * A moment `days` days before the demo's today, at `hour`:00 UTC (09:00 by default); never later
 * than the moment the seed module was loaded, so nothing is created in the future.
 */
export function daysAgo(days: number, hour = 9): Date {
  const moment = SEED_TODAY.getTime() - days * DAY_MS + hour * 3_600_000;
  return new Date(Math.min(moment, LOADED_AT - 60_000));
}

/** A calendar date (YYYY-MM-DD) `offset` days from the demo's today; negative is in the past. */
export function dateFromToday(offset: number): string {
  return new Date(SEED_TODAY.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
}

/** The cover image and a gallery of three scenes (index 0, 1, 2) for a catalogue item. */
export function sceneImages(kind: SceneKind, slug: string): { image: string; images: string[] } {
  return { image: sceneUrl(kind, slug), images: [0, 1, 2].map((index) => sceneUrl(kind, slug, index)) };
}

/** `[title, description, altitude in metres?, distance in km?]`, one per day. */
export type DayTuple = readonly [
  title: string,
  description: string,
  altitudeM?: number | null,
  distanceKm?: number | null,
];

export type ItineraryDaySeed = Omit<typeof itineraryDays.$inferInsert, 'id' | 'tourId' | 'trekId'>;

/** Day tuples as itinerary rows, numbered from 1; a tour's or a trek's id is added on insert. */
export function itineraryRows(days: readonly DayTuple[]): ItineraryDaySeed[] {
  return days.map(([title, description, altitudeM, distanceKm], day) => ({
    dayNumber: day + 1,
    title,
    description,
    altitudeM: altitudeM ?? null,
    distanceKm: distanceKm ?? null,
  }));
}
