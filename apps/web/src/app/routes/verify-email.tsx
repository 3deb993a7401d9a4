import { useSearchParams } from 'react-router';
import { VerifyEmailPage } from '../../features/email-verification/components/verify-email-page';

export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  return <VerifyEmailPage token={params.get('token') ?? ''} />;
}
