import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { DEMO, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
}

describe('Enquiries and bookings in the back office', () => {
  it('answers an enquiry and shows the reply in its details', async () => {
    const { context, page } = await openPage();
    const email = uniqueEmail('enquiry');
    const sent = await page.request.post('/api/enquiries', {
      data: {
        name: 'Pooja Negi',
        email,
        phone: '+91 98160 77777',
        destination: 'Chopta',
        message: 'Is Tungnath open in December?',
      },
    });
    expect(sent.status()).toBe(201);

    await signIn(page);
    await page.goto(`/admin/enquiries?search=${encodeURIComponent(email)}`);
    await page.getByRole('heading', { name: 'Manage Enquiries' }).waitFor();
    // A click anywhere on the row (here its customer cell) opens the details.
    await page.getByRole('cell', { name: new RegExp(`Pooja Negi.*${email}`) }).click();
    const panel = page.getByRole('dialog', { name: 'Enquiry Details' });
    await panel.getByText('Is Tungnath open in December?').waitFor();

    await panel.getByRole('button', { name: 'Send Response' }).click();
    await page.getByText('Please enter a response').first().waitFor();

    await panel
      .getByRole('textbox', { name: 'Response', exact: true })
      .fill('Yes: the temple closes, but the trail to Chandrashila stays open in December.');
    await panel.getByRole('button', { name: 'Send Response' }).click();
    await page.getByText('Response sent successfully').waitFor();
    await panel.getByTestId('enquiry-thread').getByText('the trail to Chandrashila stays open').waitFor();
    expect(await axeViolations(page), 'enquiry details').toEqual([]);
    await panel.getByRole('button', { name: 'Close' }).last().click();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Status of the enquiry from Pooja Negi' }).inputValue())
      .toBe('responded');

    // The reply waits in (or has left) the outbox, addressed to the enquirer.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Outbox' }).click();
    await page.waitForURL('**/admin/outbox');
    await page.getByRole('heading', { name: 'Email Outbox' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search by recipient or subject' }).fill(email);
    await page.waitForURL((url) => url.searchParams.get('search') === email);
    const reply = page
      .getByRole('table', { name: 'Emails in the outbox' })
      .getByRole('row')
      .filter({ hasText: email })
      .filter({ hasText: 'A reply to your enquiry' });
    await reply.waitFor();
    expect(await reply.count()).toBe(1);
    await reply.getByText(/^(Queued|Sending|Sent)$/).waitFor();
    await context.close();
  });

  it('downloads the invoice of a booking as a PDF', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page.goto('/admin/bookings');
    await page.getByRole('heading', { name: 'Manage Bookings' }).waitFor();
    const button = page.getByRole('button', { name: /^Download the invoice of HT-/ }).first();
    await button.waitFor();
    const reference = (await button.getAttribute('aria-label'))!.replace('Download the invoice of ', '');

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${reference}.pdf`);
    const file = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdf.length).toBeGreaterThan(1000);
    await context.close();
  });

  it('confirms a booking, records a deposit and shows it partially paid', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page.goto('/admin/bookings?search=vikram.rathore&status=pending');
    await page.getByRole('heading', { name: 'Manage Bookings' }).waitFor();
    await page.getByText('Total Bookings').waitFor();
    const status = page.getByRole('combobox', { name: /^Status of booking HT-/ }).first();
    await status.waitFor();
    const label = (await status.getAttribute('aria-label'))!;
    const reference = label.replace('Status of booking ', '');
    await page.getByText('2 people').first().waitFor();

    await page.goto(`/admin/bookings?search=${reference}`);
    const row = page.getByRole('combobox', { name: label });
    await row.selectOption('confirmed');
    await page.getByText('Booking status updated').waitFor();
    await expect.poll(() => row.inputValue()).toBe('confirmed');

    await page.getByRole('button', { name: `View details of ${reference}` }).click();
    const panel = page.getByRole('dialog', { name: `Booking ${reference}` });
    await panel.getByRole('spinbutton', { name: 'Amount' }).fill('1000');
    await panel.getByRole('button', { name: 'Record', exact: true }).click();
    await page.getByText('Payment recorded').waitFor();
    await panel.getByText('Partially paid').waitFor();
    await panel.getByText('payment of ₹1,000').first().waitFor();
    await panel.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('table', { name: 'Manage Bookings' }).getByText('Partially paid').waitFor();
    expect(await axeViolations(page), 'bookings list').toEqual([]);
    await context.close();
  });
});
