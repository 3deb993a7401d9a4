import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { chooseTrip, DEMO, signInAdmin, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

/** A calendar date `days` from today (UTC). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function adminHeaders(page: Page) {
  const login = await page.request.post('/api/admin/auth/login', { data: DEMO.admin });
  const { data } = (await login.json()) as { data: { token: string } };
  return { authorization: `Bearer ${data.token}` };
}

describe('The operations desk', () => {
  it('takes a phone booking, moves it to another departure, and cancels it under the policy with its refund', async () => {
    const { context, page } = await openPage();
    const headers = await adminHeaders(page);
    const treks = (await (await page.request.get('/api/treks?per_page=1')).json()) as {
      data: { id: number; title: string }[];
    };
    const trek = treks.data[0]!;
    // Two departures of their own, 60 and 75 days ahead: the policy's first tier (30+ days) applies.
    const departures: { id: number; start_date: string }[] = [];
    for (const days of [60 + Math.floor(Math.random() * 5), 75 + Math.floor(Math.random() * 5)]) {
      const made = await page.request.post('/api/admin/departures', {
        headers,
        data: { trek_id: trek.id, start_date: dayFromToday(days), seats_total: 8 },
      });
      expect(made.status(), await made.text()).toBe(201);
      departures.push(((await made.json()) as { data: { id: number; start_date: string } }).data);
    }
    const [first, second] = departures as [{ id: number; start_date: string }, { id: number; start_date: string }];
    const monthOf = new Map(departures.map((one) => [one.id, one.start_date.slice(0, 7)]));
    const seatsOf = async (id: number) => {
      const listed = (await (
        await page.request.get(`/api/admin/departures?trek_id=${trek.id}&month=${monthOf.get(id)}&per_page=100`, {
          headers,
        })
      ).json()) as { data: { id: number; seats_booked: number }[] };
      return listed.data.find((one) => one.id === id)?.seats_booked;
    };

    // The phone booking: a new customer, two travellers, on the first departure.
    await signInAdmin(page);
    await page.goto('/admin/bookings');
    await page.getByRole('heading', { name: 'Manage Bookings' }).waitFor();
    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please choose a customer or enter a new customer’s details').waitFor();
    await dialog.getByLabel('New customer').check();
    const email = uniqueEmail('desk');
    await dialog.getByLabel('Name').fill('Kavya Rawat');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('+91 98160 31313');
    await chooseTrip(dialog, trek.title);
    await dialog.getByLabel('Departure').locator(`option[value="${first.id}"]`).waitFor({ state: 'attached' });
    await dialog.getByLabel('Departure').selectOption(String(first.id));
    await dialog.getByLabel('Travellers').fill('2');
    expect(await axeViolations(page), 'new booking dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Booking created').first().waitFor();
    const drawer = page.getByRole('dialog', { name: /^Booking HT-/ });
    await drawer.waitFor();
    await drawer.getByText('Kavya Rawat').first().waitFor();
    expect(await seatsOf(first.id)).toBe(2);

    // Move it to the second departure.
    await drawer.getByRole('button', { name: 'Edit booking' }).click();
    const form = drawer.getByRole('form', { name: 'Edit booking' });
    await form.getByLabel('Departure').locator(`option[value="${second.id}"]`).waitFor({ state: 'attached' });
    await form.getByLabel('Departure').selectOption(String(second.id));
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Booking updated').first().waitFor();
    await expect.poll(() => seatsOf(second.id)).toBe(2);
    expect(await seatsOf(first.id)).toBe(0);
    await drawer
      .getByText(/changed departure_id/)
      .first()
      .waitFor();

    // The traveller paid 10,000 by UPI; cancelling now refunds 90 % of it under the default policy.
    const title = (await drawer.getByRole('heading').first().textContent()) ?? '';
    const reference = /HT-[\w-]+/.exec(title)?.[0] ?? '';
    const found = (await (
      await page.request.get(`/api/admin/bookings?search=${encodeURIComponent(reference)}`, { headers })
    ).json()) as { data: { id: number }[] };
    const paid = await page.request.post(`/api/admin/bookings/${found.data[0]!.id}/payments`, {
      headers,
      data: { kind: 'payment', amount: 10_000, method: 'upi', paid_on: dayFromToday(0) },
    });
    expect(paid.status()).toBe(201);
    await drawer.getByRole('button', { name: 'Close' }).last().click();
    await page.goto(`/admin/bookings?search=${encodeURIComponent(reference)}`);
    await page.getByRole('button', { name: `View details of ${reference}` }).click();
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Cancel booking' }).click();
    const refund = drawer.getByTestId('policy-refund');
    await refund.getByText(/90% of ₹10,000(\.00)? paid is refunded: ₹9,000/).waitFor();
    await drawer.getByLabel('Reason').fill('Traveller’s leave was cancelled');
    await drawer.getByRole('group').getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByText('Booking cancelled; its seats are free again').first().waitFor();
    await expect.poll(() => seatsOf(second.id)).toBe(0);
    await context.close();
  });

  it('lets a traveller cancel a confirmed booking from My Bookings, seeing the policy’s refund first', async () => {
    const { context, page } = await openPage();
    const headers = await adminHeaders(page);
    const limit = await page.request.put('/api/admin/settings/max_pending_bookings', {
      headers,
      data: { value: '20' },
    });
    expect(limit.status()).toBe(200);
    const treks = (await (await page.request.get('/api/treks?per_page=1')).json()) as { data: { id: number }[] };
    const trekId = treks.data[0]!.id;
    const departure = await page.request.post('/api/admin/departures', {
      headers,
      data: { trek_id: trekId, start_date: dayFromToday(45 + Math.floor(Math.random() * 5)), seats_total: 4 },
    });
    expect(departure.status()).toBe(201);
    const departureId = ((await departure.json()) as { data: { id: number } }).data.id;
    const login = await page.request.post('/api/auth/login', { data: DEMO.traveller });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const booked = await page.request.post('/api/bookings', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        trek_id: trekId,
        departure_id: departureId,
        passengers: 1,
        contact_name: 'Asha Traveller',
        contact_email: DEMO.traveller.email,
        contact_phone: '+91 98160 20202',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id, reference } = ((await booked.json()) as { data: { id: number; reference: string } }).data;
    expect((await page.request.post(`/api/admin/bookings/${id}/confirm`, { headers })).status()).toBe(200);
    const paid = await page.request.post(`/api/admin/bookings/${id}/payments`, {
      headers,
      data: { kind: 'payment', amount: 1_000, method: 'upi', paid_on: dayFromToday(0) },
    });
    expect(paid.status()).toBe(201);

    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
    await page.goto('/profile/bookings');
    await page.getByTestId('cancellation-policy').first().waitFor();
    await page.getByRole('button', { name: `Cancel booking ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByText(/90% of the ₹1,000(\.00)? you paid is refunded, ₹900/).waitFor();
    expect(await axeViolations(page), 'cancel dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await page.getByText('Booking cancelled').first().waitFor();
    await context.close();
  });

  it('shows the cancellation policy on the terms page', async () => {
    const { context, page } = await openPage();
    await page.goto('/terms');
    const policy = page.getByTestId('cancellation-policy');
    await policy.getByText('30 days or more before the start: 90% of what you paid is refunded').waitFor();
    await policy.getByText('15 to 29 days before: 50% refunded').waitFor();
    await policy.getByText('Under 15 days before: no refund').waitFor();
    await context.close();
  });
});
