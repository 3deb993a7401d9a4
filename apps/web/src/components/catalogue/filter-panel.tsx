import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { SCROLL_TOP_AVOID } from '../layout/scroll-to-top';

export interface FilterChoice<T> {
  value: T;
  label: string;
}

/** One filter as a list of radio buttons under its legend. */
export function FilterRadioGroup<T extends string | number>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: FilterChoice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">{legend}</legend>
      {choices.map((choice) => (
        <label key={String(choice.value)} className="filter-option">
          <input
            type="radio"
            name={name}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
            className="size-4 accent-brand-700"
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/** A filter below the first, set off by a rule. */
export function FilterSection({ children }: { children: ReactNode }) {
  return <div className="border-t border-slate-200 pt-5 dark:border-slate-800">{children}</div>;
}

/**
 * The catalogue lists' filter side panel (tours and treks alike): a titled card with Clear All and
 * the filters as `children`, sticky beside the results from the large breakpoint; below it, a
 * Filters disclosure above the list that says how many filters are on. `children` gets the panel's
 * id so radio groups can name themselves uniquely.
 */
export function FilterPanel({
  active,
  onClear,
  children,
}: {
  active: number;
  onClear: () => void;
  children: (panelId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <aside {...SCROLL_TOP_AVOID} aria-labelledby={`${panelId}-heading`} className="lg:sticky lg:top-24">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white px-4 py-3 text-sm font-semibold text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 lg:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {active > 0 ? t('tours.filters.toggleActive', { count: active }) : t('tours.filters.toggle')}
        </span>
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>

      <div
        id={panelId}
        className={`${open ? 'block' : 'hidden'} mt-3 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900 lg:mt-0 lg:block`}
      >
        <div className="flex items-center justify-between gap-3">
          <h2 id={`${panelId}-heading`} className="text-lg font-semibold">
            {t('tours.filters.title')}
          </h2>
          <Button variant="ghost" className="px-2 py-1 disabled:opacity-50" onClick={onClear} disabled={active === 0}>
            {t('tours.filters.clearAll')}
          </Button>
        </div>
        {children(panelId)}
      </div>
    </aside>
  );
}
