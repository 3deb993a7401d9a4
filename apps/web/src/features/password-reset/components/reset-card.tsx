import type { ReactNode } from 'react';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { paths } from '../../../config/paths';

/** The account card of the password screens, with the way back to sign in. */
export function ResetCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={title}
      subtitle={intro}
      icon={KeyRound}
      footer={
        <Link to={paths.login()} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t('passwordReset.backToLogin')}
        </Link>
      }
    >
      {children}
    </AuthCard>
  );
}
