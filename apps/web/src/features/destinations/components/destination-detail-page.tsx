import { useEffect, type ReactNode } from 'react';
import type { DestinationDetail } from '@trails/contracts/catalogue';
import { ArrowRight, CalendarDays, MapPin, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ItemPageState } from '../../../components/catalogue/item-page-state';
import { TourCard } from '../../../components/catalogue/tour-card';
import { TrekCard } from '../../../components/catalogue/trek-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ImageGrid } from '../../../components/ui/image-grid';
import { ImageHero } from '../../../components/ui/image-hero';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { recentlyViewed } from '../../../lib/recently-viewed';
import { useDestination } from '../api/get-destination';
import { PlanYourTrip, PopularActivities, QuickInfo } from './destination-sidebar';
import { numberFormat } from '../../../lib/format';

/** Tours (and treks) shown on the page; the rest are one link away on the tour (trek) list. */
const TOURS_SHOWN = 4;

const sectionTitleClass = 'mb-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-slate-50';

/** The first photo, else the main image, else a drawn scene for this destination. */
export const heroImageOf = (destination: Pick<DestinationDetail, 'id' | 'image' | 'images'>) =>
  destination.images[0] ?? destination.image ?? `/images/scenes/destination-${destination.id}.svg`;

function Hero({ destination, image }: { destination: DestinationDetail; image: string }) {
  const { t, i18n } = useTranslation();
  const rated = destination.rating !== null && destination.review_count > 0;
  const rating = rated
    ? numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        destination.rating ?? 0,
      )
    : null;
  const place = [destination.state, destination.country].filter(Boolean).join(', ');
  return (
    <ImageHero image={image} labelledBy="destination-title">
      <h1 id="destination-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
        {destination.name}
      </h1>
      <ul className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm sm:text-base">
        <li className="inline-flex items-center gap-1.5">
          <MapPin className="size-4" aria-hidden="true" />
          {place}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
          {rating ? (
            <span>
              {t('destination.ratingValue', { rating })}{' '}
              <span className="text-slate-200">
                ({t('catalogue.reviewCount', { count: destination.review_count })})
              </span>
            </span>
          ) : (
            <span>{t('catalogue.new')}</span>
          )}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden="true" />
          {t('destination.bestTimeValue', { value: destination.best_time_to_visit || t('destination.yearRound') })}
        </li>
      </ul>
    </ImageHero>
  );
}

/** One kind of the destination's trips: a heading, a link to all of them when more exist, and the first cards. */
function TripsSection({
  id,
  title,
  count,
  shown,
  viewAll,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  shown: number;
  viewAll: { to: string; label: string };
  empty?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-slate-50">
          {title}
        </h2>
        {count > shown && (
          <Link
            to={viewAll.to}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            {viewAll.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      {shown === 0 && empty ? <EmptyState title={empty} /> : <ul className="grid gap-6 sm:grid-cols-2">{children}</ul>}
    </section>
  );
}

/** Its first tours, or the spec's text when it has none. */
function ToursSection({ destination }: { destination: DestinationDetail }) {
  const { t } = useTranslation();
  const shown = destination.tours.slice(0, TOURS_SHOWN);
  return (
    <TripsSection
      id="destination-tours"
      title={t('destination.toursTitle', { name: destination.name })}
      count={destination.tour_count}
      shown={shown.length}
      viewAll={{
        to: `${paths.tours()}?destination=${encodeURIComponent(destination.slug)}`,
        label: t('destination.viewAllTours', { count: destination.tour_count }),
      }}
      empty={t('destination.noTours')}
    >
      {shown.map((tour) => (
        <li key={tour.id}>
          <TourCard tour={tour} />
        </li>
      ))}
    </TripsSection>
  );
}

/** Its first treks beside its tours; nothing when it has none. */
function TreksSection({ destination }: { destination: DestinationDetail }) {
  const { t } = useTranslation();
  const shown = destination.treks.slice(0, TOURS_SHOWN);
  if (shown.length === 0) return null;
  return (
    <TripsSection
      id="destination-treks"
      title={t('destination.treksTitle', { name: destination.name })}
      count={destination.trek_count}
      shown={shown.length}
      viewAll={{
        to: `${paths.treks()}?destination=${encodeURIComponent(destination.slug)}`,
        label: t('destination.viewAllTreks', { count: destination.trek_count }),
      }}
    >
      {shown.map((trek) => (
        <li key={trek.id}>
          <TrekCard trek={trek} />
        </li>
      ))}
    </TripsSection>
  );
}

function DestinationView({ destination }: { destination: DestinationDetail }) {
  const { t } = useTranslation();
  const image = heroImageOf(destination);
  const { id, slug, name, country } = destination;
  usePageTitle(name);

  useEffect(() => {
    recentlyViewed.add({ id, type: 'destination', slug, title: name, image, country });
  }, [id, slug, name, image, country]);

  const paragraphs = (destination.description ?? destination.short_description ?? '')
    .split(/\n{2,}/)
    .filter((text) => text.trim());
  const photos = destination.images.map((src, index) => ({
    src,
    alt: t('destination.photoAlt', { name, index: index + 1 }),
  }));

  return (
    <>
      <Hero destination={destination} image={image} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-12 lg:col-span-2">
          <section aria-labelledby="destination-about">
            <h2 id="destination-about" className={sectionTitleClass}>
              {t('destination.about', { name })}
            </h2>
            {destination.tagline && (
              <p className="mb-4 text-lg font-medium text-brand-700 dark:text-brand-300">{destination.tagline}</p>
            )}
            <div className="space-y-4 leading-relaxed text-slate-700 dark:text-slate-300">
              {paragraphs.map((text, index) => (
                <p key={index}>{text}</p>
              ))}
            </div>
          </section>
          {photos.length > 1 && (
            <section aria-labelledby="destination-gallery">
              <h2 id="destination-gallery" className={sectionTitleClass}>
                {t('destination.gallery')}
              </h2>
              <ImageGrid images={photos} openLabel={(photo) => t('destination.openPhoto', { photo: photo.alt })} />
            </section>
          )}
          <ToursSection destination={destination} />
          <TreksSection destination={destination} />
        </div>
        <aside className="flex flex-col gap-6" aria-label={t('destination.sidebar')}>
          <QuickInfo destination={destination} />
          <PopularActivities activities={destination.activities} />
          <PlanYourTrip name={name} />
        </aside>
      </div>
    </>
  );
}

/** /destination/:id (id or slug): hero, about, photos, tours, treks and trip planning; a 404 of its own. */
export function DestinationDetailPage({ idOrSlug }: { idOrSlug: string }) {
  const { t } = useTranslation();
  const query = useDestination(idOrSlug);
  if (query.isPending || query.isError) {
    return (
      <ItemPageState
        query={query}
        loadingLabel={t('destination.loading')}
        pageTitle={t('pages.destination')}
        notFound={{
          title: t('destination.notFoundTitle'),
          text: t('destination.notFoundText'),
          link: { to: paths.destinations(), label: t('destination.browseAll') },
        }}
      />
    );
  }
  return <DestinationView destination={query.data} />;
}
