import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, knownTimeZone, todayIn, yearIn } from './format';
import { useSettings } from './settings';

export type FormatDate = (value: string | Date, options?: Intl.DateTimeFormatOptions) => string;

/**
 * Formats a moment in the reader's language and the site's timezone (setting `timezone`), so a
 * page rendered on the server shows the same day as any browser that hydrates it. A calendar day
 * (a travel date, a month) passes `timeZone: 'UTC'` in its options.
 */
export function useFormatDate(): FormatDate {
  const { settings } = useSettings();
  const { i18n } = useTranslation();
  const timeZone = knownTimeZone(settings.timezone);
  return useCallback(
    (value, options = { dateStyle: 'long' }) => formatDate(value, i18n.language, { timeZone, ...options }),
    [timeZone, i18n.language],
  );
}

/** Today (YYYY-MM-DD) in the site's timezone: the same on the server and in every browser. */
export function useSiteToday(): string {
  const { settings } = useSettings();
  return todayIn(settings.timezone);
}

/** This year in the site's timezone (the footer's), without the cost of `Intl` on most days. */
export function useSiteYear(): number {
  const { settings } = useSettings();
  return yearIn(settings.timezone);
}
