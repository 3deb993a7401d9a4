import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import sharp from 'sharp';
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

/** The signed-in admin's bearer header, for creating data through the API. */
async function adminHeaders(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('admin_token'));
  expect(token).toBeTruthy();
  return { Authorization: `Bearer ${token}` };
}

describe('Manage Tours', () => {
  it('creates a tour with a two-day itinerary and a library image, shows them on the public page, deactivates it and it is gone', async () => {
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

    // A gallery image from the media library (uploaded through the API into a folder of its own).
    const folder = `e2e-tour-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2f6f8f' } })
      .png()
      .toBuffer();
    const uploaded = await page.request.post('/api/admin/media/upload', {
      headers: await adminHeaders(page),
      multipart: { folder, file: { name: 'barot.png', mimeType: 'image/png', buffer: png } },
    });
    expect(uploaded.status()).toBe(201);
    const image = ((await uploaded.json()) as { data: { url: string; filename: string } }).data;
    await dialog.getByRole('button', { name: 'Choose from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByLabel('Folder', { exact: true }).selectOption(folder);
    await picker.getByRole('button', { name: `Choose ${image.filename}` }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel(label('Image 1 URL')).inputValue()).toBe(image.url);

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
    const picture = visitor.getByRole('button', { name: 'Open photo 1 of 1' }).locator('img');
    expect(await picture.getAttribute('src')).toBe(image.url);
    await expect.poll(() => picture.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

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
    // It exists but cannot be booked: the not-available page, not "Tour Not Found".
    await next.page.getByRole('heading', { name: `${title} is not available` }).waitFor();
    await next.context.close();
    await context.close();
  }, 180_000);

  it('imports a tour from a CSV file and lists it with the counts', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    const exported = await page.request.get('/api/admin/tours/export', { headers: await adminHeaders(page) });
    expect(exported.status()).toBe(200);
    const rows = parse(await exported.body(), { bom: true, columns: true }) as Record<string, string>[];
    const columns = Object.keys(rows[0]!);
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const title = `Imported Kinnaur Circuit ${stamp}`;
    // No id: a new tour; a title and slug of its own.
    const row: Record<string, string> = { ...rows[0]!, id: '', title, slug: `imported-kinnaur-circuit-${stamp}` };
    const csv = stringify([columns, columns.map((column) => row[column] ?? '')]);

    await page.goto('/admin/tours');
    await page.getByRole('heading', { name: 'Manage Tours' }).waitFor();
    const table = page.getByRole('table', { name: 'Manage Tours' });
    await table.locator('tbody tr').first().waitFor();
    await page
      .getByLabel('Import CSV', { exact: true })
      .setInputFiles({ name: 'tours.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('Import finished: 1 created, 0 updated, 0 failed').first().waitFor();

    await page.getByLabel('Search tours').fill(title);
    await page.waitForURL(/search=/);
    await table.getByRole('row', { name: new RegExp(title) }).waitFor();
    await context.close();
  });
});
