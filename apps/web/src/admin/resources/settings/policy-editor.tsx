import { useTranslation } from 'react-i18next';
import { CANCELLATION_POLICY_LIMITS, cancellationPolicySchema } from '@trails/contracts/cancellation-policy';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { adminMessage } from '../../lib/messages';

interface Row {
  min_days: string;
  refund_percent: string;
}

/** The stored JSON as editable rows (text, so a half-typed number stays as typed). */
function rowsOf(value: string): Row[] {
  try {
    const parsed = JSON.parse(value) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.map((tier: { min_days?: unknown; refund_percent?: unknown }) => ({
      min_days: String(tier?.min_days ?? ''),
      refund_percent: String(tier?.refund_percent ?? ''),
    }));
  } catch {
    return [];
  }
}

/** Rows back to JSON: a whole number stays a number, anything else stays text for the rule to refuse. */
const toJson = (rows: Row[]) =>
  JSON.stringify(
    rows.map((row) => ({
      min_days: /^\d{1,6}$/.test(row.min_days) ? Number(row.min_days) : row.min_days,
      refund_percent: /^\d{1,6}$/.test(row.refund_percent) ? Number(row.refund_percent) : row.refund_percent,
    })),
  );

/**
 * The cancellation policy's tiers: from so many days before the start, this percent of what was
 * paid is refunded. Most days first; each field shows its own error, as the server names it.
 */
export function PolicyEditor({
  value,
  onChange,
  label,
  hint,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const rows = rowsOf(value);
  const result = cancellationPolicySchema.safeParse(JSON.parse(toJson(rows)));
  const problems = new Map<string, string>();
  if (!result.success)
    for (const issue of result.error.issues)
      if (issue.path.length === 2 && !problems.has(issue.path.join('.')))
        problems.set(issue.path.join('.'), adminMessage(t, issue.message));
  const update = (next: Row[]) => onChange(toJson(next));
  return (
    <fieldset className="space-y-3 sm:col-span-2" data-testid="policy-editor">
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</legend>
      {hint && <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p>}
      <ol className="space-y-2">
        {rows.map((row, index) => (
          <li key={index} className="grid items-start gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <TextField
              label={t('desk.policy.days', { number: index + 1 })}
              inputMode="numeric"
              value={row.min_days}
              onChange={(event) =>
                update(rows.map((one, at) => (at === index ? { ...one, min_days: event.target.value.trim() } : one)))
              }
              error={problems.get(`${index}.min_days`)}
            />
            <TextField
              label={t('desk.policy.percent', { number: index + 1 })}
              inputMode="numeric"
              value={row.refund_percent}
              onChange={(event) =>
                update(
                  rows.map((one, at) => (at === index ? { ...one, refund_percent: event.target.value.trim() } : one)),
                )
              }
              error={problems.get(`${index}.refund_percent`)}
            />
            <Button
              variant="secondary"
              className="sm:mt-6"
              aria-label={t('desk.policy.remove', { number: index + 1 })}
              onClick={() => update(rows.filter((_, at) => at !== index))}
            >
              {t('desk.policy.removeShort')}
            </Button>
          </li>
        ))}
      </ol>
      {error && rows.length === 0 && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <Button
        variant="secondary"
        disabled={rows.length >= CANCELLATION_POLICY_LIMITS.tiersMax}
        onClick={() => update([...rows, { min_days: '0', refund_percent: '0' }])}
      >
        {t('desk.policy.add')}
      </Button>
    </fieldset>
  );
}
