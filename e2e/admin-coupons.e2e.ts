import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { DEMO, useBrowser } from './browser';

const openPage = useBrowser();

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/**
 * A quote for two travellers on the first tour: its first departure with two seats left (other
 * journeys book seats on the same demo data), else a date on request.
 */
async function quote(page: Page, code: string) {
  const tours = await (await page.request.get('/api/tours?per_page=1')).json();
  const tourId = tours.data[0].id as number;
  const departures = await (await page.request.get(`/api/tours/${tourId}/departures`)).json();
  const first = (departures.data as { id: number; seats_left: number | null }[]).find(
    (departure) => departure.seats_left === null || departure.seats_left >= 2,
  );
  const when = first
    ? { departure_id: first.id }
    : { travel_date: new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10) };
  return page.request.post('/api/bookings/quote', {
    data: { tour_id: tourId, passengers: 2, coupon_code: code, ...when },
  });
}

describe('Coupons', () => {
  it('creates a coupon (after field errors) that prices a booking quote, switches it off, shows details and deletes it', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Coupons' }).click();
    await page.waitForURL('**/admin/coupons');
    await page.getByRole('heading', { name: 'Manage Coupons' }).waitFor();
    const table = page.getByRole('table', { name: 'Manage Coupons' });
    await table.getByText('WELCOME10').waitFor();
    // Switched on but past its end date, the seasonal coupon says Expired, not Active.
    expect(await table.getByRole('switch', { name: 'Deactivate MONSOON15' }).textContent()).toBe('Expired');
    expect(await table.getByRole('switch', { name: 'Deactivate WELCOME10' }).textContent()).toBe('Active');
    expect(await axeViolations(page), 'list').toEqual([]);

    // Create: the form refuses a percentage over 100, the server a code in use (any case).
    await page.getByRole('button', { name: 'Add Coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Coupon' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Coupon code is required').waitFor();
    await dialog.getByLabel('Code').fill('welcome10');
    expect(await dialog.getByLabel('Code').inputValue()).toBe('WELCOME10');
    await dialog.getByLabel('Discount value').fill('150');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('A percentage discount must be between 1 and 100').waitFor();
    await dialog.getByLabel('Discount value').fill('15');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('This coupon code is already in use').first().waitFor();
    expect(await dialog.getByLabel('Code').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page), 'form with an error').toEqual([]);

    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Maximum discount').fill('1000');
    await dialog.getByLabel('Usage limit').fill('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Coupon created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The new coupon prices a quote at checkout.
    const priced = await quote(page, code.toLowerCase());
    expect(priced.status(), await priced.text()).toBe(200);
    const body = (await priced.json()).data;
    expect(body.coupon.code).toBe(code);
    expect(body.discount).toBe(Math.min(1000, Math.round(body.subtotal * 0.15 * 100) / 100));
    expect(body.total).toBe(body.subtotal - body.discount);

    // Switched off in the list, it is refused.
    await page.getByLabel('Search coupon codes').fill(code);
    await page.waitForURL(/search=/);
    const row = table.getByRole('row', { name: new RegExp(code) });
    await row.getByText('0 / 5').waitFor();
    await page.getByRole('switch', { name: `Deactivate ${code}` }).click();
    await page.getByText('Coupon deactivated').waitFor();
    await expect
      .poll(() => page.getByRole('switch', { name: `Activate ${code}` }).getAttribute('aria-checked'))
      .toBe('false');
    const refused = await quote(page, code);
    expect(refused.status()).toBe(422);
    expect((await refused.json()).errors.coupon_code).toEqual(['This coupon is no longer active']);

    // Details: no booking used it yet.
    await page.getByRole('button', { name: `View ${code}` }).click();
    const details = page.getByRole('dialog', { name: `Coupon Details: ${code}` });
    await details.getByText('No booking has used this coupon yet.').waitFor();
    await details.getByRole('button', { name: 'Close' }).last().click();
    await details.waitFor({ state: 'detached' });

    // Delete it through the confirm dialog.
    await page.getByRole('button', { name: `Delete ${code}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Are you sure you want to delete "${code}"?`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Coupon deleted successfully').waitFor();
    await table.getByText('No data available').waitFor();
    await context.close();
  });
});
