import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { baseUrl, useBrowser } from './browser';

const openPage = useBrowser();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Title and shown price ("₹8,500", before any struck-out original) of the n-th card of the tour list. */
async function card(page: Page, index: number) {
  const article = page.locator('main article').nth(index);
  // Prices are shown in the site currency once the settings have arrived.
  await expect.poll(() => article.innerText()).toMatch(/From\s*₹/);
  const title = (await article.getByRole('heading').textContent())?.trim() ?? '';
  const price = /From\s*(\D?[\d,]+)/.exec(await article.innerText())?.[1] ?? '';
  return { article, title, price };
}

describe('compare tours', () => {
  it('adds two tours from the list, shows them side by side, removes one and clears the rest', async () => {
    const { context, page } = await openPage();
    await page.goto('/tours');
    await page.locator('main article').first().waitFor();
    const first = await card(page, 0);
    const second = await card(page, 1);
    await first.article.getByRole('button', { name: /^Add to compare/ }).click();
    await second.article.getByRole('button', { name: /^Add to compare/ }).click();
    await first.article.getByRole('button', { name: /^Remove from compare/ }).waitFor();

    await page.goto('/compare');
    await page.getByRole('heading', { level: 1, name: 'Compare Tours' }).waitFor();
    const rows = page.locator('table tbody tr');
    expect(await rows.count()).toBe(2);
    for (const tour of [first, second]) {
      const row = page.getByRole('row', { name: new RegExp(escapeRegExp(tour.title)) });
      await row.waitFor();
      await expect.poll(() => row.innerText()).toContain(tour.price);
    }

    await page.getByRole('button', { name: new RegExp(`^Remove\\W+${escapeRegExp(first.title)}$`) }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain(second.title);

    await page.getByRole('button', { name: 'Clear All' }).first().click();
    await page.getByRole('heading', { name: 'No tours to compare yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse Tours' }).getAttribute('href')).toBe('/tours');
    await context.close();
  });

  it('adds a tour from its own page and shows it on /compare with its price', async () => {
    const { context, page } = await openPage();
    await page.goto('/tour/bir-billing-paragliding-getaway');
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await page
      .getByRole('button', { name: /^Add to compare/ })
      .first()
      .click();
    await page
      .getByRole('button', { name: /^Remove from compare/ })
      .first()
      .waitFor();
    await page.goto('/compare');
    const row = page.getByRole('row', { name: new RegExp(escapeRegExp(title)) });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toMatch(/₹[\d,]+/);
    await context.close();
  });

  it("compares a tour and a trek side by side, with the trek's altitude, grade and difficulty", async () => {
    const trek = (
      (await (await fetch(`${baseUrl()}/api/treks/kedarkantha-winter-trek`)).json()) as {
        data: { id: number; title: string; trek_grade: string; max_altitude_m: number };
      }
    ).data;
    const { context, page } = await openPage();
    await page.goto('/tour/bir-billing-paragliding-getaway');
    const tourTitle = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await page
      .getByRole('button', { name: /^Add to compare/ })
      .first()
      .click();
    await page
      .getByRole('button', { name: /^Remove from compare/ })
      .first()
      .waitFor();

    await page.goto('/trek/kedarkantha-winter-trek');
    await page.getByRole('heading', { name: trek.title, level: 1 }).waitFor();
    await page
      .getByRole('button', { name: /^Add to compare/ })
      .first()
      .click();
    await page.getByText(`${trek.title} added to compare`).waitFor();
    await page
      .getByRole('button', { name: /^Remove from compare/ })
      .first()
      .waitFor();

    await page.goto('/compare');
    const rows = page.locator('table tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    const headers = await page.locator('table thead th').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['Trip', 'Max Altitude', 'Trek Grade', 'Difficulty']));
    const trekRow = page.getByRole('row', { name: new RegExp(escapeRegExp(trek.title)) });
    await expect.poll(() => trekRow.innerText()).toContain('3,810 m');
    const trekText = await trekRow.innerText();
    expect(trekText).toContain(trek.trek_grade);
    expect(trekText).toContain('Easy');
    expect(trekText).toMatch(/₹11,500/);
    expect(await trekRow.getByRole('link', { name: trek.title, exact: true }).getAttribute('href')).toBe(
      '/trek/kedarkantha-winter-trek',
    );
    expect(await trekRow.getByRole('link', { name: /^Book Now/ }).getAttribute('href')).toBe(
      `/booking/trek/${trek.id}`,
    );
    // A tour has none of the trek's facts.
    const tourRow = page.getByRole('row', { name: new RegExp(escapeRegExp(tourTitle)) });
    expect((await tourRow.innerText()).match(/N\/A/g)).toHaveLength(3);

    // Removing the trek takes its columns with it.
    // (The recently viewed box has a Remove button of its own for the trek.)
    await trekRow.getByRole('button', { name: new RegExp(`^Remove\\W+${escapeRegExp(trek.title)}$`) }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await page.locator('table thead th').allTextContents()).not.toContain('Max Altitude');
    await context.close();
  });

  it('stops at four tours and says why', async () => {
    const { context, page } = await openPage();
    await page.goto('/tours');
    await page.locator('main article').first().waitFor();
    for (let index = 0; index < 5; index += 1) {
      await page
        .locator('main article')
        .nth(index)
        .getByRole('button', { name: /^Add to compare/ })
        .click();
    }
    await page.getByText('You can compare up to 4 tours. Remove one to add another.').waitFor();
    expect(await page.getByRole('button', { name: /^Remove from compare/ }).count()).toBe(4);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`fits a 375 px screen without page overflow and has no serious axe violations (${colorScheme})`, async () => {
      const { context, page } = await openPage({ width: 375, colorScheme });
      await page.goto('/compare');
      await page.getByRole('heading', { name: 'No tours to compare yet' }).waitFor();
      expect(await axeViolations(page), 'empty compare').toEqual([]);

      await page.goto('/tours');
      await page.locator('main article').first().waitFor();
      for (let index = 0; index < 3; index += 1) {
        await page
          .locator('main article')
          .nth(index)
          .getByRole('button', { name: /^Add to compare/ })
          .click();
      }
      await page.goto('/compare');
      await page.locator('table tbody tr').nth(2).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      // The table scrolls inside its own box instead.
      expect(
        await page.getByRole('region', { name: /tours compared/ }).evaluate((box) => box.scrollWidth > box.clientWidth),
      ).toBe(true);
      expect(await axeViolations(page), 'compare table').toEqual([]);
      await context.close();
    });
  }
});
