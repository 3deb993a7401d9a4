import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCampaign, CampaignAudienceType } from '@trails/contracts/admin-campaigns';
import { formatDate } from '../../../lib/format';
import { Badge } from '../../components/badge';
import { DataTable, type AdminColumn, queryTableState } from '../../components/data-table';
import { useCampaigns } from './use-campaign-composer';

/** The campaigns sent, with their audience, status and counts (followed while one is sending). */
export function CampaignsTable() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const heading = `${useId()}-sent`;
  const campaigns = useCampaigns();
  const audienceText = (row: AdminCampaign) => {
    const audience = row.audience as {
      type: CampaignAudienceType;
      from?: string;
      to?: string;
      kind?: string;
      id?: number;
    };
    if (audience.type === 'booked_between')
      return t('campaigns.audienceBetween', { from: audience.from, to: audience.to });
    if (audience.type === 'trip')
      return t('campaigns.audienceTrip', { kind: t(`campaigns.kinds.${audience.kind}`), id: audience.id });
    return t('campaigns.audiences.all_travellers');
  };
  const columns: AdminColumn<AdminCampaign>[] = [
    {
      id: 'subject',
      headerKey: 'campaigns.columns.subject',
      cell: (row) => <span className="block min-w-48 font-medium">{row.subject}</span>,
    },
    { id: 'audience', headerKey: 'campaigns.columns.audience', cell: (row) => audienceText(row) },
    {
      id: 'status',
      headerKey: 'campaigns.columns.status',
      cell: (row) => (
        <Badge tone={row.status === 'sent' ? 'green' : 'amber'}>{t(`campaigns.statuses.${row.status}`)}</Badge>
      ),
    },
    {
      id: 'counts',
      headerKey: 'campaigns.columns.counts',
      cell: (row) => (
        <span className="whitespace-nowrap text-sm">
          {t('campaigns.counts', {
            recipients: row.recipient_count,
            queued: row.enqueued_count,
            sent: row.sent_count,
            failed: row.failed_count,
          })}
        </span>
      ),
    },
    {
      id: 'created',
      headerKey: 'campaigns.columns.created',
      cell: (row) => (
        <span className="whitespace-nowrap">
          {formatDate(row.created_at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby={heading} className="space-y-3">
      <h2 id={heading} className="text-lg font-semibold">
        {t('campaigns.sentTitle')}
      </h2>
      <DataTable
        caption={t('campaigns.caption')}
        columns={columns}
        rows={campaigns.data?.data}
        {...queryTableState(t, campaigns)}
        rowLabel={(row) => row.subject}
      />
    </section>
  );
}
