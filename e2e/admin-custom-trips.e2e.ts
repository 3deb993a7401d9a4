import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { DEMO, baseUrl, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const send = (path: string, method: string, body: object, token?: string) =>
  fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** A new traveller and their custom trip request, through the public API. */
async function travellerWithRequest(email: string, password: string) {
  const registered = await send('/auth/register', 'POST', {
    name: 'Karma Bhutia',
    email,
    password,
    password_confirmation: password,
  });
  expect(registered.status).toBe(201);
  const { data } = (await registered.json()) as { data: { token: string } };
  const created = await send(
    '/custom-packages',
    'POST',
    {
      destinations: ['Gangtok', 'Yumthang Valley'],
      duration_days: 2,
      budget_range: '30000-80000',
      hotel_category: '4-star',
      travelers: 2,
      travel_dates: inDays(50),
      contact_info: { name: 'Karma Bhutia', email },
    },
    data.token,
  );
  expect(created.status).toBe(201);
}

async function signInAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
}

async function openRequest(page: Page, email: string) {
  await page.goto('/admin/custom-packages');
  await page.getByRole('heading', { name: 'Manage Custom Packages' }).waitFor();
  await page.getByLabel('Search by name, email or destination').fill(email);
  await page.waitForURL(/search=/);
  await page.getByRole('button', { name: 'View the request of Karma Bhutia' }).click();
  return page.getByRole('dialog', { name: 'Package Details' });
}

describe('Manage Custom Packages', () => {
  it('staff quote a request, the traveller accepts it in the profile, staff convert it to a booking', async () => {
    const email = uniqueEmail('custom-quote');
    const password = 'Rhododendron-Grove-61';
    await travellerWithRequest(email, password);

    const staff = await openPage();
    await signInAdmin(staff.page);
    let dialog = await openRequest(staff.page, email);
    await dialog.getByText('Gangtok, Yumthang Valley').first().waitFor();
    for (const card of ['Total Requests', 'Requested', 'Quoted', 'Confirmed'])
      await staff.page.getByText(card, { exact: true }).first().waitFor();
    expect(await axeViolations(staff.page), 'dialog').toEqual([]);

    // Assign and note: each its own call and toast.
    await dialog.getByLabel('Assign Sales Rep').fill('Pema Lepcha');
    await dialog.getByLabel('Internal Notes').fill('Wants a window seat on the Bagdogra flight.');
    await dialog.getByRole('button', { name: 'Update Package' }).click();
    await staff.page.getByText('Package assigned successfully').waitFor();
    await staff.page.getByText('Notes added successfully').waitFor();

    // The quote: a missing title is refused under its field, then it is sent.
    dialog = staff.page.getByRole('dialog', { name: 'Package Details' });
    await dialog.getByRole('button', { name: 'Write Quote' }).click();
    await dialog.getByLabel('Price per person').fill('32000');
    await dialog.getByLabel('Total price').fill('64000');
    await dialog.getByLabel('Valid until').fill(inDays(7));
    await dialog.getByLabel('Title of day 1').fill('Arrive in Gangtok');
    await dialog.getByRole('button', { name: 'Send Quote' }).click();
    await dialog.getByText('Each day needs a title').waitFor();
    await dialog.getByLabel('Title of day 2').fill('Drive to Lachung and Yumthang');
    await dialog.getByLabel('Inclusions').fill('Hotels\nPermits');
    await dialog.getByRole('button', { name: 'Send Quote' }).click();
    await staff.page.getByText('Quote sent to the traveller').waitFor();

    // The traveller accepts it on their profile.
    const traveller = await openPage();
    await traveller.page.goto('/login');
    await traveller.page.getByLabel('Email').fill(email);
    await traveller.page.getByLabel('Password').fill(password);
    await traveller.page.getByRole('button', { name: 'Login' }).click();
    await traveller.page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await traveller.page.goto('/profile');
    const mine = traveller.page.getByRole('region', { name: 'My Custom Trips' });
    await mine.getByText('Quoted', { exact: true }).waitFor();
    await mine.getByText('Hotels, Permits').waitFor();
    await mine.getByRole('button', { name: 'Accept Quote' }).click();
    await traveller.page.getByText('Quote accepted. We will be in touch to finalise your trip.').waitFor();
    await mine.getByText('Confirmed', { exact: true }).waitFor();
    expect(await mine.getByRole('button', { name: 'Accept Quote' }).count()).toBe(0);
    await traveller.context.close();

    // Staff convert it, after the question.
    dialog = await openRequest(staff.page, email);
    await dialog.getByRole('button', { name: 'Convert to Booking' }).click();
    const confirm = staff.page.getByRole('alertdialog');
    await confirm.getByText('Convert this custom package to a booking?').waitFor();
    await confirm.getByRole('button', { name: 'Convert to Booking' }).click();
    await staff.page.getByText('Package converted to booking successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await staff.context.close();
  });
});
