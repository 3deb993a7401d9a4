import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

/** A failed load with a Retry button. */
export function ErrorState({ message, onRetry, busy }: { message?: string; onRetry?: () => void; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-8 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <AlertTriangle className="size-8 text-red-600" aria-hidden="true" />
      <p className="font-medium text-red-800 dark:text-red-200">{message ?? t('errors.generic')}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} busy={busy}>
          {t('errors.tryAgain')}
        </Button>
      )}
    </div>
  );
}
