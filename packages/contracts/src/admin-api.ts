import { adminActivityApi } from './admin-activity.ts';
import { adminDeparturesApi } from './admin-departures.ts';
import { adminWaitlistApi } from './admin-waitlist.ts';

/**
 * The back office's endpoints by resource (the path segment under /api/admin): the data client
 * (`apps/web/src/admin/lib/data-client.ts`) finds each call here, so a screen names a resource
 * and an operation (`list`, `get`, `create`, `update`, `remove`, or a named one such as
 * `approve`) and never a path.
 */
export const adminApi = {
  'activity-logs': adminActivityApi,
  departures: { ...adminDeparturesApi, ...adminWaitlistApi },
} as const;

export type AdminApi = typeof adminApi;
export type AdminResource = keyof AdminApi;
