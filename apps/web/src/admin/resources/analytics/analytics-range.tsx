import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { adminMessage } from '../../lib/messages';
import type { Analytics } from './use-analytics';

/** The date range every report covers: from, to (its error under it), back to the last 12 months. */
export function AnalyticsRange({ range }: { range: Analytics['range'] }) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <fieldset className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <legend className="px-1 text-sm font-semibold">{t('analytics.range.label')}</legend>
      <TextField
        type="date"
        label={t('analytics.range.from')}
        value={range.shown.from}
        max={range.shown.to || undefined}
        onChange={(event) => range.change('from', event.target.value)}
        error={range.error ? adminMessage(t, range.error) : undefined}
        className="w-44"
      />
      <TextField
        type="date"
        label={t('analytics.range.to')}
        value={range.shown.to}
        min={range.shown.from || undefined}
        onChange={(event) => range.change('to', event.target.value)}
        className="w-44"
      />
      <Button variant="secondary" disabled={!range.typed} onClick={range.reset}>
        {t('analytics.range.reset')}
      </Button>
      {range.applied && (
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {t('analytics.range.showing', range.applied)}
        </p>
      )}
    </fieldset>
  );
}
