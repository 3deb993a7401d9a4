import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminPaymentRow } from '@trails/contracts/payments';
import { answer, callsTo } from '../../../test/api';
import { renderAdmin } from '../../../test/render';
import { server } from '../../../test/server';
import { dataClient } from '../../lib/data-client';
import PaymentsScreen from './payments-screen';

const TOTAL = 60;
const PER_PAGE = 25;

const row = (id: number): AdminPaymentRow => ({
  id,
  booking_id: id,
  booking_reference: `TRK-${String(id).padStart(4, '0')}`,
  contact_name: 'Asha Rao',
  kind: 'payment',
  amount: 12000,
  currency: 'INR',
  provider: 'stripe',
  provider_payment_id: `pi_${id}`,
  provider_order_id: null,
  provider_refund_id: null,
  status: 'captured',
  dashboard_url: null,
  paid_on: '2026-11-02',
  created_at: '2026-11-02T10:00:00.000Z',
});

/** Sixty payments, answered a page at a time as the server does. */
function payments() {
  server.use(
    answer('GET /admin/payments', ({ url }) => {
      const page = Number(url.searchParams.get('page') ?? '1');
      const perPage = Number(url.searchParams.get('per_page') ?? '20');
      const first = (page - 1) * perPage + 1;
      const ids = Array.from(
        { length: Math.max(0, Math.min(perPage, TOTAL - first + 1)) },
        (_, index) => first + index,
      );
      return {
        success: true,
        data: ids.map(row),
        meta: { page, per_page: perPage, total: TOTAL, last_page: Math.ceil(TOTAL / perPage) },
      };
    }),
  );
}

const address = (search: string) => Object.fromEntries(new URLSearchParams(search));
const lastQuery = () => callsTo('GET /admin/payments').at(-1)?.url.searchParams;

describe('payments screen', () => {
  it('sends a filter and a page change with the list and keeps both in the address; the export takes the filter', async () => {
    payments();
    const { router } = renderAdmin(<PaymentsScreen />);
    const table = await screen.findByRole('table', { name: 'Online payments and refunds' });
    await within(table).findByText('TRK-0001');
    expect(lastQuery()?.get('per_page')).toBe(String(PER_PAGE));
    expect(lastQuery()?.has('sort')).toBe(false);
    expect(screen.getByText('60 records')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await waitFor(() => expect(lastQuery()?.get('status')).toBe('failed'));
    expect(address(router.state.location.search)).toEqual({ status: 'failed' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await within(table).findByText('TRK-0026');
    expect([lastQuery()?.get('page'), lastQuery()?.get('status')]).toEqual(['2', 'failed']);
    expect(address(router.state.location.search)).toEqual({ status: 'failed', page: '2' });

    // A new filter goes back to the first page.
    await user.selectOptions(screen.getByLabelText('Kind'), 'refund');
    await waitFor(() => expect(lastQuery()?.get('kind')).toBe('refund'));
    expect(lastQuery()?.get('page')).toBe('1');
    expect(address(router.state.location.search)).toEqual({ status: 'failed', kind: 'refund' });

    const download = vi.spyOn(dataClient, 'download').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(download).toHaveBeenCalledWith('payments', 'export', 'payments.csv', {
      filters: expect.objectContaining({ status: 'failed', kind: 'refund' }) as unknown,
    });
    download.mockRestore();
  });
});
