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

/** A tour of its own, written through the API with an English title, descriptions and one day. */
async function createTour(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('admin_token'));
  expect(token).toBeTruthy();
  const headers = { Authorization: `Bearer ${token}` };
  const destinations = (await (await page.request.get('/api/admin/destinations', { headers })).json()) as {
    data: { id: number }[];
  };
  const title = `Barot Valley Walk ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const created = await page.request.post('/api/admin/tours', {
    headers,
    data: {
      title,
      destination_id: destinations.data[0]!.id,
      category: 'Nature',
      price: 7500,
      duration_days: 2,
      duration_nights: 1,
      short_description: 'Two days by the Uhl river.',
      description: 'A gentle walk through the deodar forests of the Barot valley.',
      highlights: ['Trout farm at Barot'],
      itinerary: [{ title: 'Mandi to Barot', description: 'Drive up the valley.' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return title;
}

/** The tours list filtered to one tour, and its Edit form opened. */
async function openTour(page: Page, title: string) {
  await page.goto(`/admin/tours?search=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Tour' });
  await dialog.getByRole('tablist', { name: 'Language of the texts' }).waitFor();
  return dialog;
}

describe('Translations in the back office', () => {
  it('writes a tour’s Hindi title and short description, saves, and reads them back as a partial translation', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    const title = await createTour(page);

    let dialog = await openTour(page, title);
    const hindi = dialog.getByRole('tab', { name: /हिन्दी/ });
    expect(await hindi.textContent()).toContain('Missing');
    await hindi.click();
    expect(await hindi.getAttribute('aria-selected')).toBe('true');
    let panel = dialog.getByRole('tabpanel', { name: /हिन्दी/ });
    // The English fields are out of sight while another language is open; the English shows as reference.
    expect(await dialog.getByRole('button', { name: 'Add highlight' }).isVisible()).toBe(false);
    await panel.getByText('Two days by the Uhl river.').waitFor();
    expect(await panel.getByText('Empty: shown in English').count()).toBeGreaterThan(1);

    await panel.getByLabel(label('Title')).fill('बारोट घाटी की सैर');
    await panel.getByLabel(label('Short description')).fill('उहल नदी के किनारे दो दिन।');
    expect(await hindi.textContent()).toContain('Partial');
    expect(await axeViolations(page), 'form with the Hindi tab open').toEqual([]);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Tour updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    dialog = await openTour(page, title);
    const again = dialog.getByRole('tab', { name: /हिन्दी/ });
    expect(await again.textContent()).toContain('Partial');
    await again.click();
    panel = dialog.getByRole('tabpanel', { name: /हिन्दी/ });
    expect(await panel.getByLabel(label('Title')).inputValue()).toBe('बारोट घाटी की सैर');
    expect(await panel.getByLabel(label('Short description')).inputValue()).toBe('उहल नदी के किनारे दो दिन।');

    // Too long: the server's message under the Hindi title, the Hindi tab chosen again after saving from English.
    await panel.getByLabel(label('Title')).fill('क'.repeat(201));
    await dialog.getByRole('tab', { name: /^English/ }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('This field is too long').waitFor();
    expect(await again.getAttribute('aria-selected')).toBe('true');
    expect(await panel.getByLabel(label('Title')).getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it('writes a destination’s Hindi name in its form: a server error under the Hindi field, then saved and read back', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    const token = await page.evaluate(() => localStorage.getItem('admin_token'));
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const name = `Sangla Meadow ${stamp}`;
    const created = await page.request.post('/api/admin/destinations', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name, slug: `sangla-meadow-${stamp}`, state: 'Himachal Pradesh' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const open = async () => {
      await page.goto(`/admin/destinations?search=${encodeURIComponent(name)}`);
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const form = page.getByRole('dialog', { name: 'Edit Destination' });
      await form.getByRole('tablist', { name: 'Language of the texts' }).waitFor();
      return form;
    };

    let dialog = await open();
    await dialog.getByRole('tab', { name: /हिन्दी/ }).click();
    let panel = dialog.getByRole('tabpanel', { name: /हिन्दी/ });
    await panel.getByLabel(label('Name')).fill('क'.repeat(121));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('This field is too long').waitFor();
    expect(await panel.getByLabel(label('Name')).getAttribute('aria-invalid')).toBe('true');

    await panel.getByLabel(label('Name')).fill('सांगला घास का मैदान');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Destination updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    dialog = await open();
    await dialog.getByRole('tab', { name: /हिन्दी/ }).click();
    panel = dialog.getByRole('tabpanel', { name: /हिन्दी/ });
    expect(await panel.getByLabel(label('Name')).inputValue()).toBe('सांगला घास का मैदान');
    await context.close();
  });

  it('switches languages with the keyboard at 375 px in the dark theme', async () => {
    const { context, page } = await openPage({ width: 375, colorScheme: 'dark' });
    await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await signIn(page);
    const title = await createTour(page);
    const dialog = await openTour(page, title);

    const english = dialog.getByRole('tab', { name: /^English/ });
    expect(await english.getAttribute('tabindex')).toBe('0');
    await english.focus();
    await page.keyboard.press('ArrowRight');
    const hindi = dialog.getByRole('tab', { name: /हिन्दी/ });
    expect(await hindi.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await hindi.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    const german = dialog.getByRole('tab', { name: /Deutsch/ });
    expect(await german.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    // Tab leaves the tab row for the panel, then its first field.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('बारोट');
    const panel = dialog.getByRole('tabpanel', { name: /हिन्दी/ });
    expect(await panel.getByLabel(label('Title')).inputValue()).toBe('बारोट');
    expect(await hindi.textContent()).toContain('Partial');
    expect(await axeViolations(page), 'Hindi tab, phone, dark').toEqual([]);

    // Saving from Hindi with the English title emptied shows the English fields and the message.
    const englishTab = dialog.getByRole('tab', { name: /^English/ });
    await englishTab.click();
    await dialog.getByRole('tabpanel', { name: /^English/ }).waitFor();
    await dialog.getByLabel(label('Title')).fill('');
    await hindi.click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Title is required').waitFor();
    expect(await englishTab.getAttribute('aria-selected')).toBe('true');
    await context.close();
  });
});
