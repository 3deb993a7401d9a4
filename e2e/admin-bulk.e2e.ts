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

describe('Bulk actions on the checked rows of a list', () => {
  it('closes the selected enquiries after a question, in one go', async () => {
    const { context, page } = await openPage();
    const tag = uniqueEmail('bulk').split('@')[0]!;
    for (const name of ['Asha Thakur', 'Ravi Kapoor']) {
      const sent = await page.request.post('/api/enquiries', {
        data: {
          name,
          email: `${tag}.${name.split(' ')[0]!.toLowerCase()}@example.test`,
          phone: '+91 98160 77777',
          destination: 'Chopta',
          message: 'Is Tungnath open in December?',
        },
      });
      expect(sent.status()).toBe(201);
    }
    await signIn(page);
    await page.goto(`/admin/enquiries?search=${tag}`);
    await page.getByRole('heading', { name: 'Manage Enquiries' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select Asha Thakur' }).check();
    await page.getByRole('checkbox', { name: 'Select Ravi Kapoor' }).check();
    const bar = page.getByRole('toolbar', { name: 'Actions on the selected rows' });
    await bar.getByText('2 rows selected').waitFor();

    await bar.getByRole('button', { name: 'Close selected' }).click();
    const question = page.getByRole('alertdialog', { name: 'Close selected' });
    await question.getByText('Close 2 enquiries?').waitFor();
    expect(await axeViolations(page), 'bulk question').toEqual([]);
    await question.getByRole('button', { name: 'Close selected' }).click();
    await page.getByText('2 enquiries closed').waitFor();
    await bar.waitFor({ state: 'detached' });
    for (const name of ['Asha Thakur', 'Ravi Kapoor'])
      await expect
        .poll(() => page.getByRole('combobox', { name: `Status of the enquiry from ${name}` }).inputValue())
        .toBe('closed');
    await context.close();
  });

  it('approves a pending review in bulk, then rejects it back to pending', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page.goto('/admin/reviews?status=pending');
    await page.getByRole('heading', { name: 'Manage Reviews' }).waitFor();
    const box = page.getByRole('checkbox', { name: /^Select (?!all rows$)/ }).first();
    await box.waitFor();
    const name = (await box.getAttribute('aria-label'))!.replace('Select ', '');
    await box.check();
    const bar = page.getByRole('toolbar', { name: 'Actions on the selected rows' });
    await bar.getByRole('button', { name: 'Approve selected' }).click();
    await page.getByRole('alertdialog').getByText('Approve 1 review? It appears on the site at once.').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Approve selected' }).click();
    await page.getByText('1 review approved').waitFor();

    const title = name.split(': ').slice(1).join(': ');
    await page.goto(`/admin/reviews?status=approved&search=${encodeURIComponent(title)}`);
    const approved = page.getByRole('checkbox', { name: `Select ${name}` });
    await approved.check();
    await bar.getByRole('button', { name: 'Reject selected' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reject selected' }).click();
    await page.getByText('1 review rejected').waitFor();
    await approved.waitFor({ state: 'detached' });
    await context.close();
  });

  it('exports the selected bookings as CSV, and says why a confirmed one is skipped', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await page.goto('/admin/bookings?status=confirmed');
    await page.getByRole('heading', { name: 'Manage Bookings' }).waitFor();
    const boxes = page.getByRole('checkbox', { name: /^Select HT-/ });
    await boxes.nth(1).waitFor();
    const references = await Promise.all(
      [0, 1].map(async (index) => (await boxes.nth(index).getAttribute('aria-label'))!.replace('Select ', '')),
    );
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const bar = page.getByRole('toolbar', { name: 'Actions on the selected rows' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bar.getByRole('button', { name: 'Export selected (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks).toString('utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    for (const reference of references) expect(lines.some((line) => line.includes(reference))).toBe(true);

    // The selection stays after a download; confirming bookings already confirmed skips them with the reason.
    await boxes.nth(1).uncheck();
    await bar.getByRole('button', { name: 'Confirm selected' }).click();
    await page
      .getByRole('alertdialog')
      .getByText(/^Confirm 1 booking\?/)
      .waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm selected' }).click();
    await page.getByText('0 bookings confirmed, 1 skipped: This booking is already confirmed').waitFor();
    await context.close();
  });
});
