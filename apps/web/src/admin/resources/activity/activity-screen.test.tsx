import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES, type AdminActivityEntry } from '@trails/contracts/admin-activity';
import { answer, callsTo } from '../../../test/api';
import { renderAdmin } from '../../../test/render';
import { server } from '../../../test/server';
import ActivityScreen from './activity-screen';

const entry = (id: number): AdminActivityEntry => ({
  id,
  user: { id: 7, name: 'Meera Iyer', role: 'staff' },
  action: 'updated',
  record: { type: 'destination', id, label: `Destination ${id}` },
  description: 'Changed the summary',
  before: null,
  after: null,
  created_at: '2026-11-05T09:30:00.000Z',
});

function activity() {
  server.use(
    answer('GET /admin/bookings/executives', () => ({
      success: true,
      data: [{ id: 7, name: 'Meera Iyer', email: 'meera@example.com' }],
    })),
    answer('GET /admin/activity-logs', ({ url }) => {
      const page = Number(url.searchParams.get('page') ?? '1');
      return {
        success: true,
        data: [entry(page * 100)],
        meta: { page, per_page: 25, total: 60, last_page: 3 },
      };
    }),
  );
}

const address = (search: string) => Object.fromEntries(new URLSearchParams(search));
const lastQuery = () => Object.fromEntries(callsTo('GET /admin/activity-logs').at(-1)?.url.searchParams ?? []);

describe('activity screen', () => {
  it('reads a bookmarked address: the person goes as user_id, and a range ending before it starts is shown, not sent', async () => {
    activity();
    const { router } = renderAdmin(<ActivityScreen />);
    await router.navigate('/admin?user=7&type=destination&from=2026-11-10&to=2026-11-01&page=2');
    const table = await screen.findByRole('table', { name: /activity/i });
    await within(table).findByText('Destination 200');
    expect(lastQuery()).toEqual({ page: '2', per_page: '25', user_id: '7', type: 'destination', from: '2026-11-10' });
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(ACTIVITY_MESSAGES.activityRangeInvalid);
    await waitFor(() => expect(screen.getByLabelText('Person')).toHaveValue('7'));

    // Mending the range sends it, back on the first page, and keeps the other filters.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    await within(table).findByText('Destination 100');
    expect(lastQuery()).toEqual({
      page: '1',
      per_page: '25',
      user_id: '7',
      type: 'destination',
      from: '2026-11-10',
      to: '2026-11-20',
    });
    expect(address(router.state.location.search)).toEqual({
      user: '7',
      type: 'destination',
      from: '2026-11-10',
      to: '2026-11-20',
    });
    expect(screen.getByLabelText('To')).not.toHaveAccessibleDescription(ACTIVITY_MESSAGES.activityRangeInvalid);
  });

  it('moves a bookmarked page past the last one to the last page, in place of that address', async () => {
    server.use(
      answer('GET /admin/bookings/executives', () => ({ success: true, data: [] })),
      answer('GET /admin/activity-logs', ({ url }) => {
        const page = Number(url.searchParams.get('page') ?? '1');
        return {
          success: true,
          data: page <= 2 ? [entry(page * 100)] : [],
          meta: { page, per_page: 25, total: 30, last_page: 2 },
        };
      }),
    );
    const { router } = renderAdmin(<ActivityScreen />);
    await router.navigate('/admin?type=destination&page=5');
    const table = await screen.findByRole('table', { name: /activity/i });
    await within(table).findByText('Destination 200');
    expect(address(router.state.location.search)).toEqual({ type: 'destination', page: '2' });
    expect(lastQuery()).toMatchObject({ page: '2', type: 'destination' });
  });
});
