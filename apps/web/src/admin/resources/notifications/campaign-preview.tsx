import { useTranslation } from 'react-i18next';
import type { CampaignPreview as Preview } from '@trails/contracts/admin-campaigns';

/** How many travellers the campaign reaches and the email as they will see it (sandboxed). */
export function CampaignPreview({ preview }: { preview: Preview }) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <section aria-label={t('campaigns.previewTitle')} className="space-y-2" aria-live="polite">
      <p className="text-sm font-medium" data-testid="campaign-recipients">
        {t('campaigns.recipients', { count: preview.recipients })}
      </p>
      <iframe
        title={t('campaigns.previewTitle')}
        sandbox=""
        srcDoc={preview.html}
        className="h-96 w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700"
      />
    </section>
  );
}
