import { useTranslation } from 'react-i18next';
import { policyRows, readCancellationPolicy } from '@trails/contracts/cancellation-policy';
import { useSettings } from '../../lib/settings';

/**
 * The operator's cancellation policy (setting `cancellation_policy`) in the reader's language: one
 * line per tier, from the most days before the start to the fewest. Shown on the terms page, the
 * booking's last step and My Bookings.
 */
export function CancellationPolicy({
  id = 'cancellation-policy-title',
  className = '',
  headingLevel = 3,
}: {
  id?: string;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const rows = policyRows(readCancellationPolicy(settings.cancellation_policy));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} data-testid="cancellation-policy" className={className}>
      <Heading id={id} className="font-semibold text-slate-900 dark:text-white">
        {t('cancellationPolicy.title')}
      </Heading>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700 dark:text-slate-200">
        {rows.map((row) => (
          <li key={row.min_days}>
            {row.max_days === null
              ? t('cancellationPolicy.from', { days: row.min_days, percent: row.refund_percent })
              : row.min_days === 0
                ? row.refund_percent === 0
                  ? t('cancellationPolicy.under', { days: row.max_days + 1 })
                  : t('cancellationPolicy.underPercent', { days: row.max_days + 1, percent: row.refund_percent })
                : row.max_days === row.min_days
                  ? t('cancellationPolicy.exactly', {
                      days: row.min_days,
                      percent: row.refund_percent,
                      count: row.min_days,
                    })
                  : t('cancellationPolicy.between', {
                      from: row.min_days,
                      to: row.max_days,
                      percent: row.refund_percent,
                    })}
          </li>
        ))}
        {rows.length > 0 && rows[rows.length - 1]!.min_days > 0 && (
          <li>{t('cancellationPolicy.under', { days: rows[rows.length - 1]!.min_days })}</li>
        )}
      </ul>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('cancellationPolicy.note')}</p>
    </section>
  );
}
