import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious and critical WCAG 2.1 A/AA violations on the page as it is now, as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Toasts fade in and out: axe would measure the contrast of a half-transparent one. Wait until
  // no toast is moving or leaving and every one on screen is fully shown (or gone).
  await page
    .waitForFunction(
      () => {
        const toasts = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
        const moving = document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect instanceof KeyframeEffect &&
              animation.effect.target instanceof Element &&
              animation.effect.target.closest('[data-sonner-toaster]') !== null,
          );
        return (
          !moving &&
          toasts.every(
            (toast) =>
              toast.dataset.visible === 'false' ||
              (toast.dataset.removed !== 'true' && getComputedStyle(toast).opacity === '1'),
          )
        );
      },
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
