import { useRef, useState, type FormEvent } from 'react';
import { CATALOGUE_LIMITS } from '@trails/contracts/catalogue-constants';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TourCard } from '../../../components/catalogue/tour-card';
import { TrekCard } from '../../../components/catalogue/trek-card';
import { ErrorState } from '../../../components/errors/error-state';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useTypedBeforeHydration } from '../../../lib/hydration';
import { SelectField } from '../../../components/ui/select-field';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { useSearchResults } from '../api/search';
import {
  parseSearchPage,
  SEARCH_SORTS,
  searchCounts,
  searchItems,
  toSearchPageParams,
  type SearchPageState,
} from '../lib/search-page-params';
import { SearchDestinationCard } from './search-destination-card';
import { SearchTabs } from './search-tabs';

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';
const PANEL_ID = 'search-results-panel';

/** The query box of the page; submitting puts the new text in the address. */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, text, setText);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full max-w-2xl gap-2">
      <label htmlFor="search-page-input" className="sr-only">
        {t('search.form.label')}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id="search-page-input"
          type="search"
          value={text}
          maxLength={CATALOGUE_LIMITS.searchQueryMax}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.box.placeholder')}
          className="block w-full rounded-lg border border-slate-300 bg-white py-3 pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </div>
      <Button type="submit" className="px-5">
        {t('search.form.submit')}
      </Button>
    </form>
  );
}

/** /search?q=: tours, treks and destinations matching the query, in tabs, sortable. */
export function SearchPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('search.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseSearchPage(searchParams);
  const results = useSearchResults(state.q);
  const update = (next: Partial<SearchPageState>, replace = false) =>
    setSearchParams(toSearchPageParams({ ...state, ...next }), { replace });

  const counts = searchCounts(results.data);
  const items = results.data ? searchItems(results.data, state.tab, state.sort, i18n.language) : [];

  let body;
  if (!state.q) {
    body = (
      <EmptyState
        title={t('search.start.title')}
        text={t('search.start.text')}
        icon={<Search className="size-10 text-slate-400" aria-hidden="true" />}
      />
    );
  } else if (results.isPending) {
    body = <CardGridSkeleton count={6} label={t('search.searching')} className={GRID} />;
  } else if (results.isError) {
    body = <ErrorState onRetry={() => void results.refetch()} busy={results.isFetching} />;
  } else if (counts.all === 0) {
    body = (
      <EmptyState title={t('search.noResults.title')} text={t('search.noResults.text')}>
        <Button variant="secondary" onClick={() => setSearchParams(new URLSearchParams())}>
          {t('search.noResults.clear')}
        </Button>
        <Link to={paths.tours()} className={buttonClass('primary')}>
          {t('search.noResults.browseTours')}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <div className="space-y-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <SearchTabs tab={state.tab} counts={counts} panelId={PANEL_ID} onChange={(tab) => update({ tab }, true)} />
          <SelectField
            label={t('search.sort.label')}
            hideLabel
            className="sm:w-60"
            value={state.sort}
            onChange={(sort) => update({ sort: sort as SearchPageState['sort'] }, true)}
            options={SEARCH_SORTS.map((sort) => ({ value: sort, label: t(`search.sort.${sort}`) }))}
          />
        </div>
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={`search-tab-${state.tab}`} tabIndex={-1}>
          {items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
              {t('search.noneInTab')}
            </p>
          ) : (
            <ul className={GRID}>
              {items.map((entry, index) => (
                <li key={`${entry.kind}-${entry.item.id}`}>
                  {entry.kind === 'tour' ? (
                    <TourCard tour={entry.item} eager={index < 3} />
                  ) : entry.kind === 'trek' ? (
                    <TrekCard trek={entry.item} eager={index < 3} />
                  ) : (
                    <SearchDestinationCard destination={entry.item} eager={index < 3} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader title={t('search.title')}>
        <SearchForm key={state.q} initial={state.q} onSearch={(q) => update({ q })} />
        <p role="status" className="text-slate-600 dark:text-slate-300">
          {!state.q
            ? ''
            : results.isPending
              ? t('search.searching')
              : results.isSuccess
                ? t('search.summary', { count: counts.all, query: state.q })
                : ''}
        </p>
      </PageHeader>
      {body}
    </div>
  );
}
