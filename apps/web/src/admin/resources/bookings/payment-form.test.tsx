import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { fillMessage } from '@trails/contracts/booking-messages';
import { answer, callsTo, failure } from '../../../test/api';
import { adminBookingDetail } from '../../../test/fixtures';
import { renderAdmin } from '../../../test/render';
import { server } from '../../../test/server';
import { PaymentForm } from './payment-form';

const OVERPAID = fillMessage(SALES_MESSAGES.paymentOverpaid, { amount: '₹48,000.00' });
const today = () => new Date().toISOString().slice(0, 10);

describe('payment form', () => {
  it('shows the server refusing an amount under Amount, then records a payment and starts blank again', async () => {
    server.use(
      answer('POST /admin/bookings/:id/payments', () => failure(422, 'Validation failed', { amount: [OVERPAID] })),
    );
    const u = userEvent.setup();
    renderAdmin(<PaymentForm bookingId={901} />);
    const amount = await screen.findByLabelText(/^Amount/);
    const reference = screen.getByLabelText('Reference');
    await u.type(amount, '90000');
    await u.type(reference, 'UTR-1188');
    await u.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(OVERPAID));
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    // What was typed stays, to be corrected.
    expect(amount).toHaveValue(90000);
    expect(reference).toHaveValue('UTR-1188');

    server.use(
      answer('POST /admin/bookings/:id/payments', ({ params }) => ({
        success: true,
        message: SALES_MESSAGES.paymentRecorded,
        data: adminBookingDetail({ id: Number(params.id), amount_paid: 12000, balance_due: 36000 }),
      })),
    );
    await u.clear(amount);
    await u.type(amount, '12000');
    await u.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    await waitFor(() => expect(amount).toHaveValue(null));
    expect(reference).toHaveValue('');
    expect(amount).not.toHaveAccessibleDescription(OVERPAID);
    expect(screen.getByRole('button', { name: 'Record' })).toBeEnabled();

    const sent = { kind: 'payment', method: 'upi', reference: 'UTR-1188', paid_on: today(), note: null };
    expect(callsTo('POST /admin/bookings/:id/payments').map((call) => [call.url.pathname, call.body])).toEqual([
      ['/api/admin/bookings/901/payments', { ...sent, amount: 90000 }],
      ['/api/admin/bookings/901/payments', { ...sent, amount: 12000 }],
    ]);
  });
});
