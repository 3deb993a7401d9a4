import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../apps/api/src/test/fake-razorpay.ts';
import { startFakeStripe } from '../apps/api/src/test/fake-stripe.ts';
import { axeViolations } from './axe';
import { DEMO, signInAdmin, signInTraveller, useBrowser } from './browser';
import { startServer } from './global-setup';

const keys = { keyId: 'rzp_test_browser', keySecret: 'browser_key_secret', webhookSecret: 'browser_webhook_secret' };
const CHOPTA = 'chopta-tungnath-and-chandrashila-sunrise';

let fake: FakeRazorpay;
let server: Awaited<ReturnType<typeof startServer>>;

/** This file's own server: the built app with Razorpay as the provider, pointed at a local fake. */
beforeAll(async () => {
  fake = await startFakeRazorpay(keys);
  server = await startServer({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_URL: fake.url,
    RAZORPAY_CHECKOUT_URL: `${fake.url}/v1/checkout.js`,
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

const openPage = useBrowser();

/**
 * As the traveller: books the first open Chopta departure choosing the deposit at step 3. The
 * balance is first made due on the day of the trip, so whichever departure comes first, a deposit
 * is asked.
 */
async function bookWithDeposit(page: Page) {
  const admin = await page.request.post('/api/admin/auth/login', { data: DEMO.admin });
  const adminToken = ((await admin.json()) as { data: { token: string } }).data.token;
  const setting = await page.request.put('/api/admin/settings/balance_due_days', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { value: '0', type: 'number' },
  });
  expect(setting.status()).toBe(200);
  await signInTraveller(page);
  await page.goto(`/tour/${CHOPTA}`);
  await page.getByRole('main').getByRole('link', { name: 'Book Now' }).first().click();
  await page.getByRole('heading', { name: 'Travel Details', level: 2 }).waitFor();
  await page.locator('input[name="departure"]:not([disabled])').first().check();
  await page.getByText('Total', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('heading', { name: 'Contact Information', level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 3 offers the deposit (or, near the start, the whole amount) with its amount.
  await page.getByRole('heading', { name: 'Payment & Confirmation', level: 2 }).waitFor();
  await page.getByText('Pay online now, securely, by UPI, card or net banking.').waitFor();
  expect(await page.getByText(/There is no online payment yet/).count()).toBe(0);
  await page.getByRole('radio', { name: /^Deposit ₹/ }).check();
  await page.getByRole('button', { name: 'Book and pay' }).click();
}

describe('online payments', () => {
  it('books a departure, pays the deposit through Razorpay Checkout, and staff refund it', async () => {
    const { context, page } = await openPage({ baseUrl: server.baseUrl });
    await bookWithDeposit(page);
    const main = page.getByRole('main');

    // The confirmation page opens Checkout; closing it says plainly that nothing was charged.
    await page.waitForURL('**/booking-confirmation/*');
    const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
    await checkout.getByRole('button', { name: 'Cancel payment' }).click();
    await page.getByText('The payment was not completed, so nothing was charged.').waitFor();
    await page.getByText(/Your seats are held for \d+ more minutes/).waitFor();
    const reference = (await main.locator('strong.font-mono').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^HT-/);

    // Try again, and pay.
    await main.getByRole('button', { name: /^Try again: deposit ₹/ }).click();
    await checkout.getByRole('button', { name: 'Pay now' }).click();
    await page.getByText('Thank you: your payment is received and your booking is confirmed.').waitFor();
    await main.getByText('Confirmed', { exact: true }).first().waitFor();
    await main.getByText('Payment: Partially paid').waitFor();
    expect(await axeViolations(page), 'confirmation with its payment').toEqual([]);
    const [order] = [...fake.orders.values()].filter((one) => one.receipt === reference && one.status === 'paid');
    expect(order).toBeDefined();

    // My Bookings offers the balance.
    await page.goto('/profile/bookings');
    await main.getByRole('link', { name: `Pay the balance of booking ${reference}` }).waitFor();
    // With a provider, nothing says there is no online payment.
    expect(await page.getByText('There is no online payment yet', { exact: false }).count()).toBe(0);

    // Staff refund it through the provider from the booking.
    await signInAdmin(page);
    await page.goto(`/admin/bookings?search=${reference}`);
    await page.getByRole('button', { name: `View details of ${reference}` }).click();
    const panel = page.getByRole('dialog', { name: `Booking ${reference}` });
    await panel.getByText('Captured').waitFor();
    await panel
      .getByRole('link', { name: /Open in dashboard/ })
      .first()
      .waitFor();
    await panel.getByRole('combobox', { name: 'Type' }).selectOption('refund');
    await panel.getByRole('combobox', { name: 'Method' }).selectOption('online');
    const half = order!.amount / 2;
    await panel.getByRole('spinbutton', { name: 'Amount' }).fill(String(half / 100));
    await panel.getByLabel('Note', { exact: true }).fill('Plans changed');
    await panel.getByRole('button', { name: 'Record', exact: true }).click();
    await page.getByText('Refund recorded').waitFor();
    expect(fake.refunds.map((refund) => refund.amount)).toEqual([half]);

    // Cancelling refunds the rest through the provider; more than is left is refused under the field.
    await panel.getByRole('button', { name: 'Cancel booking' }).click();
    const cancelling = panel.getByRole('group', { name: `Cancel booking ${reference}?` });
    await cancelling.getByLabel('Reason').fill('Road closed');
    const refundField = cancelling.getByRole('spinbutton', { name: /^Refund online/ });
    await refundField.fill(String(order!.amount / 100));
    await cancelling.getByRole('button', { name: 'Cancel booking' }).click();
    await cancelling.getByText(/more than/i).waitFor();
    await refundField.fill(String(half / 100));
    // Another amount than the cancellation policy gives needs a reason.
    await cancelling.getByRole('button', { name: 'Cancel booking' }).click();
    await cancelling.getByText('Please give a reason for refunding a different amount than the policy').waitFor();
    await cancelling.getByLabel('Why another amount than the policy?').fill('Road closed: we refund all that is left');
    await cancelling.getByRole('button', { name: 'Cancel booking' }).click();
    await cancelling.waitFor({ state: 'hidden' });
    await panel.getByText('Refunded').first().waitFor();
    expect(fake.refunds.map((refund) => refund.amount)).toEqual([half, half]);

    // The payments list shows both, with the provider's ids.
    await page.goto('/admin/payments');
    await page.getByRole('table', { name: 'Online payments and refunds' }).getByText(reference).first().waitFor();
    expect(await axeViolations(page), 'online payments list').toEqual([]);
    await context.close();
  });
});

describe('online payments through Stripe', () => {
  const stripeKeys = { secretKey: 'sk_test_browser', webhookSecret: 'whsec_browser' };
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let stripeServer: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    stripe = await startFakeStripe(stripeKeys);
    stripeServer = await startServer({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: stripeKeys.secretKey,
      STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
      STRIPE_API_URL: stripe.url,
    });
  }, 120_000);
  afterAll(async () => {
    await stripeServer?.stop();
    await stripe?.close();
  });

  it('sends the traveller to the hosted page; Back says nothing was charged, Pay confirms the booking', async () => {
    const { context, page } = await openPage({ baseUrl: stripeServer.baseUrl });
    await bookWithDeposit(page);
    const main = () => page.getByRole('main');

    await page.getByRole('heading', { name: 'Test Stripe Checkout' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/booking-confirmation/*');
    await main().getByText('The payment was not completed, so nothing was charged.').waitFor();
    expect(page.url()).not.toContain('payment=');

    await main()
      .getByRole('button', { name: /^Try again: deposit ₹/ })
      .click();
    await page.getByRole('heading', { name: 'Test Stripe Checkout' }).waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/booking-confirmation/*');
    await main().getByText('Thank you: your payment is received and your booking is confirmed.').waitFor();
    await main().getByText('Payment: Partially paid').waitFor();
    expect([...stripe.sessions.values()].filter((session) => session.payment_status === 'paid')).toHaveLength(1);

    // Cancelling it from My Bookings shows the cancellation policy's refund first; the provider refunds that share.
    const reference = (await main().locator('strong.font-mono').textContent())?.trim() ?? '';
    await page.goto('/profile/bookings');
    const item = main().getByRole('listitem').filter({ hasText: reference });
    await item.getByRole('button', { name: `Cancel booking ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    const refundLine = dialog.getByText(/under our cancellation policy \d+% of the/);
    await refundLine.waitFor();
    const percent = Number(/policy (\d+)% of the/.exec((await refundLine.textContent()) ?? '')?.[1]);
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await item.getByText('Cancelled', { exact: true }).waitFor();
    await expect.poll(() => stripe.refunds.length).toBe(percent > 0 ? 1 : 0);
    await context.close();
  });
});
