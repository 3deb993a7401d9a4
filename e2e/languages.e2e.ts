import { describe, expect, it } from 'vitest';
import { useBrowser, waitForApp } from './browser';
import { CHOPTA, JOURNEY_TIMEOUT_MS, languageJourney, LOCALE_NAMES, text } from './language-journey';

const openPage = useBrowser();

// Hindi and Spanish here; French and German in languages-2.e2e.ts.
describe('the site in Hindi and Spanish, at their own addresses', () => {
  for (const lang of ['hi', 'es']) {
    it(
      `${LOCALE_NAMES[lang]}: home, a trip, booking step 1 and the back office's tour form`,
      () => languageJourney(openPage, lang),
      JOURNEY_TIMEOUT_MS,
    );
  }

  it('the language menu keeps the page, on a wide screen and in the mobile menu', async () => {
    const { context, page } = await openPage();
    await page.goto(`/hi/tour/${CHOPTA}?from=menu`);
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('button', { name: text('hi', 'language.current', 'common', { language: 'हिन्दी' }) }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.waitForURL((url) => url.pathname === `/de/tour/${CHOPTA}` && url.search === '?from=menu');
    await waitForApp(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: text('de', 'nav.openMenu') }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === `/tour/${CHOPTA}`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('locale')])).toEqual([
      'en',
      'en',
    ]);
    // English chosen stays English: an un-prefixed address is not sent elsewhere.
    await page.goto('/tours');
    expect(new URL(page.url()).pathname).toBe('/tours');
    await context.close();
  });
});
