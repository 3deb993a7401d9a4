import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../lib/notify';

/** The signing secret, shown this once (after Create or Rotate secret), with a Copy button. */
export function SecretDialog({ secret, url, onClose }: { secret: string | null; url: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopied(true);
      notify.success(t('webhooks.secret.copied'));
    } catch {
      notify.error(t('webhooks.secret.copyFailed'));
    }
  };
  return (
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
      title={t('webhooks.secret.title')}
      description={t('webhooks.secret.once', { url })}
      closeLabel={t('actions.close')}
      widthClass="max-w-xl"
    >
      <div className="space-y-4 px-5 py-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code
            className="block min-w-0 flex-1 select-all break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100"
            aria-label={t('webhooks.secret.label')}
            data-testid="webhook-secret"
          >
            {secret}
          </code>
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
            {copied ? t('webhooks.secret.copiedShort') : t('webhooks.secret.copy')}
          </Button>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('webhooks.secret.howTo')}</p>
        <div className="flex justify-end">
          <Button
            onClick={() => {
              setCopied(false);
              onClose();
            }}
          >
            {t('webhooks.secret.done')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
