import type { PublicDeparture } from '@trails/contracts/bookings';
import type { TrekDetail } from '@trails/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { RoutePrefetch } from '../route-prefetch';
import { departuresQueryOptions } from '../../features/booking/api/get-departures';
import { NextDepartures } from '../../features/booking/components/next-departures';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { ItemReviews } from '../../features/reviews/components/item-reviews';
import { ShareMenu } from '../../features/share/components/share-menu';
import { WaitlistJoin } from '../../features/waitlist/components/waitlist-join';
import { trekQueryOptions } from '../../features/trek-detail/api/get-trek';
import { TrekDetailPage } from '../../features/trek-detail/components/trek-detail-page';
import { WishlistButton } from '../../features/wishlist/components/wishlist-button';

const reviews = (trek: TrekDetail) => <ItemReviews subject="treks" item={trek} />;

const full = (departure: PublicDeparture) => <WaitlistJoin departure={departure} />;

const departures = (trek: TrekDetail) => <NextDepartures kind="trek" trip={trek} full={full} />;

/** The tour page's actions, in the same order and words; a shared link speaks of a trek. */
function TrekActions({ trek }: { trek: TrekDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <WishlistButton trekId={trek.id} />
      <ShareMenu title={trek.title} description={t('share.trekDescription')} className="w-full" />
      <CompareToggle trek={trek} />
    </>
  );
}

const actions = (trek: TrekDetail) => <TrekActions trek={trek} />;

/** The trek, then its departures: the server draws the page once instead of once per round. */
export const prefetch: RoutePrefetch = async ({ params, client }) => {
  const trek = await client.fetchQuery(trekQueryOptions(params.id ?? ''));
  await client.prefetchQuery(departuresQueryOptions('trek', trek.id));
};

export default function TrekRoute() {
  const { id = '' } = useParams();
  return <TrekDetailPage key={id} idOrSlug={id} reviews={reviews} departures={departures} actions={actions} />;
}
