import { stringify } from 'csv-stringify/sync';
import type { AdminBooking } from '@trails/contracts/admin-bookings';
import { CSV_BOM, safeCell } from '../../lib/csv.ts';

const COLUMNS: Array<[header: string, cell: (row: AdminBooking) => string | number | null]> = [
  ['Reference', (row) => row.reference],
  ['Booked on', (row) => row.created_at.slice(0, 10)],
  ['Customer', (row) => row.contact_name],
  ['Email', (row) => row.contact_email],
  ['Phone', (row) => row.contact_phone],
  ['Account', (row) => row.user.email],
  ['Trip', (row) => row.trip?.title ?? 'Custom package'],
  ['Destination', (row) => row.destination_name],
  ['Travel date', (row) => row.travel_date],
  ['End date', (row) => row.end_date],
  ['Passengers', (row) => row.passengers],
  ['Total', (row) => row.total_amount],
  ['Paid', (row) => row.amount_paid],
  ['Balance due', (row) => row.balance_due],
  ['Currency', (row) => row.currency],
  ['Status', (row) => row.status],
  ['Payment status', (row) => row.payment_status],
  ['Executive', (row) => row.assigned_to?.name ?? null],
  ['Coupon', (row) => row.coupon_code],
];

/** The bookings as a UTF-8 CSV with a BOM (so spreadsheets read Hindi names right). */
export function bookingsCsv(rows: AdminBooking[]): string {
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
