import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, Send, TestTube2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_MESSAGES,
  CAMPAIGN_AUDIENCE_TYPES,
  CAMPAIGN_TRIP_KINDS,
  campaignBody,
  type AdminCampaign,
  type CampaignAudienceType,
  type CampaignPreview,
  type Envelope,
} from '@trails/contracts';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { Badge } from '../../components/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type AdminColumn, queryTableState } from '../../components/data-table';
import { TextAreaField } from '../../components/text-area-field';
import { adminRequest } from '../../lib/admin-api';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';

type TripKind = (typeof CAMPAIGN_TRIP_KINDS)[number];
type Errors = Record<string, string>;
const CAMPAIGNS_KEY = ['admin', 'campaigns'] as const;

interface Draft {
  subject: string;
  body: string;
  audience: CampaignAudienceType;
  from: string;
  to: string;
  kind: TripKind;
  tripId: string;
}

const EMPTY: Draft = { subject: '', body: '', audience: 'all_travellers', from: '', to: '', kind: 'tour', tripId: '' };

function payloadOf(draft: Draft) {
  const audience =
    draft.audience === 'booked_between'
      ? { type: draft.audience, from: draft.from, to: draft.to }
      : draft.audience === 'trip'
        ? { type: draft.audience, kind: draft.kind, id: draft.tripId }
        : { type: draft.audience };
  return { subject: draft.subject, body: draft.body, audience };
}

/** Field errors by path (subject, body, audience.from...), first message each. */
function errorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'audience';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The tours or treks to choose from (the first hundred, by title). */
function useTrips(kind: TripKind, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'campaign-trips', kind],
    queryFn: () =>
      dataClient.list<{ id: number; title: string }>(kind === 'tour' ? 'tours' : 'treks', {
        per_page: 100,
        sort: 'title',
        direction: 'asc',
      }),
    enabled,
  });
}

/** Campaigns: write a newsletter, preview it with its audience count, send a test to yourself, send it. */
export default function CampaignsPanel() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const ids = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const trips = useTrips(draft.kind, draft.audience === 'trip');
  const campaigns = useQuery({
    queryKey: CAMPAIGNS_KEY,
    queryFn: () => dataClient.list<AdminCampaign>('notifications/campaigns', { per_page: 20 }),
    // Sending goes on in the background: follow it while a campaign is not finished.
    refetchInterval: (query) => (query.state.data?.data.some((row) => row.status === 'sending') ? 3000 : false),
  });

  const post = <T,>(path: string) =>
    adminRequest<Envelope<T> & { message?: string }>(`/notifications/${path}`, {
      method: 'POST',
      body: payloadOf(draft),
    });
  const previewCall = useMutation({ mutationFn: () => post<CampaignPreview>('campaign/preview') });
  const testCall = useMutation({ mutationFn: () => post<never>('campaign/test') });
  const sendCall = useMutation({
    mutationFn: () => post<AdminCampaign>('campaign'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
  const busy = previewCall.isPending || testCall.isPending || sendCall.isPending;

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setPreview(null);
  };
  const fieldError = (key: string) => (errors[key] ? adminMessage(t, errors[key]) : undefined);

  /** Checks the form here first; false (with the errors shown) when it is not ready. */
  const validate = () => {
    const parsed = campaignBody.safeParse(payloadOf(draft));
    setErrors(parsed.success ? {} : errorsOf(parsed.error.issues));
    return parsed.success;
  };
  const failed = (error: unknown, fallback: string) => {
    if (error instanceof ApiError) {
      const fromServer: Errors = {};
      for (const [key, messages] of Object.entries(error.errors)) if (messages[0]) fromServer[key] = messages[0];
      setErrors(fromServer);
    }
    notify.error(adminFailure(t, error, fallback));
  };

  const onPreview = async () => {
    if (!validate()) return;
    try {
      setPreview((await previewCall.mutateAsync()).data);
    } catch (error) {
      failed(error, ADMIN_MESSAGES.failedToPreviewCampaign);
    }
  };
  const onTest = async () => {
    if (!validate()) return;
    try {
      const answer = await testCall.mutateAsync();
      notify.success(adminMessage(t, answer.message ?? ADMIN_MESSAGES.campaignTestSent));
    } catch (error) {
      failed(error, ADMIN_MESSAGES.failedToSendTestCampaign);
    }
  };
  /** Send asks first, with the number of travellers it will reach. */
  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    try {
      const answer = (await previewCall.mutateAsync()).data;
      setPreview(answer);
      if (answer.recipients === 0) {
        setErrors({ audience: ADMIN_MESSAGES.campaignNoRecipients });
        notify.error(adminMessage(t, ADMIN_MESSAGES.campaignNoRecipients));
        return;
      }
      setConfirming(answer.recipients);
    } catch (error) {
      failed(error, ADMIN_MESSAGES.failedToSendCampaign);
    }
  };
  const onConfirm = async () => {
    try {
      const answer = await sendCall.mutateAsync();
      notify.success(adminMessage(t, answer.message ?? ADMIN_MESSAGES.campaignQueued));
      setConfirming(null);
      setDraft(EMPTY);
      setPreview(null);
      setErrors({});
    } catch (error) {
      setConfirming(null);
      failed(error, ADMIN_MESSAGES.failedToSendCampaign);
    }
  };

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

  const radioName = `${ids}-audience`;
  return (
    <div className="space-y-8 pt-4">
      <form
        onSubmit={(event) => void onSend(event)}
        noValidate
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
        aria-labelledby={`${ids}-heading`}
      >
        <h2 id={`${ids}-heading`} className="text-lg font-semibold">
          {t('campaigns.newTitle')}
        </h2>
        <TextField
          label={t('campaigns.fields.subject')}
          required
          value={draft.subject}
          onChange={(event) => change({ subject: event.target.value })}
          error={fieldError('subject')}
        />
        <TextAreaField
          label={t('campaigns.fields.body')}
          required
          rows={10}
          className="font-mono"
          placeholder="<p>…</p>"
          value={draft.body}
          onChange={(event) => change({ body: event.target.value })}
          error={fieldError('body')}
        />
        <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">{t('campaigns.hints.body')}</p>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('campaigns.fields.audience')}
          </legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-5">
            {CAMPAIGN_AUDIENCE_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={radioName}
                  value={type}
                  checked={draft.audience === type}
                  onChange={() => change({ audience: type })}
                  className="size-4 accent-brand-700"
                />
                {t(`campaigns.audiences.${type}`)}
              </label>
            ))}
          </div>
          {fieldError('audience') && (
            <p className="text-sm text-red-700 dark:text-red-300" role="alert">
              {fieldError('audience')}
            </p>
          )}
          {draft.audience === 'booked_between' && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                type="date"
                label={t('campaigns.fields.from')}
                required
                value={draft.from}
                onChange={(event) => change({ from: event.target.value })}
                error={fieldError('audience.from')}
              />
              <TextField
                type="date"
                label={t('campaigns.fields.to')}
                required
                value={draft.to}
                onChange={(event) => change({ to: event.target.value })}
                error={fieldError('audience.to')}
              />
            </div>
          )}
          {draft.audience === 'trip' && (
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={t('campaigns.fields.kind')}
                value={draft.kind}
                onChange={(value) => change({ kind: value as TripKind, tripId: '' })}
                options={CAMPAIGN_TRIP_KINDS.map((kind) => ({ value: kind, label: t(`campaigns.kinds.${kind}`) }))}
              />
              <SelectField
                label={t('campaigns.fields.trip')}
                required
                value={draft.tripId}
                onChange={(value) => change({ tripId: value })}
                error={fieldError('audience.id') ?? (trips.isError ? t('table.loadFailed') : undefined)}
                options={[
                  { value: '', label: trips.isPending ? t('table.loading') : t('campaigns.chooseTrip') },
                  ...(trips.data?.data ?? []).map((trip) => ({ value: String(trip.id), label: trip.title })),
                ]}
              />
            </div>
          )}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            busy={previewCall.isPending && confirming === null}
            disabled={busy}
            onClick={() => void onPreview()}
          >
            <Eye className="size-4" aria-hidden="true" />
            {t('campaigns.preview')}
          </Button>
          <Button variant="secondary" busy={testCall.isPending} disabled={busy} onClick={() => void onTest()}>
            <TestTube2 className="size-4" aria-hidden="true" />
            {t('campaigns.sendTest')}
          </Button>
          <Button type="submit" busy={sendCall.isPending} disabled={busy}>
            <Send className="size-4" aria-hidden="true" />
            {t('campaigns.send')}
          </Button>
        </div>
        {preview && (
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
        )}
      </form>

      <section aria-labelledby={`${ids}-sent`} className="space-y-3">
        <h2 id={`${ids}-sent`} className="text-lg font-semibold">
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

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t('campaigns.confirmTitle')}
        message={t('campaigns.confirmMessage', { count: confirming ?? 0 })}
        confirmLabel={t('campaigns.send')}
        busy={sendCall.isPending}
        onConfirm={() => void onConfirm()}
      />
    </div>
  );
}
