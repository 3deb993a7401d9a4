import type { DestinationDetail } from '@trails/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { baseUrl, useBrowser } from './browser';

const openPage = useBrowser();

const destination = async (slug: string) =>
  ((await (await fetch(`${baseUrl()}/api/destinations/${slug}`)).json()) as { data: DestinationDetail }).data;

describe('destinations', () => {
  it('searches by name, keeps the search in the address and through a reload', async () => {
    const { context, page } = await openPage();
    await page.goto('/destinations');
    await page.getByRole('heading', { name: 'Explore Destinations', level: 1 }).waitFor();
    await page.getByText(/\d+ destinations found/).waitFor();
    expect(await page.locator('main article').count()).toBe(12);

    await page.getByLabel('Search destinations').fill('manali');
    await page.waitForURL(/\?search=manali$/);
    await page.getByText('1 destination found').waitFor();
    expect(await page.locator('main article h3').allTextContents()).toEqual(['Manali']);

    await page.reload();
    await page.getByText('1 destination found').waitFor();
    expect(await page.getByLabel('Search destinations').inputValue()).toBe('manali');
    expect(await page.locator('main article h3').allTextContents()).toEqual(['Manali']);

    await page.getByLabel('Search destinations').fill('no such place anywhere');
    await page.getByRole('heading', { name: 'No destinations found' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(/\/destinations$/);
    await page.getByText(/\d+ destinations found/).waitFor();
    expect(await page.getByLabel('Search destinations').inputValue()).toBe('');

    // Pages are in the address too.
    await page.getByRole('navigation', { name: 'Destination pages' }).getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/\?page=2$/);
    await context.close();
  });

  it('shows a destination with Quick Info, its tours and a custom package link that carries it', async () => {
    const manali = await destination('manali');
    const { context, page } = await openPage();
    await page.goto('/destinations?search=manali');
    await page.getByRole('link', { name: /^Explore\W+Manali$/ }).click();
    await page.waitForURL(/\/destination\/manali$/);
    await page.getByRole('heading', { name: 'Manali', level: 1 }).waitFor();
    expect(await page.title()).toBe('Manali - Himalaya Trails');

    const quickInfo = page.locator('section', { has: page.getByRole('heading', { name: 'Quick Info' }) });
    const rows = await quickInfo
      .locator('dl > div')
      .evaluateAll((divs) =>
        divs.map((div) => [div.querySelector('dt')?.textContent, div.querySelector('dd')?.textContent]),
      );
    expect(rows).toEqual([
      ['Country', manali.country],
      ['State/Region', manali.state],
      ['City', manali.city],
      ['Best Time to Visit', manali.best_time_to_visit],
      ['Tours', String(manali.tour_count)],
      ['Treks', String(manali.trek_count)],
    ]);

    const tours = page
      .locator('section', { has: page.getByRole('heading', { name: 'Tours in Manali' }) })
      .locator('article h3');
    expect(await tours.allTextContents()).toEqual(manali.tours.slice(0, 4).map((tour) => tour.title));
    // Manali's own activities, as staff wrote them, not one list for every destination.
    const activities = page.locator('section', { has: page.getByRole('heading', { name: 'Popular Activities' }) });
    expect(await activities.locator('li').allTextContents()).toEqual(manali.activities);
    expect(manali.activities).toContain('Paragliding and snow play at Solang');
    expect(await page.getByRole('link', { name: 'Build Custom Package' }).getAttribute('href')).toBe(
      '/custom-builder?destination=Manali',
    );
    // Visiting it puts it in the recently viewed list.
    const recent = JSON.parse((await page.evaluate(() => localStorage.getItem('recentlyViewed'))) ?? '[]') as {
      slug: string;
      type: string;
    }[];
    expect(recent[0]).toMatchObject({ slug: 'manali', type: 'destination' });

    // A name with spaces is encoded; more tours than shown get a link to the full list.
    const leh = await destination('leh');
    await page.goto('/destination/spiti-valley');
    expect(await page.getByRole('link', { name: 'Build Custom Package' }).getAttribute('href')).toBe(
      '/custom-builder?destination=Spiti%20Valley',
    );
    await page.goto('/destination/leh');
    await page.getByRole('heading', { name: 'Leh', level: 1 }).waitFor();
    const viewAll = page.getByRole('link', { name: `View all ${leh.tour_count} tours` });
    if (leh.tour_count > 4) expect(await viewAll.getAttribute('href')).toBe('/tours?destination=leh');
    else expect(await viewAll.count()).toBe(0);
    await context.close();
  });

  it('lists its treks beside its tours, counted in Quick Info and on its card', async () => {
    const uttarkashi = await destination('uttarkashi');
    expect(uttarkashi.trek_count).toBeGreaterThan(0);
    const { context, page } = await openPage();
    await page.goto('/destinations?search=uttarkashi');
    const card = page.locator('main article', { has: page.getByRole('heading', { name: 'Uttarkashi' }) });
    await expect
      .poll(() => card.innerText())
      .toContain(`${uttarkashi.trek_count} ${uttarkashi.trek_count === 1 ? 'trek' : 'treks'}`);

    await page.goto('/destination/uttarkashi');
    await page.getByRole('heading', { name: 'Uttarkashi', level: 1 }).waitFor();
    const treks = page.locator('section', { has: page.getByRole('heading', { name: 'Treks in Uttarkashi' }) });
    expect(await treks.locator('article h3').allTextContents()).toEqual(
      uttarkashi.treks.slice(0, 4).map((trek) => trek.title),
    );
    expect(await treks.getByRole('link', { name: 'Kedarkantha Winter Trek' }).first().getAttribute('href')).toBe(
      '/trek/kedarkantha-winter-trek',
    );
    const quickInfo = page.locator('section', { has: page.getByRole('heading', { name: 'Quick Info' }) });
    expect(await quickInfo.innerText()).toMatch(new RegExp(`Treks\\s*${uttarkashi.trek_count}`));
    // Its tours keep their own section, with the spec's text when it has none.
    const tours = page.locator('section', { has: page.getByRole('heading', { name: 'Tours in Uttarkashi' }) });
    if (uttarkashi.tours.length === 0) await tours.getByText('No tours available for this destination yet').waitFor();
    else expect(await tours.locator('article').count()).toBe(Math.min(uttarkashi.tours.length, 4));
    await context.close();
  });

  it('says Destination Not Found for a missing slug', async () => {
    const { context, page } = await openPage();
    await page.goto('/destination/no-such-destination');
    await page.getByRole('heading', { name: 'Destination Not Found' }).waitFor();
    await page.getByText("The destination you're looking for doesn't exist or has been removed.").waitFor();
    await page.getByRole('link', { name: 'Browse All Destinations' }).click();
    await page.waitForURL(/\/destinations$/);
    await context.close();
  });

  it('shows the destination page in Hindi', async () => {
    const { context, page } = await openPage();
    await page.goto('/hi/destination/manali');
    for (const name of ['त्वरित जानकारी', 'लोकप्रिय गतिविधियाँ', 'अपनी यात्रा की योजना बनाएँ', 'मनाली के टूर']) {
      await page.getByRole('heading', { name }).waitFor();
    }
    await page.getByRole('link', { name: 'कस्टम पैकेज बनाएँ' }).waitFor();
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious accessibility violations at 375 px in ${colorScheme} theme`, async () => {
      const { context, page } = await openPage({ width: 375, colorScheme });
      await page.goto('/destinations');
      await page.locator('main article').first().waitFor();
      expect(await axeViolations(page), '/destinations').toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
        'no sideways scroll',
      ).toBe(false);

      await page.goto('/destination/manali');
      await page.getByRole('heading', { name: 'Quick Info' }).waitFor();
      expect(await axeViolations(page), '/destination/manali').toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
        'no sideways scroll',
      ).toBe(false);
      await context.close();
    });
  }
});
