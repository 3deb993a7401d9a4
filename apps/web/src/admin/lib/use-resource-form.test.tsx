import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminBookingDetail } from '@trails/contracts/admin-bookings';
import { DEPARTURE_ADMIN_MESSAGES } from '@trails/contracts/admin-departure-messages';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { fillMessage } from '@trails/contracts/booking-messages';
import type { AdminDeparture } from '@trails/contracts/bookings';
import { MESSAGES } from '@trails/contracts/messages';
import { TextField } from '../../components/ui/text-field';
import { answer, calls, callsTo, failure } from '../../test/api';
import { adminBookingDetail, adminDeparture } from '../../test/fixtures';
import { renderAdmin } from '../../test/render';
import { server } from '../../test/server';
import { dataClient } from './data-client';
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

/**
 * A new departure of tour 5 on 1 March 2027 with the seats typed; with `stayOpen` it stays on screen
 * after a save. "Closed" once it closes.
 */
function NewDepartureForm({ stayOpen }: { stayOpen?: boolean }) {
  const [open, setOpen] = useState(true);
  const { form, error, onSubmit } = useResourceForm<Values, Values, AdminDeparture, AdminDeparture>({
    resource: 'departures',
    record: null,
    open,
    toValues: (row) => ({ seats: String(row?.seats_total ?? '') }),
    fields: [],
    serverFields: { seats_total: 'seats' },
    toBody: ({ seats }) => ({ tour_id: 5, start_date: '2027-03-01', seats_total: Number(seats) }),
    messages: {
      created: MESSAGES.departureCreated,
      updated: MESSAGES.departureUpdated,
      createFailed: DEPARTURE_ADMIN_MESSAGES.failedToSaveDeparture,
      updateFailed: DEPARTURE_ADMIN_MESSAGES.failedToSaveDeparture,
    },
    onClose: () => setOpen(false),
    stayOpen,
  });
  if (!open) return <p>Closed</p>;
  return (
    <form noValidate onSubmit={onSubmit}>
      <TextField label="Seats" error={error('seats')} {...form.register('seats')} />
      <button type="submit">Save</button>
    </form>
  );
}

interface AmountValues {
  amount: string;
}

/** A cash payment on booking 41 through its named call (not a create); "Closed" once it closes. */
function CashPaymentForm() {
  const [open, setOpen] = useState(true);
  const { form, error, onSubmit, busy } = useResourceForm<
    AmountValues,
    AmountValues,
    AdminBookingDetail,
    { id: number }
  >({
    resource: 'bookings',
    record: null,
    open,
    toValues: () => ({ amount: '' }),
    fields: ['amount'],
    toBody: ({ amount }) => ({ amount: Number(amount), method: 'cash', paid_on: '2026-11-02' }),
    messages: {
      created: SALES_MESSAGES.paymentRecorded,
      updated: SALES_MESSAGES.paymentRecorded,
      createFailed: SALES_MESSAGES.failedToRecordPayment,
      updateFailed: SALES_MESSAGES.failedToRecordPayment,
    },
    submit: (body) => dataClient.action<AdminBookingDetail>('bookings', 41, 'payments', body),
    onClose: () => setOpen(false),
  });
  if (!open) return <p>Closed</p>;
  return (
    <form noValidate onSubmit={onSubmit}>
      <TextField label="Amount" error={error('amount')} {...form.register('amount')} />
      <button type="submit" disabled={busy}>
        {busy ? 'Recording' : 'Record'}
      </button>
    </form>
  );
}

const OVERPAID = fillMessage(SALES_MESSAGES.paymentOverpaid, { amount: '₹48,000.00' });

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

  it('sends through its own call instead of a create: busy until the answer, the 422 under its field, then closes', async () => {
    server.use(
      answer('POST /admin/bookings/:id/payments', () => failure(422, 'Validation failed', { amount: [OVERPAID] })),
    );
    const u = userEvent.setup();
    renderAdmin(<CashPaymentForm />);
    const amount = await screen.findByLabelText('Amount');
    await u.type(amount, '90000');
    await u.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(OVERPAID));

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      answer('POST /admin/bookings/:id/payments', async ({ params }) => {
        await held;
        return {
          success: true,
          message: 'Payment of 500 recorded',
          data: adminBookingDetail({ id: Number(params.id) }),
        };
      }),
    );
    await u.clear(amount);
    await u.type(amount, '500');
    await u.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('button', { name: 'Recording' })).toBeDisabled();
    release();
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('Payment of 500 recorded')).toBeInTheDocument();
    expect(callsTo('POST /admin/bookings/:id/payments').map((call) => [call.url.pathname, call.body])).toEqual([
      ['/api/admin/bookings/41/payments', { amount: 90000, method: 'cash', paid_on: '2026-11-02' }],
      ['/api/admin/bookings/41/payments', { amount: 500, method: 'cash', paid_on: '2026-11-02' }],
    ]);
    expect(calls.map((call) => call.endpoint)).not.toContain('POST /admin/departures');
  });

  it('stays open after a save when asked, blank again for the next record', async () => {
    server.use(
      answer('POST /admin/departures', ({ body }) => ({
        success: true,
        data: adminDeparture(77, 'Hampta Pass Trek', { seats_total: body.seats_total }),
      })),
    );
    const u = userEvent.setup();
    renderAdmin(<NewDepartureForm stayOpen />);
    const seats = await screen.findByLabelText('Seats');
    await u.type(seats, '12');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.departureCreated)).toBeInTheDocument();
    await waitFor(() => expect(seats).toHaveValue(''));
    expect(screen.queryByText('Closed')).not.toBeInTheDocument();

    await u.type(seats, '8');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('POST /admin/departures')).toHaveLength(2));
    expect(callsTo('POST /admin/departures').map((call) => call.body)).toEqual([
      { tour_id: 5, start_date: '2027-03-01', seats_total: 12 },
      { tour_id: 5, start_date: '2027-03-01', seats_total: 8 },
    ]);
    await waitFor(() => expect(seats).toHaveValue(''));
  });

  it('closes after a save by default', async () => {
    server.use(
      answer('POST /admin/departures', ({ body }) => ({
        success: true,
        data: adminDeparture(77, 'Hampta Pass Trek', { seats_total: body.seats_total }),
      })),
    );
    const u = userEvent.setup();
    renderAdmin(<NewDepartureForm />);
    await u.type(await screen.findByLabelText('Seats'), '12');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
  });
});
