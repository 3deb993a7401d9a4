import { zodResolver } from '@hookform/resolvers/zod';
import { type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  NOTIFICATION_TYPES,
  createNotificationBody,
  type CreateNotificationBody,
} from '@trails/contracts/admin-campaigns';
import type { AdminNotification } from '@trails/contracts/admin-dashboard';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { FormModal } from '../../components/form-modal';
import { TextAreaField } from '../../components/text-area-field';
import { useResourceForm } from '../../lib/use-resource-form';

type Values = z.input<typeof createNotificationBody>;
const FIELDS: readonly Path<Values>[] = ['type', 'title', 'message', 'link'];
const toValues = (): Values => ({ type: 'info', title: '', message: '', link: '' });

/** New notification: shown to every staff member in the bell and on this screen. */
export function NotificationForm({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const { form, error, onSubmit, busy } = useResourceForm<
    Values,
    CreateNotificationBody,
    AdminNotification,
    AdminNotification
  >({
    resource: 'notifications',
    record: null,
    open,
    resolver: zodResolver(createNotificationBody),
    toValues,
    fields: FIELDS,
    messages: {
      created: ADMIN_MESSAGES.notificationCreated,
      updated: ADMIN_MESSAGES.notificationCreated,
      createFailed: ADMIN_MESSAGES.failedToCreateNotification,
      updateFailed: ADMIN_MESSAGES.failedToCreateNotification,
    },
    onClose: () => onOpenChange(false),
  });
  const type = form.watch('type');

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t('notifications.create')}
      busy={busy}
      onSubmit={onSubmit}
    >
      <SelectField
        label={t('notifications.fields.type')}
        options={NOTIFICATION_TYPES.map((value) => ({ value, label: t(`notifications.types.${value}`) }))}
        value={type}
        onChange={(value) => form.setValue('type', value as Values['type'], { shouldDirty: true })}
        error={error('type')}
      />
      <TextField label={t('notifications.fields.title')} required error={error('title')} {...form.register('title')} />
      <TextAreaField
        label={t('notifications.fields.message')}
        rows={3}
        required
        error={error('message')}
        {...form.register('message')}
      />
      <TextField
        label={t('notifications.fields.link')}
        placeholder="/admin/bookings"
        hint={t('notifications.hints.link')}
        error={error('link')}
        {...form.register('link')}
      />
    </FormModal>
  );
}
