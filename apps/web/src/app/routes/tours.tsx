import type { TourSummary } from '@trails/contracts/catalogue';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { TourListPage } from '../../features/tours/components/tour-list-page';

const cardActions = (tour: TourSummary) => <CompareToggle tour={tour} compact />;

export default function ToursRoute() {
  return <TourListPage cardActions={cardActions} />;
}
