import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ACTIVITY_RECORD_TYPES,
  adminActivityCreateBody,
  type AdminActivityCreateBody,
  type AdminActivityCreateInput,
  type AdminActivityEntry,
} from '@trails/contracts/admin-activity';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { FormModal } from '../../components/form-modal';
import { TextAreaField } from '../../components/text-area-field';
import { useResourceForm } from '../../lib/use-resource-form';

export const ACTIVITY_RESOURCE = 'activity-logs';

type Values = AdminActivityCreateInput;
const FIELDS: readonly Path<Values>[] = ['type', 'record_id', 'label', 'action', 'description'];
const toValues = (): Values => ({ type: 'booking', record_id: null, label: '', action: '', description: '' });

/** A manual entry: a phone call or a visit about a record, written to the log by hand. */
export function ActivityForm({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const { form, error, onSubmit, busy } = useResourceForm<
    Values,
    AdminActivityCreateBody,
    AdminActivityEntry,
    AdminActivityEntry
  >({
    resource: ACTIVITY_RESOURCE,
    record: null,
    open,
    resolver: zodResolver(adminActivityCreateBody),
    toValues,
    fields: FIELDS,
    messages: {
      created: ADMIN_MESSAGES.activityRecorded,
      updated: ADMIN_MESSAGES.activityRecorded,
      createFailed: ADMIN_MESSAGES.failedToRecordActivity,
      updateFailed: ADMIN_MESSAGES.failedToRecordActivity,
    },
    onClose: () => onOpenChange(false),
  });

  return (
    <FormModal open={open} onOpenChange={onOpenChange} title={t('activity.add')} busy={busy} onSubmit={onSubmit}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('activity.addIntro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <SelectField
              label={t('activity.fields.type')}
              hint={t('activity.fields.typeHint')}
              required
              options={ACTIVITY_RECORD_TYPES.map((type) => ({ value: type, label: t(`activity.types.${type}`) }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={error('type')}
            />
          )}
        />
        <TextField
          label={t('activity.fields.recordId')}
          hint={t('activity.fields.recordIdHint')}
          type="number"
          inputMode="numeric"
          min={1}
          error={error('record_id')}
          {...form.register('record_id', { setValueAs: (value: string) => (value === '' ? null : Number(value)) })}
        />
      </div>
      <TextField
        label={t('activity.fields.label')}
        hint={t('activity.fields.labelHint')}
        error={error('label')}
        {...form.register('label')}
      />
      <TextField
        label={t('activity.fields.action')}
        hint={t('activity.fields.actionHint')}
        required
        error={error('action')}
        {...form.register('action')}
      />
      <TextAreaField
        label={t('activity.fields.description')}
        hint={t('activity.fields.descriptionHint')}
        required
        rows={4}
        error={error('description')}
        {...form.register('description')}
      />
    </FormModal>
  );
}
