import { DestinationListPage } from '../../features/destinations/components/destination-list-page';

export default function DestinationsRoute() {
  return <DestinationListPage />;
}
