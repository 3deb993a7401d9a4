import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../features/auth/components/login-form';
import { usePageTitle } from '../../lib/page-title';
import { RedirectIfSignedIn } from '../require-auth';

export default function LoginRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.login'));
  return (
    <RedirectIfSignedIn>
      <LoginForm />
    </RedirectIfSignedIn>
  );
}
