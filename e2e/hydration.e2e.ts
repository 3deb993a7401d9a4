import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, ENQUIRY_POPUP_SEEN_KEY, launchBrowser } from './browser';

/** One address of each page type the server renders. */
const PAGES = [
  '/',
  '/tours',
  '/treks',
  '/destinations',
  '/tour/spiti-valley-circuit-by-road',
  '/trek/kedarkantha-winter-trek',
  '/destination/manali',
  '/search?q=manali',
  '/blog',
  '/blog/how-to-acclimatise-in-ladakh-a-practical-guide',
  '/faq',
  '/terms',
  '/privacy',
];

/** Browsers whose language and clock differ from the server's (which renders in the site's timezone). */
const BROWSERS = [
  { locale: 'en-US', timezoneId: 'Asia/Kolkata' },
  { locale: 'en-US', timezoneId: 'America/New_York' },
  { locale: 'hi-IN', timezoneId: 'Asia/Kolkata' },
  { locale: 'en-GB', timezoneId: 'Pacific/Auckland' },
];

/** What a reader types into the header search before the page's scripts have run. */
const TYPED = 'spiti';

/** React's hydration errors and warnings (minified #418, #423, #425 and their long forms). */
const HYDRATION = /hydrat|#418|#423|#425|did not match|server rendered/i;

function watchConsole(page: Page, problems: string[]) {
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text()))
      problems.push(`${page.url()} ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} uncaught: ${error.message}`));
}

/** True once React has a root on #root (the page's scripts have run). */
const appStarted = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });

async function visitAll(browser: Browser, options: (typeof BROWSERS)[number]) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), ENQUIRY_POPUP_SEEN_KEY);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems: string[] = [];
  watchConsole(page, problems);
  try {
    for (const path of PAGES) {
      await page.goto(path, { waitUntil: 'commit' });
      // Straight after the first paint, before the app's scripts have started (they wait for it).
      const search = page.locator('header').getByRole('combobox').first();
      await search.pressSequentially(TYPED);
      await appStarted(page);
      // Every letter reached the app, not only the box: it lists suggestions for the whole word.
      await expect
        .poll(() => search.getAttribute('aria-expanded'), { message: `${options.locale} ${path}`, timeout: 15_000 })
        .toBe('true');
      await page.waitForLoadState('networkidle');
      // A page React threw away and rendered again would have lost the letters.
      expect({ problems, typed: await search.inputValue() }, `${options.locale} ${options.timezoneId}`).toEqual({
        problems: [],
        typed: TYPED,
      });
    }
  } finally {
    await context.close();
  }
  return problems;
}

describe('server-rendered pages hydrate in any language and timezone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('every page type, in four browsers: no hydration error, and what is typed at once arrives', async () => {
    const problems = (await Promise.all(BROWSERS.map((options) => visitAll(browser, options)))).flat();
    expect(problems).toEqual([]);
  }, 120_000);
});
