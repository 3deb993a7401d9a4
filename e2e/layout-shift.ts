import type { Page } from 'playwright-core';

/** One layout shift the page made: its score and the elements that moved (tag, id, classes). */
export interface LayoutShift {
  value: number;
  at: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
  }
}

/**
 * Records the page's layout shifts from its first byte: call before `page.goto`. Shifts right after
 * input (a click, a key) are left out, as Cumulative Layout Shift leaves them out.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const id = node.id ? `#${node.id}` : '';
      const classes =
        typeof node.className === 'string' ? node.className.trim().split(/\s+/).slice(0, 6).join('.') : '';
      return `${node.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ''}`;
    };
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts?.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far and their sum (the page's cumulative layout shift). */
export async function layoutShifts(page: Page): Promise<{ score: number; shifts: LayoutShift[] }> {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return { score: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/**
 * Loads `path` and returns its cumulative layout shift once the network is idle and the page has had
 * a moment to settle (late images, fonts, data that arrives after the first render).
 */
export async function measureLayoutShift(page: Page, path: string, settleMs = 1000) {
  await recordLayoutShifts(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(settleMs);
  return layoutShifts(page);
}
