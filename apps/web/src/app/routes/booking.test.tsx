import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@trails/contracts/booking-messages';
import { MESSAGES } from '@trails/contracts/messages';
import BookingConfirmationRoute from './booking-confirmation';
import BookingTourRoute from './booking-tour';
import { tripQueryKey } from '../../lib/trip-query';
import { answer, callsTo, failure } from '../../test/api';
import { booking, departure, quote, tour, traveller } from '../../test/fixtures';
import { renderRoutes, testQueryClient } from '../../test/render';
import { server } from '../../test/server';

const routes = [
  { path: '/booking/:tourId', element: <BookingTourRoute /> },
  { path: '/booking-confirmation/:bookingId', element: <BookingConfirmationRoute /> },
];

/** The tour, its one departure, and a price for whatever is asked (WELCOME10 takes ₹2,000 off). */
function tripAnswers() {
  server.use(
    answer('GET /tours/:idOrSlug', () => ({ success: true, data: tour })),
    answer('GET /tours/:id/departures', () => ({ success: true, data: [departure] })),
    answer('POST /bookings/quote', ({ body }) => ({
      success: true,
      data: quote(
        body.passengers ?? 1,
        body.coupon_code ? { code: body.coupon_code.toUpperCase(), discount: 2000 } : undefined,
      ),
    })),
    answer('GET /bookings/traveller-details', () => ({ success: true, data: [] })),
  );
}

const user = () => userEvent.setup();

async function openWizard() {
  tripAnswers();
  const view = renderRoutes(routes, { at: `/booking/${tour.id}` });
  await screen.findByRole('heading', { name: 'Travel Details' });
  return view;
}

async function chooseDepartureAndTwo(u: ReturnType<typeof user>) {
  await u.click(await screen.findByRole('radio', { name: /Jun 10, 2027/ }));
  await u.selectOptions(screen.getByLabelText('Passengers'), '2');
  // The price is asked for 2 passengers and shown in the summary.
  await waitFor(() => expect(callsTo('POST /bookings/quote').at(-1)?.body.passengers).toBe(2));
  await waitFor(() => expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled());
}

const next = (u: ReturnType<typeof user>) => u.click(screen.getByRole('button', { name: /Next/ }));

describe('booking wizard', () => {
  it('keeps Next shut until a departure is chosen, then moves on and back keeping the choices', async () => {
    const u = user();
    await openWizard();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    await chooseDepartureAndTwo(u);
    await next(u);
    expect(await screen.findByRole('heading', { name: 'Contact Information' })).toHaveFocus();
    expect(screen.getByLabelText(/Full name/)).toHaveValue(traveller.name);
    await u.click(screen.getByRole('button', { name: /Previous/ }));
    await screen.findByRole('heading', { name: 'Travel Details' });
    expect(screen.getByRole('radio', { name: /Jun 10, 2027/ })).toBeChecked();
    expect(screen.getByLabelText('Passengers')).toHaveValue('2');
  });

  it('shows what is wrong under each contact field and stays on that step', async () => {
    const u = user();
    await openWizard();
    await chooseDepartureAndTwo(u);
    await next(u);
    const name = await screen.findByLabelText(/Full name/);
    const email = screen.getByLabelText(/^Email/);
    await u.clear(name);
    await u.type(name, ' ');
    await u.clear(email);
    await u.type(email, 'not-an-email');
    await next(u);
    await waitFor(() => expect(email).toHaveAccessibleDescription(MESSAGES.emailInvalid));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(MESSAGES.nameRequired);
    expect(screen.getByRole('heading', { name: 'Contact Information' })).toBeInTheDocument();
  });

  it('applies a coupon the server accepts and shows the discount', async () => {
    const u = user();
    await openWizard();
    await chooseDepartureAndTwo(u);
    await u.type(screen.getByLabelText('Coupon code'), 'welcome10');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon WELCOME10 applied')).toBeInTheDocument();
    expect(callsTo('POST /bookings/quote').at(-1)?.body.coupon_code).toBe('welcome10');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(within(screen.getByRole('complementary')).getByText(/46,000/)).toBeInTheDocument();
  });

  it('shows a refused coupon under its field and prices the trip without it', async () => {
    const u = user();
    await openWizard();
    await chooseDepartureAndTwo(u);
    server.use(
      answer('POST /bookings/quote', ({ body }) =>
        body.coupon_code
          ? failure(422, 'Validation failed', { coupon_code: [BOOKING_MESSAGES.couponUnknown] })
          : { success: true, data: quote(body.passengers ?? 1) },
      ),
    );
    await u.type(screen.getByLabelText('Coupon code'), 'NOPE');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    const field = screen.getByLabelText('Coupon code');
    await waitFor(() => expect(field).toHaveAccessibleDescription(BOOKING_MESSAGES.couponUnknown));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST /bookings/quote').at(-1)?.body.coupon_code).toBe('NOPE');
    // The coupon is dropped: the price without it stays on screen and the trip stays bookable.
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.queryByText(/applied/)).not.toBeInTheDocument();
    expect(await within(screen.getByRole('complementary')).findAllByText(/48,000/)).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled());
  });

  it('books with the chosen trip, departure, passengers, coupon and contact, and shows the booking it returned', async () => {
    const u = user();
    await openWizard();
    server.use(
      answer('POST /bookings', ({ body }) => ({
        success: true,
        data: booking({
          passengers: body.passengers,
          coupon_code: body.coupon_code ?? null,
          discount: 2000,
          total_amount: 46000,
        }),
      })),
    );
    await chooseDepartureAndTwo(u);
    await u.type(screen.getByLabelText('Coupon code'), 'WELCOME10');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Coupon WELCOME10 applied');
    await next(u);
    await u.type(await screen.findByLabelText('Special requests'), 'Window seat');
    await next(u);
    await screen.findByRole('heading', { name: 'Payment & Confirmation' });
    await u.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    expect(await screen.findByRole('heading', { name: 'Thank you! Your booking is received' })).toBeInTheDocument();
    expect(screen.getByText('HT-2027-000901')).toBeInTheDocument();
    const [sent] = callsTo('POST /bookings');
    expect(sent?.body).toEqual({
      tour_id: tour.id,
      departure_id: departure.id,
      passengers: 2,
      coupon_code: 'WELCOME10',
      contact_name: traveller.name,
      contact_email: traveller.email,
      contact_phone: traveller.phone,
      special_requests: 'Window seat',
      billing_state: null,
    });
    // The confirmation starts from the booking the server returned: it is not asked for again.
    expect(callsTo('GET /bookings/:id')).toHaveLength(0);
  });

  it("shows the server's 422 under the field it names, on that field's step", async () => {
    const u = user();
    await openWizard();
    server.use(
      answer('POST /bookings', () => failure(422, 'Validation failed', { contact_phone: [MESSAGES.phoneInvalid] })),
    );
    await chooseDepartureAndTwo(u);
    await next(u);
    await next(u);
    await u.click(await screen.findByRole('button', { name: 'Confirm Booking' }));
    const phone = await screen.findByLabelText(/^Phone/);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(MESSAGES.phoneInvalid));
    expect(screen.getByRole('heading', { name: 'Contact Information' })).toBeInTheDocument();
  });

  it('takes the trip from the cache the trip page filled: no second request for it', async () => {
    tripAnswers();
    const client = testQueryClient();
    // The trip page was opened by its slug; the Book button links the wizard by id.
    client.setQueryData(tripQueryKey('tour', tour.slug), tour);
    renderRoutes(routes, { at: `/booking/${tour.id}`, client });
    expect(await screen.findByRole('heading', { name: tour.title })).toBeInTheDocument();
    await screen.findByRole('radio', { name: /Jun 10, 2027/ });
    expect(callsTo('GET /tours/:idOrSlug')).toHaveLength(0);
  });
});

describe('booking confirmation', () => {
  it('loads the booking on its own when the address is opened afresh', async () => {
    tripAnswers();
    server.use(
      answer('GET /bookings/:id', ({ params }) => ({ success: true, data: booking({ id: Number(params.id) }) })),
    );
    renderRoutes(routes, { at: '/booking-confirmation/901' });
    expect(await screen.findByText('HT-2027-000901')).toBeInTheDocument();
    expect(callsTo('GET /bookings/:id')).toHaveLength(1);
  });
});
