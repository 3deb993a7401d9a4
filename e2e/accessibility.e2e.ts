import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { DEMO, useBrowser } from './browser';

const openPage = useBrowser();

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`public pages have no serious violations in ${colorScheme} theme`, async () => {
      const { context, page } = await openPage({ colorScheme });
      for (const path of ['/', '/login', '/register', '/no-such-page', '/tours']) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        expect(await axeViolations(page), path).toEqual([]);
      }
      // A form showing its errors.
      await page.goto('/register');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Name is required').waitFor();
      expect(await axeViolations(page), 'register with errors').toEqual([]);
      await context.close();
    });
  }

  it('the profile and the back office have no serious violations', async () => {
    const { context, page } = await openPage({ width: 375 });
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.traveller.email);
    await page.getByLabel('Password').fill(DEMO.traveller.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Priya Traveller' }).waitFor();
    expect(await axeViolations(page), 'profile').toEqual([]);

    await page.goto('/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await axeViolations(page), 'admin login').toEqual([]);
    await page.getByRole('button', { name: 'Use Test Credentials' }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await axeViolations(page), 'admin shell').toEqual([]);
    await context.close();
  });
});
