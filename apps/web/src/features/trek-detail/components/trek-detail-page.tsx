import { lazy, useEffect, type ReactNode } from 'react';
import type { TrekDetail } from '@trails/contracts/catalogue';
import { Check, Clock, MapPin, MountainSnow } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../../components/catalogue/breadcrumb';
import { DifficultyBadge } from '../../../components/catalogue/difficulty-badge';
import { ItemItinerary } from '../../../components/catalogue/item-itinerary';
import { ItemPageState } from '../../../components/catalogue/item-page-state';
import { MOBILE_BAR_SPACE, MobileBookBar } from '../../../components/catalogue/mobile-book-bar';
import { RatingLine } from '../../../components/catalogue/rating-line';
import { ImageHero } from '../../../components/ui/image-hero';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { recentlyViewed } from '../../../lib/recently-viewed';
import { useFormatPrice } from '../../../lib/use-price';
import { useTrek } from '../api/get-trek';
import { trekDuration } from '../lib/trek-duration';
import { AltitudeProfile } from './altitude-profile';
import { TrekBookingBox, TrekHelpBox } from './trek-booking-box';
import { TrekGallery } from './trek-gallery';
import { TrekInformation } from './trek-information';
import { SCROLL_TOP_AVOID } from '../../../components/layout/scroll-to-top';

const TripNotAvailable = lazy(() => import('../../../components/catalogue/item-not-available'));

/** Generated mountain artwork for a trek without photos. */
export const DEFAULT_TREK_IMAGE = '/images/scenes/trek-himalaya.svg';

function TrekHero({ trek }: { trek: TrekDetail }) {
  const { t } = useTranslation();
  const image = trek.images[0] ?? trek.image ?? DEFAULT_TREK_IMAGE;
  return (
    <ImageHero image={image} labelledBy="trek-title">
      <div>
        <DifficultyBadge level={trek.difficulty_level} />
      </div>
      <h1 id="trek-title" className="text-3xl font-extrabold tracking-tight sm:text-5xl">
        {trek.title}
      </h1>
      <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-slate-100">
        <span className="inline-flex items-center gap-1.5">
          <MapPin className="size-5" aria-hidden="true" />
          {trek.destination.name || t('trek.himalayas')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Clock className="size-5" aria-hidden="true" />
          {trekDuration(t, trek)}
        </span>
      </p>
      <div className="w-fit rounded-full bg-white/95 px-3 py-1 dark:bg-slate-900/95">
        <RatingLine rating={trek.rating} reviewCount={trek.review_count} />
      </div>
    </ImageHero>
  );
}

/** What the route shows of other features on the trek page, drawn for the loaded trek. */
export interface TrekDetailSlots {
  /** The trek's reviews, after the itinerary. */
  reviews?: (trek: TrekDetail) => ReactNode;
  /** The next departures with a Book button each, before the itinerary. */
  departures?: (trek: TrekDetail) => ReactNode;
  /** Buttons under Book Now and Send Enquiry (share). */
  actions?: (trek: TrekDetail) => ReactNode;
}

function TrekContent({ trek, reviews, departures, actions }: TrekDetailSlots & { trek: TrekDetail }) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const about = trek.description?.trim() || trek.short_description?.trim() || t('trek.aboutFallback');
  const images = trek.images.length > 0 ? trek.images : trek.image ? [trek.image] : [];
  usePageTitle(trek.title);

  useEffect(() => {
    recentlyViewed.add({
      id: trek.id,
      type: 'trek',
      slug: trek.slug,
      title: trek.title,
      image: trek.images[0] ?? trek.image,
      price: trek.price,
    });
  }, [trek.id, trek.slug, trek.title, trek.image, trek.images, trek.price]);

  return (
    <article className={MOBILE_BAR_SPACE}>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
        <Breadcrumb list={{ label: t('nav.treks'), to: paths.treks() }} title={trek.title} />
      </div>
      <TrekHero trek={trek} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* First on phones, so price and Book Now are not below every review; the right column from 1024 px. */}
        <aside
          {...SCROLL_TOP_AVOID}
          aria-label={t('trek.booking.title')}
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start"
        >
          <TrekBookingBox trek={trek} actions={actions?.(trek)} />
          <div className="mt-6 hidden lg:block">
            <TrekHelpBox />
          </div>
        </aside>
        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="trek-about-title">
            <h2 id="trek-about-title" className="mb-3 text-2xl font-bold text-slate-900 dark:text-white">
              {t('trek.about')}
            </h2>
            <div className="space-y-3 text-slate-700 dark:text-slate-300">
              {about.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </section>
          <TrekInformation trek={trek} />
          {trek.highlights.length > 0 && (
            <section aria-labelledby="trek-highlights-title">
              <h2 id="trek-highlights-title" className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">
                {t('trek.highlights')}
              </h2>
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {trek.highlights.map((highlight) => (
                  <li key={highlight} className="flex items-start gap-2 text-slate-700 dark:text-slate-300">
                    <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                    {highlight}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {departures?.(trek)}
          <ItemItinerary days={trek.itinerary}>
            <AltitudeProfile days={trek.itinerary} />
          </ItemItinerary>
          <TrekGallery title={trek.title} images={images} />
          {reviews?.(trek)}
          <div className="lg:hidden">
            <TrekHelpBox />
          </div>
        </div>
      </div>
      {trek.price > 0 && <MobileBookBar price={price(trek.price)} href={paths.trekBooking(trek.id)} />}
    </article>
  );
}

/** /trek/{id or slug}: the trek, Trek Not Found when there is no such trek, or an error with Retry. */
export function TrekDetailPage({ idOrSlug, ...slots }: TrekDetailSlots & { idOrSlug: string }) {
  const { t } = useTranslation();
  const trek = useTrek(idOrSlug);
  if (trek.isPending || trek.isError) {
    return (
      <ItemPageState
        query={trek}
        loadingLabel={t('trek.loading')}
        pageTitle={t('pages.trek')}
        notFound={{
          icon: MountainSnow,
          title: t('trek.notFound.title'),
          text: t('trek.notFound.text'),
          link: { to: paths.treks(), label: t('trek.notFound.browseAll') },
        }}
        notAvailable={{
          title: (title) => t('trek.notAvailable.title', { title }),
          render: (unavailable) => <TripNotAvailable kind="trek" {...unavailable} />,
        }}
      />
    );
  }
  return <TrekContent trek={trek.data} {...slots} />;
}
