import { TrekListPage } from '../../features/catalogue/components/treks/trek-list-page';

export default function TreksRoute() {
  return <TrekListPage />;
}
