import { describe, expect, it } from 'vitest';
import { startSmtpSink } from '../apps/api/src/test/smtp-sink';
import { axeViolations } from './axe';
import { DEMO, baseUrl, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

/** A demo tour with scheduled departures. */
const CHOPTA = 'chopta-tungnath-and-chandrashila-sunrise';
const PASSWORD = 'Mountain-Pass-Yak-71';

async function api<T = { data: Record<string, unknown> }>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(response.status, `${init.method ?? 'GET'} ${path}: ${response.status}`).toBeLessThan(300);
  return (await response.json()) as T;
}

async function register(name: string) {
  const email = uniqueEmail('waitlist');
  const answer = await api<{ data: { token: string } }>('/auth/register', {
    method: 'POST',
    body: { name, email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  return { email, token: answer.data.token };
}

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('waitlist', () => {
  it('joins the waitlist of a full departure, gets the offer by email when a seat comes free and books from its link', async () => {
    const sink = await startSmtpSink();
    const admin = (await api<{ data: { token: string } }>('/admin/login', { method: 'POST', body: DEMO.admin })).data
      .token;
    const settings = (await api('/admin/settings', { token: admin })).data;
    const setSmtp = (host: unknown, port: unknown) =>
      Promise.all([
        api('/admin/settings/smtp_host', { method: 'PUT', token: admin, body: { value: String(host ?? '') } }),
        api('/admin/settings/smtp_port', { method: 'PUT', token: admin, body: { value: String(port ?? '') } }),
      ]);
    await setSmtp('127.0.0.1', sink.port);

    // A one-seat departure, booked by someone else: full.
    const tour = (await api<{ data: { id: number } }>(`/tours/${CHOPTA}`)).data;
    const departure = (
      await api<{ data: { id: number } }>('/admin/departures', {
        method: 'POST',
        token: admin,
        body: { tour_id: tour.id, start_date: dayFromToday(200), seats_total: 1 },
      })
    ).data;
    const booker = await register('Pema Sherpa');
    const booked = (
      await api<{ data: { id: number } }>('/bookings', {
        method: 'POST',
        token: booker.token,
        body: {
          tour_id: tour.id,
          departure_id: departure.id,
          passengers: 1,
          contact_name: 'Pema Sherpa',
          contact_email: booker.email,
          contact_phone: '+91 98160 33333',
        },
      })
    ).data;

    const traveller = await register('Asha Verma');
    const { context, page } = await openPage();
    try {
      await page.goto('/');
      await page.evaluate((token) => localStorage.setItem('auth_token', token), traveller.token);

      // In the wizard the full date cannot be chosen; it offers the waitlist instead.
      await page.goto(`/booking/${tour.id}?departure=${departure.id}`);
      const row = page.locator('li', { has: page.locator(`input[name="departure"][value="${departure.id}"]`) });
      await row.waitFor();
      expect(await row.locator('input[name="departure"]').isDisabled()).toBe(true);
      await row.getByRole('button', { name: 'Join the waitlist' }).click();
      await row.getByLabel('Seats wanted').selectOption('1');
      await row.getByRole('button', { name: 'Join', exact: true }).click();
      await row.getByText('On the waitlist · number 1 in line').waitFor();
      expect(await axeViolations(page), 'wizard with a waitlist place').toEqual([]);

      // My Bookings lists the place with its position.
      await page.goto('/profile/bookings');
      const place = page.getByTestId('waitlist-entry');
      await place.getByText('Number 1 in line').waitFor();
      expect(await place.innerText()).toContain('Waiting');

      // The other traveller cancels: the seat is offered in the same transaction, by email.
      await api(`/bookings/${booked.id}/cancel`, { method: 'POST', token: booker.token });
      // (The registration's verification email went to the same address first.)
      const offerEmail = () =>
        sink.messages.find(
          (item) => JSON.stringify(item.to).includes(traveller.email) && /^Seats are free on /.test(item.subject ?? ''),
        );
      await expect.poll(() => offerEmail() !== undefined, { timeout: 75_000, interval: 1000 }).toBe(true);
      const message = offerEmail()!;
      expect(message.subject).toContain('Chopta');
      const link = /https?:\/\/\S+\/booking\/\S+\?departure=\d+&offer=[A-Za-z0-9_-]+/.exec(message.text ?? '')![0];
      const { pathname, search } = new URL(link);

      // The link opens the wizard with the held seats chosen.
      await page.goto(`${pathname}${search}`);
      await page.getByText(/Your waitlist seats on this departure are held for you until/).waitFor();
      await page.waitForFunction(
        (id) => document.querySelector<HTMLInputElement>(`input[name="departure"][value="${id}"]`)?.checked,
        String(departure.id),
      );
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByLabel('Phone').fill('+91 98160 44444');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      await page.waitForURL('**/booking-confirmation/**');

      const after = (
        await api<{ data: Array<{ departure_id: number; status: string }> }>('/waitlist', {
          token: traveller.token,
        })
      ).data;
      expect(after.find((entry) => entry.departure_id === departure.id)?.status).toBe('booked');
      const seats = (await api<{ data: Array<{ id: number; seats_left: number }> }>(`/tours/${tour.id}/departures`))
        .data;
      expect(seats.find((item) => item.id === departure.id)?.seats_left).toBe(0);
    } finally {
      await context.close();
      await setSmtp(settings.smtp_host, settings.smtp_port);
      await sink.stop();
    }
  }, 180_000);
});
