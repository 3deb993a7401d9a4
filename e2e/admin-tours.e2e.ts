import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { DEMO, useBrowser } from './browser';

const openPage = useBrowser();

/** A field's label, exactly, with or without the required mark after it. */
const label = (text: string) => new RegExp(`^${text}(\\s*\\*)?$`);

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
}

describe('Manage Tours', () => {
  it('creates a tour with a two-day itinerary, shows it on the public page, deactivates it and it is gone', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Tours' }).click();
    await page.waitForURL('**/admin/tours');
    await page.getByRole('heading', { name: 'Manage Tours' }).waitFor();
    const table = page.getByRole('table', { name: 'Manage Tours' });
    await table.locator('tbody tr').first().waitFor();
    expect(await axeViolations(page), 'list').toEqual([]);

    const title = `Barot Valley Walk ${Date.now()}`;
    await page.getByRole('button', { name: 'Add Tour' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Tour' });
    // Required fields first: the spec's messages under the fields.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Destination is required').waitFor();
    await dialog.getByText('Price is required').waitFor();

    await dialog.getByLabel(label('Title')).fill(title);
    expect(await dialog.getByLabel(label('Slug')).inputValue()).toMatch(/^barot-valley-walk-\d+$/);
    const destination = dialog.getByLabel(label('Destination'));
    await expect.poll(async () => destination.locator('option').count()).toBeGreaterThan(2);
    await destination.selectOption({ label: 'Manali' });
    await dialog.getByLabel(label('Category')).selectOption('Nature');
    await dialog.getByLabel(label('Price')).fill('7500');
    await dialog.getByLabel(label('Days')).fill('2');
    await dialog.getByLabel(label('Nights')).fill('1');
    await dialog.getByLabel(label('Short description')).fill('Two days by the Uhl river.');
    await dialog.getByRole('button', { name: 'Add highlight' }).click();
    await dialog.getByLabel(label('Highlight 1')).fill('Trout farm at Barot');

    await dialog.getByRole('button', { name: 'Add day' }).click();
    await dialog.getByRole('button', { name: 'Add day' }).click();
    await dialog.getByLabel(label('Day 1 title')).fill('Mandi to Barot');
    await dialog.getByLabel(label('Day 1 description')).fill('Drive up to the valley and walk to the reservoir.');
    await dialog.getByLabel(label('Day 2 title')).fill('Barot to Lohardi');
    // Reorder and back: Move Day 2 up, then Day 1 (now "Barot to Lohardi") down.
    await dialog.getByRole('button', { name: 'Move Day 2 up' }).click();
    expect(await dialog.getByLabel(label('Day 1 title')).inputValue()).toBe('Barot to Lohardi');
    await dialog.getByRole('button', { name: 'Move Day 1 down' }).click();
    expect(await dialog.getByLabel(label('Day 1 title')).inputValue()).toBe('Mandi to Barot');
    expect(await axeViolations(page), 'form').toEqual([]);

    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/tours') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    const id = ((await (await created).json()) as { data: { id: number } }).data.id;
    await page.getByText('Tour created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The public page shows it with its itinerary.
    const visitor = await context.newPage();
    await visitor.goto(`/tour/${id}`);
    await visitor.getByRole('heading', { name: title, level: 1 }).waitFor();
    await visitor.getByText('Mandi to Barot').waitFor();
    await visitor.getByText('Barot to Lohardi').waitFor();

    // Deactivate it.
    await page.getByLabel('Search tours').fill(title);
    await page.waitForURL(/search=/);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Tour' });
    await expect.poll(() => edit.getByLabel(label('Day 2 title')).inputValue()).toBe('Barot to Lohardi');
    await edit.getByLabel(label('Active')).uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Tour updated successfully').waitFor();
    await edit.waitFor({ state: 'detached' });
    await table
      .getByRole('row', { name: new RegExp(title) })
      .getByText('Inactive')
      .waitFor();

    // Gone from the public site at once (for a visitor whose browser has not cached the page's data for its minute).
    const next = await openPage();
    await next.page.goto(`/tour/${id}`);
    await next.page.getByText('Tour Not Found').waitFor();
    await next.context.close();
    await context.close();
  }, 180_000);
});
