import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO, useBrowser } from './browser';

const openPage = useBrowser();

describe('back office shell', () => {
  it('signs in with the demo credentials, reaches the shell, switches tabs and logs out', async () => {
    const { context, page } = await openPage();
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.getByText('Authorized personnel only').waitFor();

    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email is required').waitFor();

    await page.getByRole('button', { name: 'Use Test Credentials' }).click();
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO.admin.email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/dashboard');
    // The operator's own name from Settings, and the top bar names the tab that is open.
    const sidebarBrand = page
      .getByRole('complementary', { name: 'Admin sections' })
      .getByRole('link', { name: 'Himalaya Trails' });
    await sidebarBrand.waitFor();
    expect(await page.locator('header').first().textContent()).toContain('Dashboard');

    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    for (const label of [
      'Dashboard',
      'Destinations',
      'Tours',
      'Treks',
      'Enquiries',
      'Bookings',
      'Reviews',
      'Blogs',
      'Coupons',
      'Users',
      'Custom Packages',
      'Notifications',
      'Settings',
    ]) {
      await sidebar.getByRole('link', { name: label }).waitFor();
    }
    await sidebar.getByRole('link', { name: 'Bookings' }).click();
    await page.waitForURL('**/admin/bookings');
    await page.getByRole('heading', { name: 'Bookings' }).waitFor();
    expect(await page.locator('header p').first().textContent()).toBe('Bookings');
    // At 1280 x 800 every tab fits the sidebar without scrolling.
    expect(await sidebar.evaluate((nav) => nav.scrollHeight <= nav.clientHeight)).toBe(true);

    // Collapsing keeps every entry reachable by its accessible name.
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await sidebar.getByRole('link', { name: 'Reviews' }).waitFor();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    await page.getByRole('button', { name: /Account menu for Aarav Sharma/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/admin/login');
    await context.close();
  });

  it('refuses a wrong password with the server message', async () => {
    const { context, page } = await openPage();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password').first().waitFor();
    expect(page.url()).toContain('/admin/login');
    await context.close();
  });

  it('does not let a traveller into the back office', async () => {
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO.traveller),
    });
    const travellerToken = (await login.json()).data.token as string;

    const { context, page } = await openPage();
    await page.goto('/admin/login');
    await page.evaluate((token) => localStorage.setItem('admin_token', token), travellerToken);
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();

    // Nor with the traveller's own credentials on the admin form.
    await page.getByLabel('Email').fill(DEMO.traveller.email);
    await page.getByLabel('Password').fill(DEMO.traveller.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Authorized personnel only').first().waitFor();
    expect(page.url()).toContain('/admin/login');
    await context.close();
  });
});
