import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';

const TOUR = '/tour/spiti-valley-circuit-by-road';

/** Console errors and warnings, uncaught errors (React reports hydration failures so), and the API and translation requests of a page. */
function watch(page: Page) {
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/locales/')) requests.push(url.pathname);
  });
  return { problems, requests };
}

// The public pages come from the server with their first view rendered and its data; the browser
// hydrates that HTML: no request for the data or the translations, no hydration error.
describe('server-rendered pages', () => {
  const open = useBrowser();

  it('the first HTML holds the tour page’s content', async () => {
    const html = await (await fetch(`${baseUrl()}${TOUR}`)).text();
    expect(html).toMatch(/<h1[^>]*>Spiti Valley Circuit by Road<\/h1>/);
    expect(html).toContain('<script type="application/json" id="initial-data">');
  });

  it('starts the app’s scripts after the page has painted', async () => {
    const { context, page } = await open();
    try {
      await page.goto(TOUR, { waitUntil: 'networkidle' });
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(scripts.length).toBeGreaterThan(0);
      expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
      // The app runs all the same (the browser helper waited for React's root).
      await page.getByRole('button', { name: /share/i }).first().waitFor();
    } finally {
      await context.close();
    }
  });

  for (const path of ['/', TOUR, '/tours']) {
    it(`${path} hydrates without errors and without fetching its first view again`, async () => {
      const { context, page } = await open();
      try {
        const { problems, requests } = watch(page);
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(problems).toEqual([]);
        // The page carries the translations its first view shows; the whole file (menus, forms,
        // messages) is read once, beside the route's modules, before hydration.
        expect(requests.filter((url) => url.startsWith('/locales/'))).toEqual(['/locales/en/common.json']);
        // Nothing else: a trip's reviews and the home page's later bands, far below the first
        // screen, load only as the reader nears them.
        expect(requests.filter((url) => !url.startsWith('/locales/'))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('is interactive after hydration: a filter changes the list, a link navigates in the page', async () => {
    const { context, page } = await open();
    try {
      const { problems } = watch(page);
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.goto('/tours', { waitUntil: 'networkidle' });
      await page.getByRole('radio', { name: /^Adventure/ }).click();
      await page.waitForURL(/category=Adventure/);
      const card = page.locator('main article').first().getByRole('link').first();
      await card.click();
      await page.waitForURL(/\/tour\//);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(documents).toHaveLength(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a stored dark theme hydrates without errors and stays dark', async () => {
    const { context, page } = await open({ colorScheme: 'dark' });
    try {
      await context.addInitScript(() => {
        window.localStorage.setItem('theme', 'dark');
      });
      const { problems } = watch(page);
      await page.goto(TOUR, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a reader who chose Hindi is sent to the Hindi address, rendered in Hindi, without errors', async () => {
    const { context, page } = await open();
    try {
      await context.addCookies([{ name: 'lang', value: 'hi', url: baseUrl() }]);
      const { problems } = watch(page);
      await page.goto('/tours', { waitUntil: 'networkidle' });
      expect(new URL(page.url()).pathname).toBe('/hi/tours');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
      await expect.poll(() => page.getByRole('link', { name: 'Tours', exact: true }).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
