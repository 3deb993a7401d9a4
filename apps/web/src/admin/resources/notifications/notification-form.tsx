import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ADMIN_MESSAGES,
  NOTIFICATION_TYPES,
  createNotificationBody,
  type AdminNotification,
  type CreateNotificationBody,
} from '@trails/contracts';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { FormModal } from '../../components/form-modal';
import { TextAreaField } from '../../components/text-area-field';
import { adminFailure, adminMessage } from '../../lib/messages';
import { useResourceSave } from '../../lib/use-resource';

type Values = z.input<typeof createNotificationBody>;
const FIELDS: readonly Path<Values>[] = ['type', 'title', 'message', 'link'];
const EMPTY: Values = { type: 'info', title: '', message: '', link: '' };

/** New notification: shown to every staff member in the bell and on this screen. */
export function NotificationForm({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const save = useResourceSave<AdminNotification>('notifications');
  const form = useForm<Values, unknown, CreateNotificationBody>({
    resolver: zodResolver(createNotificationBody),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const error = (field: keyof Values) => {
    const message = errors[field]?.message;
    return typeof message === 'string' ? adminMessage(t, message) : undefined;
  };
  const type = form.watch('type');

  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await save.mutateAsync({ body });
      notify.success(adminMessage(t, answer.message ?? ADMIN_MESSAGES.notificationCreated));
      onOpenChange(false);
    } catch (failure) {
      applyServerErrors(failure, form.setError, FIELDS);
      notify.error(adminFailure(t, failure, ADMIN_MESSAGES.failedToCreateNotification));
    }
  });

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t('notifications.create')}
      busy={save.isPending}
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
