import { useEffect, useMemo, useState } from 'react';
import 'leaflet/dist/leaflet.css';
import { divIcon, type LatLngBounds } from 'leaflet';
import type { TourMapPoint } from '@trails/contracts/catalogue';
import { CATALOGUE_LIMITS } from '@trails/contracts/catalogue-constants';
import { useTranslation } from 'react-i18next';
import { GeoJSON, MapContainer, Marker, Popup, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router';
import Supercluster from 'supercluster';
import { paths } from '../../../config/paths';
import { useFormatPrice } from '../../../lib/use-price';
import { useBaseMap } from '../api/get-base-map';
import { groupBounds, groupToursByDestination, type MapGroup } from '../lib/map-groups';
import { MAP_BOX_CLASS } from '../lib/map-box';

type Group = MapGroup<TourMapPoint>;
interface PlaceProps {
  group: number;
  tours: number;
}
interface ClusterProps {
  tours: number;
}

/** Where the map opens before it fits the pins: the western Himalaya. */
const HOME_VIEW = { center: [31.5, 78] as [number, number], zoom: 5 };
/** Closest zoom when fitting pins (a single pin shows the valley around it). */
const MAX_FIT_ZOOM = 8;
const ZOOM = { min: 4, max: 11 };
/** Pins closer than this many pixels join in a cluster. */
const CLUSTER_RADIUS = 48;

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
    html: `<span class="relative block size-full" data-tours="${count}"><svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="#0f766e" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>${badge}<span class="sr-only">${escapeHtml(label)}</span></span>`,
    iconSize: [32, 42],
    iconAnchor: [16, 41],
    popupAnchor: [0, -38],
  });
}

/** A cluster: a round badge with the number of tours under it. */
function clusterIcon(label: string, count: number) {
  const size = count < 10 ? 36 : count < 100 ? 44 : 52;
  return divIcon({
    className: 'tours-map-cluster',
    html: `<span class="flex size-full items-center justify-center rounded-full bg-brand-700/90 text-sm font-bold text-white shadow-md ring-4 ring-brand-700/30" data-tours="${count}">${count}<span class="sr-only"> ${escapeHtml(label)}</span></span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** Fits the view to the pins whenever the set of pins changes. */
function FitToPins({ groups }: { groups: Group[] }) {
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

/** Natural Earth's country shapes under the pins. */
function BaseMap() {
  const { data } = useBaseMap();
  if (!data) return null;
  return (
    <GeoJSON
      data={data}
      interactive={false}
      // Land in a warm paper colour over the sea (the map's background); borders thin and grey.
      style={{
        className: 'fill-stone-50 stroke-slate-400 dark:fill-slate-800 dark:stroke-slate-500',
        weight: 1,
        fillOpacity: 1,
      }}
    />
  );
}

function GroupPopup({ group }: { group: Group }) {
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
      <ul className="m-0 max-h-64 list-none space-y-2 overflow-y-auto p-0">
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

function GroupMarker({ group }: { group: Group }) {
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

function ClusterMarker({
  id,
  position,
  count,
  index,
}: {
  id: number;
  position: [number, number];
  count: number;
  index: Supercluster<PlaceProps, ClusterProps>;
}) {
  const { t } = useTranslation();
  const map = useMap();
  const label = t('map.cluster', { count });
  const icon = useMemo(() => clusterIcon(label, count), [label, count]);
  return (
    <Marker
      position={position}
      icon={icon}
      title={label}
      alt={label}
      keyboard
      eventHandlers={{
        click: () => map.setView(position, Math.min(index.getClusterExpansionZoom(id), ZOOM.max)),
      }}
    />
  );
}

/** The destinations as pins, joined in clusters where they would overlap at this zoom. */
function Pins({ groups }: { groups: Group[] }) {
  const map = useMap();
  const [view, setView] = useState<{ bounds: LatLngBounds; zoom: number } | null>(null);
  useMapEvents({ moveend: () => setView({ bounds: map.getBounds(), zoom: map.getZoom() }) });
  const index = useMemo(() => {
    const clusters = new Supercluster<PlaceProps, ClusterProps>({
      radius: CLUSTER_RADIUS,
      // Leaflet's tiles are 256 px: the radius is then in screen pixels.
      extent: 256,
      maxZoom: ZOOM.max - 1,
      map: (props) => ({ tours: props.tours }),
      reduce: (total, props) => {
        total.tours += props.tours;
      },
    });
    clusters.load(
      groups.map((group, position) => ({
        type: 'Feature' as const,
        properties: { group: position, tours: group.tours.length },
        geometry: { type: 'Point' as const, coordinates: [group.destination.longitude, group.destination.latitude] },
      })),
    );
    return clusters;
  }, [groups]);

  const bounds = view?.bounds ?? map.getBounds();
  const zoom = Math.round(view?.zoom ?? map.getZoom());
  const features = index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom);
  return (
    <>
      {features.map((item) => {
        const [lng, lat] = item.geometry.coordinates as [number, number];
        if ('cluster' in item.properties && item.properties.cluster) {
          return (
            <ClusterMarker
              key={`cluster-${item.properties.cluster_id}`}
              id={item.properties.cluster_id}
              position={[lat, lng]}
              count={item.properties.tours}
              index={index}
            />
          );
        }
        const group = groups[(item.properties as PlaceProps).group]!;
        return <GroupMarker key={group.destination.id} group={group} />;
      })}
    </>
  );
}

/**
 * Every tour that matches the filters on a map of the region (Natural Earth's countries, bundled):
 * one keyboard-reachable pin per destination, its popup listing the tours there with prices and
 * links; pins that would overlap join in a cluster that zooms in when chosen. Tours without
 * coordinates are listed underneath.
 */
export default function ToursMap({ points, truncated }: { points: TourMapPoint[]; truncated: boolean }) {
  const { t } = useTranslation();
  const { groups, unplaced } = useMemo(() => groupToursByDestination(points), [points]);

  return (
    <section aria-label={t('map.label')} className="space-y-4">
      <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
        <MapContainer
          center={HOME_VIEW.center}
          zoom={HOME_VIEW.zoom}
          minZoom={ZOOM.min}
          maxZoom={ZOOM.max}
          scrollWheelZoom={false}
          attributionControl
          className={`${MAP_BOX_CLASS} bg-sky-100! dark:bg-slate-950!`}
        >
          <BaseMap />
          <Pins groups={groups} />
          <FitToPins groups={groups} />
        </MapContainer>
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('map.baseMap')}</p>
      {truncated && (
        <p className="text-sm text-amber-800 dark:text-amber-200">
          {t('map.truncated', { count: CATALOGUE_LIMITS.mapPointsMax })}
        </p>
      )}
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
