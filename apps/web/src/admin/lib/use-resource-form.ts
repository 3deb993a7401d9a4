import { useEffect } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import type { AdminResource, RecordId, WriteResult } from './data-client';
import { adminFailure, adminMessage } from './messages';
import { useResourceRecord, useResourceSave } from './use-resource';

/** A form the server alone checks: what was typed goes as it is, and each submit starts without errors. */
async function passThrough<Values extends FieldValues>(values: Values) {
  return { values, errors: {} };
}

/**
 * The scaffolding every create/edit form of a resource shares: the form (reset to the record each
 * time it opens), the message under a field (the schema's, or the server's 422 for that field), a
 * submit that saves through the data client with a busy state, then toasts the server's message
 * (or the form's) and closes; a failure puts the server's 422 under its fields and toasts the reason.
 * A form whose write is a named call (a payment on a booking) sends through `submit` instead, and a
 * form that stays on screen (`stayOpen`) starts again blank after each save.
 */
export function useResourceForm<
  Values extends FieldValues,
  Parsed,
  Answer,
  Row extends { id: RecordId },
  Full extends { id: RecordId } = Row,
>({
  resource,
  record,
  open,
  resolver,
  toValues,
  fields,
  serverFields = {},
  loadRecord = false,
  toBody = (parsed) => parsed,
  messages,
  onClose,
  onSaved,
  onFailed,
  submit,
  stayOpen = false,
}: {
  resource: AdminResource;
  /** The record being edited, or null for a new one. */
  record: Row | null;
  open: boolean;
  /** The form's own checks; without one the server alone checks what is sent. */
  resolver?: Resolver<Values, unknown, Parsed>;
  /** The fields of a record (the whole record when `loadRecord`), or of a new one. */
  toValues: (record: Full | null) => Values;
  /**
   * The fields a server 422 may name; its errors show under them. A function reads them from the
   * values at the time (for lists whose items the server names: `images.2`, `itinerary.0.title`).
   */
  fields: readonly Path<Values>[] | ((values: Values) => readonly Path<Values>[]);
  /**
   * The server's names of fields the form holds under another name (`tour_id` → `trip_id`), or
   * shows apart (`status` → `root.status`): their 422 errors show there.
   */
  serverFields?: Readonly<Record<string, Path<Values> | `root.${string}`>>;
  /**
   * Editing needs the whole record, not the list's row (a trip's itinerary): it is loaded when the
   * form opens, and the fields take it (again) each time it arrives. `loaded` tells the screen.
   */
  loadRecord?: boolean;
  /** The body to send; `undefined` when there is nothing to send (an edit that changes nothing). */
  toBody?: (parsed: Parsed, creating: boolean) => unknown;
  messages: {
    created: string;
    updated: string;
    createFailed: string;
    updateFailed: string;
    /** Toasted, and the form closes without a request, when `toBody` has nothing to send. */
    unchanged?: string;
  };
  /** Closes the form: after a save (unless `stayOpen`), or when there is nothing to send. */
  onClose?: () => void;
  onSaved?: (answer: WriteResult<Answer>, creating: boolean) => void;
  /** After a failed save, once the server's field errors are under their fields (e.g. a translations editor's own). */
  onFailed?: (failure: unknown, creating: boolean) => void;
  /**
   * Sends the body in place of the resource's create/update (a named call such as a booking's
   * payment); `busy` then holds while the form submits.
   */
  submit?: (body: unknown, creating: boolean) => Promise<WriteResult<Answer>>;
  /** After a save the form stays open and takes a new record's values (`toValues(null)`) instead of closing. */
  stayOpen?: boolean;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const save = useResourceSave<Answer>(resource);
  const loaded = useResourceRecord<Full>(resource, loadRecord && open && record ? record.id : undefined);
  const creating = record === null;
  // The record the fields show: the loaded one when the form loads it (none until it comes).
  const source: Full | null | undefined = record && loadRecord ? loaded.data : (record as Full | null);
  const form = useForm<Values, unknown, Parsed>({
    resolver: resolver ?? (passThrough as unknown as Resolver<Values, unknown, Parsed>),
    defaultValues: toValues(loadRecord ? null : (record as Full | null)) as DefaultValues<Values>,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open && source !== undefined) form.reset(toValues(source));
    // `toValues` is the form's fixed mapping; only a new record, its loading, or a reopening resets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, source, form]);

  /** The message under a field, nested ones included (`customer.email`, `itinerary.0.title`). */
  const error = (field: Path<Values>) => {
    const message: unknown = (get(errors, field) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? adminMessage(t, message) : undefined;
  };

  const onSubmit = form.handleSubmit(async (parsed) => {
    const body = toBody(parsed, creating);
    if (body === undefined && messages.unchanged) {
      notify.success(adminMessage(t, messages.unchanged));
      onClose?.();
      return;
    }
    try {
      const answer = submit ? await submit(body, creating) : await save.mutateAsync({ id: record?.id, body });
      notify.success(adminMessage(t, answer.message ?? (creating ? messages.created : messages.updated)));
      if (stayOpen) form.reset(toValues(null));
      else onClose?.();
      onSaved?.(answer, creating);
    } catch (failure) {
      applyServerErrors(failure, form.setError, typeof fields === 'function' ? fields(form.getValues()) : fields);
      if (failure instanceof ApiError) {
        for (const [field, texts] of Object.entries(failure.errors)) {
          const target = serverFields[field];
          if (target && texts[0]) form.setError(target, { type: 'server', message: texts[0] });
        }
      }
      onFailed?.(failure, creating);
      notify.error(adminFailure(t, failure, creating ? messages.createFailed : messages.updateFailed));
    }
  });

  const busy = submit ? form.formState.isSubmitting : save.isPending;
  return { form, error, onSubmit, busy, creating, loaded };
}
