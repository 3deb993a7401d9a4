import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CampaignForm } from './campaign-form';
import { CampaignsTable } from './campaigns-table';
import { useCampaignComposer } from './use-campaign-composer';

/** Campaigns: write a newsletter, preview it with its audience count, send a test to yourself, send it. */
export default function CampaignsPanel() {
  const { t } = useTranslation(['admin', 'common']);
  const composer = useCampaignComposer();
  return (
    <div className="space-y-8 pt-4">
      <CampaignForm composer={composer} />
      <CampaignsTable />
      <ConfirmDialog
        open={composer.confirming !== null}
        onOpenChange={(open) => {
          if (!open) composer.cancelSend();
        }}
        title={t('campaigns.confirmTitle')}
        message={t('campaigns.confirmMessage', { count: composer.confirming ?? 0 })}
        confirmLabel={t('campaigns.send')}
        busy={composer.sending}
        onConfirm={() => void composer.send()}
      />
    </div>
  );
}
