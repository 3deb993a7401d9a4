import { useDestinations } from '../../features/destinations/api/get-destinations';
import { EnquiryPopup } from '../../features/enquiry/components/enquiry-popup';
import { EnquirySection } from '../../features/enquiry/components/enquiry-section';
import { HomePage } from '../../features/home/components/home-page';
import { LatestReviews } from '../../features/reviews/components/latest-reviews';
import { useTours } from '../../features/tours/api/get-tours';
import { useTreks } from '../../features/treks/api/get-treks';

const lists = { useDestinations, useTours, useTreks };

export default function HomeRoute() {
  return (
    <>
      <HomePage lists={lists} reviews={<LatestReviews />} enquiry={<EnquirySection />} />
      <EnquiryPopup />
    </>
  );
}
