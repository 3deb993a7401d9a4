import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { DEMO, signInAdmin, useBrowser } from './browser';

const openPage = useBrowser();

const signIn = signInAdmin;

async function openSettings(page: Page) {
  await page.goto('/admin/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await page.getByRole('tab', { name: 'General', selected: true }).waitFor();
}

const saveAndWait = async (page: Page, toast: string) => {
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.getByText(toast).first().waitFor();
};

describe('Settings', () => {
  it('a new site name is saved and the public header follows', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await openSettings(page);
    const siteName = page.getByLabel('Site name');
    await expect.poll(() => siteName.inputValue()).not.toBe('');
    const original = await siteName.inputValue();
    expect(await page.getByLabel('Currency').inputValue()).toBe('INR');
    expect(await axeViolations(page), 'general tab').toEqual([]);

    const renamed = `Snowline Treks ${Date.now() % 10_000}`;
    const saved: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/admin/settings/'))
        saved.push(request.url().split('/').pop()!);
    });
    await siteName.fill(renamed);
    await saveAndWait(page, 'Settings updated successfully');
    // Only the changed value was sent.
    expect(saved).toEqual(['site_name']);

    await page.goto('/');
    await page.getByRole('banner').getByText(renamed).waitFor();
    await expect.poll(() => page.title()).toContain(renamed);

    // Back to the name it had, for the other journeys.
    await openSettings(page);
    await page.getByLabel('Site name').fill(original);
    await saveAndWait(page, 'Settings updated successfully');
    await context.close();
  });

  it('tabs work by keyboard; a bad email is refused under its field, on its tab, and nothing is saved', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await openSettings(page);
    await page.getByRole('tab', { name: 'General' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Contact', selected: true }).waitFor();
    const email = page.getByLabel('Contact email');
    expect(await email.getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Phone').getAttribute('type')).toBe('tel');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Social Media', selected: true }).waitFor();
    expect(await page.getByLabel('Facebook URL').getAttribute('type')).toBe('url');
    await page.keyboard.press('End');
    await page.getByRole('tab', { name: 'Email', selected: true }).waitFor();
    expect(await page.getByLabel('SMTP port').getAttribute('type')).toBe('number');
    expect(await page.getByLabel('SMTP port').inputValue()).toBe('587');
    expect(await page.getByLabel('SMTP password', { exact: true }).inputValue()).toBe('');

    await page.getByRole('tab', { name: 'Contact' }).click();
    await email.fill('not-an-email');
    await page.getByRole('tab', { name: 'General' }).click();
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts += 1;
    });
    await page.getByRole('button', { name: 'Save Settings' }).click();
    // The form goes to the tab with the error.
    await page.getByRole('tab', { name: /Contact/, selected: true }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid email' }).waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(puts).toBe(0);
    await context.close();
  });

  it('a new currency waits for the admin to confirm that prices are not converted', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await openSettings(page);
    const currency = page.getByLabel('Currency');
    await expect.poll(() => currency.inputValue()).toBe('INR');
    const stored = async () =>
      ((await (await page.request.get('/api/settings')).json()) as { data: { currency: string } }).data.currency;

    await currency.selectOption('USD');
    await page.getByText('Prices are not converted: every price keeps its number').waitFor();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change the currency without converting prices?' });
    await dialog.getByText('₹42,500 will show as $42,500').waitFor();
    expect(await axeViolations(page), 'currency warning').toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await stored()).toBe('INR');

    await page.getByRole('button', { name: 'Save Settings' }).click();
    await dialog.getByRole('button', { name: 'Change to USD' }).click();
    await page.getByText('Settings updated successfully').first().waitFor();
    expect(await stored()).toBe('USD');

    // Back to rupees for the other journeys.
    await currency.selectOption('INR');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await dialog.getByRole('button', { name: 'Change to INR' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(stored).toBe('INR');
    await context.close();
  });

  it('switching off Use Test Credentials hides the button on the admin login', async () => {
    const { context, page } = await openPage();
    const { context: visitorContext, page: visitor } = await openPage();
    const testCredentials = visitor.getByRole('button', { name: 'Use Test Credentials' });
    const loginPage = async () => {
      await visitor.goto('/admin/login');
      await visitor.getByRole('button', { name: 'Sign In' }).waitFor();
      await visitor.waitForLoadState('networkidle');
    };
    await loginPage();
    await testCredentials.waitFor();

    await signIn(page);
    await openSettings(page);
    const toggle = page.getByRole('switch', { name: 'Use Test Credentials button' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await saveAndWait(page, 'Settings updated successfully');
    await loginPage();
    expect(await testCredentials.count()).toBe(0);

    // On again, as the demo has it.
    await toggle.check();
    await saveAndWait(page, 'Settings updated successfully');
    await loginPage();
    await testCredentials.waitFor();
    await visitorContext.close();
    await context.close();
  });

  it('Send test email shows the mail server’s error for settings that cannot work', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await openSettings(page);
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByLabel('SMTP host').fill('127.0.0.1');
    await page.getByLabel('SMTP port').fill('1');
    await page.getByText(`Sends a test email to ${DEMO.admin.email}`).waitFor();
    await page.getByRole('button', { name: 'Send test email' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The test email could not be sent' });
    await alert.waitFor();
    await alert.getByText(/The mail server answered: .*(ECONNREFUSED|connect)/i).waitFor();
    expect(await axeViolations(page), 'email tab with the error').toEqual([]);
    await context.close();
  });

  it('reads in Hindi at 375 px in the dark theme', async () => {
    const { context, page } = await openPage({ width: 375, colorScheme: 'dark' });
    await signIn(page);
    // The language chosen on the site (stored under `locale`) applies to the back office too, and
    // so does a chosen theme (the back office starts light whatever the system prefers).
    await page.evaluate(() => {
      window.localStorage.setItem('locale', 'hi');
      window.localStorage.setItem('theme', 'dark');
    });
    await page.goto('/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'सेटिंग्स' }).waitFor();
    await page.getByRole('tab', { name: 'ईमेल' }).click();
    await page.getByRole('button', { name: 'परीक्षण ईमेल भेजें' }).waitFor();
    expect(await axeViolations(page), 'settings, Hindi, 375 px, dark').toEqual([]);
    await context.close();
  });

  it('the Outbox lists the site’s emails with their status', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Outbox' }).click();
    await page.waitForURL('**/admin/outbox');
    await page.getByRole('heading', { level: 1, name: 'Email Outbox' }).waitFor();
    const table = page.getByRole('table', { name: 'Emails in the outbox' });
    await table.waitFor();
    await page.getByLabel('Status').selectOption('failed');
    await page.waitForURL(/status=failed/);
    expect(await axeViolations(page), 'outbox').toEqual([]);
    await context.close();
  });
});
