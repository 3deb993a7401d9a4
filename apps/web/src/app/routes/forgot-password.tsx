import { ForgotPasswordForm } from '../../features/password-reset/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  return <ForgotPasswordForm />;
}
