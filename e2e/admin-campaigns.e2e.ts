import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { DEMO, baseUrl, chooseTrip, signInAdmin, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function send(path: string, method: string, body?: object, token?: string) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as { data: Record<string, unknown> & { id: number; token: string } };
}

const adminToken = async () =>
  (await send('/admin/auth/login', 'POST', { email: DEMO.admin.email, password: DEMO.admin.password })).data.token;

/** A new tour of our own and one new traveller booked on it, so the audience is exactly that traveller. */
async function tourWithOneTraveller(token: string) {
  const tag = Date.now().toString(36);
  const destinations = await send('/admin/destinations?per_page=1', 'GET', undefined, token);
  const destinationId = (destinations.data as unknown as { id: number }[])[0]!.id;
  const tour = await send(
    '/admin/tours',
    'POST',
    {
      title: `Newsletter Valley ${tag}`,
      destination_id: destinationId,
      price: 12000,
      duration_days: 3,
      category: 'Nature',
    },
    token,
  );
  const email = uniqueEmail('newsletter');
  const password = 'Rhododendron-Grove-61';
  const traveller = await send('/auth/register', 'POST', {
    name: 'Tashi Norbu',
    email,
    password,
    password_confirmation: password,
  });
  await send(
    '/bookings',
    'POST',
    {
      tour_id: tour.data.id,
      travel_date: inDays(70),
      passengers: 1,
      contact_name: 'Tashi Norbu',
      contact_email: email,
      contact_phone: '+91 98100 00000',
    },
    traveller.data.token,
  );
  return { title: tour.data.title as string, email };
}

describe('Notifications and campaigns', () => {
  it('marks a notification read on the notifications screen', async () => {
    const token = await adminToken();
    const title = `Staff meeting ${Date.now().toString(36)}`;
    await send(
      '/admin/notifications',
      'POST',
      { type: 'info', title, message: 'Monday at 10', link: '/admin/bookings' },
      token,
    );

    const { page } = await openPage();
    await signInAdmin(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL('**/admin/notifications');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Notifications' });
    const row = table.getByRole('row').filter({ hasText: title });
    await row.getByText('Unread').waitFor();
    expect(await axeViolations(page), 'notifications').toEqual([]);

    await row.getByRole('button', { name: `Mark “${title}” as read` }).click();
    await row.getByText('Read', { exact: true }).waitFor();
    // Unread only: it is gone.
    await page.getByLabel('Show').selectOption('unread');
    await page.waitForURL(/filter=unread/);
    await table.getByText(title).waitFor({ state: 'detached' });
  });

  it('creates a notification with the form, after field errors', async () => {
    const title = `Road closed ${Date.now().toString(36)}`;
    const { page } = await openPage();
    await signInAdmin(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL('**/admin/notifications');
    await page.getByRole('button', { name: 'New notification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create notification' });

    // Nothing written, then a link that is not a path here: the errors stand under their fields.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter a title for the notification').waitFor();
    await dialog.getByText('Enter the notification’s message').waitFor();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Message').fill('The Manali road is shut until Friday');
    await dialog.getByLabel('Link (optional)').fill('https://example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The link must be a path on this site, starting with /').waitFor();
    expect(await dialog.getByText('Enter a title for the notification').count()).toBe(0);

    await dialog.getByLabel('Link (optional)').fill('/admin/bookings');
    await dialog.getByLabel('Type').selectOption('booking');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Notification created').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('table', { name: 'Notifications' }).getByRole('row').filter({ hasText: title });
    await row.getByText('Booking', { exact: true }).waitFor();
  });

  it('sends a newsletter to the travellers of a trip and shows it in the Outbox', async () => {
    const token = await adminToken();
    const { title, email } = await tourWithOneTraveller(token);
    const subject = `Autumn departures ${Date.now().toString(36)}`;

    const { page } = await openPage();
    await signInAdmin(page);
    // The dashboard's quick action opens the Campaigns view.
    await page.getByRole('link', { name: 'Send Newsletter' }).click();
    await page.waitForURL('**/admin/notifications?view=campaigns');
    const form = page.getByRole('form', { name: 'Send Newsletter' });
    await form.waitFor();

    // Send without content: field errors under the fields.
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await form.getByText('Subject is required').waitFor();
    await form.getByText('Write the email’s content').waitFor();
    // Checked before the preview: axe cannot look inside the preview's sandboxed frame.
    expect(await axeViolations(page), 'campaigns form with errors').toEqual([]);

    await form.getByLabel('Subject').fill(subject);
    await form
      .getByLabel('Content (HTML)')
      .fill('<h2>New dates</h2><p>Our <strong>autumn</strong> trips are open.</p>');
    await form.getByLabel('Travellers of a trip').check();
    await chooseTrip(form, title);
    await form.getByRole('button', { name: 'Preview' }).click();
    await form.getByText('1 traveller will receive it').waitFor();
    const preview = page.frameLocator('iframe[title="Email preview"]');
    await preview.getByText('autumn', { exact: true }).waitFor();
    await preview.getByRole('link', { name: 'Unsubscribe from newsletters' }).waitFor();

    await form.getByRole('button', { name: 'Send test to me' }).click();
    await page.getByText('A test email is on its way to you').waitFor();

    await form.getByRole('button', { name: 'Send', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Send this newsletter?' });
    await confirm.getByText('It will be sent to 1 traveller.').waitFor();
    await confirm.getByRole('button', { name: 'Send' }).click();
    await page.getByText('The newsletter is being sent').waitFor();
    const sent = page.getByRole('table', { name: 'Sent newsletters' }).getByRole('row').filter({ hasText: subject });
    await sent.getByText(/1 recipients · 1 queued/).waitFor();

    // The email to the traveller (and the test to the admin) in the Outbox.
    await page.goto('/admin/outbox');
    const outbox = page.getByRole('table', { name: 'Emails in the outbox' });
    await outbox.getByRole('row').filter({ hasText: email }).filter({ hasText: subject }).waitFor();
    await outbox
      .getByRole('row')
      .filter({ hasText: DEMO.admin.email })
      .filter({ hasText: `[TEST] ${subject}` })
      .waitFor();
  });

  it('lets a traveller stop newsletters from the profile', async () => {
    const email = uniqueEmail('no-news');
    const password = 'Rhododendron-Grove-61';
    const registered = await send('/auth/register', 'POST', {
      name: 'Dawa Sherpa',
      email,
      password,
      password_confirmation: password,
    });
    const { page } = await openPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    const checkbox = page.getByLabel('Don’t send me newsletters');
    expect(await checkbox.isChecked()).toBe(false);
    await checkbox.check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Profile updated successfully').waitFor();
    const profile = await send('/auth/user', 'GET', undefined, registered.data.token);
    expect(profile.data.marketing_opt_out).toBe(true);
  });
});
