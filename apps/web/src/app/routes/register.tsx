import { useTranslation } from 'react-i18next';
import { RegisterForm } from '../../features/auth/components/register-form';
import { usePageTitle } from '../../lib/page-title';
import { RedirectIfSignedIn } from '../require-auth';

export default function RegisterRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.signUp'));
  return (
    <RedirectIfSignedIn>
      <RegisterForm />
    </RedirectIfSignedIn>
  );
}
