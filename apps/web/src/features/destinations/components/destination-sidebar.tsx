import type { DestinationDetail } from '@trails/contracts/catalogue';
import { Camera, Compass, Landmark, Mountain, Sparkles, Utensils, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FactList } from '../../../components/catalogue/fact-list';
import { SidePanel } from '../../../components/catalogue/side-panel';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { numberFormat } from '../../../lib/format';

const ACTIVITY_ICONS: readonly LucideIcon[] = [Compass, Mountain, Camera, Sparkles, Utensils, Landmark];

/** The custom builder with this destination already chosen. */
export const customBuilderFor = (name: string) => `${paths.customBuilder()}?destination=${encodeURIComponent(name)}`;

export function QuickInfo({ destination }: { destination: DestinationDetail }) {
  const { t, i18n } = useTranslation();
  const missing = t('destination.notAvailable');
  const facts = [
    { label: t('destination.country'), value: destination.country || missing },
    { label: t('destination.state'), value: destination.state || missing },
    { label: t('destination.city'), value: destination.city || missing },
    { label: t('destination.bestTime'), value: destination.best_time_to_visit || t('destination.yearRound') },
    { label: t('destination.tours'), value: numberFormat(i18n.language).format(destination.tour_count) },
    { label: t('destination.treks'), value: numberFormat(i18n.language).format(destination.trek_count) },
  ];
  return (
    <SidePanel title={t('destination.quickInfo')}>
      <FactList facts={facts} divided />
    </SidePanel>
  );
}

/** What visitors do there, as staff wrote it for this destination; nothing when none is written. */
export function PopularActivities({ activities }: { activities: readonly string[] }) {
  const { t } = useTranslation();
  if (activities.length === 0) return null;
  return (
    <SidePanel title={t('destination.activities')}>
      <ul className="space-y-3 text-sm">
        {activities.map((activity, index) => {
          const Icon = ACTIVITY_ICONS[index % ACTIVITY_ICONS.length]!;
          return (
            <li key={activity} className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
              <Icon className="size-5 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden="true" />
              {activity}
            </li>
          );
        })}
      </ul>
    </SidePanel>
  );
}

export function PlanYourTrip({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="plan-your-trip"
      className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm dark:bg-brand-900"
    >
      <h2 id="plan-your-trip" className="mb-2 text-lg font-semibold">
        {t('destination.planTitle')}
      </h2>
      <p className="mb-5 text-sm text-brand-50">{t('destination.planText', { name })}</p>
      <div className="flex flex-col gap-3">
        <Link to={customBuilderFor(name)} className={buttonClass('secondary', 'w-full')}>
          {t('destination.buildCustom')}
        </Link>
        <Link
          to={paths.enquiry({ destination: name })}
          className="inline-flex w-full items-center justify-center rounded-lg border border-white/60 px-4 py-2.5 text-sm font-semibold text-white hover:bg-white/10"
        >
          {t('destination.sendEnquiry')}
        </Link>
      </div>
    </section>
  );
}
