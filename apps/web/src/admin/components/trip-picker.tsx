import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, Loader2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIMITS } from '@trails/contracts/catalogue-constants';
import { controlClass, FormField } from '../../components/ui/form-field';
import { adminFailure } from '../lib/messages';
import {
  TRIP_KINDS,
  useTripSearch,
  useTripTitle,
  type TripKind,
  type TripMatch,
  type TripRef,
} from '../lib/trip-search';

/** How long typing must pause before the server is asked. */
const SEARCH_DELAY_MS = 250;

export interface TripPickerProps {
  label: string;
  /** The chosen trip, or null for none. */
  value: TripRef | null;
  /** A trip chosen from the list, or null when the choice is cleared. */
  onChange: (trip: TripMatch | null) => void;
  /** The kinds to search (both unless narrowed). */
  kinds?: readonly TripKind[] | undefined;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  /** What the empty box invites. */
  placeholder?: string | undefined;
  className?: string;
}

const same = (a: TripRef | null, b: TripRef | null) => a?.kind === b?.kind && a?.id === b?.id;

/**
 * A searchable trip picker (the ARIA combobox pattern): type part of a title, the server is searched
 * for tours and treks after a short pause, arrows move through the matches, Enter chooses, Escape
 * closes. With a value set, the box shows the trip's title.
 */
export function TripPicker({
  label,
  value,
  onChange,
  kinds = TRIP_KINDS,
  required,
  disabled,
  error,
  hint,
  placeholder,
  className = '',
}: TripPickerProps) {
  const { t } = useTranslation('admin');
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The title of a trip chosen here, so the box need not ask the server for it.
  const [chosen, setChosen] = useState<TripMatch | null>(null);
  const known = chosen && same(chosen, value) ? chosen.title : undefined;
  const title = useTripTitle(value && known === undefined ? value : null);
  const valueTitle = known ?? title.data ?? '';

  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [term, setTerm] = useState('');
  const typed = text ?? '';
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(typed.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  // Asked only once typing has paused: no request per keystroke, and no matches of an older text shown.
  const settled = term === typed.trim();
  const search = useTripSearch(term, kinds, open && !disabled && settled);
  const matches = settled ? (search.data?.trips ?? []) : [];
  const waiting = open && (!settled || search.isPending || search.isFetching);
  const showList = open && matches.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // A new answer starts the highlight on its first match.
  useEffect(() => setActive(-1), [search.data]);

  const close = () => {
    setOpen(false);
    setActive(-1);
    // An emptied box clears the choice; anything else typed and not chosen gives way to the choice.
    if (text !== null && text.trim() === '' && value) onChange(null);
    setText(null);
  };

  const choose = (trip: TripMatch) => {
    setChosen(trip);
    setText(null);
    setOpen(false);
    setActive(-1);
    onChange(trip);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (matches.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) =>
          current === -1 ? (step === 1 ? 0 : matches.length - 1) : (current + step + matches.length) % matches.length,
        );
        return;
      }
      case 'Home':
      case 'End':
        if (!showList) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : matches.length - 1);
        return;
      case 'Enter': {
        if (!open) return;
        // Enter in an open list chooses; it never sends the form around it.
        event.preventDefault();
        const trip = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
        if (trip && !waiting) choose(trip);
        return;
      }
      case 'Escape':
        if (!open && text === null) return;
        event.preventDefault();
        close();
        return;
      default:
    }
  };

  // A dialog around the picker closes on Escape before the box hears it (a listener on the document,
  // in the capture phase); marking the key as handled first keeps the dialog open while the list closes.
  const busyWithEscape = useRef(false);
  busyWithEscape.current = open || text !== null;
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && event.target === inputRef.current && busyWithEscape.current) event.preventDefault();
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, []);

  // The active option stays in view as the arrows move through a long list.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const kindLabel = (kind: TripKind) => t(`tripPicker.kinds.${kind}`);
  const status = !open
    ? null
    : search.isError && settled
      ? adminFailure(t, search.error, t('tripPicker.failed'))
      : waiting && matches.length === 0
        ? t('tripPicker.searching')
        : matches.length === 0
          ? term
            ? t('tripPicker.noMatch', { term })
            : t('tripPicker.none')
          : search.data?.more
            ? t('tripPicker.more')
            : null;

  return (
    <FormField
      label={label}
      required={required}
      description={hint}
      error={error ?? (value && title.isError ? adminFailure(t, title.error, t('tripPicker.failed')) : undefined)}
      className={className}
    >
      {(control) => (
        <div className="relative">
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={showList ? listId : undefined}
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            maxLength={CATALOGUE_LIMITS.searchQueryMax}
            placeholder={placeholder ?? t('tripPicker.placeholder')}
            disabled={disabled}
            value={text ?? (value ? valueTitle || (title.isPending ? t('tripPicker.loadingTitle') : '') : '')}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
            }}
            onClick={() => setOpen(true)}
            onBlur={close}
            onKeyDown={onKeyDown}
            className={controlClass(Boolean(error), value ? 'pl-3 pr-16' : 'pl-3 pr-9')}
            {...control}
          />
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-500 dark:text-slate-400">
            {waiting ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <ChevronDown className="size-4" aria-hidden="true" />
            )}
          </span>
          {value && !disabled && (
            <button
              type="button"
              className="absolute inset-y-0 right-8 flex w-8 items-center justify-center rounded text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-[-2px] dark:text-slate-400 dark:hover:text-slate-100"
              onClick={() => {
                setChosen(null);
                setText(null);
                onChange(null);
                inputRef.current?.focus();
              }}
            >
              <X className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('tripPicker.clear')}</span>
            </button>
          )}
          {open && (
            <div className="absolute left-0 right-0 top-full z-30 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900">
              {showList && (
                <ul
                  id={listId}
                  role="listbox"
                  aria-label={label}
                  className="max-h-64 overflow-y-auto py-1 text-sm"
                  // Choosing with the mouse must not blur the box first.
                  onMouseDown={(event) => event.preventDefault()}
                >
                  {matches.map((trip, index) => {
                    const selected = same(trip, value);
                    return (
                      <li
                        key={`${trip.kind}:${trip.id}`}
                        id={optionId(index)}
                        role="option"
                        aria-selected={selected}
                        className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 ${
                          index === active
                            ? 'bg-brand-50 text-brand-900 dark:bg-brand-950/60 dark:text-brand-100'
                            : 'text-slate-900 dark:text-slate-100'
                        } ${selected ? 'font-semibold' : ''}`}
                        onMouseEnter={() => setActive(index)}
                        onClick={() => choose(trip)}
                      >
                        <span className="min-w-0 break-words">{trip.title}</span>
                        <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                          {kindLabel(trip.kind)}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              )}
              <p
                role="status"
                className={
                  status
                    ? `px-3 py-2 text-sm ${search.isError ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'} ${showList ? 'border-t border-slate-200 text-xs dark:border-slate-700' : ''}`
                    : 'sr-only'
                }
              >
                {status ?? ''}
              </p>
            </div>
          )}
        </div>
      )}
    </FormField>
  );
}
