import { useSearchParams } from 'react-router';
import { CustomBuilderPage } from '../../features/custom-trips/components/custom-builder-page';

/** /custom-builder and /custom-tour-builder; ?destination=<name, slug or id> chooses that destination. */
export default function CustomBuilderRoute() {
  const [params] = useSearchParams();
  return <CustomBuilderPage preselect={params.get('destination')} />;
}
