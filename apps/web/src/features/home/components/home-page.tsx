import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { CustomTourTeaser } from './custom-tour-teaser';
import { GallerySection } from './gallery-section';
import { HomeCarousels, type HomeLists } from './home-carousels';
import { HomeHero } from './home-hero';
import { HomeSection } from './home-section';
import { StatsSection } from './stats-section';

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
      <CustomTourTeaser />
      {reviews && (
        <HomeSection tinted title={t('home.reviews.title')} subtitle={t('home.reviews.subtitle')}>
          {reviews}
        </HomeSection>
      )}
      <GallerySection />
      {enquiry}
    </>
  );
}
