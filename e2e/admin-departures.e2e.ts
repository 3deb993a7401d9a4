import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { baseUrl, signInAdmin, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

const api = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A date years ahead, in a month of its own, so no demo departure shares the filtered list. */
function farDate() {
  const year = 2040 + Math.floor(Math.random() * 40);
  const month = 1 + Math.floor(Math.random() * 12);
  return `${year}-${String(month).padStart(2, '0')}-14`;
}

describe('Departures desk', () => {
  it('opens from a trek, creates a departure (after a field error), shows seats dropping after a booking and downloads the manifest', async () => {
    const { context, page } = await openPage();
    await signInAdmin(page);
    const treks = (await api('/treks?per_page=1')).body.data as { id: number; title: string }[];
    const trek = treks[0]!;

    // From the trek's row to the departures tab, filtered to that trek by the address.
    await page.goto('/admin/treks');
    await page
      .getByRole('link', { name: `Departures of ${trek.title}` })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/admin/departures\\?trek_id=${trek.id}`));
    await page.getByRole('heading', { name: 'Departures' }).waitFor();
    expect(await page.getByLabel('Kind', { exact: true }).inputValue()).toBe('trek');

    // Create: the server refuses 5000 seats under the field, then takes 6.
    const date = farDate();
    await page.getByRole('button', { name: 'Add Departure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Departure' });
    // The trip comes from the address, named by its title.
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Trip' }).inputValue()).toBe(trek.title);
    await dialog.getByLabel('Date').fill(date);
    await dialog.getByLabel('Seats').fill('5000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Seats must be between 1 and 1000').first().waitFor();
    expect(await dialog.getByLabel('Seats').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('Seats').fill('6');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Departure created').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Only this departure in its month.
    // The month list names months; one years ahead comes by the address and is named too.
    const nextMonth = (await page.getByLabel('Month').locator('option').nth(5).textContent()) ?? '';
    expect(nextMonth).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    const address = new URL(page.url());
    address.searchParams.set('month', date.slice(0, 7));
    await page.goto(address.toString());
    expect(await page.getByLabel('Month').inputValue()).toBe(date.slice(0, 7));
    const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
    expect(await page.getByLabel('Month').locator('option:checked').textContent()).toBe(monthName);
    const table = page.getByRole('table', { name: 'Departures' });
    const row = table.getByRole('row', { name: new RegExp(`${escape(trek.title)} ${date}`) });
    await row.getByText('Seats left: 6').waitFor();
    expect(await axeViolations(page), 'list').toEqual([]);

    // A traveller books two seats through the public API: the date picks the departure.
    const email = uniqueEmail('departures');
    const registered = await api('/auth/register', {
      method: 'POST',
      body: {
        name: 'Tenzing Manifest',
        email,
        password: 'Deodar-Ridge-4127',
        password_confirmation: 'Deodar-Ridge-4127',
      },
    });
    expect(registered.status).toBe(201);
    const token = (registered.body.data as { token: string }).token;
    const booked = await api('/bookings', {
      method: 'POST',
      token,
      body: {
        trek_id: trek.id,
        travel_date: date,
        passengers: 2,
        contact_name: 'Tenzing Manifest',
        contact_email: email,
        contact_phone: '+91 98100 44444',
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    await page.reload();
    await row.getByText('Seats left: 4').waitFor();
    await row.getByText('2 / 6 booked').waitFor();

    // The manifests name the traveller.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /Download the CSV manifest/ }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(new RegExp(`^manifest-${date}-.*\\.csv$`));
    const csvText = await readFile((await csv.path())!, 'utf8');
    expect(csvText).toContain('Tenzing Manifest');
    expect(csvText).toContain((booked.body.data as { reference: string }).reference);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /Download the PDF manifest/ }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const pdfBytes = await readFile((await pdf.path())!);
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');

    // Close it with a free-text leader; the row says so.
    await row.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Departure' });
    await edit.getByLabel('Status').selectOption('closed');
    await edit.getByLabel('Trek leader').selectOption('name');
    await edit.getByLabel('Leader name').fill('Pemba Sherpa');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Departure updated').first().waitFor();
    await row.getByText('Closed').waitFor();
    await row.getByText('Pemba Sherpa').waitFor();

    await context.close();
  }, 120_000);
});
