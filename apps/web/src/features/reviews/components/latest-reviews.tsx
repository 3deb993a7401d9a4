import { HOME_SECTIONS } from '@trails/contracts/catalogue-constants';
import { useReviews } from '../api/get-reviews';
import HomeReviews from './home-reviews';

/**
 * The home page's reviews section (the page loads it after the first view). The reviews are asked
 * for with the page's other calls; the review form loads when Write a Review is first opened.
 */
export function LatestReviews() {
  const reviews = useReviews({ limit: HOME_SECTIONS.reviews.limit });
  return <HomeReviews reviews={reviews} />;
}
