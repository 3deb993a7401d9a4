import { adminPaymentsApi } from '@trails/contracts/admin-payments';
import type { App } from '../../lib/types.ts';
import { endpointRoute, endpointSchema } from '../../lib/endpoint-route.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';
import type { ModuleDeps } from '../deps.ts';
import { paymentsCsv } from './payments.csv.ts';

const tags = ['admin payments'];
const guarded = [401, 403, 422] as const;
/** Rows one CSV export holds at most. */
const EXPORT_MAX = 10_000;

/** The back office's online payments and refunds. Paths are relative to /api/admin. */
export function registerAdminPaymentRoutes(admin: App, { payments }: Pick<ModuleDeps, 'payments'>): void {
  admin.route({
    ...endpointRoute(admin, adminPaymentsApi.list),
    schema: endpointSchema(adminPaymentsApi.list, {
      tags,
      security,
      summary: 'Online payments and refunds, newest first: provider, kind, status, date range',
      errors: guarded,
    }),
    handler: async (request) => payments.list(request.query),
  });

  admin.route({
    ...endpointRoute(admin, adminPaymentsApi.export),
    schema: endpointSchema(adminPaymentsApi.export, {
      tags,
      security,
      summary: 'The online payments of the filter as CSV',
    }),
    handler: async (request, reply) => {
      const csv = paymentsCsv(await payments.exportRows(request.query, EXPORT_MAX));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });
}
