import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_MESSAGES } from '@trails/contracts/admin-analytics';
import { answer, callsTo } from '../../../test/api';
import { renderAdmin } from '../../../test/render';
import { server } from '../../../test/server';
import AnalyticsScreen from './analytics-screen';

// The charts (recharts) are drawn by the browser tests; here each report's table is what is read.
vi.mock('./charts', () => ({ AnalyticsChart: () => null, RevenueChart: () => null }));

const DEFAULT = { from: '2025-12-01', to: '2026-11-30' };

/** Reports over the asked range (the server's default without one); empty when `empty`. */
function reports({ empty = false } = {}) {
  const rangeOf = (url: URL) => ({
    from: url.searchParams.get('from') ?? DEFAULT.from,
    to: url.searchParams.get('to') ?? DEFAULT.to,
  });
  server.use(
    answer('GET /admin/analytics/user-growth', ({ url }) => ({
      success: true,
      data: {
        ...rangeOf(url),
        period: 'month',
        users_before: 10,
        new_users: empty ? 0 : 3,
        points: empty ? [] : [{ period_start: `${rangeOf(url).from.slice(0, 7)}-01`, new_users: 3, total_users: 13 }],
      },
    })),
    answer('GET /admin/analytics/booking-trends', ({ url }) => ({
      success: true,
      data: {
        ...rangeOf(url),
        period: 'month',
        points: empty
          ? []
          : [{ period_start: `${rangeOf(url).from.slice(0, 7)}-01`, total: 4, pending: 1, confirmed: 2, cancelled: 1 }],
      },
    })),
    answer('GET /admin/analytics/revenue-stats', ({ url }) => ({
      success: true,
      data: {
        ...rangeOf(url),
        total_revenue: empty ? 0 : 96000,
        bookings: empty ? 0 : 4,
        average_booking_value: empty ? 0 : 24000,
        by_month: empty ? [] : [{ month: rangeOf(url).from.slice(0, 7), revenue: 96000, bookings: 4 }],
        by_payment_status: [],
        by_payment_method: [],
      },
    })),
    answer('GET /admin/analytics/tour-performance', ({ url }) => ({
      success: true,
      data: {
        ...rangeOf(url),
        sort: 'revenue',
        direction: 'desc',
        trips: empty
          ? []
          : [
              {
                type: 'trek',
                id: 3,
                title: 'Kedarkantha Trek',
                bookings: 4,
                cancelled: 1,
                passengers: 9,
                revenue: 96000,
                average_rating: 4.5,
                reviews: 2,
              },
            ],
      },
    })),
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('analytics screen', () => {
  it('asks every report again for a new date range and shows the range the server answered', async () => {
    reports();
    renderAdmin(<AnalyticsScreen />);
    await within(section('Trip performance')).findByText('Kedarkantha Trek');
    // The inputs show the server's default range.
    expect(screen.getByLabelText('From')).toHaveValue(DEFAULT.from);
    expect(callsTo('GET /admin/analytics/user-growth')[0]?.url.searchParams.get('from')).toBeNull();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });

    for (const endpoint of [
      'GET /admin/analytics/user-growth',
      'GET /admin/analytics/booking-trends',
      'GET /admin/analytics/revenue-stats',
      'GET /admin/analytics/tour-performance',
    ] as const) {
      await waitFor(() => {
        const last = callsTo(endpoint).at(-1)?.url.searchParams;
        expect([last?.get('from'), last?.get('to')]).toEqual(['2026-03-01', DEFAULT.to]);
      });
    }
    expect(await screen.findByText(/Showing Mar 1, 2026 to Nov 30, 2026/)).toBeInTheDocument();
    expect(within(section('User growth')).getByRole('rowheader', { name: 'Mar 2026' })).toBeInTheDocument();
  });

  it('keeps a range that ends before it starts to itself, with the reason under From', async () => {
    reports();
    renderAdmin(<AnalyticsScreen />);
    await within(section('Trip performance')).findByText('Kedarkantha Trek');
    const asked = callsTo('GET /admin/analytics/revenue-stats').length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-01-01' } });
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(ANALYTICS_MESSAGES.analyticsRangeInvalid);
    expect(callsTo('GET /admin/analytics/revenue-stats')).toHaveLength(asked);
  });

  it('asks trip performance alone again when its sort changes', async () => {
    reports();
    renderAdmin(<AnalyticsScreen />);
    await within(section('Trip performance')).findByText('Kedarkantha Trek');
    const growth = callsTo('GET /admin/analytics/user-growth').length;
    await userEvent.setup().selectOptions(screen.getByLabelText('Sort by'), 'passengers');
    await waitFor(() =>
      expect(callsTo('GET /admin/analytics/tour-performance').at(-1)?.url.searchParams.get('sort')).toBe('passengers'),
    );
    expect(callsTo('GET /admin/analytics/user-growth')).toHaveLength(growth);
  });

  it('says when a range has nothing, and offers no table or CSV of it', async () => {
    reports({ empty: true });
    renderAdmin(<AnalyticsScreen />);
    for (const name of ['User growth', 'Booking trends', 'Revenue', 'Trip performance']) {
      expect(await within(section(name)).findByText('Nothing in this date range.')).toBeInTheDocument();
      expect(within(section(name)).getByRole('button', { name: 'Table view' })).toBeDisabled();
      expect(within(section(name)).getByRole('button', { name: `Download ${name} as CSV` })).toBeDisabled();
    }
  });
});
