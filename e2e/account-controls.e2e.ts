import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { DEMO, baseUrl, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

const PASSWORD = 'Deodar-Ridge-4127';

async function api<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function signUp(email: string, name = 'Tenzin Dolma'): Promise<string> {
  const { status, body } = await api<{ data: { token: string } }>('/auth/register', {
    method: 'POST',
    body: { name, email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(status).toBe(201);
  return body.data.token;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('account controls', () => {
  it('changes the password from the profile, then signs in with the new one', async () => {
    const email = uniqueEmail('password');
    await signUp(email);
    const { context, page } = await openPage();
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/profile');

    const section = page.getByRole('region', { name: 'Change password' });
    await section.getByLabel('Current password').fill('not-my-password');
    await section.getByLabel('New password').fill('Hemkund-Sahib-Trail-9');
    await section.getByLabel('Confirm password').fill('Hemkund-Sahib-Trail-9');
    await section.getByRole('button', { name: 'Change password' }).click();
    await section.getByText('Your current password is not correct').waitFor();
    expect(await axeViolations(page), 'profile with an error').toEqual([]);

    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed. Other devices have been signed out.').waitFor();
    // This session stays signed in.
    await page.reload();
    await page.getByRole('heading', { name: 'Tenzin Dolma' }).waitFor();
    await context.close();

    const next = await openPage();
    await logIn(next.page, email, PASSWORD);
    await next.page.locator('form').getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await logIn(next.page, email, 'Hemkund-Sahib-Trail-9');
    await next.page.waitForURL('**/profile');
    await next.context.close();
  });

  it('deletes the account after asking for the password; signing in is refused afterwards', async () => {
    const email = uniqueEmail('delete');
    await signUp(email, 'Lobsang Wangmo');
    const { context, page } = await openPage({ width: 375, colorScheme: 'dark' });
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/profile');

    await page.getByRole('region', { name: 'Delete account' }).getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await dialog.getByLabel('Current password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Your current password is not correct').waitFor();
    expect(await axeViolations(page), 'delete dialog').toEqual([]);

    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Your account has been deleted').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await context.close();

    const again = await openPage();
    await logIn(again.page, email, PASSWORD);
    await again.page.locator('form').getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await again.context.close();
  });

  it('shows a staff reply under the review on the tour page', async () => {
    const tours = await api<{ data: { id: number; slug: string }[] }>('/tours?limit=20');
    const email = uniqueEmail('reviewer');
    const token = await signUp(email, 'Pema Sherpa');
    const title = `Prayer flags at the pass ${Date.now()}`;
    // The first tour this new traveller can review.
    const tour = tours.body.data[0]!;
    const created = await api('/reviews', {
      method: 'POST',
      token,
      body: { tour_id: tour.id, rating: 5, title, comment: 'The guides knew every village on the way.' },
    });
    expect(created.status).toBe(201);
    const admin = await api<{ data: { token: string } }>('/admin/auth/login', { method: 'POST', body: DEMO.admin });
    const listed = await api<{ data: { id: number }[] }>(`/admin/reviews?search=${encodeURIComponent(title)}`, {
      token: admin.body.data.token,
    });
    const reviewId = listed.body.data[0]!.id;
    expect(
      (await api(`/admin/reviews/${reviewId}/approve`, { method: 'POST', token: admin.body.data.token })).status,
    ).toBe(200);

    const staff = await openPage();
    await staff.page.goto('/admin/login');
    await staff.page.getByLabel('Email').fill(DEMO.admin.email);
    await staff.page.getByLabel('Password').fill(DEMO.admin.password);
    await staff.page.getByRole('button', { name: 'Sign In' }).click();
    await staff.page.waitForURL('**/admin/dashboard');
    await staff.page.goto('/admin/reviews');
    await staff.page.getByLabel('Search reviews').fill(title);
    const row = staff.page.getByRole('row', { name: new RegExp(title) });
    await row.waitFor();
    await row.getByRole('button', { name: /^Reply/ }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Reply to the review' });
    await dialog.getByRole('button', { name: 'Publish reply' }).click();
    await dialog.getByText('Please write a reply').waitFor();
    await dialog.getByLabel('Public reply').fill('Thank you, Pema! Our leaders will be glad to read this.');
    expect(await axeViolations(staff.page), 'reply dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Publish reply' }).click();
    await staff.page.getByText('Reply published', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Edit reply/ }).waitFor();
    await staff.context.close();

    const visitor = await openPage();
    await visitor.page.goto(`/tour/${tour.slug}`);
    // The reviews' list loads as the reader nears it.
    await visitor.page.locator('#reviews').scrollIntoViewIfNeeded();
    const reply = visitor.page.getByRole('region', { name: 'Response from Himalaya Trails' }).filter({
      hasText: 'Thank you, Pema!',
    });
    await reply.waitFor();
    await visitor.context.close();
  });
});
