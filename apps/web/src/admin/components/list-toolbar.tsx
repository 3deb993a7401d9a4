import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/ui/select-field';
import { inputClass } from '../../components/ui/text-field';
import { SEARCH_MAX, type ListFilter } from '../lib/list-state';

const SEARCH_DELAY_MS = 300;

/**
 * Search box (applied as one types, after a short pause) and the resource's filters, declared as data.
 * Without a search label the toolbar has no search box, and with no filters either it is left out.
 */
export function ListToolbar({
  searchLabel,
  search,
  onSearch,
  filters,
  values,
  onFilter,
}: {
  searchLabel?: string;
  search: string;
  onSearch: (search: string) => void;
  filters: readonly ListFilter[];
  values: Record<string, string>;
  onFilter: (key: string, value: string) => void;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(search);

  // The address wins when it changes from elsewhere (back button, a link).
  useEffect(() => setText(search), [search]);
  useEffect(() => {
    if (text.trim() === search.trim()) return undefined;
    const timer = window.setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, onSearch]);

  if (searchLabel === undefined && filters.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      {searchLabel !== undefined && (
        <form
          role="search"
          className="flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(text);
          }}
        >
          <label
            htmlFor="admin-list-search"
            className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            {searchLabel}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              id="admin-list-search"
              type="search"
              value={text}
              maxLength={SEARCH_MAX}
              onChange={(event) => setText(event.target.value)}
              className={`${inputClass(false)} pl-9`}
            />
          </div>
        </form>
      )}
      {filters.map((filter) => (
        <SelectField
          key={filter.key}
          className="sm:w-44"
          label={t(filter.labelKey)}
          value={values[filter.key] ?? ''}
          onChange={(value) => onFilter(filter.key, value)}
          options={[
            { value: '', label: t('list.all') },
            ...filter.options.map((option) => ({ value: option.value, label: t(option.labelKey) })),
          ]}
        />
      ))}
    </div>
  );
}
