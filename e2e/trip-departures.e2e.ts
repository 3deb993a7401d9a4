import { describe, expect, it } from 'vitest';
import { DEMO, useBrowser } from './browser';

const openPage = useBrowser();

/** Demo trips: Chopta has scheduled departures, Spiti by Road runs on request, Hampta Pass is a trek with batches. */
const CHOPTA = 'chopta-tungnath-and-chandrashila-sunrise';
const ON_REQUEST = 'spiti-valley-circuit-by-road';
const HAMPTA = 'hampta-pass-trek';

describe('departures on trip pages', () => {
  it('lists the next departures in the first HTML, each Book button opening the wizard with that date chosen', async () => {
    const { context, page } = await openPage();
    // Server-rendered: the dates and their Book links are in the page as first served.
    const html = await (await page.request.get(`/tour/${CHOPTA}`)).text();
    expect(html).toContain('Next departures');
    expect(html).toMatch(/href="\/booking\/\d+\?departure=\d+"/);

    const login = await page.request.post('/api/auth/login', { data: DEMO.traveller });
    const { data } = (await login.json()) as { data: { token: string } };
    await page.goto('/');
    await page.evaluate((token) => localStorage.setItem('auth_token', token), data.token);

    await page.goto(`/tour/${CHOPTA}`);
    const list = page.getByRole('region', { name: 'Next departures' });
    const rows = list.getByTestId('next-departure');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(1);
    expect(await rows.first().innerText()).toMatch(/seats? left/);
    const book = rows.first().getByRole('link', { name: /^Book the departure of / });
    const href = (await book.getAttribute('href')) ?? '';
    const departureId = /departure=(\d+)/.exec(href)?.[1];
    expect(departureId).toBeDefined();
    await book.click();
    await page.waitForURL(/\/booking\/\d+\?departure=\d+$/);
    const chosen = page.locator(`input[name="departure"][value="${departureId}"]`);
    await chosen.waitFor();
    await page.waitForFunction(
      (id) => document.querySelector<HTMLInputElement>(`input[name="departure"][value="${id}"]`)?.checked,
      departureId,
    );
    expect(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(false);

    // A trip without departures says it runs on request, with one Book Now.
    await page.goto(`/tour/${ON_REQUEST}`);
    await page.getByText(/this trip runs on request/).waitFor();
    expect(await page.getByTestId('next-departure').count()).toBe(0);

    // Treks have them too.
    await page.goto(`/trek/${HAMPTA}`);
    await page.getByTestId('next-departure').first().waitFor();
    expect(await page.getByTestId('next-departure').first().getByRole('link').getAttribute('href')).toMatch(
      /^\/booking\/trek\/\d+\?departure=\d+$/,
    );
    await context.close();
  });

  it('keeps the price and Book Now in a bar at the bottom of a phone screen, not on a wide one', async () => {
    const { context, page } = await openPage({ width: 375 });
    for (const url of [`/tour/${CHOPTA}`, `/trek/${HAMPTA}`]) {
      await page.goto(url);
      const bar = page.getByTestId('mobile-book-bar');
      await bar.waitFor();
      await page.mouse.wheel(0, 2000);
      const box = await bar.boundingBox();
      const viewport = page.viewportSize()!;
      expect(box && Math.round(box.y + box.height)).toBe(viewport.height);
      expect(await bar.innerText()).toMatch(/₹[\d,]+ per person/);
      expect(await bar.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toMatch(
        /^\/booking\/(trek\/)?\d+$/,
      );
    }
    await context.close();
    const wide = await openPage({ width: 1280 });
    await wide.page.goto(`/tour/${CHOPTA}`);
    await wide.page.getByTestId('next-departure').first().waitFor();
    expect(await wide.page.getByTestId('mobile-book-bar').isVisible()).toBe(false);
    await wide.context.close();
  });
});
