/** Amounts and dates as people read them, shared by emails and invoices. */

/** An amount in `currency` for `locale` ('en-IN' gives ₹1,23,456.50); an unknown code is written after the number. */
export function formatMoney(amount: number, currency: string, locale = 'en-IN'): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

/**
 * A calendar date ('2026-05-14', read as that day wherever the server runs) or an instant (shown
 * in India's time zone when `withTime`), written out in `locale`; an unreadable value as it is.
 */
export function formatDate(value: string | Date, locale = 'en-IN', withTime = false): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: withTime ? 'Asia/Kolkata' : 'UTC',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
  }).format(date);
}

/** "10 June 2026 – 14 June 2026", or one date when the trip ends the day it starts. */
export function formatDateRange(start: string, end: string | null | undefined, locale = 'en-IN'): string {
  if (!end || end === start) return formatDate(start, locale);
  return `${formatDate(start, locale)} – ${formatDate(end, locale)}`;
}
