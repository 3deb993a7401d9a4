import type { ReactNode } from 'react';
import type { TrekDetail } from '@trails/contracts/catalogue';
import { Award, CalendarRange, Clock, Wallet, MapPin, Mountain } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../lib/use-price';
import { trekDuration } from '../lib/trek-duration';
import { numberFormat } from '../../../lib/format';

/** Duration, location, highest point, price, grade and season; the last ones only when known. */
export function TrekInformation({ trek }: { trek: TrekDetail }) {
  const { t, i18n } = useTranslation();
  const price = useFormatPrice();
  const location = [trek.destination.name, trek.destination.state].filter(Boolean).join(', ') || t('trek.himalayas');
  const rows: { icon: typeof Clock; label: string; value: ReactNode }[] = [
    { icon: Clock, label: t('trek.info.duration'), value: trekDuration(t, trek) },
    { icon: MapPin, label: t('trek.info.location'), value: location },
  ];
  if (trek.max_altitude_m !== null) {
    rows.push({
      icon: Mountain,
      label: t('trek.info.maxAltitude'),
      value: t('catalogue.altitude', { value: numberFormat(i18n.language).format(trek.max_altitude_m) }),
    });
  }
  rows.push({
    icon: Wallet,
    label: t('trek.info.price'),
    value:
      trek.price > 0 ? t('trek.info.pricePerPerson', { price: price(trek.price) }) : t('trek.info.contactForPrice'),
  });
  if (trek.trek_grade) rows.push({ icon: Award, label: t('trek.info.grade'), value: trek.trek_grade });
  if (trek.best_time) rows.push({ icon: CalendarRange, label: t('trek.info.bestTime'), value: trek.best_time });

  return (
    <section
      aria-labelledby="trek-info-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="trek-info-title" className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">
        {t('trek.info.title')}
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {rows.map((row) => (
          // A definition list allows only dt and dd in each row: the icon sits inside the term.
          <div key={row.label} className="relative min-h-10 min-w-0 pl-13">
            <dt className="text-sm text-slate-500 dark:text-slate-400">
              <span className="absolute left-0 top-0 flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-200">
                <row.icon className="size-5" aria-hidden="true" />
              </span>
              {row.label}
            </dt>
            <dd className="break-words font-semibold text-slate-900 dark:text-slate-50">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
