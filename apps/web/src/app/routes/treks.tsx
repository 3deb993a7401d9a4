import type { TrekSummary } from '@trails/contracts/catalogue';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { TrekListPage } from '../../features/treks/components/trek-list-page';

const cardActions = (trek: TrekSummary) => <CompareToggle trek={trek} compact />;

export default function TreksRoute() {
  return <TrekListPage cardActions={cardActions} />;
}
