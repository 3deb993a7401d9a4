import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/format';

const CARDS = ['total', 'active', 'blocked', 'verified'] as const;

/** The cards above Manage Users: Total, Active, Blocked, Verified, over every account. */
export function UserSummary({ stats }: { stats: Record<string, number> | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const number = numberFormat(i18n.language);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map((card) => (
        <div
          key={card}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
        >
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t(`users.cards.${card}`)}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-slate-100">
            {stats ? number.format(stats[card] ?? 0) : <span aria-label={t('table.loading')}>–</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
