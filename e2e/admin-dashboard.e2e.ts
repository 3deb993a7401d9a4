import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { DEMO, baseUrl, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
}

const api = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
};

/** A booking made the way a new traveller makes one, through the public API, on a trip run on request. */
async function bookAsNewTraveller(contactName: string) {
  const email = uniqueEmail('dashboard');
  const registered = await api('/auth/register', {
    method: 'POST',
    body: { name: contactName, email, password: 'Deodar-Ridge-4127', password_confirmation: 'Deodar-Ridge-4127' },
  });
  expect(registered.status).toBe(201);
  const token = (registered.body.data as { token: string }).token;
  const tours = (await api('/tours?per_page=50')).body.data as { id: number; slug: string }[];
  for (const tour of tours) {
    const departures = (await api(`/tours/${tour.id}/departures`)).body.data as { id: number; seats_left: number }[];
    const roomy = departures.find((departure) => departure.seats_left >= 5);
    if (departures.length > 0 && !roomy) continue;
    const travelDate = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const booked = await api('/bookings', {
      method: 'POST',
      token,
      body: {
        tour_id: tour.id,
        ...(roomy ? { departure_id: roomy.id } : { travel_date: travelDate }),
        passengers: 1,
        contact_name: contactName,
        contact_email: email,
        contact_phone: '+91 98100 00000',
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    return;
  }
  throw new Error('no demo tour can be booked');
}

describe('Dashboard', () => {
  it('shows the cards with numbers, the revenue table, and the bell announces a new booking', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByText(/^Welcome back, /).waitFor();

    // Eight cards, each with a number and its change against last month in words.
    const cards = page.getByRole('region', { name: 'Key figures' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(8);
    await page.locator('[data-stat="destinations"] .text-2xl').waitFor();
    for (const label of [
      'Total Destinations',
      'Active Tours',
      'Pending Enquiries',
      'New Bookings',
      'Total Revenue',
      'Total Users',
      'Reviews',
      'Blog Posts',
    ]) {
      const card = cards.filter({ hasText: label });
      expect(await card.locator('.text-2xl').textContent(), label).toMatch(/\d/);
      expect(await card.textContent(), label).toMatch(/vs last month|New since last month/);
    }
    expect(
      Number(
        (await cards.filter({ hasText: 'Total Destinations' }).locator('.text-2xl').textContent())?.replace(/\D/g, ''),
      ),
    ).toBeGreaterThan(0);

    // The revenue chart draws, and its table view shows the last 12 months.
    const revenue = page.getByRole('region', { name: 'Revenue (last 12 months)' });
    await revenue.locator('svg.recharts-surface').waitFor();
    await revenue.getByRole('button', { name: 'Table view' }).click();
    const table = revenue.getByRole('table');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(12);
    expect(await revenue.getByRole('button', { name: 'Table view' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem').first().waitFor();
    expect(await axeViolations(page), 'dashboard').toEqual([]);

    // Start from an empty bell, then a booking made on the public site shows up within a poll.
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    const markAll = page.getByRole('menuitem', { name: 'Mark all as read' });
    if (await markAll.isVisible()) await markAll.click();
    else await page.keyboard.press('Escape');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');

    const traveller = `Tenzin Dolma ${Date.now()}`;
    await bookAsNewTraveller(traveller);
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 40_000, interval: 1_000 })
      .toBe('Notifications, 1 unread');
    await page.getByTestId('bell-count').getByText('1').waitFor();

    // Keyboard: the bell opens as a menu; choosing the notification reads it and opens its link.
    await bell.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: new RegExp(traveller) });
    await item.waitFor();
    expect(await axeViolations(page), 'bell menu').toEqual([]);
    await item.click();
    await page.waitForURL('**/admin/bookings');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');
    await bell.click();
    await page.getByText('No new notifications').waitFor();
    expect(await page.getByRole('menuitem', { name: new RegExp(traveller) }).count()).toBe(0);
    await context.close();
  }, 120_000);
});
