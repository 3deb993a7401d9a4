import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEPARTURE_ADMIN_MESSAGES } from '@trails/contracts/admin-departure-messages';
import type { AdminDeparture } from '@trails/contracts/bookings';
import { MESSAGES } from '@trails/contracts/messages';
import { TextField } from '../../components/ui/text-field';
import { answer, callsTo, failure } from '../../test/api';
import { adminDeparture } from '../../test/fixtures';
import { renderAdmin } from '../../test/render';
import { server } from '../../test/server';
import { useResourceForm } from './use-resource-form';

interface Values {
  seats: string;
}

/**
 * A form the server alone checks, sending only what changed; the server's `seats_total` shows under
 * Seats and its `status` under the form. "Closed" once it closes.
 */
function SeatsForm({ record }: { record: AdminDeparture }) {
  const [open, setOpen] = useState(true);
  const { form, error, onSubmit, busy } = useResourceForm<Values, Values, AdminDeparture, AdminDeparture>({
    resource: 'departures',
    record,
    open,
    toValues: (row) => ({ seats: String(row?.seats_total ?? '') }),
    fields: [],
    serverFields: { seats_total: 'seats', status: 'root.status' },
    toBody: ({ seats }) => (Number(seats) === record.seats_total ? undefined : { seats_total: Number(seats) }),
    messages: {
      created: MESSAGES.departureCreated,
      updated: MESSAGES.departureUpdated,
      createFailed: DEPARTURE_ADMIN_MESSAGES.failedToSaveDeparture,
      updateFailed: DEPARTURE_ADMIN_MESSAGES.failedToSaveDeparture,
      unchanged: 'Nothing was changed',
    },
    onClose: () => setOpen(false),
  });
  const status = form.formState.errors.root?.status?.message;
  if (!open) return <p>Closed</p>;
  return (
    <form noValidate onSubmit={onSubmit}>
      <TextField label="Seats" error={error('seats')} {...form.register('seats')} />
      {status && <output>{status}</output>}
      <button type="submit" disabled={busy}>
        Save
      </button>
    </form>
  );
}

describe('resource form', () => {
  it('closes without a request when nothing changed', async () => {
    const u = userEvent.setup();
    renderAdmin(<SeatsForm record={adminDeparture(41, 'Hampta Pass Trek')} />);
    await u.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('Nothing was changed')).toBeInTheDocument();
    expect(callsTo('PUT /admin/departures/:id')).toHaveLength(0);
  });

  it('puts a server error under the field the form holds it in, and one of its own under the form', async () => {
    server.use(
      answer('PUT /admin/departures/:id', () =>
        failure(422, 'Validation failed', {
          seats_total: [MESSAGES.seatsRange],
          status: [DEPARTURE_ADMIN_MESSAGES.failedToSaveDeparture],
        }),
      ),
    );
    const u = userEvent.setup();
    renderAdmin(<SeatsForm record={adminDeparture(41, 'Hampta Pass Trek')} />);
    const seats = await screen.findByLabelText('Seats');
    await u.clear(seats);
    await u.type(seats, '9');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seats).toHaveAccessibleDescription(MESSAGES.seatsRange));
    expect(screen.getByText(DEPARTURE_ADMIN_MESSAGES.failedToSaveDeparture, { selector: 'output' })).toBeVisible();
    expect(callsTo('PUT /admin/departures/:id').at(-1)?.body).toEqual({ seats_total: 9 });

    // The next save starts clean: the server's errors go, and a success closes the form.
    server.use(
      answer('PUT /admin/departures/:id', ({ params }) => ({
        success: true,
        data: adminDeparture(Number(params.id), 'Hampta Pass Trek', { seats_total: 9 }),
      })),
    );
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.departureUpdated)).toBeInTheDocument();
  });
});
