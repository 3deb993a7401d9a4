import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/text-field';

/** How long typing must pause before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box of the list. What is typed shows at once; the search runs (and the address
 * changes) once typing pauses. A search changed elsewhere (Back, Clear filters) shows here too.
 */
export function DestinationSearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (value !== applied) {
    setApplied(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
  };

  return (
    <div className="flex-1">
      <label
        htmlFor="destination-search"
        className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        {t('destinations.searchLabel')}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id="destination-search"
          type="search"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            clearTimeout(timer.current);
            onSearch(text.trim());
          }}
          placeholder={t('destinations.searchPlaceholder')}
          autoComplete="off"
          maxLength={200}
          className={`${inputClass(false)} pl-9`}
        />
      </div>
    </div>
  );
}
