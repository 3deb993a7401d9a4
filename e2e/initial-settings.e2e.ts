import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';

// The server puts the public settings into each page's first HTML; the app starts from them, so
// prices are in the site's currency (₹ in the demo) from the first paint, with no request for them.
describe('settings in the first HTML', () => {
  const open = useBrowser();

  it('the page carries the public settings as JSON', async () => {
    const html = await (await fetch(`${baseUrl()}/tours`)).text();
    const json = /<script type="application\/json" id="initial-settings">([^<]*)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    const api = (await (await fetch(`${baseUrl()}/api/settings`)).json()) as { data: unknown };
    expect(JSON.parse(json!)).toEqual(api.data);
  });

  it('a tour card shows its price in rupees though /api/settings never answers', async () => {
    const { context, page } = await open();
    try {
      const asked: string[] = [];
      await page.route('**/api/settings', async (route) => {
        asked.push(route.request().url());
        await route.abort();
      });
      await page.goto('/tours');
      const firstCard = page.locator('main article').first();
      await expect.poll(() => firstCard.innerText()).toMatch(/From\s*₹\s*[\d,]+/);
      expect(await page.locator('main article').allInnerTexts()).not.toContainEqual(expect.stringContaining('$'));
      expect(asked).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
