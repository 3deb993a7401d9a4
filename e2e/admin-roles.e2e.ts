import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { DEMO, signInAdmin, useBrowser } from './browser';

const openPage = useBrowser();

async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/** A back-office token through the API, for calls the screens do not make. */
async function tokenOf(page: Page, account: { email: string; password: string }): Promise<string> {
  const response = await page.request.post('/api/admin/auth/login', { data: account });
  expect(response.status()).toBe(200);
  return (await response.json()).data.token as string;
}

describe('Staff roles', () => {
  it('shows staff neither Users nor Settings, says "not allowed" at their address, and the API refuses them', async () => {
    const { context, page } = await openPage();
    await signInAs(page, DEMO.staff);
    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    await sidebar.getByRole('link', { name: 'Bookings' }).waitFor();
    await sidebar.getByRole('link', { name: 'Activity Log' }).waitFor();
    for (const tab of ['Users', 'Settings', 'Coupons', 'Outbox', 'Webhooks']) {
      expect(await sidebar.getByRole('link', { name: tab, exact: true }).count(), tab).toBe(0);
    }

    await page.goto('/admin/users');
    const alert = page.getByRole('alert').filter({ hasText: 'Not allowed' });
    await alert.waitFor();
    await alert.getByText('Only an admin can open Users.').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await axeViolations(page), 'not allowed').toEqual([]);

    // Staff edit destinations but do not delete them.
    await page.goto('/admin/destinations');
    const table = page.getByRole('table', { name: 'Manage Destinations' });
    await table
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor();
    expect(await table.getByRole('button', { name: /^Delete / }).count()).toBe(0);

    const token = await tokenOf(page, DEMO.staff);
    const headers = { authorization: `Bearer ${token}` };
    for (const path of [
      '/api/admin/users',
      '/api/admin/settings',
      '/api/admin/coupons',
      '/api/admin/outbox',
      '/api/admin/webhooks',
    ]) {
      const refused = await page.request.get(path, { headers });
      expect(refused.status(), path).toBe(403);
      expect((await refused.json()).message, path).toBe('Only an admin can do this.');
    }
    expect((await page.request.get('/api/admin/activity-logs', { headers })).status()).toBe(200);
    await context.close();
  });

  it('shows an admin the change just made in the activity log, and takes a manual entry', async () => {
    const { context, page } = await openPage();
    await signInAdmin(page);
    const token = await tokenOf(page, DEMO.admin);
    const name = `Roles Valley ${Date.now()}`;
    const created = await page.request.post('/api/admin/destinations', {
      headers: { authorization: `Bearer ${token}` },
      data: { name, is_active: false },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).data.id as number;
    const renamed = `${name} Upper`;
    const updated = await page.request.put(`/api/admin/destinations/${id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { name: renamed, is_active: false },
    });
    expect(updated.status()).toBe(200);

    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    await sidebar.getByRole('link', { name: 'Users' }).waitFor();
    await sidebar.getByRole('link', { name: 'Activity Log' }).click();
    await page.waitForURL('**/admin/activity');
    await page.getByRole('heading', { name: 'Activity Log' }).waitFor();
    await page.getByLabel('Record type').selectOption('destination');
    await page.waitForURL(/\/admin\/activity\?type=destination$/);
    const table = page.getByRole('table', { name: 'Activity log entries' });
    const row = table.getByRole('row').filter({ hasText: renamed }).filter({ hasText: 'updated' });
    await row.waitFor();
    await row.getByText(`name:`).waitFor();
    await row.getByText(name, { exact: true }).waitFor();
    expect(await row.getByText('Admin').count()).toBeGreaterThan(0);
    expect(await axeViolations(page), 'activity log').toEqual([]);

    // A note by hand: field errors first, then it heads the log.
    await page.getByRole('button', { name: 'Add entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add entry' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Action is required').waitFor();
    await dialog.getByText('Description is required').waitFor();
    await dialog.getByLabel('Record type').selectOption('destination');
    await dialog.getByLabel('Record ID').fill(String(id));
    await dialog.getByLabel('Record name').fill(renamed);
    await dialog.getByLabel('Action').fill('phone_call');
    const note = `Called the lodge at ${renamed} about the road`;
    await dialog.getByLabel('Description').fill(note);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Activity recorded').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await table.getByRole('row').filter({ hasText: note }).waitFor();
    await context.close();
  });
});
