import { useEffect, useMemo } from 'react';
import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import type { TourSummary } from '@trails/contracts';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Polyline, Popup, Tooltip, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormatPrice } from '../../../lib/use-price';
import { groupBounds, groupToursByDestination, type MapGroup } from '../lib/map-groups';

/** Where the map opens before it fits the markers: the western Himalaya. */
const HOME_VIEW = { center: [31.5, 78] as [number, number], zoom: 5 };
/** Closest zoom when fitting markers (a single marker shows the valley around it). */
const MAX_FIT_ZOOM = 8;
/** Graticule spacing, in degrees. */
const GRID_STEP = 1;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** A drawn pin (Leaflet's own marker images do not survive bundling), with the tour count when several share it. */
function pinIcon(label: string, count: number) {
  const badge =
    count > 1
      ? `<span class="absolute -right-1.5 -top-1.5 flex size-5 items-center justify-center rounded-full bg-amber-400 text-[11px] font-bold text-amber-950 ring-2 ring-white">${count}</span>`
      : '';
  return divIcon({
    className: 'tours-map-pin',
    html: `<span class="relative block size-full"><svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="#0f766e" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>${badge}<span class="sr-only">${escapeHtml(label)}</span></span>`,
    iconSize: [32, 42],
    iconAnchor: [16, 41],
    popupAnchor: [0, -38],
  });
}

/** Fits the view to the markers whenever the set of markers changes. */
function FitToMarkers({ groups }: { groups: MapGroup[] }) {
  const map = useMap();
  const bounds = groupBounds(groups);
  const key = bounds ? bounds.flat().join(',') : '';
  useEffect(() => {
    if (!bounds) return;
    // More room at the top: a pin stands above its point.
    map.fitBounds(bounds, { paddingTopLeft: [48, 64], paddingBottomRight: [48, 32], maxZoom: MAX_FIT_ZOOM });
    // `key` holds the bounds' value; the array itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

/** Lines of latitude and longitude: a plain map background that needs no tile server. */
function Graticule({ groups }: { groups: MapGroup[] }) {
  const lines = useMemo(() => {
    const bounds = groupBounds(groups) ?? [
      [HOME_VIEW.center[0], HOME_VIEW.center[1]],
      [HOME_VIEW.center[0], HOME_VIEW.center[1]],
    ];
    const south = Math.floor(bounds[0][0]) - 15;
    const north = Math.ceil(bounds[1][0]) + 15;
    const west = Math.floor(bounds[0][1]) - 25;
    const east = Math.ceil(bounds[1][1]) + 25;
    const result: [number, number][][] = [];
    for (let lat = south; lat <= north; lat += GRID_STEP)
      result.push([
        [lat, west],
        [lat, east],
      ]);
    for (let lng = west; lng <= east; lng += GRID_STEP)
      result.push([
        [south, lng],
        [north, lng],
      ]);
    return result;
  }, [groups]);
  return (
    <>
      {lines.map((positions, index) => (
        <Polyline
          key={index}
          positions={positions}
          interactive={false}
          pathOptions={{ color: '#64748b', weight: 1, opacity: 0.18 }}
        />
      ))}
    </>
  );
}

function GroupPopup({ group }: { group: MapGroup }) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const { destination } = group;
  return (
    <div className="min-w-52 text-slate-800">
      <p className="m-0 text-sm font-semibold text-slate-900">
        {destination.name}
        {destination.state && <span className="font-normal text-slate-600">, {destination.state}</span>}
      </p>
      <p className="m-0 mb-2 text-xs text-slate-600">{t('map.tourCount', { count: group.tours.length })}</p>
      <ul className="m-0 list-none space-y-2 p-0">
        {group.tours.map((tour) => (
          <li key={tour.id} className="border-t border-slate-200 pt-2">
            <Link
              to={paths.tour(tour.slug)}
              className="font-semibold !text-brand-800 underline-offset-2 hover:underline"
            >
              {tour.title}
            </Link>
            <span className="block text-xs text-slate-600">
              {t('catalogue.durationShort', { days: tour.duration_days, nights: tour.duration_nights })} ·{' '}
              <span className="font-semibold text-slate-900">{price(tour.price)}</span> {t('catalogue.perPerson')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function GroupMarker({ group }: { group: MapGroup }) {
  const { t } = useTranslation();
  const label = t('map.marker', { name: group.destination.name, count: group.tours.length });
  // A new icon object would redraw the pin (and drop keyboard focus) on every render.
  const icon = useMemo(() => pinIcon(label, group.tours.length), [label, group.tours.length]);
  return (
    <Marker
      position={[group.destination.latitude, group.destination.longitude]}
      icon={icon}
      title={label}
      alt={label}
      keyboard
    >
      {/* Without map tiles, the place names are what tell the reader where they are. */}
      <Tooltip
        permanent
        direction="right"
        offset={[14, -22]}
        className="px-1.5! py-0.5! text-[11px]! font-semibold! shadow-sm!"
      >
        {group.destination.name}
      </Tooltip>
      <Popup>
        <GroupPopup group={group} />
      </Popup>
    </Marker>
  );
}

/**
 * The page's tours on a map: one keyboard-reachable pin per destination, its popup listing the
 * tours there with prices and links. Tours without coordinates are listed underneath.
 */
export default function ToursMap({ tours }: { tours: TourSummary[] }) {
  const { t } = useTranslation();
  const { groups, unplaced } = useMemo(() => groupToursByDestination(tours), [tours]);

  return (
    <section aria-label={t('map.label')} className="space-y-4">
      <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
        <MapContainer
          center={HOME_VIEW.center}
          zoom={HOME_VIEW.zoom}
          scrollWheelZoom={false}
          className="h-[28rem] w-full bg-sky-50! dark:bg-slate-800! sm:h-[32rem]"
        >
          <Graticule groups={groups} />
          {groups.map((group) => (
            <GroupMarker key={group.destination.id} group={group} />
          ))}
          <FitToMarkers groups={groups} />
        </MapContainer>
      </div>
      {groups.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-300">{t('map.noMarkers')}</p>}
      {unplaced.length > 0 && (
        <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {t('map.unplaced', { count: unplaced.length })}
          </p>
          <ul className="mt-2 list-inside list-disc text-sm">
            {unplaced.map((tour) => (
              <li key={tour.id}>
                <Link to={paths.tour(tour.slug)} className="text-brand-700 hover:underline dark:text-brand-300">
                  {tour.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
