import { describe, expect, it } from 'vitest';
import { DEMO, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

describe('traveller account', () => {
  it('registers, logs out, logs back in and edits the profile', async () => {
    const { context, page } = await openPage();
    const email = uniqueEmail('trekker');

    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Name is required').waitFor();
    expect(await page.getByText('Email is required').isVisible()).toBe(true);

    await page.getByLabel('Full name').fill('Kavya Thakur');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('Mountain-Pass-Yak-71');
    await page.getByLabel('Confirm password').fill('Mountain-Pass-Yak-72');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Passwords do not match').waitFor();

    await page.getByLabel('Confirm password').fill('Mountain-Pass-Yak-71');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Kavya Thakur' }).waitFor();
    expect(await page.getByText(/Member since/).textContent()).toMatch(
      /Member since \d{1,2} \w+ \d{4}|Member since \w+ \d{1,2}, \d{4}/,
    );
    expect(await page.title()).toBe('Profile - Himalaya Trails');

    // Edit the profile: a bad email is refused under the field, a good one is saved on the server.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+91 94180 55555');
    await page.getByLabel('Address').fill('Old Manali Road, Manali');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.getByText('Old Manali Road, Manali').waitFor();

    // Log out from the user menu.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    // Log back in: the saved profile came from the server.
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    // Said once, above the button: not under the Email field, and no toast besides.
    const failure = page.locator('form').getByRole('alert');
    await failure.filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(await failure.count()).toBe(1);
    expect(await page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid email or password' }).count()).toBe(0);
    await page.getByLabel('Password').fill('Mountain-Pass-Yak-71');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/profile');
    await page.getByText('+91 94180 55555').waitFor();
    await context.close();
  });

  it('signs in with the demo traveller and keeps the session across a reload', async () => {
    const { context, page } = await openPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.traveller.email);
    await page.getByLabel('Password').fill(DEMO.traveller.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/profile');
    await page.reload();
    await page.getByRole('heading', { name: 'Priya Traveller' }).waitFor();
    await context.close();
  });

  it('sends signed-out visitors from /profile and /wishlist to /login', async () => {
    const { context, page } = await openPage();
    for (const path of ['/profile', '/wishlist']) {
      await page.goto(path);
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      // Nothing crashed on the way.
      expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    }
    await context.close();
  });

  it('drops a stored token the server no longer accepts', async () => {
    const { context, page } = await openPage();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('auth_token', 'revoked-or-invented-token-0000000000'));
    await page.goto('/profile');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await context.close();
  });
});
