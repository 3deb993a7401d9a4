import { z } from 'zod';
import { listEnvelope } from './common.ts';
import { endpoint } from './endpoint.ts';
import { adminPaymentRow, adminPaymentsExportQuery, adminPaymentsQuery } from './payments.ts';

const payments = '/api/admin/payments';

/** The back office's online payments and refunds: the list and its CSV. */
export const adminPaymentsApi = {
  list: endpoint({ method: 'GET', path: payments, query: adminPaymentsQuery, response: listEnvelope(adminPaymentRow) }),
  export: endpoint({
    method: 'GET',
    path: `${payments}/export`,
    query: adminPaymentsExportQuery,
    response: z.string(),
    produces: 'text/csv',
  }),
};
