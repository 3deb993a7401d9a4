import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { ENQUIRY_POPUP_SEEN_KEY, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

const REQUIRED = 'This field is required';

async function fillContact(scope: Page | ReturnType<Page['getByRole']>, email: string) {
  await scope.getByLabel('Full Name').fill('Kavya Rawat');
  await scope.getByLabel('Email Address').fill(email);
  await scope.getByLabel('Phone Number').fill('+91 98765 43210');
}

describe('enquiries', () => {
  it('the enquiry page shows the required and email messages, then sends', async () => {
    const { context, page } = await openPage();
    await page.goto('/enquiry');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    const form = page.getByRole('form', { name: 'Enquiry form' });

    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect.poll(() => form.getByText(REQUIRED).count()).toBe(4);
    for (const label of ['Full Name', 'Email Address', 'Phone Number', 'Destination'])
      expect(await form.getByLabel(label).getAttribute('aria-invalid'), label).toBe('true');

    // Editing a field clears its error at once.
    await form.getByLabel('Full Name').fill('Kavya Rawat');
    await expect.poll(() => form.getByText(REQUIRED).count()).toBe(3);

    await form.getByLabel('Email Address').fill('kavya@nowhere');
    await form.getByLabel('Phone Number').fill('+91 98765 43210');
    await form.getByLabel('Destination').fill('Manali');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please enter a valid email' }).waitFor();

    await form.getByLabel('Email Address').fill(uniqueEmail('enquiry'));
    await form.getByLabel('Message').fill('Two of us, first week of October.');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Success!' });
    await status.waitFor();
    await status.getByText('Thank you for your enquiry. We will get back to you soon.').waitFor();
    await context.close();
  });

  // The same words on both trip pages.
  for (const [kind, button] of [
    ['tour', 'Send Enquiry'],
    ['trek', 'Send Enquiry'],
  ] as const) {
    it(`Send Enquiry on a ${kind} page chooses that ${kind}`, async () => {
      const { context, page } = await openPage();
      const trips = (await (await page.request.get(`/api/${kind}s?limit=1`)).json()) as {
        data: { slug: string; title: string }[];
      };
      const trip = trips.data[0]!;
      await page.goto(`/${kind}/${trip.slug}`);
      await page.getByRole('link', { name: button }).click();
      await page.waitForURL(`**/enquiry?${kind}=${trip.slug}`);
      await page.getByText(`About: ${trip.title}`).waitFor();
      const form = page.getByRole('form', { name: 'Enquiry form' });
      expect(await form.getByLabel('Destination').inputValue()).toBe(trip.title);
      await fillContact(form, uniqueEmail(`${kind}-enquiry`));
      const sent = page.waitForRequest(
        (request) => request.url().endsWith('/api/enquiries') && request.method() === 'POST',
      );
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ [`${kind}_id`]: expect.any(Number), source: kind });
      await page.getByRole('status').filter({ hasText: 'Success!' }).waitFor();
      await context.close();
    });
  }

  it('the home page pop-up waits for real engagement, shows once, fits 375 px, and sends', async () => {
    const { context, page } = await openPage({ enquiryPopup: true, width: 375 });
    await page.goto('/');
    await page.evaluate((key) => window.localStorage.removeItem(key), ENQUIRY_POPUP_SEEN_KEY);
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Plan Your Dream Trip' });
    // Never over the first screen: nothing after the spec's 3 s while the reader has not scrolled.
    await page.waitForTimeout(3_500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Past half the page, it opens.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
    await dialog.waitFor({ timeout: 8_000 });
    // Focus is inside the dialog, and Maybe Later is on screen at 375 px.
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    const later = dialog.getByRole('button', { name: 'Maybe Later' });
    const box = (await later.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect(await axeViolations(page), 'pop-up open').toEqual([]);
    // Tab stays inside the dialog.
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    // The destination is the same kind of field as the page form's: free text, places suggested.
    expect(await dialog.getByLabel('Destination').evaluate((node) => node.tagName)).toBe('INPUT');
    await fillContact(dialog, uniqueEmail('popup'));
    await dialog.getByLabel('Destination').fill('Dharamshala');
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Success!' }).waitFor();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), ENQUIRY_POPUP_SEEN_KEY)).toBe('true');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Once per visitor: scrolling again on the next visit opens nothing.
    await page.reload();
    await page.getByRole('heading', { name: 'Plan Your Dream Trip' }).first().waitFor();
    await page.waitForTimeout(3_500);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`/enquiry at 375 px has no serious axe violations (${colorScheme}), also with errors`, async () => {
      const { context, page } = await openPage({ width: 375, colorScheme });
      await page.goto('/enquiry');
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.getByRole('button', { name: 'Send Enquiry' }).click();
      await page.getByText(REQUIRED).first().waitFor();
      expect(await axeViolations(page), 'with errors').toEqual([]);
      await context.close();
    });
  }
});

describe('enquiry details', () => {
  it('a rate-limited send says to try again in a minute', async () => {
    const { context, page } = await openPage();
    await page.route('**/api/enquiries', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Too many attempts. Please wait a moment and try again.' }),
      }),
    );
    await page.goto('/enquiry');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await fillContact(form, uniqueEmail('limited'));
    await form.getByLabel('Destination').fill('Spiti');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await form.getByRole('alert').filter({ hasText: 'Too many requests. Please try again in a minute.' }).waitFor();
    expect(await form.getByText('Failed to submit enquiry. Please try again.').count()).toBe(0);
    await context.close();
  });

  it('Send Enquiry on a destination page fills in that destination', async () => {
    const { context, page } = await openPage();
    const places = (await (await page.request.get('/api/destinations?per_page=1')).json()) as {
      data: { slug: string; name: string }[];
    };
    const place = places.data[0]!;
    await page.goto(`/destination/${place.slug}`);
    await page.getByRole('link', { name: 'Send Enquiry' }).click();
    await page.waitForURL('**/enquiry?destination=*');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await expect.poll(() => form.getByLabel('Destination').inputValue()).toBe(place.name);
    await context.close();
  });
});
