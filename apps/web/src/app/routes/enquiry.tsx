import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ENQUIRY_LIMITS } from '@trails/contracts/enquiry-constants';
import { EnquiryPage } from '../../features/enquiry/components/enquiry-page';
import { tourQueryOptions } from '../../features/tour-detail/api/get-tour';
import { trekQueryOptions } from '../../features/trek-detail/api/get-trek';

/**
 * /enquiry, or /enquiry?tour=slug / ?trek=slug from a trip's Send Enquiry: that trip is chosen;
 * /enquiry?destination=Name from a destination's: that destination is filled in.
 */
export default function EnquiryRoute() {
  const [params] = useSearchParams();
  const tourId = params.get('tour') ?? '';
  const trekId = tourId ? '' : (params.get('trek') ?? '');
  const tour = useQuery({ ...tourQueryOptions(tourId), enabled: tourId !== '' });
  const trek = useQuery({ ...trekQueryOptions(trekId), enabled: trekId !== '', retry: false });
  const trip = tour.data
    ? { kind: 'tour' as const, id: tour.data.id, title: tour.data.title }
    : trek.data
      ? { kind: 'trek' as const, id: trek.data.id, title: trek.data.title }
      : undefined;
  const destination = params.get('destination')?.trim().slice(0, ENQUIRY_LIMITS.destinationMax) || undefined;
  return <EnquiryPage trip={trip} destination={destination} />;
}
