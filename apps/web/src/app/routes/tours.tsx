import { TourListPage } from '../../features/tours/components/tour-list-page';

export default function ToursRoute() {
  return <TourListPage />;
}
