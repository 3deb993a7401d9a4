import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A centred spinner with an accessible "Loading..." label. */
export function Spinner({ fullScreen = false, label }: { fullScreen?: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-3 text-slate-500 dark:text-slate-400 ${fullScreen ? 'min-h-screen' : 'py-16'}`}
    >
      <Loader2 className="size-6 animate-spin text-brand-600" aria-hidden="true" />
      <span className="text-sm">{label ?? t('common.loading')}</span>
    </div>
  );
}

/** Before translations exist: no text to translate yet. */
export function BootSpinner() {
  return (
    <div role="status" aria-label="Loading" className="flex min-h-screen items-center justify-center">
      <Loader2 className="size-8 animate-spin text-teal-600" aria-hidden="true" />
    </div>
  );
}
