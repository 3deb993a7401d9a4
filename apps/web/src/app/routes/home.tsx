import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HOME_SECTIONS } from '@trails/contracts/catalogue-constants';
import { useDestinations } from '../../features/destinations/api/get-destinations';
import { EnquiryPopup } from '../../features/enquiry/components/enquiry-popup';
import { EnquirySection } from '../../features/enquiry/components/enquiry-section';
import { HomePage } from '../../features/home/components/home-page';
import { reviewsQueryOptions } from '../../features/reviews/api/get-reviews';
import { LatestReviewsSkeleton } from '../../features/reviews/components/latest-reviews-skeleton';
import { useTours } from '../../features/tours/api/get-tours';
import { useTreks } from '../../features/treks/api/get-treks';
import { useHydrated } from '../../lib/hydration';

const lists = { useDestinations, useTours, useTreks };

// Below the fold: the review cards and their data load after the first view, in the placeholders'
// room (the server's first view and the hydration that matches it show the placeholders).
const LatestReviews = lazy(() =>
  import('../../features/reviews/components/latest-reviews').then((module) => ({ default: module.LatestReviews })),
);

export default function HomeRoute() {
  const hydrated = useHydrated();
  const client = useQueryClient();
  // The reviews are asked for with the later sections' lists, while the cards' code loads.
  useEffect(() => {
    void client.prefetchQuery(reviewsQueryOptions({ limit: HOME_SECTIONS.reviews.limit }));
  }, [client]);
  return (
    <>
      <HomePage
        lists={lists}
        reviews={
          hydrated ? (
            <Suspense fallback={<LatestReviewsSkeleton />}>
              <LatestReviews />
            </Suspense>
          ) : (
            <LatestReviewsSkeleton />
          )
        }
        enquiry={<EnquirySection />}
      />
      <EnquiryPopup />
    </>
  );
}
