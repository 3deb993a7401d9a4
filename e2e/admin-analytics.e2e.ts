import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { baseUrl, signInAdmin, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

describe('Analytics', () => {
  it('opens from the dashboard, shows the four reports, switches one to a table and downloads a CSV', async () => {
    // A traveller who joins now: this month's user growth counts at least one.
    const registered = await fetch(`${baseUrl()}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Analytics Traveller',
        email: uniqueEmail('analytics'),
        password: 'Deodar-Ridge-4127',
        password_confirmation: 'Deodar-Ridge-4127',
      }),
    });
    expect(registered.status).toBe(201);

    const { context, page } = await openPage();
    await signInAdmin(page);
    await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Analytics' }).click();
    await page.waitForURL('**/admin/analytics');
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();

    const growth = page.getByRole('region', { name: 'User growth' });
    const trends = page.getByRole('region', { name: 'Booking trends' });
    const revenue = page.getByRole('region', { name: 'Revenue' });
    const trips = page.getByRole('region', { name: 'Trip performance' });
    for (const region of [growth, trends, revenue, trips])
      await region.getByRole('table').first().waitFor({ state: 'attached' });
    // The charts are drawn (recharts loaded lazily) and the tables stay for screen readers.
    await growth.locator('.recharts-surface').first().waitFor();
    await revenue.getByText('Average booking value').waitFor();
    expect(await axeViolations(page), 'charts').toEqual([]);

    // This month's new users, as the table says it (its last row).
    const growthTable = growth.getByRole('table', { name: /Traveller accounts opened/ });
    const lastRow = growthTable.getByRole('row').last();
    expect(Number(await lastRow.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(1);

    // Table view: the chart gives way to the visible table.
    const toggle = trends.getByRole('button', { name: 'Table view' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await trends.locator('.recharts-surface').count()).toBe(0);
    const trendsTable = trends.getByRole('table', { name: /Bookings made per period/ });
    expect(await trendsTable.isVisible()).toBe(true);
    await trendsTable.getByRole('columnheader', { name: 'Confirmed' }).waitFor();
    await trends.getByLabel('Group by').selectOption('week');
    await trendsTable
      .getByText(/^Week of /)
      .first()
      .waitFor();
    expect(await axeViolations(page), 'table view').toEqual([]);

    // CSV of the revenue report: a BOM, then the header row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      revenue.getByRole('button', { name: 'Download Revenue as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^revenue_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFmonth,revenue,bookings\r\n')).toBe(true);
    expect(csv.trim().split('\r\n')).toHaveLength(13);

    // A start after the end is refused under the field, and the reports keep the last range.
    await page.getByLabel('To', { exact: true }).fill('2026-01-01');
    await page.getByLabel('From', { exact: true }).fill('2026-02-01');
    await page.getByText('The start date must not be after the end date').waitFor();
    expect(await page.getByLabel('From', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Last 12 months' }).click();
    // Back to the default range, which the inputs show (the range the reports are for).
    const range = await (
      await page.request.get(`${baseUrl()}/api/admin/analytics/revenue-stats`, {
        headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('admin_token'))}` },
      })
    ).json();
    await expect.poll(() => page.getByLabel('From', { exact: true }).inputValue()).toBe(range.data.from.slice(0, 10));
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(range.data.to.slice(0, 10));
    await context.close();
  });
});
