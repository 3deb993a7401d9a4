import { useParams } from 'react-router';
import { destinationQueryOptions } from '../../features/destinations/api/get-destination';
import { DestinationDetailPage } from '../../features/destinations/components/destination-detail-page';
import type { RoutePrefetch } from '../route-prefetch';

/** The destination the address names. */
export const prefetch: RoutePrefetch = ({ params, client }) =>
  client.prefetchQuery(destinationQueryOptions(params.id ?? ''));

export default function DestinationRoute() {
  const { id = '' } = useParams();
  // A new destination starts from its own loading state, not the previous page's.
  return <DestinationDetailPage key={id} idOrSlug={id} />;
}
