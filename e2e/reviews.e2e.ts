import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { DEMO, baseUrl, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

interface Reviewed {
  path: string;
}

/** A tour or trek that has approved reviews, from the public API. */
async function reviewedTrip(): Promise<Reviewed> {
  const response = await fetch(`${baseUrl()}/api/reviews?limit=1`);
  const body = (await response.json()) as { data: { subject: { type: 'tour' | 'trek'; slug: string } }[] };
  const subject = body.data[0]!.subject;
  return { path: `/${subject.type}/${subject.slug}` };
}

async function signUp(email: string) {
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Kavya Rao',
      email,
      password: 'Deodar-Ridge-4127',
      password_confirmation: 'Deodar-Ridge-4127',
    }),
  });
  expect(response.status).toBe(201);
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Deodar-Ridge-4127');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/profile');
}

/** The count and average beside the trip page's Reviews heading: "★★★★½ 4.6 (12 reviews)". */
async function ratingSummary(page: Page): Promise<{ count: number; rating: number }> {
  const section = page.getByRole('region', { name: 'Reviews', exact: true });
  const count = section.getByText(/^\(\d+ reviews?\)$/);
  await count.waitFor();
  // The summary's stars come before each review's own.
  const stars = await section
    .getByRole('img', { name: /^Rated [\d.]+ out of 5$/ })
    .first()
    .getAttribute('aria-label');
  return {
    count: Number((await count.textContent())!.match(/\d+/)![0]),
    rating: Number(stars!.match(/[\d.]+/)![0]),
  };
}

/** The reviews' list loads as the reader nears it, far down a trip's page. */
async function scrollToReviews(page: Page) {
  await page.locator('#reviews').scrollIntoViewIfNeeded();
}

async function openForm(page: Page) {
  await page.getByRole('button', { name: 'Write a Review' }).click();
  return page.getByRole('form', { name: 'Review form' });
}

describe('reviews', () => {
  it('asks a signed-out visitor to log in, both to write and to vote', async () => {
    const trip = await reviewedTrip();
    const { context, page } = await openPage();
    await page.goto(trip.path);
    const form = await openForm(page);
    await form.getByLabel('Title').fill('Great');
    await form.getByLabel('Your review').fill('Lovely days.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Please login to submit a review').waitFor();
    await page
      .getByRole('button', { name: /^Helpful/ })
      .first()
      .click();
    await page.getByText('Please login to mark reviews as helpful').waitFor();
    await context.close();
  });

  it('has no serious accessibility violations with the form open, at 375 px in dark theme', async () => {
    const trip = await reviewedTrip();
    const { context, page } = await openPage({ width: 375, colorScheme: 'dark' });
    await page.goto(trip.path);
    const form = await openForm(page);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await form.getByText('Title is required').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the home form says when its list of trips cannot be loaded, and loads it again on Try again', async () => {
    const { context, page } = await openPage();
    let failing = true;
    await page.route(/\/api\/(tours|treks)\?.*per_page=100/, (route) =>
      failing ? route.fulfill({ status: 503, json: { success: false, message: 'Unavailable' } }) : route.fallback(),
    );
    await page.goto('/');
    // The reviews band loads as the reader nears it.
    await page.getByRole('heading', { name: 'What Our Travellers Say' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Write a Review' }).click();
    const form = page.getByRole('form', { name: 'Review form' });
    const failure = form.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try Again' }) });
    await failure.waitFor({ timeout: 20_000 });
    failing = false;
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await form.getByRole('option', { name: 'Choose a tour or trek' }).waitFor({ state: 'attached' });
    await context.close();
  });

  it('a helpful vote, once pressed, keeps its contrast at 375 px in dark theme', async () => {
    const trip = await reviewedTrip();
    const email = uniqueEmail('review-dark');
    await signUp(email);
    const { context, page } = await openPage({ width: 375, colorScheme: 'dark' });
    await logIn(page, email);
    await page.goto(trip.path);
    await scrollToReviews(page);
    const helpful = page.getByRole('button', { name: /^Helpful \(\d+\)$/ }).first();
    await helpful.click();
    await expect.poll(() => helpful.getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('writes a review that waits for approval, votes another helpful, and staff approve it: the trip page counts it in its reviews and average', async () => {
    const trip = await reviewedTrip();
    const email = uniqueEmail('review');
    await signUp(email);
    const { context, page } = await openPage();
    await logIn(page, email);
    await page.goto(trip.path);
    const summary = await ratingSummary(page);

    // The form checks the required fields first.
    let form = await openForm(page);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await form.getByText('Title is required').waitFor();
    await form.getByText('Comment is required').waitFor();

    const title = `Crisp mornings ${Date.now()}`;
    await form.getByRole('radio', { name: '4 of 5 stars' }).check({ force: true });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Your review').fill('The guides knew every bend of the trail.');
    await form.getByLabel('Trip type').selectOption('Friends');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Review submitted for approval', { exact: true }).waitFor();
    // Collapsed again; pending, so not listed.
    await page.getByRole('button', { name: 'Write a Review' }).waitFor();
    expect(await page.getByText(title).count()).toBe(0);

    // Helpful: the first listed review, toggled on.
    await scrollToReviews(page);
    const helpful = page.getByRole('button', { name: /^Helpful \(\d+\)$/ }).first();
    const before = Number((await helpful.textContent())?.match(/\d+/)?.[0]);
    await helpful.click();
    await expect.poll(() => helpful.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => Number((await helpful.textContent())?.match(/\d+/)?.[0])).toBe(before + 1);

    // A second review of the same trip is refused with the server's message.
    form = await openForm(page);
    await form.getByLabel('Title').fill('Again');
    await form.getByLabel('Your review').fill('Once more.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('You have already reviewed this trip').waitFor();

    // My Reviews on the profile: pending.
    await page.goto('/profile');
    const mine = page.getByRole('region', { name: 'My Reviews' });
    await mine.getByText(title).waitFor();
    await mine.getByText('Pending approval').waitFor();

    // Staff approve it; it shows on the trip's page.
    const admin = await openPage();
    await admin.page.goto('/admin/login');
    await admin.page.getByLabel('Email').fill(DEMO.admin.email);
    await admin.page.getByLabel('Password').fill(DEMO.admin.password);
    await admin.page.getByRole('button', { name: 'Sign In' }).click();
    await admin.page.waitForURL('**/admin/dashboard');
    await admin.page.goto('/admin/reviews?status=pending');
    await admin.page.getByRole('heading', { name: 'Manage Reviews' }).waitFor();
    await admin.page.getByLabel('Search reviews').fill(title);
    const row = admin.page.getByRole('row', { name: new RegExp(title) });
    await row.waitFor();
    expect(await axeViolations(admin.page), 'admin list').toEqual([]);
    await row.getByRole('button', { name: /^Approve/ }).click();
    await admin.page.getByText('Review approved', { exact: true }).waitFor();
    await admin.context.close();
    await context.close();

    // A visitor (fresh browser cache: public answers may be cached for a minute) now sees it.
    const visitor = await openPage();
    await visitor.page.goto(trip.path);
    await scrollToReviews(visitor.page);
    await visitor.page.getByText(title).waitFor();
    // With the new four stars in the count and the average (shown to one decimal, so within 0.1).
    const after = await ratingSummary(visitor.page);
    expect(after.count).toBe(summary.count + 1);
    const expected = (summary.rating * summary.count + 4) / (summary.count + 1);
    expect(Math.abs(after.rating - expected)).toBeLessThanOrEqual(0.1 + 1e-9);
    await visitor.context.close();
  });
});
