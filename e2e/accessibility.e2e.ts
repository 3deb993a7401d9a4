import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Serious and critical WCAG 2 A/AA violations on the page as it is now, as readable lines. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`public pages have no serious violations in ${colorScheme} theme`, async () => {
      const { context, page } = await newPage(browser, { colorScheme });
      for (const path of ['/', '/login', '/register', '/no-such-page', '/tours']) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        expect(await violations(page), path).toEqual([]);
      }
      // A form showing its errors.
      await page.goto('/register');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Name is required').waitFor();
      expect(await violations(page), 'register with errors').toEqual([]);
      await context.close();
    });
  }

  it('the profile and the back office have no serious violations', async () => {
    const { context, page } = await newPage(browser, { width: 375 });
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.traveller.email);
    await page.getByLabel('Password').fill(DEMO.traveller.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Priya Traveller' }).waitFor();
    expect(await violations(page), 'profile').toEqual([]);

    await page.goto('/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await violations(page), 'admin login').toEqual([]);
    await page.getByRole('button', { name: 'Use Test Credentials' }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await violations(page), 'admin shell').toEqual([]);
    await context.close();
  });
});
