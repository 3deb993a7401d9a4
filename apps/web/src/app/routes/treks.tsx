import { TrekListPage } from '../../features/treks/components/trek-list-page';

export default function TreksRoute() {
  return <TrekListPage />;
}
