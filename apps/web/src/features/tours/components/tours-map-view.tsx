import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/errors/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useHydrated } from '../../../lib/hydration';
import { useTourMap, type TourMapParams } from '../api/get-tour-map';
import { MAP_BOX_CLASS } from '../lib/map-box';

// Leaflet, the clustering and the base map download only when the map is first shown.
const ToursMap = lazy(() => import('./tours-map'));

function MapPlaceholder({ label }: { label: string }) {
  return (
    <div
      className={`${MAP_BOX_CLASS} flex items-center justify-center rounded-2xl border border-slate-200 bg-sky-50 dark:border-slate-800 dark:bg-slate-800`}
    >
      <Spinner label={label} />
    </div>
  );
}

/**
 * Every tour that matches the filters on a map. The map is drawn in the browser only (Leaflet needs
 * a window): the server and the first render in the browser show a placeholder of its size.
 */
export function ToursMapView({ params }: { params: TourMapParams }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const query = useTourMap(params);
  const placeholder = <MapPlaceholder label={t('map.loading')} />;

  if (!hydrated || query.isPending) return placeholder;
  if (query.isError) {
    return <ErrorState message={t('map.failed')} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  }
  return (
    <Suspense fallback={placeholder}>
      <ToursMap points={query.data.points} truncated={query.data.truncated} />
    </Suspense>
  );
}
