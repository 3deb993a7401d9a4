import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

/** A new traveller, signed in through the API, so this journey never shares a wishlist. */
async function signUp(email = uniqueEmail('wishlist')): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Meera Negi',
      email,
      password: 'Deodar-Ridge-4127',
      password_confirmation: 'Deodar-Ridge-4127',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function logIn(page: Page, email: string) {
  await page.getByRole('link', { name: 'Login' }).first().click();
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Deodar-Ridge-4127');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/profile');
}

async function openWishlistFromMenu(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Wishlist' }).click();
  await page.waitForURL('**/wishlist');
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
    const save = page.getByRole('button', { name: /^Saved? to Wishlist$/ });
    await save.click();
    await page.getByText('Added to wishlist').waitFor();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    // Saved, it says so (not "Save to Wishlist" beside a filled heart).
    expect(await save.textContent()).toBe('Saved to Wishlist');

    await page.goto('/wishlist');
    await page.getByRole('heading', { name: 'Spiti Valley Circuit by Road' }).waitFor();
    expect(await page.getByText('1 saved tour').isVisible()).toBe(true);
    expect(await page.title()).toBe('Wishlist - Himalaya Trails');

    await page.getByRole('button', { name: 'Remove Spiti Valley Circuit by Road from wishlist' }).click();
    await page.getByText('Removed from wishlist').waitFor();
    await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
  });

  it("never shows one traveller's wishlist to the next one signing in on the same browser", async () => {
    const first = uniqueEmail('wishlist-first');
    const token = await signUp(first);
    const tour = (await (await fetch(`${baseUrl()}/api/tours/spiti-valley-circuit-by-road`)).json()) as {
      data: { id: number };
    };
    const saved = await fetch(`${baseUrl()}/api/wishlist`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ tour_id: tour.data.id }),
    });
    expect(saved.status).toBe(201);
    const second = uniqueEmail('wishlist-second');
    await signUp(second);

    // One page load for the whole journey: everything after it is client-side, on one query cache.
    const { context, page } = await openPage();
    await page.goto('/');
    await logIn(page, first);
    await openWishlistFromMenu(page);
    await page.getByRole('heading', { name: 'Spiti Valley Circuit by Road' }).waitFor();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('You have been logged out').waitFor();
    // Logging out leaves for the home page, never for /login by way of the page that needed a session.
    expect(new URL(page.url()).pathname).toBe('/');

    await logIn(page, second);
    await openWishlistFromMenu(page);
    await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Spiti Valley Circuit by Road' }).count()).toBe(0);
    await context.close();
  });

  it('finds a trek by search, typo and all, saves it from its page, and lists it beside tours', async () => {
    const { context, page } = await openPage();
    const token = await signUp();
    await context.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);

    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search tours and destinations' });
    await box.focus();
    // A letter missing: the suggestion index still finds the trek.
    await page.keyboard.type('kedarkanta');
    const option = page
      .getByRole('listbox', { name: 'Suggestions' })
      .getByRole('option', { name: /Kedarkantha Winter Trek/ });
    await option.waitFor();
    expect(await option.textContent()).toContain('Trek,');
    await option.click();
    await page.waitForURL('**/trek/kedarkantha-winter-trek');
    await page.getByRole('heading', { name: 'Kedarkantha Winter Trek', level: 1 }).waitFor();

    const save = page.getByRole('button', { name: /^Saved? to Wishlist$/ });
    await save.click();
    await page.getByText('Added to wishlist').waitFor();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    expect(await save.textContent()).toBe('Saved to Wishlist');

    // And a tour, through the API: the list holds both kinds, newest first.
    const tour = (await (await fetch(`${baseUrl()}/api/tours/spiti-valley-circuit-by-road`)).json()) as {
      data: { id: number };
    };
    const saved = await fetch(`${baseUrl()}/api/wishlist`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ tour_id: tour.data.id }),
    });
    expect(saved.status).toBe(201);

    await page.goto('/wishlist');
    const cards = page.locator('main article h3');
    await expect
      .poll(() => cards.allTextContents())
      .toEqual(['Spiti Valley Circuit by Road', 'Kedarkantha Winter Trek']);
    expect(await page.getByText('2 saved tours').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Kedarkantha Winter Trek' }).first().getAttribute('href')).toBe(
      '/trek/kedarkantha-winter-trek',
    );

    await page.getByRole('button', { name: 'Remove Kedarkantha Winter Trek from wishlist' }).click();
    await page.getByText('Removed from wishlist').waitFor();
    await expect.poll(() => cards.allTextContents()).toEqual(['Spiti Valley Circuit by Road']);

    // Back on the trek page it is no longer saved.
    await page.goto('/trek/kedarkantha-winter-trek');
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });
});
