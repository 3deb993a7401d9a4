import { Suspense, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { notAvailableOf, type NotAvailable } from '@trails/contracts/not-available';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { ErrorState } from '../errors/error-state';
import { Spinner } from '../ui/spinner';
import { ItemNotFound } from './item-not-found';

/** The server answered that there is no such item (404, or an address it cannot read): no use retrying. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * A tour, trek or destination page before it has its item: a screen-high spinner while it loads, the page's own
 * not-found message when there is no such item, else an error with Retry (the server failed or could
 * not be reached). Sets the page title for each.
 */
export function ItemPageState({
  query,
  loadingLabel,
  pageTitle,
  notFound,
  notAvailable,
}: {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'error' | 'isFetching' | 'refetch'>;
  loadingLabel: string;
  /** The kind of page ("Tour"), for the title while loading and beside the error. */
  pageTitle: string;
  notFound: Parameters<typeof ItemNotFound>[0];
  /**
   * A trip that exists but is not bookable now: its page's title, and the page (loaded when first
   * needed: few visitors see one).
   */
  notAvailable?: {
    title: (tripTitle: string) => string;
    render: (unavailable: NotAvailable<never>) => ReactNode;
  };
}) {
  const missing = !query.isPending && isNotFound(query.error);
  const unavailable =
    missing && notAvailable && query.error instanceof ApiError ? notAvailableOf<never>(query.error.body) : null;
  usePageTitle(
    unavailable && notAvailable ? notAvailable.title(unavailable.title) : missing ? notFound.title : pageTitle,
  );

  // A screen's height while loading: the footer stays below the fold instead of jumping down when
  // the item arrives.
  if (query.isPending) return <Spinner fullScreen label={loadingLabel} />;
  if (unavailable && notAvailable)
    return (
      <Suspense fallback={<Spinner fullScreen label={loadingLabel} />}>{notAvailable.render(unavailable)}</Suspense>
    );
  if (missing) return <ItemNotFound {...notFound} />;
  return (
    <div className="mx-auto max-w-xl px-4 py-24">
      <h1 className="sr-only">{pageTitle}</h1>
      <ErrorState onRetry={() => void query.refetch()} busy={query.isFetching} />
    </div>
  );
}
