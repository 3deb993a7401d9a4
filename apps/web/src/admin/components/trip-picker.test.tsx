import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, failure } from '../../test/api';
import { adminTour, adminTrek, adminTrekDetail } from '../../test/fixtures';
import { renderAdmin } from '../../test/render';
import { server } from '../../test/server';
import type { TripRef } from '../lib/trip-search';
import { TripPicker } from './trip-picker';

const TOURS = [adminTour(3, 'Spiti Valley Road Trip'), adminTour(4, 'Valley of Flowers Tour')];
const TREKS = [adminTrek(7, 'Hampta Pass Trek'), adminTrek(9, 'Valley of Flowers Trek')];

/** Tours and treks answered as the admin lists do: a `search` on the title, a page, a total. */
function catalogue() {
  const page = <T extends { title: string }>(rows: T[], url: URL) => {
    const term = (url.searchParams.get('search') ?? '').toLowerCase();
    const perPage = Number(url.searchParams.get('per_page') ?? 15);
    const found = rows.filter((row) => row.title.toLowerCase().includes(term));
    return {
      success: true as const,
      data: found.slice(0, perPage),
      meta: { page: 1, per_page: perPage, total: found.length, last_page: 1 },
    };
  };
  server.use(
    answer('GET /admin/tours', ({ url }) => page(TOURS, url)),
    answer('GET /admin/treks', ({ url }) => page(TREKS, url)),
    answer('GET /admin/treks/:id', ({ params }) => ({
      success: true,
      data: adminTrekDetail(Number(params.id), TREKS.find((trek) => trek.id === Number(params.id))!.title),
    })),
  );
}

/** The picker in a form, with the chosen trip written out under it. */
function Form({ initial = null }: { initial?: TripRef | null }) {
  const [trip, setTrip] = useState<TripRef | null>(initial);
  const [sent, setSent] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(true);
      }}
    >
      <TripPicker label="Trip" value={trip} onChange={(next) => setTrip(next && { kind: next.kind, id: next.id })} />
      <output data-testid="chosen">{trip ? `${trip.kind}:${trip.id}` : 'none'}</output>
      {sent && <p>Form sent</p>}
    </form>
  );
}

const searchesOf = (endpoint: 'GET /admin/tours' | 'GET /admin/treks') =>
  callsTo(endpoint).map((call) => call.url.searchParams.get('search'));

describe('trip picker', () => {
  it('searches tours and treks by title once typing pauses, and lists both', async () => {
    catalogue();
    const u = userEvent.setup();
    renderAdmin(<Form />);
    const box = screen.getByRole('combobox', { name: 'Trip' });
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await u.type(box, 'valley');
    const list = await screen.findByRole('listbox', { name: 'Trip' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Spiti Valley Road TripTour', 'Valley of Flowers TourTour', 'Valley of Flowers TrekTrek']);
    // The click into the box lists the first trips; then one request per kind for the whole word,
    // none for each letter typed.
    expect(searchesOf('GET /admin/tours')).toEqual([null, 'valley']);
    expect(searchesOf('GET /admin/treks')).toEqual([null, 'valley']);
    const asked = callsTo('GET /admin/tours')[1]!.url.searchParams;
    expect(asked.get('sort')).toBe('title');
    expect(Number(asked.get('per_page'))).toBeLessThanOrEqual(100);
  });

  it('moves through the matches with the arrows and chooses with Enter, without sending the form', async () => {
    catalogue();
    const u = userEvent.setup();
    renderAdmin(<Form />);
    const box = screen.getByRole('combobox', { name: 'Trip' });
    await u.type(box, 'flowers');
    const list = await screen.findByRole('listbox');
    const [tour, trek] = within(list).getAllByRole('option');

    expect(box).not.toHaveAttribute('aria-activedescendant');
    await u.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', tour!.id);
    await u.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', trek!.id);
    await u.keyboard('{ArrowDown}'); // wraps to the first
    expect(box).toHaveAttribute('aria-activedescendant', tour!.id);
    await u.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', trek!.id);
    await u.keyboard('{Enter}');

    expect(screen.getByTestId('chosen')).toHaveTextContent('trek:9');
    expect(box).toHaveValue('Valley of Flowers Trek');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Form sent')).not.toBeInTheDocument();

    // Escape closes the list again and puts the chosen title back.
    await u.clear(box);
    await u.type(box, 'hampta');
    await screen.findByRole('option', { name: /Hampta Pass Trek/ });
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('Valley of Flowers Trek');
    expect(screen.getByTestId('chosen')).toHaveTextContent('trek:9');
  });

  it('says so when nothing matches, with no list to choose from', async () => {
    catalogue();
    const u = userEvent.setup();
    renderAdmin(<Form />);
    const box = screen.getByRole('combobox', { name: 'Trip' });
    await u.type(box, 'zanskar');
    expect(await screen.findByText('No tour or trek matches “zanskar”')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await u.keyboard('{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('none');
  });

  it('shows the title of a trip chosen before, and clears the choice', async () => {
    catalogue();
    const u = userEvent.setup();
    renderAdmin(<Form initial={{ kind: 'trek', id: 7 }} />);
    const box = screen.getByRole('combobox', { name: 'Trip' });
    await waitFor(() => expect(box).toHaveValue('Hampta Pass Trek'));
    expect(callsTo('GET /admin/treks/:id')).toHaveLength(1);
    expect(callsTo('GET /admin/tours')).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Clear the chosen trip' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('none');
    expect(box).toHaveValue('');
  });

  it('reports a failed search in the list', async () => {
    catalogue();
    server.use(answer('GET /admin/treks', () => failure(500, 'Server error')));
    const u = userEvent.setup();
    renderAdmin(<Form />);
    await u.type(screen.getByRole('combobox', { name: 'Trip' }), 'valley');
    expect(await screen.findByText('Server error')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
