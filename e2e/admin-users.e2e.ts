import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { baseUrl, signInAdmin, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

describe('Manage Users', () => {
  it('blocks a traveller: their session ends at once and sign-in is refused; unblocking restores it', async () => {
    // A traveller signs up and is signed in on the public site.
    const email = uniqueEmail('blocked');
    const name = `Tenzin Dolma ${Date.now()}`;
    const password = 'Mountain-Pass-Yak-71';
    const registered = await fetch(`${baseUrl()}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, email, password, password_confirmation: password }),
    });
    expect(registered.status).toBe(201);
    const traveller = await openPage();
    await traveller.page.goto('/login');
    await traveller.page.getByLabel('Email').fill(email);
    await traveller.page.getByLabel('Password').fill(password);
    await traveller.page.getByRole('button', { name: 'Login' }).click();
    await traveller.page.waitForURL('**/profile');
    await traveller.page.getByRole('heading', { name }).waitFor();

    // The admin finds the account: cards, columns, Last Login recorded by that sign-in.
    const admin = await openPage();
    const page = admin.page;
    await signInAdmin(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users' }).click();
    await page.waitForURL('**/admin/users');
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
    for (const card of ['Total', 'Active', 'Blocked', 'Verified'])
      await page.getByRole('term').filter({ hasText: card }).first().waitFor();
    const table = page.getByRole('table', { name: 'Manage Users' });
    // Loaded: a row's email (newest accounts first, whatever other tests made).
    await table.getByRole('cell', { name: /@/ }).first().waitFor();
    await page.getByLabel('Search name or email').fill(email);
    await page.waitForURL(/search=/);
    const row = table.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await row.getByText('Never').count()).toBe(0);
    expect(await axeViolations(page), 'users list').toEqual([]);

    // User Details shows the real (empty) activity.
    await page.getByRole('button', { name: `View details of ${name}` }).click();
    const details = page.getByRole('dialog', { name: 'User Details' });
    await details.getByText('Activity summary').waitFor();
    await details.getByText(email).waitFor();
    await details.getByRole('button', { name: 'Close' }).last().click();
    await details.waitFor({ state: 'detached' });
    // A click on the row opens it too.
    await row.getByRole('cell').nth(4).click();
    await details.getByText('Total spent').waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // Block, after the question.
    await page.getByRole('button', { name: `Block ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to block/unblock this user?').waitFor();
    await confirm.getByRole('button', { name: 'Block' }).click();
    await page.getByText('User blocked successfully').waitFor();
    await page.getByRole('button', { name: `Unblock ${name}` }).waitFor();

    // The traveller's next page load finds them signed out, and signing in is refused.
    await traveller.page.reload();
    await traveller.page.waitForURL('**/login');
    expect(await traveller.page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await traveller.page.getByLabel('Email').fill(email);
    await traveller.page.getByLabel('Password').fill(password);
    await traveller.page.getByRole('button', { name: 'Login' }).click();
    await traveller.page
      .getByText(/This account has been blocked/)
      .first()
      .waitFor();

    // Unblock: signing in works again.
    await page.getByRole('button', { name: `Unblock ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unblock' }).click();
    await page.getByText('User unblocked successfully').waitFor();
    await traveller.page.getByRole('button', { name: 'Login' }).click();
    await traveller.page.waitForURL('**/profile');
    await traveller.page.getByRole('heading', { name }).waitFor();

    await traveller.context.close();
    await admin.context.close();
  });

  it('creates a user after a duplicate-email field error', async () => {
    const { context, page } = await openPage();
    await signInAdmin(page);
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create User' });
    await dialog.getByLabel('Name').fill('Lobsang Norbu');
    await dialog.getByLabel('Email').fill('admin@example.com');
    await dialog.getByLabel('Password').fill('Deodar-Ridge-4127');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('An account with this email already exists').waitFor();
    expect(await dialog.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    const email = uniqueEmail('created');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Search name or email').fill(email);
    await page
      .getByRole('table', { name: 'Manage Users' })
      .getByRole('row', { name: /Lobsang Norbu/ })
      .getByText('Never')
      .waitFor();
    await context.close();
  });
});
