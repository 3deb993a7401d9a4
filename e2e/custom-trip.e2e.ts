import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { baseUrl, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

/** A calendar date some days from now, as a date box takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const PROFILE = { name: 'Tenzin Dolma', phone: '+91 94180 55555', address: 'Old Manali Road, Manali 175131' };

/** A new traveller with a full profile, so My Custom Trips shows only this journey's request. */
async function register(email: string, password: string) {
  const send = (path: string, method: string, body: object, token?: string) =>
    fetch(`${baseUrl()}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const registered = await send('/auth/register', 'POST', {
    name: PROFILE.name,
    email,
    password,
    password_confirmation: password,
  });
  expect(registered.status).toBe(201);
  const { data } = (await registered.json()) as { data: { token: string } };
  expect((await send('/user', 'PUT', { ...PROFILE, email }, data.token)).status).toBe(200);
}

describe('custom trip', () => {
  it('from a destination page: signed out → login prompt → log in → submit → seen in the profile', async () => {
    const email = uniqueEmail('custom');
    const password = 'Rhododendron-Grove-61';
    await register(email, password);
    const { context, page } = await openPage();
    const main = page.getByRole('main');

    const list = (await (await page.request.get('/api/destinations?limit=1')).json()) as {
      data: { slug: string; name: string }[];
    };
    const destination = list.data[0]!;
    await page.goto(`/destination/${destination.slug}`);
    await main.getByRole('link', { name: 'Build Custom Package' }).click();
    await page.waitForURL(/\/custom-builder\?destination=/);
    await main.getByRole('heading', { level: 1, name: 'Build Your Custom Trip' }).waitFor();
    await main.getByRole('button', { name: destination.name, pressed: true }).waitFor();
    await main.getByText('Please login to submit your request').waitFor();

    // The defaults of the spec; the budget opens on the catalogue's prices, in the site's rupees.
    const form = page.getByRole('form', { name: 'Custom trip request' });
    expect(await form.getByLabel('Days').inputValue()).toBe('5');
    expect(await form.getByLabel('Nights').inputValue()).toBe('4');
    const budget = (
      (await (await page.request.get('/api/custom-packages/budget')).json()) as {
        data: { currency: string; default_min: number; default_max: number };
      }
    ).data;
    expect(budget.currency).toBe('INR');
    expect(await form.getByLabel('Minimum Budget (₹)').inputValue()).toBe(String(budget.default_min));
    expect(await form.getByLabel('Maximum Budget (₹)').inputValue()).toBe(String(budget.default_max));
    await form.getByText('Amounts in Indian Rupee (INR), in steps of ₹1,000.').waitFor();
    expect(await form.getByLabel('3-star').isChecked()).toBe(true);
    expect(await form.getByLabel('Travelers').inputValue()).toBe('2');

    // The form's own checks, with the spec's messages.
    await form.getByLabel('Minimum Budget').fill('1500');
    await form.getByLabel('Maximum Budget').fill('1000');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please select a travel date' }).waitFor();
    await form
      .getByRole('alert')
      .filter({ hasText: 'Minimum budget must be at least 1000, in steps of 1000' })
      .waitFor();
    await form.getByRole('alert').filter({ hasText: 'Maximum budget must be greater than minimum budget' }).waitFor();
    await form.getByLabel('Days').fill('8');
    expect(await form.getByLabel('Nights').inputValue()).toBe('7');
    await form.getByLabel('Minimum Budget').fill('20000');
    await form.getByLabel('Maximum Budget').fill('60000');
    await form.getByLabel('4-star').check();
    await form.getByLabel('Travel Date').fill(inDays(45));
    await form.getByLabel('Special Requirements').fill('A slow pace with one rest day.');
    expect(await axeViolations(page), 'builder').toEqual([]);

    // Signed out: the login prompt, then back to the builder with everything kept.
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Please login to submit your request').first().waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/custom-builder\?destination=/);
    const back = page.getByRole('form', { name: 'Custom trip request' });
    expect(await back.getByLabel('Days').inputValue()).toBe('8');
    expect(await back.getByLabel('Travel Date').inputValue()).toBe(inDays(45));
    expect(await back.getByLabel('Full Name').inputValue()).toBe('Tenzin Dolma');
    expect(await back.getByLabel('Email Address').inputValue()).toBe(email);
    expect(await back.getByLabel('Phone Number').inputValue()).toBe(PROFILE.phone);

    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/custom-packages') && request.method() === 'POST',
    );
    await back.getByRole('button', { name: 'Submit Request' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      destinations: [destination.name],
      duration_days: 8,
      budget_range: '20000-60000',
      hotel_category: '4-star',
      travelers: 2,
      travel_dates: inDays(45),
    });
    await page.getByText('Custom package request submitted successfully!').waitFor();
    await page.waitForURL('**/profile');

    const mine = page.getByRole('region', { name: 'My Custom Trips' });
    await mine.getByRole('heading', { level: 3, name: destination.name }).waitFor();
    await mine.getByText('Requested', { exact: true }).waitFor();
    await mine.getByText('8 days / 7 nights').waitFor();
    expect(await axeViolations(page), 'profile').toEqual([]);
    await context.close();
  });

  it('warns when the browser is offline', async () => {
    const { context, page } = await openPage({ width: 375 });
    await page.goto('/custom-tour-builder');
    await page.getByRole('heading', { level: 1, name: 'Build Your Custom Trip' }).waitFor();
    await context.setOffline(true);
    await page.getByText('You are offline').waitFor();
    await context.setOffline(false);
    await expect.poll(() => page.getByText('You are offline').count()).toBe(0);
    await context.close();
  });
});
