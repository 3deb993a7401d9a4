import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type CAMPAIGN_TRIP_KINDS,
  campaignBody,
  type AdminCampaign,
  type CampaignAudienceType,
  type CampaignPreview,
} from '@trails/contracts/admin-campaigns';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';

export type CampaignTripKind = (typeof CAMPAIGN_TRIP_KINDS)[number];
type Errors = Record<string, string>;
export const CAMPAIGNS_KEY = ['admin', 'campaigns'] as const;
/** The newsletters' resource in the back office's endpoint map: the list, preview, test and send. */
const CAMPAIGNS = 'notifications/campaigns';

export interface CampaignDraft {
  subject: string;
  body: string;
  audience: CampaignAudienceType;
  from: string;
  to: string;
  kind: CampaignTripKind;
  tripId: string;
}

const EMPTY: CampaignDraft = {
  subject: '',
  body: '',
  audience: 'all_travellers',
  from: '',
  to: '',
  kind: 'tour',
  tripId: '',
};

function payloadOf(draft: CampaignDraft) {
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

/** The campaigns sent, newest first; followed while one is still sending. */
export function useCampaigns() {
  return useQuery({
    queryKey: CAMPAIGNS_KEY,
    queryFn: () => dataClient.list<AdminCampaign>(CAMPAIGNS, { per_page: 20 }),
    // Sending goes on in the background: follow it while a campaign is not finished.
    refetchInterval: (query) => (query.state.data?.data.some((row) => row.status === 'sending') ? 3000 : false),
  });
}

/**
 * A newsletter being written: its fields and their errors (checked here with the contract first,
 * then the server's), the preview with its audience count, a test to oneself, and Send, which asks
 * for confirmation with the number of travellers it will reach.
 */
export function useCampaignComposer() {
  const { t } = useTranslation(['admin', 'common']);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CampaignDraft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  // The draft to the campaign's preview, test or send, on the back office's data client.
  const post = <T>(name: 'preview' | 'test' | 'send') =>
    dataClient.action<T>(CAMPAIGNS, undefined, name, payloadOf(draft));
  const previewCall = useMutation({
    mutationFn: async () => {
      const { data } = await post<CampaignPreview>('preview');
      if (!data) throw new Error('The campaign preview came back empty');
      return data;
    },
  });
  const testCall = useMutation({ mutationFn: () => post<never>('test') });
  const sendCall = useMutation({
    mutationFn: () => post<AdminCampaign>('send'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });

  /** A change forgets the preview: it no longer shows what would be sent. */
  const change = (patch: Partial<CampaignDraft>) => {
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

  const showPreview = async () => {
    if (!validate()) return;
    try {
      setPreview(await previewCall.mutateAsync());
    } catch (error) {
      failed(error, ADMIN_MESSAGES.failedToPreviewCampaign);
    }
  };
  const sendTest = async () => {
    if (!validate()) return;
    try {
      const answer = await testCall.mutateAsync();
      notify.success(adminMessage(t, answer.message ?? ADMIN_MESSAGES.campaignTestSent));
    } catch (error) {
      failed(error, ADMIN_MESSAGES.failedToSendTestCampaign);
    }
  };
  /** Send asks first, with the number of travellers it will reach. */
  const askToSend = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    try {
      const answer = await previewCall.mutateAsync();
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
  const send = async () => {
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

  return {
    draft,
    change,
    fieldError,
    preview,
    showPreview,
    sendTest,
    askToSend,
    /** The recipients the confirmation names while it is open, else null. */
    confirming,
    cancelSend: () => setConfirming(null),
    send,
    previewing: previewCall.isPending && confirming === null,
    testing: testCall.isPending,
    sending: sendCall.isPending,
    busy: previewCall.isPending || testCall.isPending || sendCall.isPending,
  };
}

export type CampaignComposer = ReturnType<typeof useCampaignComposer>;
