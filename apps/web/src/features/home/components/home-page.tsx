import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { HomeCarousels, type HomeLists } from './home-carousels';
import { HomeHero } from './home-hero';
import { HomeSection } from './home-section';
import { StatsSection } from './stats-section';

// Far below the fold (after the carousels): their code loads after the first view, in a room of
// about their height, so nothing a reader sees moves when they appear.
const CustomTourTeaser = lazy(() =>
  import('./custom-tour-teaser').then((module) => ({ default: module.CustomTourTeaser })),
);
const GallerySection = lazy(() => import('./gallery-section').then((module) => ({ default: module.GallerySection })));

export interface HomePageProps {
  /** The destination, tour and trek lists the carousels show (hooks of those features). */
  lists: HomeLists;
  /** The latest reviews (from the reviews feature), shown in their own band. */
  reviews?: ReactNode;
  /** The 'Plan Your Dream Trip' enquiry band (from the enquiry feature), after the gallery. */
  enquiry?: ReactNode;
}

/**
 * Every section mounts at once, so their requests start together; each keeps its own loading,
 * error and empty state and reserves its room while loading.
 */
export function HomePage({ lists, reviews, enquiry }: HomePageProps) {
  const { t } = useTranslation();
  usePageTitle(t('nav.home'));
  return (
    <>
      <HomeHero />
      <StatsSection />
      <HomeCarousels lists={lists} />
      <Suspense fallback={<div className="min-h-[56rem] lg:min-h-[36rem]" />}>
        <CustomTourTeaser />
      </Suspense>
      {reviews && (
        <HomeSection tinted title={t('home.reviews.title')} subtitle={t('home.reviews.subtitle')}>
          {reviews}
        </HomeSection>
      )}
      <Suspense fallback={<div className="min-h-[40rem] lg:min-h-[44rem]" />}>
        <GallerySection />
      </Suspense>
      {enquiry}
    </>
  );
}
