import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { useBrowser } from './browser';

const openPage = useBrowser();

const PAGES = [
  { link: 'FAQ', path: '/faq', heading: 'Frequently Asked Questions' },
  { link: 'Terms of Service', path: '/terms', heading: 'Terms of Service' },
  { link: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy' },
] as const;

describe('FAQ, terms and privacy', () => {
  it('the footer links open each page with its heading and title', async () => {
    const { context, page } = await openPage();
    for (const { link, path, heading } of PAGES) {
      await page.goto('/destinations');
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect.poll(() => page.title()).toBe(`${heading} - Himalaya Trails`);
    }
    // The terms' sections, with the hold period from the settings.
    await page.goto('/terms');
    await page.getByRole('heading', { level: 2, name: '5. Our liability' }).waitFor();
    await page.getByText('your seats are held for 48 hours').waitFor();
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 2, name: '4. Cookies and local storage' }).waitFor();
    await context.close();
  });

  it('the FAQ accordion works by keyboard', async () => {
    const { context, page } = await openPage();
    await page.goto('/faq');
    const first = page.getByRole('button', { name: 'How fit do I need to be?' });
    const second = page.getByRole('button', { name: 'What is altitude sickness (AMS) and who gets it?' });
    await first.waitFor();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    const answer = page.getByText('Start training six to eight weeks before you travel', { exact: false });
    expect(await answer.isVisible()).toBe(false);

    await first.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await answer.waitFor({ state: 'visible' });
    const region = page.getByRole('region', { name: 'How fit do I need to be?' });
    expect(await region.isVisible()).toBe(true);

    // Arrow Down moves to the next question; Space opens it; Home goes back to the first.
    await page.keyboard.press('ArrowDown');
    expect(await second.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Home');
    expect(await first.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    await answer.waitFor({ state: 'hidden' });

    // The hold period in the answer comes from the settings.
    await page.getByRole('button', { name: 'How does booking work?' }).click();
    await page.getByText('your seats are held for 48 hours', { exact: false }).waitFor();
    expect(await axeViolations(page), 'faq').toEqual([]);
    await context.close();
  });

  it('reads in Hindi, and in Spanish with Spanish headings', async () => {
    const { context, page } = await openPage({ locale: 'hi-IN' });
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले प्रश्न' }).waitFor();
    await page.getByRole('button', { name: 'क्या मुझे इनर लाइन परमिट चाहिए?' }).waitFor();
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' }).waitFor();
    await context.close();

    const spanish = await openPage({ locale: 'es-ES', width: 375, colorScheme: 'dark' });
    await spanish.page.goto('/terms');
    await spanish.page.getByRole('heading', { level: 1, name: 'Términos del servicio' }).waitFor();
    await spanish.page.getByRole('heading', { level: 2, name: '5. Nuestra responsabilidad' }).waitFor();
    expect(await axeViolations(spanish.page), 'terms at 375 px, dark').toEqual([]);
    await spanish.page.goto('/faq');
    await spanish.page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' }).waitFor();
    expect(await axeViolations(spanish.page), 'faq at 375 px, dark').toEqual([]);
    await spanish.context.close();
  });
});
