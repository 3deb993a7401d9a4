import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TravellerDetailsPage } from '../../features/traveller-details/components/traveller-details-page';
import { usePageTitle } from '../../lib/page-title';
import { RequireAuth } from '../require-auth';

function TravellerDetailsRoute() {
  const { t } = useTranslation();
  const { bookingId = '' } = useParams();
  usePageTitle(t('travellerDetails.title'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <TravellerDetailsPage bookingId={bookingId} />
    </div>
  );
}

export default function TravellerDetailsPageRoute() {
  return (
    <RequireAuth>
      <TravellerDetailsRoute />
    </RequireAuth>
  );
}
