import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { answer, callsTo, failure } from '../../../test/api';
import { adminTour, adminTourDetail } from '../../../test/fixtures';
import { renderAdmin } from '../../../test/render';
import { server } from '../../../test/server';
import { TourForm } from './tour-form';

/** Edit Tour as the list opens it, from the list's row; "Closed" once it closes. */
function EditTour() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <TourForm record={adminTour(3, 'Spiti (as listed)')} open={open} onOpenChange={setOpen} />
      {!open && <p>Closed</p>}
    </>
  );
}

describe('tour form', () => {
  it('edits the whole tour as loaded, shows the server’s 422 under a day of the plan, then saves', async () => {
    server.use(
      answer('GET /admin/destinations', () => ({ success: true, data: [] })),
      answer('GET /admin/tours/:id', ({ params }) => ({
        success: true,
        data: {
          ...adminTourDetail(Number(params.id), 'Spiti Valley Circuit'),
          itinerary: [
            { day_number: 1, title: 'Arrive in Kaza', description: null, altitude_m: null, distance_km: null },
          ],
        },
      })),
      answer('PUT /admin/tours/:id', () =>
        failure(422, 'Validation failed', { 'itinerary.0.title': [ADMIN_MESSAGES.dayTitleRequired] }),
      ),
    );
    const u = userEvent.setup();
    renderAdmin(<EditTour />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tour' });
    // The fields are the loaded tour's, not the list row's.
    const title = await within(dialog).findByLabelText(/^Title/);
    expect(title).toHaveValue('Spiti Valley Circuit');
    const day = within(dialog).getByLabelText(/^Day 1 title/);
    expect(day).toHaveValue('Arrive in Kaza');

    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(day).toHaveAccessibleDescription(ADMIN_MESSAGES.dayTitleRequired));
    expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent('Validation failed');
    expect(callsTo('PUT /admin/tours/:id').at(-1)?.body).toMatchObject({
      title: 'Spiti Valley Circuit',
      itinerary: [{ title: 'Arrive in Kaza' }],
    });

    server.use(
      answer('PUT /admin/tours/:id', ({ params }) => ({
        success: true,
        message: ADMIN_MESSAGES.tourUpdated,
        data: adminTourDetail(Number(params.id), 'Spiti Valley Circuit'),
      })),
    );
    await u.clear(day);
    await u.type(day, 'Arrive in Kaza (3,800 m)');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.tourUpdated)).toBeInTheDocument();
    expect(callsTo('PUT /admin/tours/:id').at(-1)?.body).toMatchObject({
      itinerary: [{ title: 'Arrive in Kaza (3,800 m)' }],
    });
  });
});
