import type { TourDetail } from '@trails/contracts/catalogue';
import { ArrowRight, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FactList } from '../../../components/catalogue/fact-list';
import { SidePanel } from '../../../components/catalogue/side-panel';
import { paths } from '../../../config/paths';
import { numberFormat } from '../../../lib/format';

/** 31.1048° N, 77.1734° E */
export function formatCoordinates(latitude: number, longitude: number, locale: string): string {
  const number = numberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  return `${number.format(Math.abs(latitude))}° ${latitude >= 0 ? 'N' : 'S'}, ${number.format(Math.abs(longitude))}° ${longitude >= 0 ? 'E' : 'W'}`;
}

/** Where the tour goes: destination, state, country, coordinates and a link to the destination. */
export function TourLocationBox({ destination }: { destination: TourDetail['destination'] }) {
  const { t, i18n } = useTranslation();
  const facts = [
    { label: t('tour.location.destination'), value: destination.name },
    { label: t('tour.location.state'), value: destination.state },
    { label: t('tour.location.country'), value: destination.country },
    { label: t('tour.location.bestTime'), value: destination.best_time_to_visit },
    {
      label: t('tour.location.coordinates'),
      value:
        destination.latitude !== null && destination.longitude !== null
          ? formatCoordinates(destination.latitude, destination.longitude, i18n.language)
          : null,
    },
  ].filter((fact) => fact.value);

  return (
    <SidePanel title={t('tour.location.title')} icon={MapPin} className="space-y-4">
      <FactList facts={facts} />
      <Link
        to={paths.destination(destination.slug)}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('tour.location.explore', { name: destination.name })}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </SidePanel>
  );
}
