import { DESTINATIONS } from './destinations.ts';
import { SEED_TODAY } from './helpers.ts';
import { TOURS } from './tours.ts';
import { TREKS } from './treks.ts';

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const DAY_MS = 86_400_000;
const MONTH = `(${MONTH_NAMES.join('|')})`;
const SPAN = new RegExp(`${MONTH}(?:\\s+to\\s+(?:mid\\s+|early\\s+|late\\s+)?${MONTH})?`, 'g');

/**
 * The months (1-12) a season written for people names: "June to September", "March to June and
 * September to December", "October to March" (across the new year), "January and February".
 * "All year" (or a text that names no month) is every month.
 */
export function seasonMonths(text: string): number[] {
  const months = new Set<number>();
  for (const [, from, to] of text.toLowerCase().matchAll(SPAN)) {
    const start = MONTH_NAMES.indexOf(from!);
    const end = to ? MONTH_NAMES.indexOf(to) : start;
    for (let month = start; ; month = (month + 1) % 12) {
      months.add(month + 1);
      if (month === end) break;
    }
  }
  if (months.size === 0) return MONTH_NAMES.map((_, index) => index + 1);
  return [...months].sort((a, b) => a - b);
}

/**
 * When a tour runs, where that is narrower than its destination's best time (a snow leopard
 * expedition runs in winter although Spiti's roads open in summer).
 */
const TOUR_SEASONS: Record<string, string> = {
  'spiti-snow-leopard-winter-expedition': 'January to March',
  'auli-ski-course-for-beginners': 'January to March',
  'kullu-dussehra-festival-tour': 'October',
  'kedarnath-yatra-from-haridwar': 'May to June and September to October',
  'yumthang-valley-of-flowers': 'April to June',
  'manali-to-leh-highway-road-trip': 'June to September',
  'ladakh-motorbike-expedition-via-khardung-la': 'June to September',
  'pangong-tso-lakeside-camping': 'June to September',
  'tso-moriri-and-tso-kar-high-lakes': 'June to September',
  'chandratal-moon-lake-camping': 'June to September',
  'spiti-valley-circuit-by-road': 'June to October',
  'nubra-and-turtuk-overland-safari': 'May to October',
  'gurudongmar-and-tsomgo-lakes-of-sikkim': 'March to June and October to December',
  'solang-valley-snow-and-paragliding-weekend': 'December to March',
  'rishikesh-white-water-rafting-and-camping': 'September to June',
  'shivpuri-riverside-beach-camp': 'September to June',
};

const destinationSeason = new Map(
  DESTINATIONS.map((destination) => [destination.slug, destination.bestTimeToVisit ?? '']),
);

/** The months a demo trip runs in: a trek's best time; a tour's own season or its destination's. */
export function tripSeason(subject: { tourSlug?: string; trekSlug?: string }): number[] {
  if (subject.trekSlug) {
    const trek = TREKS.find((candidate) => candidate.slug === subject.trekSlug);
    return seasonMonths(trek?.bestTime ?? '');
  }
  const tour = TOURS.find((candidate) => candidate.slug === subject.tourSlug);
  if (!tour) return seasonMonths('');
  return seasonMonths(TOUR_SEASONS[tour.slug] ?? destinationSeason.get(tour.destinationSlug) ?? '');
}

const dayOf = (offset: number) => new Date(SEED_TODAY.getTime() + offset * DAY_MS);
const offsetOf = (date: Date) => Math.round((date.getTime() - SEED_TODAY.getTime()) / DAY_MS);

/**
 * The day, as an offset from the demo's today, nearest `wanted` that falls in `months`: the same
 * day of the nearest month in season, never crossing today (a past trip stays past, an upcoming
 * one upcoming), so demo trips travel when the trip really runs.
 */
export function inSeason(months: readonly number[], wanted: number): number {
  const wantedDay = dayOf(wanted);
  if (months.includes(wantedDay.getUTCMonth() + 1)) return wanted;
  for (let step = 1; step <= 12; step += 1) {
    for (const direction of wanted >= 0 ? [1, -1] : [-1, 1]) {
      const first = new Date(Date.UTC(wantedDay.getUTCFullYear(), wantedDay.getUTCMonth() + direction * step, 1));
      if (!months.includes(first.getUTCMonth() + 1)) continue;
      const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
      const candidate = offsetOf(
        new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(wantedDay.getUTCDate(), lastDay))),
      );
      if (wanted >= 0 ? candidate >= 1 : candidate <= -1) return candidate;
    }
  }
  return wanted;
}

/**
 * Scheduled batches of a trip over the coming year: in each month of its season, one start on the
 * `day`-th (and a second a fortnight later in a short season), from a week ahead, at most `limit`.
 */
export function seasonBatches(months: readonly number[], day: number, limit: number): number[] {
  const twice = months.length <= 4;
  const offsets: number[] = [];
  for (let ahead = 0; ahead <= 12 && offsets.length < limit; ahead += 1) {
    const month = new Date(Date.UTC(SEED_TODAY.getUTCFullYear(), SEED_TODAY.getUTCMonth() + ahead, 1));
    if (!months.includes(month.getUTCMonth() + 1)) continue;
    for (const start of twice ? [day, day + 14] : [day]) {
      const offset = offsetOf(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), start)));
      if (offset >= 7 && offsets.length < limit) offsets.push(offset);
    }
  }
  return offsets;
}
