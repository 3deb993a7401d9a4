import { TourListPage } from '../../features/catalogue/components/tours/tour-list-page';

export default function ToursRoute() {
  return <TourListPage />;
}
