import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/password-reset/components/reset-password-form';

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return <ResetPasswordForm token={params.get('token') ?? ''} />;
}
