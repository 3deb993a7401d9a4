import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { baseUrl, DEMO, useBrowser } from './browser';

const openPage = useBrowser();

/** A tour of the demo data with an itinerary and three photos. */
const TOUR = { slug: 'spiti-valley-circuit-by-road', title: 'Spiti Valley Circuit by Road' };

/** "50 tours found" as a number. */
async function foundCount(page: Page): Promise<number> {
  const text = (await page.getByText(/^\d+ tours? found$/).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** The "From ₹8,500" price of each card on the page, in order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main article').allInnerTexts();
  return texts.map((text) => Number(/From\s*\D*([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN));
}

describe('tour list', () => {
  it('draws an unselected radio as an empty ring and the selected one with its dot, in the dark theme', async () => {
    const { context, page } = await openPage({ colorScheme: 'dark' });
    await page.goto('/tours?category=Adventure');
    await page.getByText(/^\d+ tours? found$/).waitFor();
    const look = (name: RegExp) =>
      page.getByRole('radio', { name }).evaluate((input) => ({
        checked: (input as HTMLInputElement).checked,
        background: getComputedStyle(input).backgroundColor,
        dot: getComputedStyle(input, '::before').transform,
      }));
    const selected = await look(/^Adventure/);
    const unselected = await look(/^Cultural/);
    expect(selected.checked).toBe(true);
    expect(unselected.checked).toBe(false);
    // Both have the same dark fill; the dot is drawn (scale 1) only in the selected one.
    expect(unselected.background).toBe(selected.background);
    expect(unselected.dot).toBe('matrix(0, 0, 0, 0, 0, 0)');
    expect(selected.dot).not.toBe(unselected.dot);
    await context.close();
  });

  it('filters by category and duration, sorts by price, and keeps it all in the address', async () => {
    const { context, page } = await openPage();
    await page.goto('/tours');
    await page.getByText(/^\d+ tours found$/).waitFor();
    const all = await foundCount(page);
    expect(all).toBeGreaterThan(12);

    // The list follows the address: the radio shows as checked once the address has changed.
    await page.getByRole('radio', { name: /^Adventure/ }).click();
    await page.waitForURL(/category=Adventure/);
    await expect.poll(() => foundCount(page)).toBeLessThan(all);
    const adventure = await foundCount(page);

    await page.getByRole('radio', { name: 'Medium (4-7 days)' }).click();
    await page.waitForURL(/duration=medium/);
    await expect.poll(() => foundCount(page)).toBeLessThan(adventure);

    await page.getByLabel('Sort by').selectOption('price_low');
    await page.waitForURL(/sort=price_low/);
    await expect
      .poll(async () => {
        const [first, second] = await cardPrices(page);
        return first !== undefined && second !== undefined && first <= second;
      })
      .toBe(true);
    const filtered = await foundCount(page);
    const url = page.url();
    expect(url).toContain('category=Adventure');
    expect(url).toContain('duration=medium');

    await page.reload();
    await page.getByText(/^\d+ tours? found$/).waitFor();
    expect(page.url()).toBe(url);
    expect(await page.getByRole('radio', { name: /^Adventure/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Medium (4-7 days)' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price_low');
    expect(await foundCount(page)).toBe(filtered);

    // The price thumbs work from the keyboard; the slider replaces the address instead of adding a step.
    const steps = await page.evaluate(() => history.length);
    await page.getByRole('slider', { name: 'Maximum price' }).focus();
    await page.keyboard.press('PageDown');
    await page.waitForURL(/priceRange=\d+-\d+/);
    expect(await page.evaluate(() => history.length)).toBe(steps);
    expect(page.url()).toContain('sort=price_low');

    // Back steps over one choice at a time.
    await page.goBack();
    await page.waitForURL((address) => !address.search.includes('sort='));
    expect(page.url()).toContain('duration=medium');

    // An address with nonsense in it still shows the list, with those values dropped.
    await page.goto('/tours?category=Space&priceRange=9-1&rating=7');
    await expect.poll(() => foundCount(page)).toBe(all);
    expect(await page.getByRole('radio', { name: /^All/ }).isChecked()).toBe(true);
    await context.close();
  });

  it('shows the tours on a map with keyboard-reachable markers and popups linking to each tour', async () => {
    const { context, page } = await openPage();
    await page.goto('/tours');
    await page.getByText(/^\d+ tours found$/).waitFor();
    await page.getByRole('button', { name: 'Map' }).click();
    await page.waitForURL(/view=map/);
    // The toggle follows the address: it re-renders just after the URL changes.
    await expect.poll(() => page.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe('true');
    // A destination's pin (not a cluster, which zooms in) opens the list of its tours.
    const markers = page.locator('.leaflet-marker-icon.tours-map-pin');
    await markers.first().waitFor();
    expect(await markers.count()).toBeGreaterThan(0);

    await markers.first().focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup');
    await popup.waitFor();
    const link = popup.getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/tour\//);
    await link.click();
    await page.waitForURL(`**${href}`);
    await page.locator('main h1').waitFor();
    await context.close();
  });

  it('puts every tour that matches on the map, over a bundled base map, rendered in the browser only', async () => {
    // The server renders the page around a placeholder of the map's size (Leaflet needs a window).
    const html = await (await fetch(`${baseUrl()}/tours?view=map&category=Adventure`)).text();
    expect(html).toContain('id="initial-data"');
    expect(html).not.toContain('leaflet-container');

    const { context, page } = await openPage();
    const problems: string[] = [];
    const outside: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl()) && !request.url().startsWith('data:')) outside.push(request.url());
    });
    try {
      for (const filter of ['', '&category=Adventure']) {
        await page.goto(`/tours?view=map${filter}`);
        await page.getByText(/^\d+ tours? found$/).waitFor();
        const total = await foundCount(page);
        if (!filter) expect(total).toBeGreaterThan(12); // more than one page of the list
        // Pins and clusters together carry every match (the map fits them all in view).
        const onMap = () =>
          page
            .locator('.leaflet-marker-icon [data-tours]')
            .evaluateAll((icons) => icons.reduce((sum, icon) => sum + Number(icon.getAttribute('data-tours')), 0));
        await expect.poll(onMap, { timeout: 15_000 }).toBe(total);
        // The countries of Natural Earth are drawn under the pins.
        await expect
          .poll(() => page.locator('.leaflet-overlay-pane path').count(), { timeout: 15_000 })
          .toBeGreaterThan(5);
      }
      // A cluster zooms in to its pins.
      const cluster = page.locator('.leaflet-marker-icon.tours-map-cluster').first();
      if (await cluster.count()) {
        const before = await page.locator('.leaflet-marker-icon').count();
        await cluster.click();
        await expect.poll(() => page.locator('.leaflet-marker-icon').count()).toBeGreaterThan(before - 1);
      }
      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps the badges of a card apart in the three columns beside the filters', async () => {
    const { context, page } = await openPage({ width: 1280 });
    await page.goto('/tours');
    await page.locator('main article').first().waitFor();
    const cards = page.locator('main article', { hasText: /Save ₹/ }).filter({ hasText: 'Featured' });
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      const featured = (await card.getByText('Featured', { exact: true }).boundingBox())!;
      const save = (await card.getByText(/^Save ₹/).boundingBox())!;
      const apart =
        featured.x + featured.width <= save.x ||
        save.x + save.width <= featured.x ||
        featured.y + featured.height <= save.y ||
        save.y + save.height <= featured.y;
      expect(apart).toBe(true);
    }
    await context.close();
  });

  it('lists bookable packages with a Book Now link each', async () => {
    const { context, page } = await openPage();
    await page.goto('/packages');
    await page.getByRole('heading', { level: 1, name: 'Packages' }).waitFor();
    await page.locator('main article').first().waitFor();
    const book = page
      .locator('main article')
      .first()
      .getByRole('link', { name: /^Book Now/ });
    expect(await book.getAttribute('href')).toMatch(/^\/booking\/\d+$/);
    expect(await page.title()).toBe('Packages - Himalaya Trails');
    await context.close();
  });
});

describe('tour page', () => {
  it('opens the gallery, shows the itinerary, copies its link, and saves to the wishlist once logged in', async () => {
    const { context, page } = await openPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/tour/${TOUR.slug}`);
    await page.getByRole('heading', { level: 1, name: TOUR.title }).waitFor();
    expect(await page.title()).toBe(`${TOUR.title} - Himalaya Trails`);

    await page.getByRole('button', { name: /^Open photo 1 of/ }).click();
    const viewer = page.locator('.yarl__root');
    await viewer.waitFor();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    const days = page.getByRole('button', { name: /^Day \d+:/ });
    expect(await days.count()).toBeGreaterThan(1);
    expect(await days.first().getAttribute('aria-expanded')).toBe('true');
    await days.nth(1).click();
    await expect.poll(() => days.nth(1).getAttribute('aria-expanded')).toBe('true');

    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('menuitem', { name: 'Copy Link' }).click();
    await page.getByText('Link copied to clipboard!').waitFor();
    await page.getByRole('menuitem', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await page.keyboard.press('Escape');

    const wishlist = page.getByRole('button', { name: /^Saved? to Wishlist$/ });
    expect(await wishlist.getAttribute('aria-pressed')).toBe('false');
    await wishlist.click();
    await page.getByText('Please login to save tours to your wishlist').waitFor();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/login');

    // After logging in the traveller is back on the tour, and the button uses the real wishlist.
    await page.getByLabel('Email').fill(DEMO.traveller.email);
    await page.getByLabel('Password').fill(DEMO.traveller.password);
    // The toast's own Login button may still be leaving the screen.
    await page.locator('main').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`**/tour/${TOUR.slug}`);
    await page.getByRole('heading', { level: 1, name: TOUR.title }).waitFor();
    const saved = page.getByRole('button', { name: /^Saved? to Wishlist$/ });
    await expect.poll(() => saved.isEnabled()).toBe(true);
    const before = await saved.getAttribute('aria-pressed');
    await saved.click();
    await page.getByText(before === 'true' ? 'Removed from wishlist' : 'Added to wishlist').waitFor();
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe(before === 'true' ? 'false' : 'true');
    await saved.click();
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe(before);
    await context.close();
  });

  it('says Tour Not Found for a tour that does not exist', async () => {
    const { context, page } = await openPage();
    await page.goto('/tour/no-such-tour');
    await page.getByRole('heading', { name: 'Tour Not Found' }).waitFor();
    await page.getByText("The tour you're looking for doesn't exist or has been removed.").waitFor();
    expect(await page.getByRole('link', { name: 'Browse All Tours' }).getAttribute('href')).toBe('/tours');
    await context.close();
  });

  it('a tour that exists but is not bookable has its own page, with similar tours and no index', async () => {
    const { context, page } = await openPage();
    // An inactive copy of a real tour: the back office's Duplicate.
    const login = await page.request.post('/api/admin/auth/login', { data: DEMO.admin });
    const auth = { Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
    const original = ((await (await page.request.get(`/api/tours/${TOUR.slug}`)).json()) as { data: { id: number } })
      .data;
    const copy = (
      (await (await page.request.post(`/api/admin/tours/${original.id}/duplicate`, { headers: auth })).json()) as {
        data: { id: number; slug: string; title: string };
      }
    ).data;
    try {
      const html = await page.request.get(`/tour/${copy.slug}`);
      expect(html.status()).toBe(200);
      expect(await html.text()).toContain('<meta name="robots" content="noindex, nofollow" />');

      await page.goto(`/tour/${copy.slug}`);
      await page.getByRole('heading', { level: 1, name: `${copy.title} is not available` }).waitFor();
      expect(await page.getByRole('heading', { name: 'Tour Not Found' }).count()).toBe(0);
      await expect.poll(() => page.title()).toContain(`${copy.title} is not available`);
      const similar = page.getByRole('region', { name: 'Similar tours' });
      const first = similar.getByRole('listitem').first().locator('h3 a');
      expect(await first.getAttribute('href')).toMatch(/^\/tour\/[a-z0-9-]+$/);
      expect(await page.getByRole('link', { name: 'Browse All Tours' }).getAttribute('href')).toBe('/tours');
      expect(await axeViolations(page), 'not-available page').toEqual([]);
      await first.click();
      await page.waitForURL(/\/tour\/[a-z0-9-]+$/);
    } finally {
      await page.request.delete(`/api/admin/tours/${copy.id}`, { headers: auth });
    }
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the tour list, map and a tour page have no serious axe violations in ${colorScheme} theme`, async () => {
      const { context, page } = await openPage({ colorScheme });
      await page.goto('/tours');
      await page.locator('main article').first().waitFor();
      expect(await axeViolations(page), '/tours').toEqual([]);
      await page.goto('/tours?view=map');
      await page.locator('.leaflet-marker-icon').first().waitFor();
      expect(await axeViolations(page), '/tours map').toEqual([]);
      await page.goto(`/tour/${TOUR.slug}`);
      await page.getByRole('heading', { level: 1, name: TOUR.title }).waitFor();
      await page.getByRole('heading', { name: 'Reviews' }).waitFor();
      expect(await axeViolations(page), 'tour page').toEqual([]);
      await context.close();
    });
  }
});
