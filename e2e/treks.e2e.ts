import type { TrekSummary } from '@trails/contracts/catalogue';
import type { ListEnvelope } from '@trails/contracts/common';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { baseUrl, useBrowser } from './browser';

const openPage = useBrowser();

async function serverTreks(query: string): Promise<ListEnvelope<TrekSummary>> {
  return (await (await fetch(`${baseUrl()}/api/treks?${query}`)).json()) as ListEnvelope<TrekSummary>;
}

const countText = (total: number) => `${total} ${total === 1 ? 'trek' : 'treks'} found`;

describe('trek list', () => {
  it('filters by difficulty in the address, and keeps the filter on reload', async () => {
    const all = await serverTreks('per_page=1');
    const easy = await serverTreks('difficulty=easy&per_page=1');
    expect(easy.meta!.total).toBeGreaterThan(0);
    expect(easy.meta!.total).toBeLessThan(all.meta!.total);

    const { context, page } = await openPage();
    await page.goto('/treks');
    await page.getByText(countText(all.meta!.total)).waitFor();
    expect(await page.title()).toBe('Treks - Himalaya Trails');

    // The same filter side panel as the tour list's: radio buttons under each filter's name.
    const difficulty = page.getByRole('group', { name: 'Difficulty' });
    // A click, then the address: the radio is checked once the list's state follows the address.
    await difficulty.getByRole('radio', { name: 'Easy' }).click();
    await page.waitForURL(/difficulty=easy/);
    await page.getByText(countText(easy.meta!.total)).waitFor();
    expect(await page.locator('main ul article').count()).toBe(Math.min(easy.meta!.total, 12));

    await page.reload();
    await page.getByText(countText(easy.meta!.total)).waitFor();
    expect(await difficulty.getByRole('radio', { name: 'Easy' }).isChecked()).toBe(true);

    // An invalid value in a shared address is ignored.
    await page.goto('/treks?difficulty=extreme&altitudeRange=oops');
    await page.getByText(countText(all.meta!.total)).waitFor();

    await page.goto('/treks?difficulty=easy');
    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByText(countText(all.meta!.total)).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });
});

describe('trek detail', () => {
  it('shows Trek Information with the highest point and no debug block', async () => {
    const { context, page } = await openPage();
    await page.goto('/treks');
    const firstCard = page.locator('main ul article').first();
    const title = (await firstCard.getByRole('heading').textContent())!.trim();
    await firstCard.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/trek\/[a-z0-9-]+$/);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await page.title()).toBe(`${title} - Himalaya Trails`);

    const info = page.getByRole('region', { name: 'Trek Information' });
    await info.waitFor();
    const infoText = (await info.textContent()) ?? '';
    expect(infoText).toMatch(/Max Altitude[\d,]+ m/);
    expect(infoText).toMatch(/Duration\d+ Days \/ \d+ Nights/);
    expect(infoText).toMatch(/per person/);
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).not.toMatch(/debug/i);
    expect(main).not.toMatch(/\bID:/);

    expect(await page.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toMatch(/^\/booking\/trek\/\d+$/);
    expect(await page.getByRole('link', { name: 'Send Enquiry' }).getAttribute('href')).toMatch(
      /^\/enquiry\?trek=[a-z0-9-]+$/,
    );
    await page.getByRole('heading', { name: 'Need Help?' }).first().waitFor();
    await context.close();
  });

  it("has the tour page's breadcrumb, crossed-out price and actions, in the same words", async () => {
    const { context, page } = await openPage();
    await page.goto('/');
    // Treks are in the header's navigation.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Treks' }).click();
    await page.waitForURL('**/treks');
    await page.goto('/trek/kedarkantha-winter-trek');
    await page.getByRole('heading', { name: 'Kedarkantha Winter Trek', level: 1 }).waitFor();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.getByRole('link', { name: 'Treks' }).getAttribute('href')).toBe('/treks');
    const sidebar = page.getByRole('complementary', { name: 'Book this trek' });
    await expect.poll(() => sidebar.innerText()).toMatch(/₹11,500\s*Was\s*₹12,900/);
    expect(await sidebar.locator('s').innerText()).toMatch(/₹12,900/);
    await sidebar.getByRole('button', { name: 'Save to Wishlist' }).waitFor();
    await sidebar.getByRole('button', { name: 'Share' }).waitFor();
    await sidebar.getByRole('button', { name: 'Add to compare' }).waitFor();
    // Signed out, saving asks to log in, as on a tour page.
    await sidebar.getByRole('button', { name: 'Save to Wishlist' }).click();
    await page.getByText('Please login to save tours to your wishlist').waitFor();
    await context.close();
  });

  it('says Trek Not Found for a missing trek', async () => {
    const { context, page } = await openPage();
    await page.goto('/trek/no-such-trek');
    await page.getByRole('heading', { name: 'Trek Not Found' }).waitFor();
    await page.getByText("The trek you're looking for doesn't exist or has been removed.").waitFor();
    await page.getByRole('link', { name: 'Browse All Treks' }).click();
    await page.waitForURL('**/treks');
    await context.close();
  });

  it('switches to Hindi on the trek page', async () => {
    const { context, page } = await openPage();
    await page.goto('/trek/kedarkantha-winter-trek');
    await page.getByRole('heading', { name: 'Trek Information' }).waitFor();
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'ट्रेक की जानकारी' }).waitFor();
    await page.getByRole('heading', { name: 'इस ट्रेक के बारे में' }).waitFor();
    await page.getByRole('heading', { name: 'यात्रा कार्यक्रम' }).waitFor();
    await context.close();
  });
});

describe('recently viewed', () => {
  it('lists visited treks on other pages, removes one, and clears them all', async () => {
    const treks = (await serverTreks('per_page=2')).data;
    const [first, second] = treks as [TrekSummary, TrekSummary];
    const { context, page } = await openPage();

    await page.goto(`/trek/${first.slug}`);
    await page.getByRole('heading', { name: first.title, level: 1 }).waitFor();
    // Not on the page of the item itself.
    expect(await page.getByRole('region', { name: 'Recently Viewed' }).count()).toBe(0);

    await page.goto(`/trek/${second.slug}`);
    await page.getByRole('heading', { name: second.title, level: 1 }).waitFor();
    const box = page.getByRole('region', { name: 'Recently Viewed' });
    await box.getByRole('link', { name: first.title }).waitFor();

    await page.goto('/treks');
    await box.waitFor();
    const titles = await box.getByRole('listitem').getByRole('link').allTextContents();
    expect(titles).toEqual([second.title, first.title]);
    expect(await box.getByRole('link', { name: first.title }).getAttribute('href')).toBe(`/trek/${first.slug}`);

    await page.goto('/login');
    await page.locator('main h1').first().waitFor();
    expect(await box.count()).toBe(0);

    await page.goto('/search');
    await box.getByRole('button', { name: `Remove ${second.title}` }).click();
    await expect.poll(() => box.getByRole('listitem').count()).toBe(1);
    await page.reload();
    await box.getByRole('link', { name: first.title }).waitFor();
    expect(await box.getByRole('listitem').count()).toBe(1);

    await box.getByRole('button', { name: 'Clear All' }).click();
    await box.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('recentlyViewed'))).toBeNull();
    await context.close();
  });
});

describe('accessibility at 375 px', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`trek list and detail have no serious violations (${colorScheme})`, async () => {
      const { context, page } = await openPage({ width: 375, colorScheme });
      await page.goto('/treks');
      await page.locator('main ul article').first().waitFor();
      expect(await axeViolations(page), '/treks').toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

      await page.goto('/trek/kedarkantha-winter-trek');
      await page.getByRole('heading', { name: 'Trek Information' }).waitFor();
      await page.getByRole('heading', { name: 'Reviews' }).waitFor();
      expect(await axeViolations(page), '/trek').toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

      // The search box in the mobile menu.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('combobox', { name: 'Search tours and destinations' }).fill('kullu');
      await page.getByRole('listbox', { name: 'Suggestions' }).waitFor();
      expect(await axeViolations(page), 'mobile search').toEqual([]);
      await context.close();
    });
  }
});
