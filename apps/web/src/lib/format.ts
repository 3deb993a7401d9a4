/**
 * Formatters by language and options, made once: building an `Intl` formatter costs far more than
 * using one, and a page draws hundreds of prices, dates and numbers (a server render of the home
 * page made about 900). The options are written inline at each call, so the key is their JSON.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** Bounded: the keys come from a handful of languages and options, but nothing should grow forever. */
const MAX_FORMATS = 500;

function remembered<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let format = cache.get(key);
  if (!format) {
    format = make();
    if (cache.size >= MAX_FORMATS) cache.clear();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, made once per language and options. */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return remembered(
    numberFormats,
    `${locale}|${options ? JSON.stringify(options) : ''}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per language and options. */
export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return remembered(
    dateFormats,
    `${locale}|${options ? JSON.stringify(options) : ''}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/**
 * Dates in the reader's language, e.g. "21 November 2026" / "२१ नवंबर २०२६". Pass a `timeZone`
 * (the site's, see useFormatDate, or 'UTC' for a calendar day): without one the reader's own clock
 * decides the day, and a page rendered on the server would not match the browser's.
 */
export function formatDate(
  value: string | Date,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  try {
    return dateTimeFormat(locale, options).format(date);
  } catch {
    // an unknown language or timezone
    return dateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(date);
  }
}

const knownZones = new Map<string, boolean>();

/** A timezone this runtime knows, else UTC (the setting is free text). */
export function knownTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      dateTimeFormat('en', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    if (knownZones.size >= MAX_FORMATS) knownZones.clear();
    knownZones.set(timeZone, known);
  }
  return known ? timeZone : 'UTC';
}

/** Today as YYYY-MM-DD in a timezone: the same on the server and in any browser. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dateTimeFormat('en-CA', {
    timeZone: knownTimeZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Every timezone is within 14 hours of UTC (from UTC-12 to UTC+14). */
const WIDEST_OFFSET_MS = 14 * 60 * 60 * 1000;

/**
 * The year in a timezone. Away from a new year in UTC every timezone agrees with UTC, so this asks
 * `Intl` only in the 28 hours around one: a page's first `Intl` formatter costs about 15 ms (the
 * browser loads its locale data then), and the footer's year was the only one a home page made
 * while it hydrated.
 */
export function yearIn(timeZone: string, now: Date = new Date()): number {
  const year = now.getUTCFullYear();
  const time = now.getTime();
  if (time - Date.UTC(year, 0, 1) >= WIDEST_OFFSET_MS && Date.UTC(year + 1, 0, 1) - time > WIDEST_OFFSET_MS) {
    return year;
  }
  return Number(todayIn(timeZone, now).slice(0, 4));
}

/** Prices in the site currency, e.g. ₹24,500. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${currency} ${Math.round(amount)}`;
  }
}
