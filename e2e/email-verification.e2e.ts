import { describe, expect, it } from 'vitest';
import { startSmtpSink } from '../apps/api/src/test/smtp-sink';
import { axeViolations } from './axe';
import { DEMO, baseUrl, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

const adminApi = async (path: string, token: string, init: { method?: string; body?: unknown } = {}) => {
  const response = await fetch(`${baseUrl()}/api/admin${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as { data: Record<string, unknown> };
};

describe('email verification', () => {
  it('registers, receives the link by email, opens it and the profile says Verified', async () => {
    // The outbox delivers to a local mail server for the length of this journey.
    const sink = await startSmtpSink();
    const login = await fetch(`${baseUrl()}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO.admin),
    });
    const adminToken = ((await login.json()) as { data: { token: string } }).data.token;
    const settings = (await adminApi('/settings', adminToken)).data;
    const setSmtp = (host: unknown, port: unknown) =>
      Promise.all([
        adminApi('/settings/smtp_host', adminToken, { method: 'PUT', body: { value: String(host ?? '') } }),
        adminApi('/settings/smtp_port', adminToken, { method: 'PUT', body: { value: String(port ?? '') } }),
      ]);
    await setSmtp('127.0.0.1', sink.port);
    const { context, page } = await openPage();
    try {
      const email = uniqueEmail('verify');
      await page.goto('/register');
      await page.getByLabel('Full name').fill('Tenzin Norgay');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel(/^Password/).fill('Mountain-Pass-Yak-71');
      await page.getByLabel('Confirm password').fill('Mountain-Pass-Yak-71');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL('**/profile');
      await page.getByText('Email not verified').waitFor();
      await page.getByRole('button', { name: 'Send a new link' }).waitFor();

      // The link from the email as the traveller receives it.
      await expect
        .poll(() => sink.messages.some((message) => message.to && JSON.stringify(message.to).includes(email)), {
          timeout: 75_000,
          interval: 1000,
        })
        .toBe(true);
      const message = sink.messages.find((item) => JSON.stringify(item.to).includes(email))!;
      expect(message.subject).toMatch(/^Verify your email address/);
      const link = /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(message.text ?? '')![0];
      const { pathname, search } = new URL(link);

      await page.goto(`${pathname}${search}`);
      await page.getByText('Your email address is verified').waitFor();
      expect(await axeViolations(page), 'verified').toEqual([]);
      await page.getByRole('link', { name: 'Go to my profile' }).first().click();
      await page.waitForURL('**/profile');
      await page.getByText('Verified', { exact: true }).waitFor();
      expect(await page.getByText('Email not verified').count()).toBe(0);

      // The same link a second time is refused.
      await page.goto(`${pathname}${search}`);
      await page.getByText('This verification link is invalid or has expired').waitFor();
    } finally {
      await context.close();
      await setSmtp(settings.smtp_host, settings.smtp_port);
      await sink.stop();
    }
  }, 150_000);
});
