import { useEffect, useRef } from 'react';
import { CheckCircle2, MailCheck, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES } from '@trails/contracts/messages';
import { AuthCard } from '../../../components/ui/auth-card';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { failureMessage } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useVerifyEmail } from '../api/verify-email';
import { ResendVerificationButton } from './resend-verification-button';

/** /verify-email?token=: verifies the address as soon as the page opens and says how it went. */
export function VerifyEmailPage({ token }: { token: string }) {
  const { t } = useTranslation();
  usePageTitle(t('verifyEmail.title'));
  const { user } = useAuth();
  const verify = useVerifyEmail();
  const started = useRef(false);

  useEffect(() => {
    // Once per page (development renders effects twice): a second call would find the link used.
    if (started.current || !token) return;
    started.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const failed = !token || verify.isError;
  const done = verify.isSuccess;

  return (
    <AuthCard
      title={t('verifyEmail.title')}
      subtitle={t('verifyEmail.subtitle')}
      icon={MailCheck}
      footer={
        <Link
          to={user ? paths.profile() : paths.login()}
          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {user ? t('verifyEmail.toProfile') : t('verifyEmail.toLogin')}
        </Link>
      }
    >
      <div aria-live="polite">
        {done ? (
          <div role="status" className="flex flex-col items-center gap-3 text-center">
            <CheckCircle2 className="size-10 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            <p className="font-semibold">{translateMessage(t, verify.data.message || MESSAGES.emailVerified)}</p>
            <Link to={user ? paths.profile() : paths.home()} className={buttonClass('primary')}>
              {user ? t('verifyEmail.toProfile') : t('verifyEmail.toHome')}
            </Link>
          </div>
        ) : failed ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-xl bg-red-50 p-4 text-center text-red-800 dark:bg-red-950/40 dark:text-red-200"
          >
            <XCircle className="size-8" aria-hidden="true" />
            <p>
              {token
                ? failureMessage(t, verify.error, 'errors.generic')
                : translateMessage(t, MESSAGES.verifyTokenInvalid)}
            </p>
            {user ? (
              !user.email_verified_at && <ResendVerificationButton />
            ) : (
              <p className="text-sm">{t('verifyEmail.signInForNewLink')}</p>
            )}
          </div>
        ) : (
          <Spinner label={t('verifyEmail.verifying')} />
        )}
      </div>
    </AuthCard>
  );
}
