import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { DEMO, signInTraveller, useBrowser } from './browser';

const openPage = useBrowser();

/** Demo trips: Chopta has three departures (one with 3 seats left), Spiti has a full one, Hampta Pass is a trek. */
const CHOPTA = 'chopta-tungnath-and-chandrashila-sunrise';
const SPITI = 'spiti-snow-leopard-winter-expedition';
const HAMPTA = 'hampta-pass-trek';

/**
 * What the demo traveller needs to book in every test here, set by the admin through the API: a
 * coupon for any booking (the demo's WELCOME10 is for a first trip only, and the demo traveller has
 * travelled before), 10% off up to ₹2,000; and room for more unpaid bookings than the default 3,
 * since these tests leave several pending.
 */
const COUPON = 'ANYTRIP10';
async function prepareDemo(page: Page) {
  const login = await page.request.post('/api/admin/auth/login', { data: DEMO.admin });
  const { data } = (await login.json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${data.token}` };
  const created = await page.request.post('/api/admin/coupons', {
    headers,
    data: { code: COUPON, discount_type: 'percent', discount_value: 10, max_discount: 2000 },
  });
  expect([201, 409]).toContain(created.status());
  const limit = await page.request.put('/api/admin/settings/max_pending_bookings', { headers, data: { value: '20' } });
  expect(limit.status()).toBe(200);
}

/** Step 1 to 3 of the wizard with the first open departure and the prefilled contact details. */
async function bookFirstDeparture(page: Page) {
  await page.getByRole('heading', { name: 'Travel Details', level: 2 }).waitFor();
  await page.locator('input[name="departure"]:not([disabled])').first().check();
  await page.getByText('Total', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('heading', { name: 'Contact Information', level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('heading', { name: 'Payment & Confirmation', level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.waitForURL('**/booking-confirmation/*');
  await page.getByText('Pending Confirmation').waitFor();
}

describe('booking', () => {
  it('books a tour: login prompt, departure, coupon, contact, confirmation, invoice, My Bookings, cancel', async () => {
    const { context, page } = await openPage();
    const main = page.getByRole('main');
    await prepareDemo(page);

    // Signed out: Book Now leads to the Please Login prompt, whose Login comes back to the wizard.
    await page.goto(`/tour/${CHOPTA}`);
    await main.getByRole('link', { name: 'Book Now' }).first().click();
    await page.waitForURL(/\/booking\/\d+$/);
    const wizardUrl = page.url();
    await main.getByRole('heading', { name: 'Please Login' }).waitFor();
    await main.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(DEMO.traveller.email);
    await page.getByLabel('Password').fill(DEMO.traveller.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(wizardUrl);

    // Step 1: Next waits for a departure; the quote follows passengers and the coupon.
    await page.getByRole('heading', { name: 'Travel Details', level: 2 }).waitFor();
    expect(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
    await page.getByText(/Only 3 seats left/).waitFor();
    await page.locator('input[name="departure"]:not([disabled])').first().check();
    await page.getByText('Subtotal').waitFor();
    await page.getByLabel('Passengers').selectOption('2');
    await page.getByText('₹27,600').first().waitFor();

    await page.getByLabel('Coupon code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This coupon code does not exist').waitFor();
    await page.getByLabel('Coupon code').fill(COUPON);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`Discount (${COUPON})`).waitFor();
    await page.getByText(`Coupon ${COUPON} applied`).waitFor();
    await page.getByText('−₹2,000').waitFor(); // 10% of ₹27,600, capped at ₹2,000
    await page.getByText('₹25,600').waitFor();

    // Step 2: contact details come from the profile; Next waits for name, email and phone.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { name: 'Contact Information', level: 2 }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Priya Traveller');
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO.traveller.email);
    const phone = await page.getByLabel('Phone').inputValue();
    await page.getByLabel('Phone').fill('');
    expect(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Phone').fill(phone || '+91 98765 43210');
    await page.getByLabel('Special requests').fill('Vegetarian meals, please.');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 3: payment is arranged after confirmation.
    await page.getByRole('heading', { name: 'Payment & Confirmation', level: 2 }).waitFor();
    await page.getByText(/There is no online payment yet/).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('heading', { name: 'Contact Information', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText('Booking created successfully!').waitFor();

    // The confirmation.
    await page.waitForURL('**/booking-confirmation/*');
    await page.getByText('Pending Confirmation').waitFor();
    await page.getByText('Payment: Pending').waitFor();
    await page.getByText(/We hold your seats until/).waitFor();
    await page.getByText(`Discount (${COUPON})`).waitFor();
    await page.getByText('Vegetarian meals, please.').waitFor();
    const reference = (await main.locator('strong.font-mono').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^HT-/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${reference}.pdf`);
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');

    // My Bookings lists it; cancelling asks first, then the list shows it cancelled.
    await main.getByRole('link', { name: 'My Bookings' }).click();
    await page.waitForURL('**/profile/bookings');
    const item = main.getByRole('listitem').filter({ hasText: reference });
    await item.getByText('Pending Confirmation').waitFor();
    await item.getByRole('button', { name: `Cancel booking ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByRole('button', { name: 'Keep booking' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await item.getByRole('button', { name: `Cancel booking ${reference}` }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await page.getByText('Booking cancelled').first().waitFor();
    await item.getByText('Cancelled', { exact: true }).waitFor();
    expect(await item.getByRole('button', { name: /Cancel booking/ }).count()).toBe(0);

    // The profile shows the same list.
    await page.goto('/profile');
    await main.getByRole('heading', { name: 'My Bookings' }).waitFor();
    await main.getByText(reference).waitFor();
    await context.close();
  });

  it('books a trek from its own address', async () => {
    const { context, page } = await openPage();
    await prepareDemo(page);
    await signInTraveller(page);
    await page.goto(`/trek/${HAMPTA}`);
    await page.getByRole('main').getByRole('link', { name: 'Book Now' }).first().click();
    await page.waitForURL(/\/booking\/trek\/\d+$/);
    await page.getByRole('heading', { name: 'Hampta Pass Trek', level: 1 }).waitFor();
    await bookFirstDeparture(page);
    await page.getByRole('main').locator('dl').getByRole('link', { name: 'Hampta Pass Trek' }).waitFor();
    await context.close();
  });

  it('does not let a full departure be chosen', async () => {
    const { context, page } = await openPage();
    await prepareDemo(page);
    await signInTraveller(page);
    await page.goto(`/tour/${SPITI}`);
    await page.getByRole('main').getByRole('link', { name: 'Book Now' }).first().click();
    await page.getByRole('heading', { name: 'Travel Details', level: 2 }).waitFor();
    const full = page.locator('label').filter({ hasText: 'Full' });
    await full.first().waitFor();
    expect(await full.first().locator('input[name="departure"]').isDisabled()).toBe(true);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the wizard and the confirmation have no serious axe violations at 375 px (${colorScheme})`, async () => {
      const { context, page } = await openPage({ width: 375, colorScheme });
      await prepareDemo(page);
      await signInTraveller(page);
      await page.goto(`/tour/${CHOPTA}`);
      await page.getByRole('main').getByRole('link', { name: 'Book Now' }).first().click();
      await page.getByRole('heading', { name: 'Travel Details', level: 2 }).waitFor();
      await page.locator('input[name="departure"]:not([disabled])').first().check();
      await page.getByText('Total', { exact: true }).waitFor();
      expect(await axeViolations(page), 'wizard').toEqual([]);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('heading', { name: 'Contact Information', level: 2 }).waitFor();
      expect(await axeViolations(page), 'wizard contact step').toEqual([]);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      await page.waitForURL('**/booking-confirmation/*');
      await page.getByText('Pending Confirmation').waitFor();
      expect(await axeViolations(page), 'confirmation').toEqual([]);
      await context.close();
    });
  }
});

describe('password reset', () => {
  it('links from the login page and answers every address with the same neutral message', async () => {
    const { context, page } = await openPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel('Email').fill('nobody-here@example.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for this email, we have sent a link to reset the password.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the server message for an invalid reset link', async () => {
    const { context, page } = await openPage();
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Mountain-Pass-Yak-79');
    await page.getByLabel('Confirm password').fill('Mountain-Pass-Yak-78');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm password').fill('Mountain-Pass-Yak-79');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('This reset link is invalid or has expired').waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).waitFor();
    await context.close();
  });
});
