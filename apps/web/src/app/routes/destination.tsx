import { useParams } from 'react-router';
import { DestinationDetailPage } from '../../features/destinations/components/destination-detail-page';

export default function DestinationRoute() {
  const { id = '' } = useParams();
  // A new destination starts from its own loading state, not the previous page's.
  return <DestinationDetailPage key={id} idOrSlug={id} />;
}
