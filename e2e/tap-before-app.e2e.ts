import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

/**
 * A server-rendered page is painted before its scripts run (they start after the first paint), so
 * on a slow phone a reader can tap the header's menu before the app exists. That tap is kept
 * (theme-init.js) and the header opens what was tapped once the app has started.
 */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The entry script: nothing of the app runs until it arrives.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('a tap before the app has started', () => {
  const open = useBrowser();

  it('opens the mobile menu once the app starts', async () => {
    const { page } = await open({ width: 375 });
    const release = await holdTheApp(page);
    // goto waits for the app, which waits for the entry script held above.
    const opened = page.goto('/tours');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    // Nothing can open it yet: the app has not started.
    expect(await page.locator('#mobile-menu').count()).toBe(0);

    release();
    await opened;
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    // A tap once the app is there is React's own: it closes the menu, and nothing opens it again.
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => page.locator('#mobile-menu').count()).toBe(0);
  });

  it('opens the header search between 768 and 1,279 px', async () => {
    const { page } = await open({ width: 1024 });
    const release = await holdTheApp(page);
    const opened = page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    release();
    await opened;
    await expect.poll(() => page.locator('#header-search-panel').getByRole('combobox').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
  });

  it('leaves the menu closed when nothing was tapped', async () => {
    const { page } = await open({ width: 375 });
    await page.goto('/tours');
    expect(await page.locator('#mobile-menu').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
