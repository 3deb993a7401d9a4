import { describe, expect, it } from 'vitest';
import { baseUrl, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

/** A new traveller, signed in through the API, so this journey never shares a wishlist. */
async function signUp(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Meera Negi', email: uniqueEmail('wishlist'), password: 'deodar123', password_confirmation: 'deodar123' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

describe('wishlist', () => {
  it('sends a signed-out visitor to login', async () => {
    const { page } = await openPage();
    await page.goto('/wishlist');
    await page.waitForURL('**/login');
  });

  it('saves a tour from its page, lists it, and removes it', async () => {
    const { context, page } = await openPage();
    const token = await signUp();
    await context.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);

    await page.goto('/wishlist');
    await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse Tours' }).getAttribute('href')).toBe('/tours');

    await page.goto('/tour/spiti-valley-circuit-by-road');
    const save = page.getByRole('button', { name: 'Save to Wishlist' });
    await save.click();
    await page.getByText('Added to wishlist').waitFor();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');

    await page.goto('/wishlist');
    await page.getByRole('heading', { name: 'Spiti Valley Circuit by Road' }).waitFor();
    expect(await page.getByText('1 saved tour').isVisible()).toBe(true);
    expect(await page.title()).toBe('Wishlist - Himalaya Trails');

    await page.getByRole('button', { name: 'Remove Spiti Valley Circuit by Road from wishlist' }).click();
    await page.getByText('Removed from wishlist').waitFor();
    await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
  });
});
