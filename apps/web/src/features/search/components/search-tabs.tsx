import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TABS, type SearchTab } from '../lib/search-page-params';
import { numberFormat } from '../../../lib/format';

/** All / Tours / Destinations with their counts: a tablist (arrow keys, Home, End). */
export function SearchTabs({
  tab,
  counts,
  panelId,
  onChange,
}: {
  tab: SearchTab;
  counts: Record<SearchTab, number>;
  panelId: string;
  onChange: (tab: SearchTab) => void;
}) {
  const { t, i18n } = useTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const next = SEARCH_TABS[(index + SEARCH_TABS.length) % SEARCH_TABS.length]!;
    onChange(next);
    refs.current[SEARCH_TABS.indexOf(next)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = SEARCH_TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: SEARCH_TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <div
      role="tablist"
      aria-label={t('search.tabs.label')}
      className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
      onKeyDown={onKeyDown}
    >
      {SEARCH_TABS.map((value, index) => {
        const selected = value === tab;
        return (
          <button
            key={value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`search-tab-${value}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(value)}
            className={`inline-flex shrink-0 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
              selected
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-700'
            }`}
          >
            {t(`search.tabs.${value}`)}{' '}
            <span
              className={`rounded-full px-2 py-0.5 text-xs ${selected ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200'}`}
            >
              {numberFormat(i18n.language).format(counts[value])}
            </span>
          </button>
        );
      })}
    </div>
  );
}
