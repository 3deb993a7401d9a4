import type { Stats } from '@trails/contracts/catalogue';
import type { PublicSettings } from '@trails/contracts/settings';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { DEMO, baseUrl, useBrowser } from './browser';

const openPage = useBrowser();

const CAROUSELS = [
  'Top Destinations',
  'Trending Destinations',
  'Popular Tours',
  'Featured Tours',
  'Featured Treks',
  'Adventure Tours',
];

const carousel = (page: Page, name: string) => page.locator(`[aria-roledescription="carousel"][aria-label="${name}"]`);

/**
 * Every section has answered, as a reader scrolling down the page sees them: carousels and reviews
 * show cards (the bands below the first screen load as they come near it).
 */
async function waitForSections(page: Page) {
  for (const name of CAROUSELS) {
    await page.getByRole('heading', { name, exact: true }).scrollIntoViewIfNeeded();
    await carousel(page, name).locator('article').first().waitFor();
  }
  await page.getByRole('heading', { name: 'What Our Travellers Say' }).scrollIntoViewIfNeeded();
  await page
    .locator('section', { has: page.getByRole('heading', { name: 'What Our Travellers Say' }) })
    .locator('article')
    .first()
    .waitFor();
}

describe('home page', () => {
  it('counts up to the real stats when the counters scroll into view, leaving out counts below the threshold', async () => {
    const stats = ((await (await fetch(`${baseUrl()}/api/stats`)).json()) as { data: Stats }).data;
    const settings = ((await (await fetch(`${baseUrl()}/api/settings`)).json()) as { data: PublicSettings }).data;
    const minimum = Number(settings.home_counter_min);
    // The demo's eleven customers are fewer than its threshold of 25: that counter is left out.
    expect(stats.customers).toBeLessThan(minimum);
    const { context, page } = await openPage();
    await page.goto('/');
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'Travel with people who know the mountains' }),
    });
    await section.locator('dl').waitFor();
    await section.scrollIntoViewIfNeeded();
    // The animation takes 2 s; then each counter shows its real number.
    await page.waitForFunction(
      () => {
        const counters = [...document.querySelectorAll<HTMLElement>('[data-value]')];
        return (
          counters.length === 3 &&
          counters.every((node) => node.textContent === Number(node.dataset.value).toLocaleString('en-US'))
        );
      },
      undefined,
      { timeout: 5_000 },
    );
    const shown = await section
      .locator('dl > div')
      .evaluateAll((rows) =>
        rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('[data-value]')?.textContent]),
      );
    const format = (n: number) => n.toLocaleString('en-US');
    expect(shown).toEqual(
      [
        ['Tours', stats.tours],
        ['Destinations', stats.destinations],
        ['Customers', stats.customers],
        ['Reviews', stats.reviews],
      ]
        .filter(([, value]) => Number(value) >= minimum)
        .map(([label, value]) => [label, format(Number(value))]),
    );
    expect(shown).toHaveLength(3);
    await context.close();
  });

  it('shows the first sections from the first HTML, the later ones’ trips as links in it, and loads the rest once each as the reader nears it', async () => {
    const { context, page } = await openPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/api\/(stats|destinations|tours|treks|reviews)/.test(url.pathname)) asked.push(url.pathname + url.search);
    });
    // The first HTML: every band's heading, and the first trips of the bands drawn later as links.
    const html = await (await page.request.get('/')).text();
    for (const name of CAROUSELS) expect(html).toContain(`>${name}</h2>`);
    expect(html).toMatch(/href="\/trek\/[a-z0-9-]+"/);
    expect(html).toMatch(/href="\/tour\/[a-z0-9-]+"/);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // A visit that does not scroll asks for none of the later bands' lists, nor for the reviews.
    expect(asked).toEqual([]);
    for (const name of CAROUSELS.slice(1)) {
      const band = page.locator('section', { has: page.getByRole('heading', { name, exact: true }) });
      expect(
        await band.locator('a[href^="/tour/"], a[href^="/trek/"], a[href^="/destination/"]').count(),
        name,
      ).toBeGreaterThan(0);
    }
    await waitForSections(page);
    // The stats and the first carousel came with the page; the later bands' lists and the reviews
    // are asked for once each, as they come near.
    expect(asked.filter((url) => url.startsWith('/api/stats'))).toEqual([]);
    expect(asked.filter((url) => url.startsWith('/api/destinations?featured=true'))).toEqual([]);
    expect(asked.length).toBeLessThanOrEqual(CAROUSELS.length);
    expect(new Set(asked).size).toBe(asked.length);

    const trekLinks = await carousel(page, 'Featured Treks')
      .locator('article a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(trekLinks.length).toBeGreaterThan(0);
    // Each card: the trek's page, then its Book Now.
    for (let index = 0; index < trekLinks.length; index += 2) {
      expect(trekLinks[index]).toMatch(/^\/trek\/[a-z0-9-]+$/);
      expect(trekLinks[index + 1]).toMatch(/^\/booking\/trek\/\d+$/);
    }
    // A tour card's Book Now goes to /booking/{id}, beside its link to the tour.
    const card = carousel(page, 'Featured Tours').locator('article').first();
    const title = (await card.locator('h3 a').textContent())!;
    const href = (await card.getByRole('link', { name: title, exact: true }).getAttribute('href'))!;
    expect(href).toMatch(/^\/tour\/[a-z0-9-]+$/);
    const tour = (
      (await (await page.request.get(`/api${href.replace('/tour/', '/tours/')}`)).json()) as {
        data: { id: number };
      }
    ).data;
    expect(await page.getByRole('link', { name: 'View all treks' }).getAttribute('href')).toBe('/treks');
    expect(await page.getByRole('link', { name: 'View all adventure tours' }).getAttribute('href')).toBe(
      '/tours?category=Adventure',
    );
    expect(await page.getByRole('link', { name: 'Build your own trip' }).getAttribute('href')).toBe('/custom-builder');
    const reviews = page
      .locator('section', { has: page.getByRole('heading', { name: 'What Our Travellers Say' }) })
      .locator('article');
    expect(await reviews.count()).toBeGreaterThan(0);
    expect(await reviews.count()).toBeLessThanOrEqual(6);
    // Checked by its address: the carousel may have moved on, hiding the first card from the tree.
    const book = card.locator('a[href^="/booking/"]');
    expect(await book.getAttribute('href')).toBe(`/booking/${tour.id}`);
    expect(await book.textContent()).toBe(`Book Now: ${title}`);
    await context.close();
  });

  it('the footer links each social profile the settings name, in a new tab, also in the first HTML', async () => {
    const { context, page } = await openPage();
    await page.goto('/');
    const social = page.getByRole('contentinfo').getByRole('list', { name: 'Follow us' });
    for (const network of ['Facebook', 'Twitter', 'Instagram', 'YouTube']) {
      const link = social.getByRole('link', { name: `${network} (opens in a new tab)` });
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    expect(await (await fetch(`${baseUrl()}/`)).text()).toContain('aria-label="YouTube (opens in a new tab)"');

    // A blank profile has no icon, on the server's page as in the browser.
    const login = await page.request.post('/api/admin/auth/login', { data: DEMO.admin });
    const auth = { Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
    const settings = (await (await page.request.get('/api/settings')).json()) as { data: { youtube_url: string } };
    const setYoutube = (value: string) =>
      page.request.put('/api/admin/settings/youtube_url', { headers: auth, data: { value, type: 'url' } });
    expect((await setYoutube('')).status()).toBe(200);
    try {
      const html = await (await fetch(`${baseUrl()}/`)).text();
      expect(html).toContain('aria-label="Facebook (opens in a new tab)"');
      expect(html).not.toContain('YouTube (opens in a new tab)');
      await page.goto('/');
      await social.getByRole('link', { name: 'Facebook (opens in a new tab)' }).waitFor();
      expect(await social.getByRole('link').count()).toBe(3);
    } finally {
      await setYoutube(settings.data.youtube_url);
    }
    await context.close();
  });

  it('moves a carousel with its Next button', async () => {
    const { context, page } = await openPage();
    // Without auto-advance, so only the button moves it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // The band loads as the reader nears it.
    await page.getByRole('heading', { name: 'Featured Treks', exact: true }).scrollIntoViewIfNeeded();
    const treks = carousel(page, 'Featured Treks');
    await treks.locator('article').first().waitFor();
    const current = () => treks.locator('button[aria-current="true"]').getAttribute('aria-label');
    expect(await current()).toBe('Go to slide 1');
    await treks.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(current).toBe('Go to slide 2');
    await treks.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(current).toBe('Go to slide 1');
    await context.close();
  });

  it('shows a whole card at 375 px, also after the window is resized', async () => {
    const { context, page } = await openPage({ width: 375 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // The band loads as the reader nears it.
    await page.getByRole('heading', { name: 'Featured Treks', exact: true }).scrollIntoViewIfNeeded();
    const treks = carousel(page, 'Featured Treks');
    await treks.locator('article').first().waitFor();
    /** How far each card in view stands in from the carousel's left and right edges. */
    const insets = () =>
      treks.evaluate((region) => {
        const box = region.getBoundingClientRect();
        return [...region.querySelectorAll('article')]
          .map((card) => card.getBoundingClientRect())
          .filter((card) => card.right > box.left && card.left < box.right)
          .map((card) => [Math.round(card.left - box.left), Math.round(box.right - card.right)]);
      });
    expect(await insets()).toEqual([[0, 0]]);
    await page.setViewportSize({ width: 200, height: 800 });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(insets).toEqual([[0, 0]]);
    await context.close();
  });

  it('opens the gallery in a lightbox that the arrow keys move and Escape closes', async () => {
    const { context, page } = await openPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open photo 1: Spiti Valley' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const currentAlt = () => page.locator('.yarl__slide_current img').getAttribute('alt');
    await expect.poll(currentAlt).toBe('Spiti Valley');
    await page.keyboard.press('ArrowRight');
    await expect.poll(currentAlt).toBe('Dal Lake, Srinagar');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Another image opens at that image.
    await page.getByRole('button', { name: 'Open photo 4: Pangong Lake, Ladakh' }).click();
    await expect.poll(currentAlt).toBe('Pangong Lake, Ladakh');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious accessibility violations in ${colorScheme} theme`, async () => {
      const { context, page } = await openPage({ colorScheme });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await waitForSections(page);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
