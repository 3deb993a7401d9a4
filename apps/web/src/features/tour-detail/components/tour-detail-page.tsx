import { lazy, useEffect, type ReactNode } from 'react';
import type { TourDetail } from '@trails/contracts/catalogue';
import { CheckCircle2, Clock, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumb } from '../../../components/catalogue/breadcrumb';
import { badgeClass } from '../../../components/catalogue/card-image';
import { ItemItinerary } from '../../../components/catalogue/item-itinerary';
import { ItemPageState } from '../../../components/catalogue/item-page-state';
import { MOBILE_BAR_SPACE, MobileBookBar } from '../../../components/catalogue/mobile-book-bar';
import { RatingLine } from '../../../components/catalogue/rating-line';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { recentlyViewed } from '../../../lib/recently-viewed';
import { useFormatPrice } from '../../../lib/use-price';
import { useTour } from '../api/get-tour';
import { TourGallery } from './tour-gallery';
import { TourLocationBox } from './tour-location-box';
import { TourDuration, TourPriceBox } from './tour-price-box';
import { SCROLL_TOP_AVOID } from '../../../components/layout/scroll-to-top';

const TripNotAvailable = lazy(() => import('../../../components/catalogue/item-not-available'));

const sectionTitleClass = 'mb-4 text-2xl font-bold text-slate-900 dark:text-white';

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-slate-700 dark:text-slate-300">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** What the route shows of other features on the tour page, drawn for the loaded tour. */
export interface TourDetailSlots {
  /** Buttons under Book Now and Enquire Now (wishlist, share, compare). */
  actions?: (tour: TourDetail) => ReactNode;
  /** The tour's reviews, after the itinerary. */
  reviews?: (tour: TourDetail) => ReactNode;
  /** The next departures with a Book button each, before the itinerary. */
  departures?: (tour: TourDetail) => ReactNode;
}

function TourContent({ tour, actions, reviews, departures }: TourDetailSlots & { tour: TourDetail }) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  usePageTitle(tour.title);

  useEffect(() => {
    recentlyViewed.add({
      id: tour.id,
      type: 'tour',
      slug: tour.slug,
      title: tour.title,
      image: tour.image,
      price: tour.price,
    });
  }, [tour]);
  const place = [tour.destination.name, tour.destination.state].filter(Boolean).join(', ');
  const paragraphs = (tour.description ?? tour.short_description ?? '').split(/\n{2,}/).filter((text) => text.trim());

  return (
    <div className={`mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 ${MOBILE_BAR_SPACE}`}>
      <Breadcrumb list={{ label: t('nav.tours'), to: paths.tours() }} title={tour.title} />
      <TourGallery title={tour.title} image={tour.image} images={tour.images} />

      <header className="mt-6 space-y-3">
        <div className="flex flex-wrap gap-2">
          <span className={`${badgeClass} bg-brand-50 text-brand-800 dark:bg-brand-900/50 dark:text-brand-100`}>
            {t(`catalogue.category.${tour.category}`)}
          </span>
          {tour.is_featured && (
            <span className={`${badgeClass} bg-amber-400 text-amber-950`}>{t('catalogue.featured')}</span>
          )}
        </div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white sm:text-4xl">
          {tour.title}
        </h1>
        <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-slate-700 dark:text-slate-300">
          <span className="inline-flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden="true" />
            {place}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            <TourDuration days={tour.duration_days} nights={tour.duration_nights} />
          </span>
          <RatingLine rating={tour.rating} reviewCount={tour.review_count} />
        </p>
        {/* On small screens the price box comes after the content: the price and Book Now stay in reach here. */}
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-900 lg:hidden">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <span className="text-2xl font-bold text-slate-900 dark:text-white">{price(tour.price)}</span>{' '}
            {t('catalogue.perPerson')}
          </p>
          <Link to={paths.booking(tour.id)} className={buttonClass('primary')}>
            {t('common.bookNow')}
          </Link>
        </div>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-12">
          <section aria-labelledby="tour-about">
            <h2 id="tour-about" className={sectionTitleClass}>
              {t('tour.about')}
            </h2>
            <div className="space-y-4 leading-relaxed text-slate-700 dark:text-slate-300">
              {paragraphs.length > 0 ? (
                paragraphs.map((text, index) => <p key={index}>{text}</p>)
              ) : (
                <p>{t('tour.noDescription')}</p>
              )}
            </div>
          </section>
          {tour.highlights.length > 0 && (
            <section aria-labelledby="tour-highlights">
              <h2 id="tour-highlights" className={sectionTitleClass}>
                {t('tour.highlights')}
              </h2>
              <CheckList items={tour.highlights} />
            </section>
          )}
          {tour.inclusions.length > 0 && (
            <section aria-labelledby="tour-inclusions">
              <h2 id="tour-inclusions" className={sectionTitleClass}>
                {t('tour.inclusions')}
              </h2>
              <CheckList items={tour.inclusions} />
            </section>
          )}
          {departures?.(tour)}
          <ItemItinerary days={tour.itinerary} emptyText={t('catalogue.itinerary.empty')} />
          {reviews?.(tour)}
        </div>
        <aside
          {...SCROLL_TOP_AVOID}
          aria-label={t('tour.sidebar')}
          className="space-y-6 lg:sticky lg:top-24 lg:self-start"
        >
          <TourPriceBox tour={tour} actions={actions?.(tour)} />
          <TourLocationBox destination={tour.destination} />
        </aside>
      </div>
      <MobileBookBar price={price(tour.price)} href={paths.booking(tour.id)} />
    </div>
  );
}

/**
 * /tour/:id (id or slug): the tour; its not-available page with similar tours when it exists but is
 * not bookable now; Tour Not Found when there is no such tour; or an error with Retry.
 */
export function TourDetailPage({ idOrSlug, ...slots }: TourDetailSlots & { idOrSlug: string }) {
  const { t } = useTranslation();
  const query = useTour(idOrSlug);
  if (query.isPending || query.isError) {
    return (
      <ItemPageState
        query={query}
        loadingLabel={t('tour.loading')}
        pageTitle={t('pages.tour')}
        notFound={{
          title: t('tour.notFound.title'),
          text: t('tour.notFound.text'),
          link: { to: paths.tours(), label: t('tour.notFound.browseAll') },
        }}
        notAvailable={{
          title: (title) => t('tour.notAvailable.title', { title }),
          render: (unavailable) => <TripNotAvailable kind="tour" {...unavailable} />,
        }}
      />
    );
  }
  return <TourContent tour={query.data} {...slots} />;
}
