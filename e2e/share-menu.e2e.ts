import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const TOUR = '/tour/spiti-valley-circuit-by-road';

describe('share menu on a tour page', () => {
  const open = useBrowser();

  it('loads its menu code only when the button is used, then opens at once, by pointer or keyboard', async () => {
    const { context, page } = await open({ width: 375 });
    try {
      const menuChunks: string[] = [];
      page.on('request', (request) => {
        if (/share-menu-dropdown-[\w-]+\.js$/.test(request.url())) menuChunks.push(request.url());
      });
      await page.goto(TOUR);
      const button = page.getByRole('button', { name: 'Share', exact: true });
      await button.waitFor();
      expect(await button.getAttribute('aria-haspopup')).toBe('menu');
      await page.waitForLoadState('networkidle');
      expect(menuChunks).toEqual([]);

      await button.click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect(menuChunks).toHaveLength(1);
      await menu.getByRole('menuitem', { name: 'Copy Link' }).waitFor();
      expect(await menu.getByRole('menuitem').count()).toBe(5);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Share');

      // Enter on the focused button opens it again, and the arrow keys move through its items.
      await page.keyboard.press('Enter');
      await menu.waitFor();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    } finally {
      await context.close();
    }
  });

  it('opens from the keyboard on a fresh page, before anything else has loaded the menu', async () => {
    const { context, page } = await open({ width: 1280 });
    try {
      await page.goto(TOUR);
      const button = page.getByRole('button', { name: 'Share', exact: true });
      await button.waitFor();
      await button.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menu').getByRole('menuitem', { name: 'Facebook' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
