import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { CustomTourTeaser } from './custom-tour-teaser';
import { GallerySection } from './gallery-section';
import { HomeCarousels } from './home-carousels';
import { HomeHero } from './home-hero';
import { ReviewsSection } from '../../reviews/components/latest-reviews';
import { StatsSection } from './stats-section';

/**
 * Every section mounts at once, so their requests start together; each keeps its own loading,
 * error and empty state and reserves its room while loading.
 */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.home'));
  return (
    <>
      <HomeHero />
      <StatsSection />
      <HomeCarousels />
      <CustomTourTeaser />
      <ReviewsSection />
      <GallerySection />
    </>
  );
}
