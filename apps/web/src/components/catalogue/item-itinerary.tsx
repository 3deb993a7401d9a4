import { useId, useState, type ReactNode } from 'react';
import type { ItineraryDay } from '@trails/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../ui/line-icon';
import { numberFormat } from '../../lib/format';

export const byDayNumber = (a: ItineraryDay, b: ItineraryDay) => a.day_number - b.day_number;

/**
 * A tour or trek day by day: one disclosure per day (the first one open) with Expand all / Collapse all,
 * and each day's altitude and walking distance when known. `children` (e.g. an altitude profile) stand
 * between the heading and the days. Without days it shows `emptyText`, or nothing.
 */
export function ItemItinerary({
  days,
  emptyText,
  children,
}: {
  days: ItineraryDay[];
  emptyText?: string;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const baseId = useId();
  const sorted = [...days].sort(byDayNumber);
  const [open, setOpen] = useState<Set<number>>(() => new Set(sorted.slice(0, 1).map((day) => day.day_number)));
  if (sorted.length === 0 && !emptyText) return null;

  const number = (value: number) => numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
  const allOpen = sorted.length > 0 && sorted.every((day) => open.has(day.day_number));
  const toggle = (dayNumber: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(dayNumber)) next.delete(dayNumber);
      else next.add(dayNumber);
      return next;
    });

  return (
    <section aria-labelledby={`${baseId}-title`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${baseId}-title`} className="text-2xl font-bold text-slate-900 dark:text-white">
          {t('catalogue.itinerary.title')}
        </h2>
        {sorted.length > 1 && (
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
            onClick={() => setOpen(allOpen ? new Set() : new Set(sorted.map((day) => day.day_number)))}
          >
            {allOpen ? t('catalogue.itinerary.collapseAll') : t('catalogue.itinerary.expandAll')}
          </button>
        )}
      </div>
      {children}
      {sorted.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {emptyText}
        </p>
      ) : (
        <ol className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {sorted.map((day) => {
            const expanded = open.has(day.day_number);
            const panelId = `${baseId}-day-${day.day_number}`;
            return (
              <li key={day.day_number}>
                <h3>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggle(day.day_number)}
                    className="day-toggle"
                  >
                    <span aria-hidden="true" className="day-number">
                      {day.day_number}
                    </span>
                    <span className="day-title">
                      <span className="day-label">{t('catalogue.itinerary.day', { day: day.day_number })}:</span>{' '}
                      {day.title}
                    </span>
                    <LineIcon
                      name="chevron-down"
                      className={`size-5 shrink-0 text-slate-500 transition-transform ${expanded ? 'rotate-180' : ''}`}
                    />
                  </button>
                </h3>
                <div id={panelId} hidden={!expanded} className="day-body">
                  {day.description && <p className="day-text">{day.description}</p>}
                  {(day.altitude_m !== null || day.distance_km !== null) && (
                    <p className="day-facts">
                      {day.altitude_m !== null && (
                        <span className="card-fact">
                          <LineIcon name="mountain" />
                          {t('catalogue.itinerary.altitude', { value: number(day.altitude_m) })}
                        </span>
                      )}
                      {day.distance_km !== null && (
                        <span className="card-fact">
                          <LineIcon name="footprints" />
                          <span className="sr-only">{t('catalogue.itinerary.distanceLabel')}: </span>
                          {t('catalogue.itinerary.distance', { value: number(day.distance_km) })}
                        </span>
                      )}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
