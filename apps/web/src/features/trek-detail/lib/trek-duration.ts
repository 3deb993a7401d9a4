import type { TFunction } from 'i18next';
import type { TrekSummary } from '@trails/contracts/catalogue';

/** "6 Days / 5 Nights", or N/A when the trek states no length. */
export function trekDuration(t: TFunction, trek: Pick<TrekSummary, 'duration_days' | 'duration_nights'>): string {
  return trek.duration_days > 0
    ? t('trek.durationValue', { days: trek.duration_days, nights: trek.duration_nights })
    : t('trek.na');
}
