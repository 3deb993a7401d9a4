import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { adminFailure, adminMessage } from '../lib/messages';
import { TextAreaField } from './text-area-field';

/**
 * One required text sent with one action on one record: a reply under a review, the note of a
 * rejected post. Starts from `initial` each time it opens; the field's own error (blank, or the
 * server's 422 for `field`) shows under it; the button is busy while the call runs; success toasts
 * the server's message and closes.
 */
export function NoteDialog({
  open,
  onClose,
  title,
  description,
  label,
  hint,
  rows = 4,
  maxLength,
  initial = '',
  field,
  requiredMessage,
  submitLabel,
  danger = false,
  children,
  save,
  successMessage,
  failureMessage,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  label: string;
  hint?: string;
  rows?: number;
  maxLength: number;
  initial?: string;
  /** The body field the server names in its 422. */
  field: string;
  requiredMessage: string;
  submitLabel: string;
  danger?: boolean;
  /** Shown above the field (the review being answered). */
  children?: ReactNode;
  save: (text: string) => Promise<{ message?: string | undefined }>;
  successMessage: string;
  failureMessage: string;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  // Opening (on another record) starts from its current text.
  useEffect(() => {
    if (!open) return;
    setText(initial);
    setError(undefined);
  }, [open, initial]);

  const submit = async () => {
    if (!text.trim()) {
      setError(adminMessage(t, requiredMessage));
      return;
    }
    setBusy(true);
    try {
      const answer = await save(text);
      notify.success(adminMessage(t, answer.message ?? successMessage));
      onClose();
    } catch (failure) {
      const fieldMessage = failure instanceof ApiError ? failure.errors[field]?.[0] : undefined;
      if (fieldMessage) setError(adminMessage(t, fieldMessage));
      notify.error(adminFailure(t, failure, failureMessage));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      title={title}
      description={description}
      closeLabel={t('actions.close')}
      widthClass="max-w-lg"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="space-y-3 px-5 py-4">
          {children}
          <TextAreaField
            label={label}
            {...(hint ? { hint } : {})}
            rows={rows}
            required
            maxLength={maxLength}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
          />
        </div>
        <div className="flex justify-end gap-3 border-t border-slate-200 px-5 py-4 dark:border-slate-700">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
