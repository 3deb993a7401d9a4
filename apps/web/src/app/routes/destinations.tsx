import { DestinationListPage } from '../../features/catalogue/components/destinations/destination-list-page';

export default function DestinationsRoute() {
  return <DestinationListPage />;
}
