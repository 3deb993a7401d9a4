import type { PublicDeparture, TrekDetail } from '@trails/contracts';
import { useParams } from 'react-router';
import { NextDepartures } from '../../features/booking/components/next-departures';
import { ItemReviews } from '../../features/reviews/components/item-reviews';
import { ShareMenu } from '../../features/share/components/share-menu';
import { WaitlistJoin } from '../../features/waitlist/components/waitlist-join';
import { TrekDetailPage } from '../../features/trek-detail/components/trek-detail-page';

const reviews = (trek: TrekDetail) => <ItemReviews subject="treks" item={trek} />;

const full = (departure: PublicDeparture) => <WaitlistJoin departure={departure} />;

const departures = (trek: TrekDetail) => <NextDepartures kind="trek" trip={trek} full={full} />;

const actions = (trek: TrekDetail) => <ShareMenu title={trek.title} className="w-full" />;

export default function TrekRoute() {
  const { id = '' } = useParams();
  return <TrekDetailPage key={id} idOrSlug={id} reviews={reviews} departures={departures} actions={actions} />;
}
