import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import { answer, callsTo, failure } from '../../../test/api';
import { adminDeparture, adminTourDetail, adminTrekDetail } from '../../../test/fixtures';
import { renderAdmin } from '../../../test/render';
import { server } from '../../../test/server';
import { DepartureForm } from './departure-form';
import DeparturesScreen from './departures-screen';

const address = (search: string) => Object.fromEntries(new URLSearchParams(search));
const lastQuery = () => Object.fromEntries(callsTo('GET /admin/departures').at(-1)?.url.searchParams ?? []);

function departures() {
  server.use(
    answer('GET /admin/departures', ({ url }) => {
      const page = Number(url.searchParams.get('page') ?? '1');
      return {
        success: true,
        data: [adminDeparture(page * 10, `Hampta Pass Trek, page ${page}`)],
        meta: { page, per_page: LIMITS.perPageDefault, total: 45, last_page: 3 },
      };
    }),
    answer('GET /admin/treks/:id', ({ params }) => ({
      success: true,
      data: adminTrekDetail(Number(params.id), 'Hampta Pass Trek'),
    })),
  );
}

describe('departures list', () => {
  it('reads a bookmarked address, sends its filters, and keeps a changed filter in the address from page 1', async () => {
    departures();
    const { router } = renderAdmin(<DeparturesScreen />);
    await router.navigate('/admin?kind=trek&trek_id=7&month=2027-06&status=closed&page=2');
    const table = await screen.findByRole('table', { name: 'Departures' });
    await waitFor(() => expect(table.textContent).toContain('Hampta Pass Trek, page 2'));
    expect(lastQuery()).toEqual({
      page: '2',
      per_page: String(LIMITS.perPageDefault),
      sort: 'start_date',
      direction: 'asc',
      kind: 'trek',
      trek_id: '7',
      month: '2027-06',
      status: 'closed',
    });
    expect(screen.getByLabelText('Kind')).toHaveValue('trek');
    expect(screen.getByLabelText('Month')).toHaveValue('2027-06');
    expect(screen.getByLabelText('Status')).toHaveValue('closed');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Trip/ })).toHaveValue('Hampta Pass Trek'));
    expect(screen.getByText('45 records')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'open' } });
    await within(table).findByText('Hampta Pass Trek, page 1');
    expect(lastQuery()).toMatchObject({ page: '1', kind: 'trek', trek_id: '7', month: '2027-06', status: 'open' });
    expect(address(router.state.location.search)).toEqual({
      kind: 'trek',
      trek_id: '7',
      month: '2027-06',
      status: 'open',
    });

    // A status the list does not know is not sent.
    await router.navigate('/admin?status=everything&month=2027-07');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        page: '1',
        per_page: String(LIMITS.perPageDefault),
        sort: 'start_date',
        direction: 'asc',
        month: '2027-07',
      }),
    );
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });
});

/** The form as the screen opens it for a new departure of a chosen tour; "Closed" once it closes. */
function NewDeparture() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <DepartureForm record={null} preset={{ kind: 'tour', id: 3 }} open={open} onOpenChange={setOpen} />
      {!open && <p>Closed</p>}
    </>
  );
}

describe('departure form', () => {
  it('checks what it needs, shows the server’s 422 under its field (the trip’s too), then saves', async () => {
    server.use(
      answer('GET /admin/tours/:id', ({ params }) => ({
        success: true,
        data: adminTourDetail(Number(params.id), 'Spiti Valley Road Trip'),
      })),
      answer('POST /admin/departures', () =>
        failure(422, 'Validation failed', { tour_id: [MESSAGES.tripRequired], seats_total: [MESSAGES.seatsRange] }),
      ),
    );
    const u = userEvent.setup();
    renderAdmin(<NewDeparture />);
    const dialog = await screen.findByRole('dialog', { name: 'Create Departure' });
    const seats = within(dialog).getByLabelText(/^Seats/);
    const trip = within(dialog).getByRole('combobox', { name: /^Trip/ });
    await waitFor(() => expect(trip).toHaveValue('Spiti Valley Road Trip'));

    // Nothing typed: the form says what is missing and sends nothing.
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Date/)).toHaveAccessibleDescription(MESSAGES.travelDateRequired),
    );
    expect(seats).toHaveAccessibleDescription(MESSAGES.seatsRange);
    expect(callsTo('POST /admin/departures')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2027-06-10' } });
    await u.type(seats, '12');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seats).toHaveAccessibleDescription(MESSAGES.seatsRange));
    expect(trip).toHaveAccessibleDescription(MESSAGES.tripRequired);
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    expect(callsTo('POST /admin/departures').at(-1)?.body).toEqual({
      tour_id: 3,
      start_date: '2027-06-10',
      seats_total: 12,
    });

    server.use(
      answer('POST /admin/departures', () => ({
        success: true,
        message: MESSAGES.departureCreated,
        data: adminDeparture(51, 'Spiti Valley Road Trip', { tour_id: 3, trek_id: null }),
      })),
    );
    await u.clear(seats);
    await u.type(seats, '14');
    expect(seats).not.toHaveAccessibleDescription(MESSAGES.seatsRange);
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.departureCreated)).toBeInTheDocument();
    expect(callsTo('POST /admin/departures').at(-1)?.body).toEqual({
      tour_id: 3,
      start_date: '2027-06-10',
      seats_total: 14,
    });
  });
});
