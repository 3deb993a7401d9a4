import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { chooseTrip, signInAdmin, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The amounts the bookings table shows, top to bottom, read from the Amount column. */
async function amounts(page: Page): Promise<number[]> {
  const table = page.getByRole('table', { name: 'Manage Bookings' });
  const headers = await table.locator('thead th').allInnerTexts();
  const column = headers.findIndex((text) => text.trim().toLowerCase() === 'amount');
  expect(column).toBeGreaterThan(0);
  const cells = await table.locator(`tbody tr td:nth-child(${column + 1})`).allInnerTexts();
  return cells.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

describe('Sales desk conversions and sorting', () => {
  it('converts an enquiry into a custom trip request, links it, and the quote downloads as a PDF', async () => {
    const { context, page } = await openPage();
    const email = uniqueEmail('convert');
    const sent = await page.request.post('/api/enquiries', {
      data: {
        name: 'Tenzin Dolma',
        email,
        phone: '+91 98160 55555',
        destination: 'Tawang',
        travel_date: inDays(50),
        message: 'Monasteries and Sela Pass for three of us.',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await signInAdmin(page);
    await page.goto(`/admin/enquiries?search=${encodeURIComponent(email)}`);
    await page.getByRole('heading', { name: 'Manage Enquiries' }).waitFor();
    await page.getByRole('button', { name: 'View details of Tenzin Dolma' }).click();
    const panel = page.getByRole('dialog', { name: 'Enquiry Details' });
    await panel.getByText('Monasteries and Sela Pass for three of us.').waitFor();

    await panel.getByRole('button', { name: 'Convert', exact: true }).click();
    await panel.getByRole('radio', { name: 'Custom trip request' }).check();
    await panel.getByRole('textbox', { name: 'Travellers' }).fill('3');
    await panel.getByRole('textbox', { name: 'Days' }).fill('6');
    expect(await panel.getByLabel('Travel date').inputValue()).toBe(inDays(50));
    expect(await axeViolations(page), 'convert form').toEqual([]);
    await panel.getByRole('button', { name: 'Convert enquiry' }).click();
    await page.getByText('Enquiry converted to a custom trip request').waitFor();
    const converted = panel.getByTestId('enquiry-converted');
    await converted.getByText('Converted to custom trip request').waitFor();

    // The link opens the request in the custom packages list.
    await converted.getByRole('link').click();
    await page.waitForURL(/\/admin\/custom-packages\?search=/);
    await page.getByRole('heading', { name: 'Manage Custom Packages' }).waitFor();
    await page.getByRole('button', { name: 'View the request of Tenzin Dolma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Package Details' });
    await dialog.getByText('Tawang').first().waitFor();

    // Quote it, then download the quote as the traveller receives it.
    await dialog.getByRole('button', { name: 'Write Quote' }).click();
    await dialog.getByLabel('Price per person').fill('28000');
    await dialog.getByLabel('Total price').fill('84000');
    await dialog.getByLabel('Valid until').fill(inDays(7));
    for (let day = 1; day <= 6; day += 1) await dialog.getByLabel(`Title of day ${day}`).fill(`Day ${day} in Tawang`);
    await dialog.getByRole('button', { name: 'Send Quote' }).click();
    await page.getByText('Quote sent to the traveller').waitFor();
    const reopened = page.getByRole('dialog', { name: 'Package Details' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      reopened.getByRole('button', { name: 'Download quote' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^quote-Q-\d{5}\.pdf$/);

    // A second conversion is refused by the server.
    const token = await page.evaluate(() => localStorage.getItem('admin_token'));
    const headers = { Authorization: `Bearer ${token}` };
    const found = await page.request.get(`/api/admin/enquiries?search=${encodeURIComponent(email)}`, { headers });
    const [row] = (await found.json()).data as { id: number; custom_package: { id: number } | null }[];
    expect(row?.custom_package).not.toBeNull();
    const again = await page.request.post(`/api/admin/enquiries/${row!.id}/convert`, {
      headers,
      data: { to: 'custom_package' },
    });
    expect(again.status()).toBe(409);
    await context.close();
  });

  it('sorts bookings by amount from the column header, with the sort in the address', async () => {
    const { context, page } = await openPage();
    await signInAdmin(page);
    await page.goto('/admin/bookings');
    await page.getByRole('heading', { name: 'Manage Bookings' }).waitFor();
    const table = page.getByRole('table', { name: 'Manage Bookings' });
    await table.locator('tbody tr').first().waitFor();

    await table.getByRole('button', { name: 'Amount' }).click();
    await page.waitForURL(/sort=total_amount&direction=asc/);
    await expect
      .poll(() => table.getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort'))
      .toBe('ascending');
    await expect
      .poll(async () => {
        const list = await amounts(page);
        return list.length > 1 && list.every((value, index) => index === 0 || list[index - 1]! <= value);
      })
      .toBe(true);

    await table.getByRole('button', { name: 'Amount' }).click();
    await page.waitForURL(/sort=total_amount&direction=desc/);
    await expect
      .poll(async () => {
        const list = await amounts(page);
        return list.length > 1 && list.every((value, index) => index === 0 || list[index - 1]! >= value);
      })
      .toBe(true);

    // The sort survives a reload, and the trip filter narrows the list.
    await page.reload();
    await expect
      .poll(() => table.getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort'))
      .toBe('descending');
    const treks = (await (await page.request.get('/api/treks?per_page=1')).json()) as {
      data: { id: number; title: string }[];
    };
    const trek = treks.data[0]!;
    await chooseTrip(page, trek.title);
    await page.waitForURL(new RegExp(`trek_id=${trek.id}(&|$)`));
    expect(page.url()).toContain('sort=total_amount');
    expect(await axeViolations(page), 'sorted, filtered bookings').toEqual([]);
    await context.close();
  });
});
