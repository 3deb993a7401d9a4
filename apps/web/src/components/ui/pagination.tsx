import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The page numbers to show: first, last, and two either side of the current one; `null` marks a gap. */
export function pageItems(page: number, lastPage: number, around = 1): (number | null)[] {
  const items: (number | null)[] = [];
  for (let value = 1; value <= lastPage; value += 1) {
    const near = Math.abs(value - page) <= around;
    if (value === 1 || value === lastPage || near) items.push(value);
    else if (items[items.length - 1] !== null) items.push(null);
  }
  return items;
}

// Component classes in index.css.
const itemClass = 'page-item';
const idleClass = 'page-item-idle';
const currentClass = 'page-item-current';

/** Previous / page numbers / Next. Hidden when everything fits on one page. */
export function Pagination({
  page,
  lastPage,
  onPageChange,
  label,
}: {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label ?? t('pagination.label')} className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={`${itemClass} ${idleClass}`}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('pagination.previous')}</span>
      </button>
      <ul className="flex flex-wrap items-center gap-1">
        {pageItems(page, lastPage).map((value, index) =>
          value === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={value}>
              <button
                type="button"
                className={`${itemClass} ${value === page ? currentClass : idleClass}`}
                aria-current={value === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: value })}
                onClick={() => value !== page && onPageChange(value)}
              >
                {value}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={`${itemClass} ${idleClass}`}
        disabled={page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        <span className="sr-only sm:not-sr-only">{t('pagination.next')}</span>
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
