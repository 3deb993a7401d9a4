import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { signInAdmin, useBrowser } from './browser';

const openPage = useBrowser();

const signIn = signInAdmin;

/** The Name column's main line of every row on screen. */
async function names(page: Page): Promise<string[]> {
  return page.locator('tbody tr td[data-label="Name"] p:first-child').allTextContents();
}

describe('Manage Destinations', () => {
  it('lists, sorts, searches, creates (after a server field error), edits and deletes', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Destinations' }).click();
    await page.waitForURL('**/admin/destinations');
    await page.getByRole('heading', { name: 'Manage Destinations' }).waitFor();
    const table = page.getByRole('table', { name: 'Manage Destinations' });
    await table.getByRole('cell', { name: /Leh/ }).first().waitFor();
    expect((await names(page)).length).toBeGreaterThan(5);
    expect(await axeViolations(page), 'list').toEqual([]);

    // Sort by name: the header says so, the address keeps it, the rows follow.
    const nameHeader = table.getByRole('columnheader', { name: 'Name' });
    await nameHeader.getByRole('button').click();
    await page.waitForURL(/sort=name&direction=asc/);
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect
      .poll(async () => {
        const shown = await names(page);
        return shown.length > 1 && shown.join('|') === [...shown].sort((a, b) => a.localeCompare(b)).join('|');
      })
      .toBe(true);
    await nameHeader.getByRole('button').click();
    await page.waitForURL(/direction=desc/);
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');

    // Search.
    await page.getByLabel('Search destinations').fill('ladakh');
    await page.waitForURL(/search=ladakh/);
    await expect.poll(() => names(page)).toEqual(expect.arrayContaining(['Leh', 'Nubra Valley']));
    await expect
      .poll(async () =>
        (await page.locator('tbody tr td[data-label="Location"]').allTextContents()).every((place) =>
          place.includes('Ladakh'),
        ),
      )
      .toBe(true);

    // Create: the server refuses a slug in use, under the field; then a new name is saved.
    await page.getByRole('button', { name: 'Add Destination' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Destination' });
    await dialog.getByLabel('Name').fill('Leh');
    expect(await dialog.getByLabel('Slug').inputValue()).toBe('leh');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('This slug is already in use').waitFor();
    expect(await dialog.getByLabel('Slug').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page), 'form with an error').toEqual([]);
    await dialog.getByLabel('Name').fill('Chitkul Village');
    expect(await dialog.getByLabel('Slug').inputValue()).toBe('chitkul-village');
    await dialog.getByLabel('City').fill('Chitkul');
    await dialog.getByLabel('State').fill('Himachal Pradesh');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Destination created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Edit it.
    await page.getByLabel('Search destinations').fill('chitkul');
    await page.waitForURL(/search=chitkul/);
    await page.getByRole('button', { name: 'Edit Chitkul Village' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Destination' });
    expect(await edit.getByLabel('City').inputValue()).toBe('Chitkul');
    await edit.getByLabel('Tagline').fill('Last village before Tibet');
    await edit.getByLabel('Featured').check();

    // The photo gallery: three pictures from the media library, the last moved up, the first removed.
    const folder = `e2e-place-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const token = await page.evaluate(() => localStorage.getItem('admin_token'));
    const pictures: { url: string; filename: string }[] = [];
    for (const [index, background] of ['#2f6f8f', '#8f6f2f', '#4a7c59'].entries()) {
      const png = await sharp({ create: { width: 640, height: 400, channels: 3, background } })
        .png()
        .toBuffer();
      const uploaded = await page.request.post('/api/admin/media/upload', {
        headers: { Authorization: `Bearer ${token}` },
        multipart: { folder, file: { name: `chitkul-${index}.png`, mimeType: 'image/png', buffer: png } },
      });
      expect(uploaded.status()).toBe(201);
      pictures.push(((await uploaded.json()) as { data: { url: string; filename: string } }).data);
    }
    const gallery = edit.getByRole('group', { name: 'Photo gallery' });
    for (const picture of pictures) {
      await gallery.getByRole('button', { name: 'Choose from library' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose an image' });
      await picker.getByLabel('Folder', { exact: true }).selectOption(folder);
      await picker.getByRole('button', { name: `Choose ${picture.filename}` }).click();
      await picker.waitFor({ state: 'detached' });
    }
    await gallery.getByRole('button', { name: 'Move Image 3 URL up' }).click();
    await gallery.getByRole('button', { name: 'Remove Image 1 URL' }).click();
    expect(
      await gallery
        .getByLabel(/^Image \d URL$/)
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual([pictures[2]!.url, pictures[1]!.url]);
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Destination updated successfully').waitFor();
    await edit.waitFor({ state: 'detached' });
    // Saved through the destination's own write, in that order, and public at once.
    const place = (await (await page.request.get('/api/destinations/chitkul-village')).json()) as {
      data: { images: string[] };
    };
    expect(place.data.images).toEqual([pictures[2]!.url, pictures[1]!.url]);
    await table
      .getByRole('row', { name: /Chitkul Village/ })
      .getByText('Yes')
      .waitFor();

    // Delete it through the confirm dialog.
    await page.getByRole('button', { name: 'Delete Chitkul Village' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete "Chitkul Village"?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Destination deleted successfully').waitFor();
    await table.getByText('No data available').waitFor();

    // A destination with tours is kept, and staff are told to deactivate it.
    await page.getByLabel('Search destinations').fill('leh');
    await page.waitForURL(/search=leh/);
    await page.getByRole('button', { name: 'Delete Leh', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page
      .getByText(/Deactivate it instead/)
      .first()
      .waitFor();
    await table.getByRole('cell', { name: /^Leh/ }).first().waitFor();
    await context.close();
  });

  it('retries a failed list, keeps filters and sort from the address, and closes the modal with Escape at 375 px', async () => {
    const { context, page } = await openPage({ width: 375 });
    await signIn(page);
    // The list fails (twice: the admin cache retries once), then Retry loads it.
    let failures = 2;
    await page.route('**/api/admin/destinations?**', (route) =>
      failures-- > 0
        ? route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong' } })
        : route.continue(),
    );
    await page.goto('/admin/destinations');
    await page.getByRole('alert').getByText('Something went wrong').waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('table').getByRole('cell', { name: /Leh/ }).first().waitFor();
    await page.unroute('**/api/admin/destinations?**');

    await page.goto('/admin/destinations?is_featured=true&sort=name&direction=asc');
    await page.getByRole('heading', { name: 'Manage Destinations' }).waitFor();
    expect(await page.getByLabel('Featured').inputValue()).toBe('true');
    await expect.poll(async () => (await names(page)).length).toBeGreaterThan(0);
    const rows = await page.locator('tbody tr').count();
    expect(await page.locator('tbody tr').getByText('Yes').count()).toBe(rows);
    // The table scrolls inside itself: the page is no wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Add Destination' }).click();
    await page.getByRole('dialog', { name: 'Create Destination' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await axeViolations(page), 'narrow list').toEqual([]);
    await context.close();
  });
});
