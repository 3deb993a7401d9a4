import type { ItineraryDay } from '@trails/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { byDayNumber } from '../../../components/catalogue/item-itinerary';
import { numberFormat } from '../../../lib/format';

interface Point {
  day: number;
  altitude: number;
  /** Position in the chart, 0-100 from the left and from the top. */
  x: number;
  y: number;
}

/** The days that state an altitude, placed in a 0-100 box with some headroom above and below. */
export function profilePoints(days: ItineraryDay[]): Point[] {
  const known = days.filter((day): day is ItineraryDay & { altitude_m: number } => day.altitude_m !== null);
  if (known.length < 2) return [];
  const altitudes = known.map((day) => day.altitude_m);
  const min = Math.min(...altitudes);
  const max = Math.max(...altitudes);
  const span = max - min;
  return known.map((day, index) => ({
    day: day.day_number,
    altitude: day.altitude_m,
    x: (index / (known.length - 1)) * 100,
    // A flat trek draws a level line across the middle.
    y: span === 0 ? 50 : 10 + (1 - (day.altitude_m - min) / span) * 80,
  }));
}

/** A line of the altitude reached each day (in day order), with the same numbers as a table. Nothing when fewer than two days say. */
export function AltitudeProfile({ days }: { days: ItineraryDay[] }) {
  const { t, i18n } = useTranslation();
  const points = profilePoints([...days].sort(byDayNumber));
  if (points.length === 0) return null;
  const metres = (value: number) => t('catalogue.altitude', { value: numberFormat(i18n.language).format(value) });
  const altitudes = points.map((point) => point.altitude);
  const summary = t('trek.profile.summary', {
    min: metres(Math.min(...altitudes)),
    max: metres(Math.max(...altitudes)),
  });
  const line = points.map((point) => `${point.x},${point.y}`).join(' ');

  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <figcaption className="mb-3">
        <span className="font-semibold text-slate-900 dark:text-slate-50">{t('trek.profile.title')}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-300">{summary}</span>
      </figcaption>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex h-40 w-16 shrink-0 flex-col justify-between text-right text-xs text-slate-500 dark:text-slate-400"
        >
          <span>{metres(Math.max(...altitudes))}</span>
          <span>{metres(Math.min(...altitudes))}</span>
        </div>
        <div className="min-w-0 flex-1">
          <div
            role="img"
            aria-label={summary}
            className="relative h-40 border-b border-l border-slate-200 dark:border-slate-700"
          >
            <svg
              viewBox="0 0 100 100"
              preserveAspectRatio="none"
              className="absolute inset-0 size-full overflow-visible"
              aria-hidden="true"
            >
              <polygon points={`0,100 ${line} 100,100`} className="fill-brand-600/15 dark:fill-brand-400/20" />
              <polyline
                points={line}
                fill="none"
                strokeWidth="2.5"
                vectorEffect="non-scaling-stroke"
                strokeLinejoin="round"
                className="stroke-brand-600 dark:stroke-brand-400"
              />
            </svg>
            {points.map((point) => (
              <span
                key={point.day}
                aria-hidden="true"
                title={`${t('catalogue.itinerary.day', { day: point.day })}: ${metres(point.altitude)}`}
                className="altitude-dot"
                style={{ left: `${point.x}%`, top: `${point.y}%` }}
              />
            ))}
          </div>
          <div aria-hidden="true" className="relative mt-1 h-4 text-xs text-slate-500 dark:text-slate-400">
            {points.map((point, index) => (
              // Every label fits on wide screens; on narrow ones every other one does.
              <span
                key={point.day}
                className={`absolute -translate-x-1/2 ${index % 2 === 1 && index !== points.length - 1 ? 'hidden sm:inline' : ''}`}
                style={{ left: `${point.x}%` }}
              >
                {point.day}
              </span>
            ))}
          </div>
        </div>
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-300">
          {t('trek.profile.showTable')}
        </summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <caption className="sr-only">{t('trek.profile.title')}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-1.5 pr-4 font-semibold">
                {t('trek.profile.day')}
              </th>
              <th scope="col" className="py-1.5 font-semibold">
                {t('trek.profile.altitude')}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  {t('catalogue.itinerary.day', { day: point.day })}
                </th>
                <td className="py-1.5">{metres(point.altitude)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
