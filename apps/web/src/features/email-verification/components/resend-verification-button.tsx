import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { failureMessage } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useResendVerification } from '../api/verify-email';

/** "Send a new link": a fresh verification email to the signed-in traveller. */
export function ResendVerificationButton() {
  const { t } = useTranslation();
  const resend = useResendVerification();
  return (
    <Button
      variant="secondary"
      busy={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: (result) => notify.success(translateMessage(t, result.message)),
          onError: (error) => notify.error(failureMessage(t, error, 'errors.generic')),
        })
      }
    >
      {resend.isPending ? t('verifyEmail.sending') : t('verifyEmail.sendNewLink')}
    </Button>
  );
}
