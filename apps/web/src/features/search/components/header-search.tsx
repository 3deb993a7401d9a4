import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CATALOGUE_LIMITS } from '@trails/contracts/catalogue-constants';
import { LIMITS } from '@trails/contracts/constants';
import { ArrowRight, Loader2, MapPin, MountainSnow, Route, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTypedBeforeHydration } from '../../../lib/hydration';
import { useFormatPrice } from '../../../lib/use-price';
import { useSearchSuggestions } from '../api/search';
import { mergeSuggestions, type Suggestion } from '../lib/merge-suggestions';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** Wait after the last key press before asking the server. */
export const SUGGEST_DEBOUNCE_MS = 200;

type Option = Suggestion | { kind: 'all'; key: 'all'; href: string };

/**
 * The header's search box: a WAI-ARIA 1.2 combobox. Suggestions appear from 2 characters; arrow
 * keys move the highlight, Enter opens it (or searches everything), Escape closes the list.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const price = useFormatPrice();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const containerRef = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, query, (text, focused) => {
    setQuery(text);
    setOpen(focused);
  });

  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, SUGGEST_DEBOUNCE_MS);
  const longEnough = trimmed.length >= LIMITS.searchMinChars;
  const suggestions = useSearchSuggestions(debounced);
  const current = longEnough && debounced === trimmed && !suggestions.isPlaceholderData;
  const loading = longEnough && (!current || suggestions.isFetching);
  const items = longEnough && suggestions.data ? mergeSuggestions(suggestions.data) : [];
  const noResults = current && suggestions.isSuccess && items.length === 0;

  const options: Option[] =
    items.length > 0 ? [...items, { kind: 'all', key: 'all', href: paths.search(trimmed) }] : [];
  const expanded = open && longEnough && (options.length > 0 || noResults || loading);
  const listShown = expanded && options.length > 0;
  const activeIndex = listShown ? options.findIndex((option) => option.key === activeKey) : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };
  const go = (option: Option) => {
    close();
    if (option.kind !== 'all') setQuery('');
    void navigate(option.href);
  };
  const searchAll = () => {
    if (!trimmed) return;
    close();
    void navigate(paths.search(trimmed));
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    if (options.length === 0) return;
    const next =
      activeIndex === -1
        ? step === 1
          ? 0
          : options.length - 1
        : (activeIndex + step + options.length) % options.length;
    setActiveKey(options[next]!.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        event.preventDefault();
        const active = activeIndex >= 0 ? options[activeIndex] : undefined;
        if (active) go(active);
        else searchAll();
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (query) {
          event.preventDefault();
          event.stopPropagation();
          setQuery('');
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const status = !expanded
    ? ''
    : loading && options.length === 0
      ? t('search.box.loading')
      : noResults
        ? t('search.box.noResults', { query: trimmed })
        : t('search.box.available', { count: items.length });

  return (
    <form
      ref={containerRef}
      role="search"
      // Before the scripts have run, Enter still searches: the browser submits ?q= to the search page.
      action={paths.search()}
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        searchAll();
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.box.label')}
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        id={`${id}-input`}
        name="q"
        type="text"
        role="combobox"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={t('search.box.placeholder')}
        value={query}
        maxLength={CATALOGUE_LIMITS.searchQueryMax}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveKey(null);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="block w-full rounded-full border border-slate-300 bg-white py-2 pl-9 pr-9 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 sm:text-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      {loading && expanded && (
        <Loader2
          className="absolute right-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-brand-600"
          aria-hidden="true"
        />
      )}
      <span role="status" className="sr-only">
        {status}
      </span>

      <div
        hidden={!expanded}
        className="absolute right-0 top-full z-50 mt-2 w-full min-w-[18rem] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        {noResults && (
          <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-300">
            {t('search.box.noResults', { query: trimmed })}
          </p>
        )}
        {!listShown && loading && !noResults && (
          <p className="flex items-center gap-2 px-4 py-3 text-sm text-slate-600 dark:text-slate-300">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {t('search.box.loading')}
          </p>
        )}
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t('search.box.suggestions')}
          hidden={!listShown}
          className="max-h-[70vh] overflow-y-auto py-1"
        >
          {options.map((option, index) => (
            <li
              key={option.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onPointerDown={(event) => event.preventDefault()}
              onPointerMove={() => setActiveKey(option.key)}
              onClick={() => go(option)}
              className={`flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm ${
                index === activeIndex ? 'bg-brand-50 dark:bg-slate-800' : ''
              } ${option.kind === 'all' ? 'border-t border-slate-200 font-semibold text-brand-700 dark:border-slate-700 dark:text-brand-300' : ''}`}
            >
              {option.kind === 'all' ? (
                <>
                  <Search className="size-4 shrink-0" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate">{t('search.box.seeAll', { query: trimmed })}</span>
                  <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
                </>
              ) : (
                <>
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                    {option.kind === 'tour' ? (
                      <Route className="size-4" aria-hidden="true" />
                    ) : option.kind === 'trek' ? (
                      <MountainSnow className="size-4" aria-hidden="true" />
                    ) : (
                      <MapPin className="size-4" aria-hidden="true" />
                    )}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900 dark:text-slate-50">{option.title}</span>
                    <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                      <span className="sr-only">{t(`search.box.kind.${option.kind}`)}, </span>
                      {option.kind === 'destination' ? option.place : `${option.place} · ${price(option.price)}`}
                    </span>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
