import { errorBody, listEnvelope } from '@trails/contracts/common';
import { adminPaymentRow, adminPaymentsExportQuery, adminPaymentsQuery } from '@trails/contracts/payments';
import type { App } from '../../lib/types.ts';
import { bearerSecurity as security } from '../../lib/openapi.ts';
import type { ModuleDeps } from '../deps.ts';
import { paymentsCsv } from './payments.csv.ts';

const tags = ['admin payments'];
const guarded = { 401: errorBody, 403: errorBody, 422: errorBody };
/** Rows one CSV export holds at most. */
const EXPORT_MAX = 10_000;

/** The back office's online payments and refunds. Paths are relative to /api/admin. */
export function registerAdminPaymentRoutes(admin: App, { payments }: Pick<ModuleDeps, 'payments'>): void {
  admin.get(
    '/payments',
    {
      schema: {
        tags,
        security,
        summary: 'Online payments and refunds, newest first: provider, kind, status, date range',
        querystring: adminPaymentsQuery,
        response: { 200: listEnvelope(adminPaymentRow), ...guarded },
      },
    },
    async (request) => payments.list(request.query),
  );

  admin.get(
    '/payments/export',
    {
      schema: {
        tags,
        security,
        produces: ['text/csv'],
        summary: 'The online payments of the filter as CSV',
        querystring: adminPaymentsExportQuery,
      },
    },
    async (request, reply) => {
      const csv = paymentsCsv(await payments.exportRows(request.query, EXPORT_MAX));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
}
