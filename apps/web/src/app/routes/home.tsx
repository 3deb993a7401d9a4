import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HOME_SECTIONS } from '@trails/contracts/catalogue-constants';
import { WhenNear } from '../../components/when-near';
import { useDestinations } from '../../features/destinations/api/get-destinations';
import { EnquiryPopup } from '../../features/enquiry/components/enquiry-popup';
import { EnquirySection } from '../../features/enquiry/components/enquiry-section';
import { HomePage } from '../../features/home/components/home-page';
import { reviewsQueryOptions } from '../../features/reviews/api/get-reviews';
import { LatestReviewsSkeleton } from '../../features/reviews/components/latest-reviews-skeleton';
import { useTours } from '../../features/tours/api/get-tours';
import { useTreks } from '../../features/treks/api/get-treks';

const lists = { useDestinations, useTours, useTreks };

// Below the fold: the review cards and their data load once the band comes within a screen of the
// reader, in the placeholders' room (the server's first view and the hydration that matches it
// show the placeholders).
const LatestReviews = lazy(() =>
  import('../../features/reviews/components/latest-reviews').then((module) => ({ default: module.LatestReviews })),
);

/** The latest reviews, once near: their data is asked for while the cards' code loads. */
function NearReviews() {
  const client = useQueryClient();
  useEffect(() => {
    void client.prefetchQuery(reviewsQueryOptions({ limit: HOME_SECTIONS.reviews.limit }));
  }, [client]);
  return (
    <Suspense fallback={<LatestReviewsSkeleton />}>
      <LatestReviews />
    </Suspense>
  );
}

export default function HomeRoute() {
  return (
    <>
      <HomePage
        lists={lists}
        reviews={
          <WhenNear fallback={<LatestReviewsSkeleton />}>
            <NearReviews />
          </WhenNear>
        }
        enquiry={<EnquirySection />}
      />
      <EnquiryPopup />
    </>
  );
}
