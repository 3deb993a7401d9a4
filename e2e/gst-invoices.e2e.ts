import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { DEMO, signInAdmin, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();
const HAMPTA = 'hampta-pass-trek';

/** The text of a downloaded PDF. */
async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
}

async function downloadBy(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

describe('GST invoice and credit note', () => {
  it('books from Maharashtra, then the traveller and staff download the tax invoice and a credit note', async () => {
    const { context, page } = await openPage();
    // A new traveller, signed in through the API.
    const password = 'Deodar-Ridge-4127';
    const registered = await page.request.post('/api/auth/register', {
      data: { name: 'Ananya Kulkarni', email: uniqueEmail('gst'), password, password_confirmation: password },
    });
    expect(registered.status()).toBe(201);
    const { token } = ((await registered.json()) as { data: { token: string } }).data;
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('auth_token', value), token);

    // The booking wizard, with the optional State on the contact step.
    await page.goto(`/booking/trek/${HAMPTA}`);
    await page.getByRole('heading', { name: 'Travel Details', level: 2 }).waitFor();
    await page.locator('input[name="departure"]:not([disabled])').first().check();
    await page.getByText('Total', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { name: 'Contact Information', level: 2 }).waitFor();
    await page.getByLabel('Phone').fill('+91 98200 12345');
    await page.getByLabel('State (for your GST invoice)').selectOption('27');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { name: 'Payment & Confirmation', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.waitForURL('**/booking-confirmation/*');
    const bookingId = Number(new URL(page.url()).pathname.split('/').pop());

    // Staff confirm it, record the payment and refund part of it.
    const login = await page.request.post('/api/admin/auth/login', { data: DEMO.admin });
    const admin = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
    const booking = (await (await page.request.get(`/api/admin/bookings/${bookingId}`, { headers: admin })).json()) as {
      data: { reference: string; total_amount: number; billing_state: string };
    };
    expect(booking.data.billing_state).toBe('27');
    const reference = booking.data.reference;
    expect((await page.request.post(`/api/admin/bookings/${bookingId}/confirm`, { headers: admin })).status()).toBe(
      200,
    );
    const today = new Date().toISOString().slice(0, 10);
    for (const [kind, amount] of [
      ['payment', booking.data.total_amount],
      ['refund', 2100],
    ] as const) {
      const recorded = await page.request.post(`/api/admin/bookings/${bookingId}/payments`, {
        headers: admin,
        data: { kind, amount, method: 'bank_transfer', paid_on: today },
      });
      expect(recorded.status()).toBe(201);
    }

    // My Bookings: the tax invoice with IGST and the credit note of the refund.
    await page.goto('/profile/bookings');
    const card = page.getByRole('listitem').filter({ hasText: reference });
    await card.getByText(/^Tax invoice: INV\//).waitFor();
    const invoice = await downloadBy(page, () =>
      card.getByRole('button', { name: `Download invoice for ${reference}` }).click(),
    );
    const invoiceText = await pdfText(invoice);
    expect(invoiceText).toContain('TAX INVOICE');
    expect(invoiceText).toContain('Place of supply: Maharashtra (27)');
    expect(invoiceText).toContain('SAC 998552');
    expect(invoiceText).toMatch(/IGST @ 5%/);
    const invoiceNumber = /INV\/\d\d-\d\d\/\d{6}/.exec(invoiceText)![0];

    const creditNote = await downloadBy(page, () =>
      card.getByRole('button', { name: /^Download the credit note for the refund of ₹2,100/ }).click(),
    );
    expect(creditNote.suggestedFilename()).toMatch(/^credit-note-CN-\d\d-\d\d-\d{6}\.pdf$/);
    const creditText = await pdfText(creditNote);
    expect(creditText).toContain('CREDIT NOTE');
    expect(creditText).toContain(`Against invoice ${invoiceNumber}`);
    expect(creditText).toMatch(/Taxable value\s*₹2,000\.00/);
    expect(creditText).toMatch(/IGST @ 5%\s*₹100\.00/);
    const creditNumber = /CN\/\d\d-\d\d\/\d{6}/.exec(creditText)![0];
    await card
      .getByRole('button', { name: /^Download the credit note/ })
      .getByText(`Credit note ${creditNumber}`)
      .waitFor();
    expect(await axeViolations(page), 'my bookings with a credit note').toEqual([]);

    // The back office's booking panel: the same invoice number and credit note.
    await signInAdmin(page);
    await page.goto(`/admin/bookings?search=${reference}`);
    await page.getByRole('button', { name: `View details of ${reference}` }).click();
    const panel = page.getByRole('dialog', { name: `Booking ${reference}` });
    await panel.getByText(new RegExp(`Tax invoice ${invoiceNumber.replaceAll('/', '\\/')}, issued`)).waitFor();
    await panel.getByRole('region', { name: 'Traveller' }).getByText('Maharashtra (27)').waitFor();
    const region = panel.getByRole('region', { name: 'Invoice and credit notes' });
    await region.getByText(creditNumber).waitFor();
    const staffCopy = await downloadBy(page, () => region.getByRole('button', { name: 'Credit note' }).click());
    expect(await pdfText(staffCopy)).toContain(creditNumber);
    await panel.getByRole('region', { name: 'Reminders sent' }).getByText('No reminder sent yet.').waitFor();
    expect(await axeViolations(page), 'booking panel with documents').toEqual([]);
    await context.close();
  });
});
