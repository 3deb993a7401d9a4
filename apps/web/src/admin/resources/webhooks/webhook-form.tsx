import { zodResolver } from '@hookform/resolvers/zod';
import { type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import {
  WEBHOOK_EVENTS,
  webhookEndpointBody,
  type AdminWebhookEndpoint,
  type AdminWebhookEndpointWithSecret,
  type WebhookEndpointBody,
} from '@trails/contracts/admin-webhooks';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { CheckboxField } from '../../components/checkbox-field';
import { FormModal } from '../../components/form-modal';
import { useResourceForm } from '../../lib/use-resource-form';
import { WEBHOOKS } from './webhooks-api';

type Values = WebhookEndpointBody;
type Parsed = z.output<typeof webhookEndpointBody>;
const FIELDS: readonly Path<Values>[] = ['url', 'description', 'events', 'is_active'];

const toValues = (record: AdminWebhookEndpoint | null): Values => ({
  url: record?.url ?? '',
  description: record?.description ?? '',
  events: record?.events ?? [],
  is_active: record?.is_active ?? true,
});

/**
 * Add Endpoint / Edit Endpoint: the address, a description, the events as checkboxes and Active.
 * A new endpoint's secret comes back once; `onCreated` shows it.
 */
export function WebhookForm({
  record,
  open,
  onOpenChange,
  onCreated,
}: {
  record: AdminWebhookEndpoint | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (endpoint: AdminWebhookEndpointWithSecret) => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const { form, error, onSubmit, busy } = useResourceForm<
    Values,
    Parsed,
    AdminWebhookEndpointWithSecret,
    AdminWebhookEndpoint
  >({
    resource: WEBHOOKS,
    record,
    open,
    resolver: zodResolver(webhookEndpointBody),
    toValues,
    fields: FIELDS,
    messages: {
      created: ADMIN_MESSAGES.webhookCreated,
      updated: ADMIN_MESSAGES.webhookUpdated,
      createFailed: ADMIN_MESSAGES.failedToSaveWebhook,
      updateFailed: ADMIN_MESSAGES.failedToSaveWebhook,
    },
    onClose: () => onOpenChange(false),
    onSaved: (answer, creating) => {
      if (creating && answer.data?.secret) onCreated(answer.data);
    },
  });

  const eventsError = error('events');
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t(record ? 'webhooks.edit' : 'webhooks.create')}
      busy={busy}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('webhooks.fields.url')}
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        hint={t('webhooks.fields.urlHint')}
        error={error('url')}
        {...form.register('url')}
      />
      <TextField
        label={t('webhooks.fields.description')}
        error={error('description')}
        {...form.register('description')}
      />
      <fieldset aria-describedby={eventsError ? 'webhook-events-error' : undefined}>
        <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('webhooks.fields.events')} <span aria-hidden="true">*</span>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <CheckboxField
              key={event}
              value={event}
              label={`${t(`webhooks.events.${event.replace('.', '_')}`)} (${event})`}
              {...form.register('events')}
            />
          ))}
        </div>
        {eventsError && (
          <p id="webhook-events-error" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {eventsError}
          </p>
        )}
      </fieldset>
      <CheckboxField label={t('webhooks.fields.active')} {...form.register('is_active')} />
    </FormModal>
  );
}
