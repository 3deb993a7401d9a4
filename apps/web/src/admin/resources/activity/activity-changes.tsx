import { useTranslation } from 'react-i18next';
import type { AdminActivityEntry } from '@trails/contracts/admin-activity';

const MAX_TEXT = 80;

/** A stored value as one short line: text cut at 80 characters, lists and objects as JSON, nothing as a dash. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** The fields an entry changed, one per line: field: before → after (a create shows after, a delete before). */
export function changeLines(entry: Pick<AdminActivityEntry, 'before' | 'after'>) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: entry.before ? showValue(before[field]) : null,
    after: entry.after ? showValue(after[field]) : null,
  }));
}

export function ActivityChanges({ entry }: { entry: AdminActivityEntry }) {
  const { t } = useTranslation('admin');
  const lines = changeLines(entry);
  if (lines.length === 0) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  return (
    <ul className="min-w-48 max-w-sm space-y-0.5 text-xs">
      {lines.slice(0, 8).map((line) => (
        <li key={line.field} className="[overflow-wrap:anywhere]">
          <span className="font-medium text-slate-700 dark:text-slate-300">{line.field}:</span>{' '}
          {line.before !== null && <span className="text-red-700 line-through dark:text-red-300">{line.before}</span>}
          {line.before !== null && line.after !== null && (
            <span aria-label={t('activity.changedTo')} className="px-1">
              →
            </span>
          )}
          {line.after !== null && <span className="text-green-700 dark:text-green-300">{line.after}</span>}
        </li>
      ))}
      {lines.length > 8 && (
        <li className="text-slate-500 dark:text-slate-400">{t('activity.moreChanges', { count: lines.length - 8 })}</li>
      )}
    </ul>
  );
}
