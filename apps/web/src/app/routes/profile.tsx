import { MyBookings } from '../../features/my-bookings/components/my-bookings';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { RequireAuth } from '../require-auth';

export default function ProfileRoute() {
  return (
    <RequireAuth>
      <ProfilePage />
      <div className="mx-auto max-w-3xl px-4 pb-10 sm:px-6">
        <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <MyBookings />
        </div>
      </div>
    </RequireAuth>
  );
}
