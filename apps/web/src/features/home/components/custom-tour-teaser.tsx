import { Car, Heart, Mountain, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useStats } from '../api/get-stats';
import { HomeSection } from './home-section';
import { numberFormat } from '../../../lib/format';

/** Kinds of trip a traveller can ask us to plan: ideas, not bookable tours. */
const TRIP_IDEAS: { key: string; icon: LucideIcon }[] = [
  { key: 'family', icon: Users },
  { key: 'honeymoon', icon: Heart },
  { key: 'roadTrip', icon: Car },
  { key: 'trek', icon: Mountain },
];

function StatsStrip() {
  const { t, i18n } = useTranslation();
  const stats = useStats();
  const format = (n: number) => numberFormat(i18n.language).format(n);
  const counted = (value: number | undefined) =>
    value === undefined ? <Skeleton className="mx-auto h-8 w-16" /> : format(value);
  const items = [
    // Real counts when the stats answer; without them the strip keeps only the promises.
    ...(stats.isError ? [] : [{ key: 'destinations', value: counted(stats.data?.destinations) }]),
    { key: 'support', value: t('home.customTour.strip.supportValue') },
    { key: 'customizable', value: t('home.customTour.strip.customizableValue') },
    ...(stats.isError ? [] : [{ key: 'reviews', value: counted(stats.data?.reviews) }]),
  ];
  return (
    <dl className="mt-10 grid grid-cols-2 gap-4 rounded-2xl bg-brand-800 p-6 text-center text-white sm:grid-cols-4 dark:bg-brand-900">
      {items.map((item) => (
        <div key={item.key} className="flex flex-col-reverse gap-1">
          <dt className="text-sm text-brand-100">{t(`home.customTour.strip.${item.key}`)}</dt>
          <dd className="text-2xl font-extrabold tabular-nums sm:text-3xl">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Invites travellers to have a trip built for them, with a few examples of what can be asked for. */
export function CustomTourTeaser() {
  const { t } = useTranslation();
  return (
    <HomeSection title={t('home.customTour.title')} subtitle={t('home.customTour.text')}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TRIP_IDEAS.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="text-lg font-semibold text-slate-900 dark:text-slate-50">
              {t(`home.customTour.ideas.${key}.title`)}
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t(`home.customTour.ideas.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex justify-center">
        <Link to={paths.customBuilder()} className={buttonClass('primary', 'px-6 py-3 text-base')}>
          {t('home.customTour.cta')}
        </Link>
      </div>
      <StatsStrip />
    </HomeSection>
  );
}
