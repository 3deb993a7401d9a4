import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { axeViolations } from './axe';
import { signInAdmin, useBrowser } from './browser';

const openPage = useBrowser();

describe('Media library', () => {
  it('uploads an image into a folder, shows it in the grid, picks it in a destination form and warns before deleting it', async () => {
    const { page } = await openPage();
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const folder = `e2e-${stamp}`;
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3b7a57' } })
      .png()
      .toBuffer();

    await signInAdmin(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Media' }).click();
    await page.waitForURL('**/admin/media');
    await page.getByRole('heading', { name: 'Media Library' }).waitFor();

    // Upload into a new folder; the grid then shows it under that folder.
    await page.getByLabel('Upload to folder').fill(folder);
    await page
      .getByLabel('Choose images to upload')
      .setInputFiles({ name: `valley-${stamp}.png`, mimeType: 'image/png', buffer: png });
    await page.getByText(`Image uploaded successfully: valley-${stamp}.png`).waitFor();
    await page.getByLabel('Folder', { exact: true }).selectOption(folder);
    const grid = page.getByRole('list', { name: 'Images' });
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(1);
    const img = grid.locator('img').first();
    await expect.poll(() => img.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const filename = (await grid.locator('p[title]').first().getAttribute('title'))!;
    expect(filename).toMatch(/^[0-9a-f]{16}-1200\.webp$/);
    expect(await axeViolations(page), 'library').toEqual([]);

    // A file that is not an image is refused with the server's message.
    await page
      .getByLabel('Choose images to upload')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a picture') });
    await page.getByText('notes.png: Please choose an image file (JPEG, PNG, WebP, AVIF or GIF)').waitFor();

    // Pick it in a new destination's Image field.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Destinations' }).click();
    await page.waitForURL('**/admin/destinations');
    await page.getByRole('button', { name: 'Add Destination' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Destination' });
    await dialog.getByLabel('Name').fill(`Media Valley ${stamp}`);
    await dialog.getByRole('button', { name: 'Choose from library' }).first().click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByLabel('Folder', { exact: true }).selectOption(folder);
    await picker.getByRole('button', { name: `Choose ${filename}` }).click();
    await picker.waitFor({ state: 'detached' });
    const url = await dialog.getByLabel('Image URL').inputValue();
    expect(url).toMatch(new RegExp(`^/uploads/${folder}/\\d{4}/\\d{2}/${filename}$`));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Destination created successfully').waitFor();

    // Deleting it now warns that the destination shows it.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Media' }).click();
    await page.getByLabel('Folder', { exact: true }).selectOption(folder);
    await page.getByRole('button', { name: `Delete ${filename}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete image' });
    await confirm.getByText(`destination “Media Valley ${stamp}”`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Image deleted; pages that showed it now have no image there').waitFor();
    await page.getByText('No images yet').waitFor();
  });
});
