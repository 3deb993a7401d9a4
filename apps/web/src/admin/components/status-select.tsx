import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { adminFailure, adminMessage } from '../lib/messages';
import { useResourceSave } from '../lib/use-resource';
import type { AdminResource } from '../lib/data-client';

const selectClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/**
 * A row's inline status dropdown: choosing a value saves it at once (PUT /<resource>/<id> with
 * { status }) and says so in a toast; the list refetches after.
 */
export function StatusSelect({
  resource,
  id,
  value,
  options,
  label,
  success,
  failure,
}: {
  resource: AdminResource;
  id: number;
  value: string;
  options: { value: string; label: string }[];
  /** Accessible name, e.g. "Status of booking HT-2026-00012". */
  label: string;
  /** Fallback toasts (admin message keys' texts) when the server gives no message. */
  success: string;
  failure: string;
}) {
  const { t } = useTranslation('admin');
  const save = useResourceSave(resource);
  return (
    <select
      aria-label={label}
      className={selectClass}
      value={value}
      disabled={save.isPending}
      onChange={async (event) => {
        try {
          await save.mutateAsync({ id, body: { status: event.target.value } });
          notify.success(adminMessage(t, success));
        } catch (error) {
          notify.error(adminFailure(t, error, failure));
        }
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
