import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAdmin, useBrowser } from './browser';

/** Every back-office tab that lists records in a table. */
const LIST_TABS = [
  'destinations',
  'tours',
  'treks',
  'departures',
  'enquiries',
  'bookings',
  'reviews',
  'blogs',
  'coupons',
  'users',
  'custom-packages',
  'notifications',
  'activity',
  'outbox',
];

/** How the first table of the screen fits: its scroll box, and where the first row's buttons are. */
function measure(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('main table');
    if (!table) return null;
    const box = table.closest<HTMLElement>('[role="region"]') ?? table.parentElement!;
    const row = table.querySelector('tbody tr');
    const buttons = [...(row?.querySelectorAll<HTMLElement>('button, a') ?? [])].map((button) => {
      const rect = button.getBoundingClientRect();
      return { name: button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '', right: rect.right };
    });
    return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth, buttons, viewport: window.innerWidth };
  });
}

describe('back-office tables on a 1280 px laptop and a 375 px phone', () => {
  const open = useBrowser();

  it('every list fits the screen with its sidebar open, and each row’s actions are in view', async () => {
    const { context, page } = await open({ width: 1280 });
    try {
      await signInAdmin(page);
      const misfits: string[] = [];
      for (const tab of LIST_TABS) {
        await page.goto(`/admin/${tab}`);
        await page.locator('main table tbody tr td').first().waitFor();
        await page.waitForLoadState('networkidle');
        const fit = await measure(page);
        expect(fit, tab).not.toBeNull();
        if (fit!.scrollWidth > fit!.clientWidth) misfits.push(`${tab}: ${fit!.scrollWidth} > ${fit!.clientWidth}`);
        for (const button of fit!.buttons)
          if (button.right > fit!.viewport) misfits.push(`${tab}: "${button.name}" ends at ${button.right}`);
      }
      expect(misfits).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a 375 px phone every list shows each row as a card of labelled values, with nothing to scroll sideways', async () => {
    const { context, page } = await open({ width: 375 });
    try {
      await signInAdmin(page);
      const misfits: string[] = [];
      for (const tab of LIST_TABS) {
        await page.goto(`/admin/${tab}`);
        await page.locator('main table tbody tr td').first().waitFor();
        await page.waitForLoadState('networkidle');
        const card = await page.evaluate(() => {
          const table = document.querySelector('main table')!;
          const box = table.closest<HTMLElement>('[role="region"]')!;
          const row = table.querySelector('tbody tr')!;
          const labelled = [...row.querySelectorAll<HTMLElement>('td[data-label]')].filter((cell) => {
            const rect = cell.getBoundingClientRect();
            return rect.width > 0 && rect.right <= window.innerWidth;
          });
          const header = table.querySelector('thead')!.getBoundingClientRect();
          return {
            // An empty list is one message cell across the table.
            empty: row.querySelectorAll('td').length === 1,
            labelled: labelled.length,
            label: labelled[0] ? getComputedStyle(labelled[0], '::before').content : '',
            sideways: box.scrollWidth - box.clientWidth,
            headerShown: header.height > 0,
          };
        });
        if (card.sideways > 1) misfits.push(`${tab}: scrolls ${card.sideways} px sideways`);
        if (card.empty) continue;
        if (card.labelled < 2) misfits.push(`${tab}: ${card.labelled} labelled values in view`);
        if (card.headerShown) misfits.push(`${tab}: header row shown`);
        if (!card.label || card.label === 'none') misfits.push(`${tab}: values without their column's name`);
      }
      expect(misfits).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the back office starts light on a dark system until the admin chooses; the public site follows the system', async () => {
    const { context, page } = await open({ colorScheme: 'dark' });
    try {
      const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
      await page.goto('/admin/login');
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      expect(await dark()).toBe(false);
      await page.goto('/faq');
      expect(await dark()).toBe(true);
      // Chosen in the back office: both follow the choice (one key, `theme`).
      await signInAdmin(page);
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      expect(await dark()).toBe(true);
      await page.reload();
      expect(await dark()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    } finally {
      await context.close();
    }
  });
});
