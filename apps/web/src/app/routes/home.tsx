import { lazy, Suspense } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { HOME_SECTIONS } from '@trails/contracts/catalogue-constants';
import { useDestinations } from '../../features/destinations/api/get-destinations';
import { EnquiryPopup } from '../../features/enquiry/components/enquiry-popup';
import { EnquirySection } from '../../features/enquiry/components/enquiry-section';
import { HomePage } from '../../features/home/components/home-page';
import { reviewsQueryOptions } from '../../features/reviews/api/get-reviews';
import { LatestReviewsSkeleton } from '../../features/reviews/components/latest-reviews-skeleton';
import { useTours } from '../../features/tours/api/get-tours';
import { useTreks } from '../../features/treks/api/get-treks';

const lists = { useDestinations, useTours, useTreks };

// Below the fold: the review cards load after the first view, in the placeholders' room.
const LatestReviews = lazy(() =>
  import('../../features/reviews/components/latest-reviews').then((module) => ({ default: module.LatestReviews })),
);

export default function HomeRoute() {
  // The reviews are asked for with the other sections' lists, while the cards' code loads.
  usePrefetchQuery(reviewsQueryOptions({ limit: HOME_SECTIONS.reviews.limit }));
  return (
    <>
      <HomePage
        lists={lists}
        reviews={
          <Suspense fallback={<LatestReviewsSkeleton />}>
            <LatestReviews />
          </Suspense>
        }
        enquiry={<EnquirySection />}
      />
      <EnquiryPopup />
    </>
  );
}
