import { ResendVerificationButton } from '../../features/email-verification/components/resend-verification-button';
import { BlogLinkForm } from '../../features/blog/components/blog-link-form';
import { MyBlogs } from '../../features/blog/components/my-blogs';
import { MyBookings } from '../../features/my-bookings/components/my-bookings';
import { TravellerDetailsAction } from '../../features/traveller-details/components/traveller-details-action';
import { MyWaitlist } from '../../features/waitlist/components/my-waitlist';
import { MyCustomTrips } from '../../features/custom-trips/components/my-custom-trips';
import { AccountControls } from '../../features/profile/components/account-controls';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { MyReviews } from '../../features/reviews/components/my-reviews';
import { RequireAuth } from '../require-auth';

/**
 * The traveller's own records, each in its card under the account details, then their blog's link,
 * then the account's controls (password, data download, deletion).
 */
const SECTIONS = [
  [
    'bookings',
    () => (
      <MyBookings
        bookingActions={(booking) => <TravellerDetailsAction bookingId={booking.id} reference={booking.reference} />}
      />
    ),
  ],
  ['waitlist', MyWaitlist],
  ['custom-trips', MyCustomTrips],
  ['reviews', MyReviews],
  ['blogs', MyBlogs],
] as const;

export default function ProfileRoute() {
  return (
    <RequireAuth>
      <ProfilePage resendLink={<ResendVerificationButton />} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 pb-10 sm:px-6">
        {SECTIONS.map(([key, Section]) => (
          <div key={key} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
            <Section />
          </div>
        ))}
        <BlogLinkForm />
        <AccountControls />
      </div>
    </RequireAuth>
  );
}
