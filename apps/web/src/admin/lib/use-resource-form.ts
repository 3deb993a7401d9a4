import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import type { RecordId, WriteResult } from './data-client';
import { adminFailure, adminMessage } from './messages';
import { useResourceSave } from './use-resource';

/**
 * The scaffolding every create/edit form of a resource shares: the form (reset to the record each
 * time it opens), the message under a field (the schema's, or the server's 422 for that field), a
 * submit that saves through the data client with a busy state, then toasts the server's message
 * (or the form's) and closes; a failure puts the server's 422 under its fields and toasts the reason.
 */
export function useResourceForm<Values extends FieldValues, Parsed, Answer, Row extends { id: RecordId }>({
  resource,
  record,
  open,
  resolver,
  toValues,
  fields,
  toBody = (parsed) => parsed,
  messages,
  onClose,
  onSaved,
  onFailed,
}: {
  resource: string;
  /** The record being edited, or null for a new one. */
  record: Row | null;
  open: boolean;
  resolver: Resolver<Values, unknown, Parsed>;
  toValues: (record: Row | null) => Values;
  /** The fields a server 422 may name; its errors show under them. */
  fields: readonly Path<Values>[];
  toBody?: (parsed: Parsed, creating: boolean) => unknown;
  messages: { created: string; updated: string; createFailed: string; updateFailed: string };
  onClose: () => void;
  onSaved?: (answer: WriteResult<Answer>, creating: boolean) => void;
  /** After a failed save, once the server's field errors are under their fields (e.g. a translations editor's own). */
  onFailed?: (failure: unknown, creating: boolean) => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const save = useResourceSave<Answer>(resource);
  const creating = record === null;
  const form = useForm<Values, unknown, Parsed>({
    resolver,
    defaultValues: toValues(record) as DefaultValues<Values>,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(toValues(record));
    // `toValues` is the form's fixed mapping; only a new record or a reopening resets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, record, form]);

  const error = (field: Path<Values>) => {
    const message = errors[field as keyof typeof errors]?.message;
    return typeof message === 'string' ? adminMessage(t, message) : undefined;
  };

  const onSubmit = form.handleSubmit(async (parsed) => {
    try {
      const answer = await save.mutateAsync({ id: record?.id, body: toBody(parsed, creating) });
      notify.success(adminMessage(t, answer.message ?? (creating ? messages.created : messages.updated)));
      onClose();
      onSaved?.(answer, creating);
    } catch (failure) {
      applyServerErrors(failure, form.setError, fields);
      onFailed?.(failure, creating);
      notify.error(adminFailure(t, failure, creating ? messages.createFailed : messages.updateFailed));
    }
  });

  return { form, error, onSubmit, busy: save.isPending, creating };
}
