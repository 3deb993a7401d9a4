import type { SearchResults } from '@trails/contracts/catalogue';
import type { Envelope } from '@trails/contracts/common';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { baseUrl, useBrowser } from './browser';

const openPage = useBrowser();

async function serverSearch(q: string): Promise<SearchResults> {
  const response = await fetch(`${baseUrl()}/api/search?q=${encodeURIComponent(q)}&limit=50`);
  return ((await response.json()) as Envelope<SearchResults>).data;
}

const headerBox = (page: Page) => page.getByRole('combobox', { name: 'Search tours and destinations' });

/** Prices shown on the tour cards, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('#search-results-panel article').getByText(/^From/).allTextContents();
  return texts.map((text) => Number(/From\s*\D*([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '')));
}

describe('header search box', () => {
  it('suggests tours then destinations and opens the highlighted one with the keyboard', async () => {
    const { context, page } = await openPage();
    await page.goto('/');
    const box = headerBox(page);
    await box.focus();
    await page.keyboard.type('manali');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor();
    const options = await listbox.getByRole('option').allTextContents();
    const kinds = options.map((text) =>
      text.includes('Tour,')
        ? 'tour'
        : text.includes('Trek,')
          ? 'trek'
          : text.includes('Destination,')
            ? 'destination'
            : 'all',
    );
    expect(kinds).toContain('tour');
    expect(kinds).toContain('destination');
    expect(kinds.lastIndexOf('tour')).toBeLessThan(kinds.indexOf('destination'));
    expect(kinds.at(-1)).toBe('all');
    expect(options.at(-1)).toBe('See all results for "manali"');
    expect(options.length).toBeLessThanOrEqual(9);
    expect(await box.getAttribute('aria-expanded')).toBe('true');

    await page.keyboard.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/tour\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });

  it('closes with Escape, says when nothing matches, and searches everything with Enter', async () => {
    const { context, page } = await openPage();
    await page.goto('/treks');
    const box = headerBox(page);
    await box.fill('spiti');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor();
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'hidden' });
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('spiti');

    await box.fill('qwxzqv');
    await page.getByText('No results found for "qwxzqv"').first().waitFor();

    // A blank query goes nowhere.
    await box.fill('   ');
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/treks');

    await box.fill('spiti');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search?q=spiti');
    await page.getByRole('heading', { name: 'Search Results', level: 1 }).waitFor();
    await context.close();
  });
});

describe('treks in search', () => {
  it('suggests a trek for its name and a typo of it, and the search page has a Treks tab', async () => {
    const expected = await serverSearch('kedarkantha');
    expect(expected.treks.map((trek) => trek.slug)).toContain('kedarkantha-winter-trek');

    const { context, page } = await openPage();
    await page.goto('/');
    const box = headerBox(page);
    for (const q of ['kedarkantha', 'kedrakantha']) {
      await box.fill(q);
      const option = page
        .getByRole('listbox', { name: 'Suggestions' })
        .getByRole('option', { name: /Kedarkantha Winter Trek/ });
      await option.waitFor();
      await expect.poll(() => option.innerText()).toMatch(/Uttarkashi · ₹11,500/);
    }
    await page.keyboard.press('Escape');
    await box.fill('kedarkantha');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search?q=kedarkantha');
    const tabs = page.getByRole('tablist', { name: 'Result type' });
    const treksTab = tabs.getByRole('tab', { name: `Treks ${expected.treks.length}` });
    await treksTab.click();
    await page.waitForURL(/type=treks/);
    const panel = page.locator('#search-results-panel');
    await expect.poll(() => panel.locator('article').count()).toBe(expected.treks.length);
    expect(await panel.getByRole('link', { name: 'Kedarkantha Winter Trek' }).first().getAttribute('href')).toBe(
      '/trek/kedarkantha-winter-trek',
    );
    // The tab survives a reload.
    await page.reload();
    await page.getByRole('tab', { name: /^Treks/, selected: true }).waitFor();
    await context.close();
  });
});

describe('search page', () => {
  it('shows tabs with counts, filters by type and sorts by price', async () => {
    const expected = await serverSearch('manali');
    expect(expected.tours.length).toBeGreaterThan(1);
    expect(expected.destinations.length).toBeGreaterThan(0);
    const total = expected.tours.length + expected.treks.length + expected.destinations.length;

    const { context, page } = await openPage();
    await page.goto('/search?q=manali');
    await page.getByText(`${total} results found for "manali"`).waitFor();
    expect(await page.title()).toBe('Search Results - Himalaya Trails');
    const tabs = page.getByRole('tablist', { name: 'Result type' });
    expect(await tabs.getByRole('tab', { name: `All ${total}` }).getAttribute('aria-selected')).toBe('true');
    await tabs.getByRole('tab', { name: `Tours ${expected.tours.length}` }).waitFor();
    const destinationsTab = tabs.getByRole('tab', { name: `Destinations ${expected.destinations.length}` });

    await destinationsTab.click();
    await page.waitForURL(/type=destinations/);
    const panel = page.locator('#search-results-panel');
    await expect.poll(() => panel.locator('article').count()).toBe(expected.destinations.length);
    expect(await panel.getByRole('link', { name: /Explore Destination/ }).count()).toBe(expected.destinations.length);

    // Arrow keys move between tabs: Destinations, Treks, Tours.
    await destinationsTab.focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/type=treks/);
    await expect.poll(() => panel.locator('article').count()).toBe(expected.treks.length);
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/type=tours/);
    await expect.poll(() => panel.locator('article').count()).toBe(expected.tours.length);

    const ascending = expected.tours.map((tour) => tour.price).sort((a, b) => a - b);
    await page.getByLabel('Sort results').selectOption({ label: 'Price: Low to High' });
    await page.waitForURL(/sort=price_low/);
    await expect.poll(() => cardPrices(page)).toEqual(ascending);

    await page.getByLabel('Sort results').selectOption({ label: 'Price: High to Low' });
    await page.waitForURL(/sort=price_high/);
    await expect.poll(() => cardPrices(page)).toEqual([...ascending].reverse());

    // The tab and sort survive a reload.
    await page.reload();
    await page.getByRole('tab', { name: /^Tours/, selected: true }).waitFor();
    await expect.poll(() => cardPrices(page)).toEqual([...ascending].reverse());
    await context.close();
  });

  it('asks for keywords without a query, and offers a way out when nothing matches', async () => {
    const { context, page } = await openPage();
    await page.goto('/search');
    await page.getByRole('heading', { name: 'Start your search' }).waitFor();
    await page.getByText('Enter keywords to search for tours and destinations').waitFor();

    await page.getByRole('searchbox', { name: 'Search tours and destinations' }).fill('qwxzqv');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/search?q=qwxzqv');
    await page.getByRole('heading', { name: 'No results found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse All Tours' }).getAttribute('href')).toBe('/tours');
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await page.getByRole('heading', { name: 'Start your search' }).waitFor();
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious accessibility violations in ${colorScheme} theme`, async () => {
      const { context, page } = await openPage({ colorScheme });
      await page.goto('/search?q=manali');
      await page.getByRole('tablist').waitFor();
      await page.locator('#search-results-panel article').first().waitFor();
      expect(await axeViolations(page), '/search?q=manali').toEqual([]);

      // The open suggestion list too.
      await headerBox(page).fill('shimla');
      await page.getByRole('listbox', { name: 'Suggestions' }).waitFor();
      await page.keyboard.press('ArrowDown');
      expect(await axeViolations(page), 'suggestions').toEqual([]);

      await page.goto('/search');
      await page.getByRole('heading', { name: 'Start your search' }).waitFor();
      expect(await axeViolations(page), '/search').toEqual([]);
      await context.close();
    });
  }
});
