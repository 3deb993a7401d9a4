import { altitudeRangeField, type TrekFacets } from '@trails/contracts/catalogue';
import {
  DURATION_BUCKET_NAMES,
  TREK_SORTS,
  type DurationBucket,
  type TrekSort,
} from '@trails/contracts/catalogue-constants';
import { DIFFICULTY_LEVELS, type DifficultyLevel } from '@trails/contracts/constants';
import type { TreksParams } from '../api/get-treks';

/** Treks per page of the list. */
export const TREKS_PER_PAGE = 12;

/**
 * What the trek list shows, as kept in its address (`?difficulty=&duration=&altitudeRange=&destination=&sort=&page=`).
 * `destination` (a slug, from a destination page's View all treks) narrows it to that place.
 */
export interface TrekListState {
  destination?: string;
  difficulty?: DifficultyLevel;
  duration?: DurationBucket;
  /** Highest point in metres, "min-max". */
  altitudeRange?: string;
  sort: TrekSort;
  page: number;
}

export const DEFAULT_TREK_SORT: TrekSort = 'popular';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** "4000-5000" as the API reads it, or undefined for anything else. */
function parseAltitudeRange(value: string | null): string | undefined {
  if (!value) return undefined;
  const parsed = altitudeRangeField.safeParse(value);
  return parsed.success ? `${parsed.data.min}-${parsed.data.max}` : undefined;
}

/** The list's state from its address; unknown or invalid values are dropped. */
export function parseTrekListSearch(search: URLSearchParams): TrekListState {
  const page = Number(search.get('page'));
  const destination = search.get('destination')?.trim().slice(0, 200);
  return {
    ...(destination ? { destination } : {}),
    difficulty: oneOf(DIFFICULTY_LEVELS, search.get('difficulty')),
    duration: oneOf(DURATION_BUCKET_NAMES, search.get('duration')),
    altitudeRange: parseAltitudeRange(search.get('altitudeRange')),
    sort: oneOf(TREK_SORTS, search.get('sort')) ?? DEFAULT_TREK_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a state, leaving out defaults so a plain list stays `/treks`. */
export function toTrekListSearch(state: TrekListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.destination) search.set('destination', state.destination);
  if (state.difficulty) search.set('difficulty', state.difficulty);
  if (state.duration) search.set('duration', state.duration);
  if (state.altitudeRange) search.set('altitudeRange', state.altitudeRange);
  if (state.sort !== DEFAULT_TREK_SORT) search.set('sort', state.sort);
  if (state.page > 1) search.set('page', String(state.page));
  return search;
}

/** The API query of a state. */
export function toTreksParams(state: TrekListState): TreksParams {
  return {
    destination: state.destination,
    difficulty: state.difficulty,
    duration: state.duration,
    altitudeRange: state.altitudeRange,
    sort: state.sort,
    page: state.page,
    per_page: TREKS_PER_PAGE,
  };
}

/** True when any filter narrows the list (sort and page don't). */
export const hasTrekFilters = (state: TrekListState) =>
  Boolean(state.destination || state.difficulty || state.duration || state.altitudeRange);

/** One choice of the altitude filter: its API value and the numbers its label needs. */
export type AltitudeBand =
  | { kind: 'below'; value: string; limit: number }
  | { kind: 'between'; value: string; min: number; max: number }
  | { kind: 'above'; value: string; limit: number };

/** Where the altitude bands split, in metres: easy valley walks, classic high treks, high passes. */
export const ALTITUDE_STEPS = [4000, 5000] as const;
/** Upper bound of the open band: no trek climbs above Everest. */
const ALTITUDE_CEILING = 8849;

/**
 * The altitude choices that can match something in the catalogue: "Below 4,000 m", "4,000–5,000 m",
 * "Above 5,000 m", keeping only the bands that overlap the facets' lowest and highest treks.
 */
export function altitudeBands(facets: Pick<TrekFacets, 'altitude_min' | 'altitude_max'> | undefined): AltitudeBand[] {
  const [low, high] = ALTITUDE_STEPS;
  const all: AltitudeBand[] = [
    { kind: 'below', value: `0-${low - 1}`, limit: low },
    { kind: 'between', value: `${low}-${high}`, min: low, max: high },
    { kind: 'above', value: `${high + 1}-${ALTITUDE_CEILING}`, limit: high },
  ];
  if (!facets || facets.altitude_max <= 0) return all;
  return all.filter((band) => {
    const [min, max] = band.value.split('-').map(Number) as [number, number];
    return max >= facets.altitude_min && min <= facets.altitude_max;
  });
}
