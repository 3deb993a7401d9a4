import type { DifficultyLevel } from '@trails/contracts/constants';
import { useTranslation } from 'react-i18next';
import { badgeClass } from './card-image';

const COLOURS: Record<DifficultyLevel, string> = {
  easy: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  moderate: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100',
  difficult: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
};

/** Easy green, moderate yellow, difficult red; anything else grey and labelled Moderate. */
export function DifficultyBadge({ level }: { level: string | null | undefined }) {
  const { t } = useTranslation();
  const known = level && level in COLOURS ? (level as DifficultyLevel) : null;
  return (
    <span
      className={`${badgeClass} ${known ? COLOURS[known] : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'}`}
    >
      {t(`catalogue.difficulty.${known ?? 'moderate'}`)}
    </span>
  );
}
