import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HOME_SECTIONS } from '@trails/contracts/catalogue-constants';
import { WhenNear } from '../../components/when-near';
import { destinationsQueryOptions, useDestinations } from '../../features/destinations/api/get-destinations';
import { EnquiryPopup } from '../../features/enquiry/components/enquiry-popup';
import { EnquirySection } from '../../features/enquiry/components/enquiry-section';
import { statsQueryOptions } from '../../features/home/api/get-stats';
import { firstViewBandLists, laterBandLinksQueries } from '../../features/home/components/home-carousels';
import { HomePage } from '../../features/home/components/home-page';
import { reviewsQueryOptions } from '../../features/reviews/api/get-reviews';
import { LatestReviewsSkeleton } from '../../features/reviews/components/latest-reviews-skeleton';
import { toursQueryOptions, useTours } from '../../features/tours/api/get-tours';
import { treksQueryOptions, useTreks } from '../../features/treks/api/get-treks';
import { catalogueLang } from '../../lib/catalogue-request';
import { sitePageQuery } from '../../lib/site-page';
import type { RoutePrefetch } from '../route-prefetch';

const lists = { useDestinations, useTours, useTreks };

/** What the first view reads: the hero, the counters, the first carousel, the later bands' links, the gallery. */
export const prefetch: RoutePrefetch = ({ client }) => {
  const lang = catalogueLang();
  const firstLists = firstViewBandLists().map(({ kind, params }) =>
    kind === 'destination'
      ? client.prefetchQuery(destinationsQueryOptions(params as Parameters<typeof destinationsQueryOptions>[0]))
      : kind === 'tour'
        ? client.prefetchQuery(toursQueryOptions(params as Parameters<typeof toursQueryOptions>[0]))
        : client.prefetchQuery(treksQueryOptions(params as Parameters<typeof treksQueryOptions>[0])),
  );
  return Promise.all([
    client.prefetchQuery(sitePageQuery('hero', lang)),
    client.prefetchQuery(statsQueryOptions()),
    ...firstLists,
    ...laterBandLinksQueries().map((options) => client.prefetchQuery(options)),
    client.prefetchQuery(sitePageQuery('gallery', lang)),
  ]);
};

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
