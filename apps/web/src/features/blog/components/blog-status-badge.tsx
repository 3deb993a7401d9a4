import type { BlogStatus } from '@trails/contracts/constants';
import { useTranslation } from 'react-i18next';
import { badgeClass } from '../../../components/catalogue/card-image';

const TONES: Record<BlogStatus, string> = {
  published: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  draft: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
};

/** A post's status in its colour: published green, pending amber, draft grey, rejected red. */
export function BlogStatusBadge({ status }: { status: BlogStatus }) {
  const { t } = useTranslation();
  return <span className={`${badgeClass} ${TONES[status]}`}>{t(`blog.status.${status}`)}</span>;
}
