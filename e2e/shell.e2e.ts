import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, waitForApp } from './browser';

const openPage = useBrowser();

describe('page shell', () => {
  it('switches to Hindi and back, and remembers the choice', async () => {
    const { context, page } = await openPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Destinations' }).first().waitFor();
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
    // The same page at its Hindi address.
    await page.waitForURL((url) => url.pathname === '/hi');
    await page.getByRole('link', { name: 'गंतव्य' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('hi');

    await page.reload();
    await page.getByRole('link', { name: 'गंतव्य' }).first().waitFor();
    // The choice is remembered: an English address sends the reader to the Hindi one.
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/hi/login');
    await waitForApp(page);
    await page.getByRole('button', { name: 'लॉग इन' }).click();
    // Validation messages are translated too.
    expect(await page.locator('[role="alert"]').first().textContent()).not.toBe('Email is required');

    await page.getByRole('button', { name: 'भाषा: हिन्दी' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('link', { name: 'Destinations' }).first().waitFor();
    // English chosen stays English.
    await page.goto('/tours');
    expect(new URL(page.url()).pathname).toBe('/tours');
    await context.close();
  });

  it('offers five languages, each in its own name, by keyboard, and switching to French changes the header', async () => {
    const { context, page } = await openPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Destinations' }).first().waitFor();
    const button = page.getByRole('button', { name: 'Language: English' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const items = page.getByRole('menu').getByRole('menuitemradio');
    expect(await items.allTextContents()).toEqual(['English', 'हिन्दी', 'Español', 'Français', 'Deutsch']);
    expect(await page.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    // The checked language has the focus; arrows move it and Enter chooses.
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Français');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Circuits' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Langue : Français' }).count()).toBe(1);
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('locale')])).toEqual([
      'fr',
      'fr',
    ]);
    expect(await page.getByRole('menu').count()).toBe(0);
    await context.close();
  });

  it('follows the browser language on a first visit', async () => {
    const { context, page } = await openPage({ locale: 'hi-IN' });
    await page.goto('/');
    await page.getByRole('link', { name: 'गंतव्य' }).first().waitFor();
    await context.close();
  });

  it('toggles dark theme, stores it, and starts dark when the system prefers it', async () => {
    const { context, page } = await openPage();
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();

    const dark = await openPage({ colorScheme: 'dark' });
    await dark.page.goto('/');
    expect(await dark.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await dark.context.close();
  });

  it('works on a 375 px screen with the mobile menu and the keyboard', async () => {
    const { context, page } = await openPage({ width: 375 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile navigation' });
    await menu.waitFor();
    for (const label of ['Wishlist', 'Compare', 'Contact']) {
      await menu.getByRole('link', { name: label }).waitFor();
    }
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await context.close();
  });

  for (const locale of ['en', 'hi'] as const) {
    it(`fits the header on 320 and 375 px screens, with the site's own fonts (${locale})`, async () => {
      for (const width of [320, 375]) {
        const { context, page } = await openPage({ width });
        await page.goto(locale === 'en' ? '/' : `/${locale}`);
        await page.locator('main h1').first().waitFor();
        await page.evaluate(() => document.fonts.ready);
        // The page's text is drawn with the self-hosted files, whatever fonts the machine has.
        const loaded = await page.evaluate(() =>
          [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
        );
        expect(loaded).toContain('Inter Variable');
        if (locale === 'hi') expect(loaded).toContain('Noto Sans Devanagari Variable');

        const header = await page
          .locator('header')
          .first()
          .evaluate((element) => ({
            scrollWidth: element.scrollWidth,
            right: Math.max(
              ...[...element.querySelectorAll('a, button')].map((control) => control.getBoundingClientRect().right),
            ),
          }));
        expect(header.scrollWidth, `header at ${width} px`).toBeLessThanOrEqual(width);
        expect(header.right, `header controls at ${width} px`).toBeLessThanOrEqual(width);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
          `no sideways scroll at ${width} px`,
        ).toBe(false);

        // The language and theme switches wait in the menu on the narrowest screens.
        await page.getByRole('button', { name: locale === 'hi' ? 'मेनू खोलें' : 'Open menu' }).click();
        const menu = page.locator('#mobile-menu');
        await menu.getByRole('button', { name: locale === 'hi' ? /English/ : /हिन्दी/ }).waitFor();
        await menu.getByRole('button', { name: locale === 'hi' ? 'डार्क थीम पर जाएँ' : 'Switch to dark theme' }).click();
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
        await context.close();
      }
    });
  }

  it('fits the header in Spanish, French and German from 768 to 1280 px, where their words are longest', async () => {
    for (const locale of ['es', 'fr', 'de']) {
      const { context, page } = await openPage({ width: 768 });
      await page.goto(`/${locale}`);
      await page.locator(`html[lang="${locale}"]`).waitFor({ state: 'attached' });
      for (const width of [768, 900, 1024, 1280]) {
        await page.setViewportSize({ width, height: 700 });
        const right = await page
          .locator('header')
          .first()
          .evaluate((header) =>
            Math.max(
              ...[...header.querySelectorAll('a, button')].map((control) => control.getBoundingClientRect().right),
            ),
          );
        expect(right, `${locale} header controls at ${width} px`).toBeLessThanOrEqual(width);
      }
      await context.close();
    }
  });

  it('shows one scroll-to-top button after 300 px and the current year in the footer', async () => {
    const { context, page } = await openPage();
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByRole('button', { name: 'Scroll to top' }).count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole('button', { name: 'Scroll to top' }).waitFor();
    expect(await page.getByRole('button', { name: 'Scroll to top' }).count()).toBe(1);
    expect(await page.getByRole('contentinfo').textContent()).toContain(String(new Date().getFullYear()));
    for (const label of ['FAQ', 'Terms of Service', 'Privacy Policy', 'Contact']) {
      expect(await page.getByRole('contentinfo').getByRole('link', { name: label }).getAttribute('href')).toMatch(
        /^\/\w/,
      );
    }
    await context.close();
  });

  it('never lets the scroll-to-top button cover a sidebar, a booking summary or the footer contact list, at 1280 px or 375 px', async () => {
    const { context, page } = await openPage();
    for (const [width, height, path] of [
      [1280, 800, '/tour/spiti-valley-circuit-by-road'],
      [1280, 800, '/trek/kedarkantha-winter-trek'],
      [375, 700, '/tour/spiti-valley-circuit-by-road'],
      [375, 700, '/tours'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await page.getByRole('contentinfo').waitFor();
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      let shownAt = 0;
      for (let y = 400; y < pageHeight; y += 150) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        // The button settles on the next animation frame after a scroll, or after the page changes size
        // without one (a list that loads as the reader nears it); what it covers must not last.
        const covered = () =>
          page.evaluate(
            () =>
              new Promise<string | null>((resolve) =>
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => {
                    const button = document.querySelector<HTMLButtonElement>('button[aria-label="Scroll to top"]');
                    if (!button || button.hidden) return resolve(null);
                    const a = button.getBoundingClientRect();
                    const hit = [...document.querySelectorAll('[data-scroll-top-avoid]')].find((element) => {
                      const b = element.getBoundingClientRect();
                      return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
                    });
                    resolve(hit ? hit.outerHTML.slice(0, 80) : 'shown');
                  }),
                ),
              ),
          );
        let last: string | null = null;
        await expect
          .poll(async () => (last = await covered()), {
            timeout: 1000,
            interval: 50,
            message: `${path} at ${width} px scrolled to ${y}`,
          })
          .toSatisfy((found: string | null) => found === null || found === 'shown');
        if (last === 'shown') shownAt += 1;
      }
      expect(shownAt, `${path} at ${width} px: the button shows somewhere`).toBeGreaterThan(0);
      // The page ends with the footer's contact list in the button's corner at a phone's width.
      expect(await page.locator('footer [data-scroll-top-avoid]').count(), 'the footer contact list is avoided').toBe(
        1,
      );
    }
    await context.close();
  });

  it('serves each page with its own title for crawlers, and a 404 screen for unknown paths', async () => {
    const html = await (await fetch(`${baseUrl()}/tours`)).text();
    expect(html).toContain('<title>Tours - Himalaya Trails</title>');
    expect(html).toContain('rel="canonical"');
    const missing = await fetch(`${baseUrl()}/no-such-place`);
    expect(missing.status).toBe(404);

    const { context, page } = await openPage();
    await page.goto('/no-such-place');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('never downloads the back-office code on public pages', async () => {
    const { context, page } = await openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(scripts.some((url) => /admin/i.test(url))).toBe(false);
    await context.close();
  });
});
