import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious and critical WCAG 2.1 A/AA violations on the page as it is now, as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Toasts fade in and out: axe would measure the contrast of a half-transparent one, and one may
  // start to leave while axe runs. Without their transitions a toast is fully shown or not at all.
  await page.evaluate(() => {
    if (document.getElementById('axe-still-toasts')) return;
    const style = document.createElement('style');
    style.id = 'axe-still-toasts';
    // A band far below the screen is not painted until the reader nears it (`content-visibility:
    // auto`, `.render-when-near`), and axe reads the colours of such a band's text from whatever it
    // finds at its place (a heading 6,000 px down measured against another band's teal): the check
    // sees every band painted, as a reader who scrolls there does.
    style.textContent =
      '[data-sonner-toast], [data-sonner-toast] * { transition: none !important; animation: none !important; }' +
      ' .render-when-near { content-visibility: visible !important; }';
    document.head.append(style);
  });
  // And nothing else mid-move (a menu closing over the page, a band fading in): finite animations
  // and transitions are left to end first (endless ones, such as a loading pulse, are not waited for).
  await page
    .waitForFunction(
      () =>
        !document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
