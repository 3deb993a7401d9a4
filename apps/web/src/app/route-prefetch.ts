import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * What a page's first view reads, asked for before the server draws it. The server's render draws
 * a page, fetches the queries that drawing asked for, and draws it again until none is missing; a
 * page whose data comes in rounds (a trip, then its departures) costs a drawing per round. A route
 * module that exports `prefetch` saves those: its queries are in the cache before the first one.
 * Only a saving: whatever it leaves out is still found by drawing, and a failure here is ignored
 * (the page's own query reports it).
 */
export type RoutePrefetch = (context: { params: Params; url: URL; client: QueryClient }) => Promise<unknown>;
