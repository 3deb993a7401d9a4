import { stringify } from 'csv-stringify/sync';
import type { AdminPaymentRow } from '@trails/contracts/payments';
import { CSV_BOM, safeCell } from '../../lib/csv.ts';

const COLUMNS: Array<[header: string, cell: (row: AdminPaymentRow) => string | number | null]> = [
  ['Date', (row) => row.created_at.slice(0, 10)],
  ['Booking', (row) => row.booking_reference],
  ['Customer', (row) => row.contact_name],
  ['Kind', (row) => row.kind],
  ['Amount', (row) => row.amount],
  ['Currency', (row) => row.currency],
  ['Provider', (row) => row.provider],
  ['Status', (row) => row.status],
  ['Payment id', (row) => row.provider_payment_id],
  ['Order id', (row) => row.provider_order_id],
  ['Refund id', (row) => row.provider_refund_id],
];

/** Online payments and refunds as a UTF-8 CSV with a BOM. */
export function paymentsCsv(rows: AdminPaymentRow[]): string {
  return (
    CSV_BOM +
    stringify(
      [COLUMNS.map(([header]) => header), ...rows.map((row) => COLUMNS.map(([, cell]) => safeCell(cell(row))))],
      {
        record_delimiter: '\r\n',
      },
    )
  );
}
