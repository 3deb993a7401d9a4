import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe';
import { DEMO, waitForApp, type PageOptions } from './browser';
import type { BrowserContext } from 'playwright-core';

/** A demo tour with open departures. */
export const CHOPTA = 'chopta-tungnath-and-chandrashila-sunrise';

export const LOCALE_NAMES: Record<string, string> = {
  en: 'English',
  hi: 'हिन्दी',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

/** A journey through the site in one language takes longer than most tests: four pages, four axe checks. */
export const JOURNEY_TIMEOUT_MS = 150_000;

type Tree = { [key: string]: string | Tree };
const locales = path.resolve(import.meta.dirname, '../apps/web/public/locales');

/** A translation as the app shows it, `{{…}}` filled from `values`. */
export function text(lang: string, key: string, ns = 'common', values: Record<string, string> = {}): string {
  let value: string | Tree | undefined = JSON.parse(
    fs.readFileSync(path.join(locales, lang, `${ns}.json`), 'utf8'),
  ) as Tree;
  for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  if (typeof value !== 'string') throw new Error(`no ${lang} ${ns} ${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The demo traveller's and admin's tokens, kept where the app looks for them. */
async function signInBoth(page: Page) {
  const token = async (url: string, data: object) =>
    ((await (await page.request.post(url, { data })).json()) as { data: { token: string } }).data.token;
  const [traveller, admin] = await Promise.all([
    token('/api/auth/login', DEMO.traveller),
    token('/api/admin/auth/login', DEMO.admin),
  ]);
  await page.evaluate(
    ([user, staff]) => {
      localStorage.setItem('auth_token', user!);
      localStorage.setItem('admin_token', staff!);
    },
    [traveller, admin],
  );
}

async function expectAccessible(page: Page, what: string) {
  expect(await axeViolations(page), `${what} at 375 px`).toEqual([]);
}

/**
 * On a 375 px screen: the mobile menu's language buttons move the home page to `/{lang}`; the
 * home page, a trip page, the booking wizard's first step (reached by the trip's Book Now, so its
 * address stays in the language) and the back office's tour form read in that language, each
 * without serious accessibility violations.
 */
export async function languageJourney(
  openPage: (options?: PageOptions) => Promise<{ context: BrowserContext; page: Page }>,
  lang: string,
) {
  const { context, page } = await openPage({ width: 375 });
  const main = page.getByRole('main');
  await page.goto('/');
  await signInBoth(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('button', { name: LOCALE_NAMES[lang] }).click();
  await page.waitForURL((url) => url.pathname === `/${lang}`);
  await waitForApp(page);
  // The hero's title and subtitle are the operator's (Pages); its button is the interface's.
  await page.getByRole('link', { name: text(lang, 'hero.startExploring'), exact: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  expect(await page.evaluate(() => document.cookie)).toContain(`lang=${lang}`);
  await expectAccessible(page, `${lang} home`);

  await page.goto(`/${lang}/tour/${CHOPTA}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const bookNow = main.getByRole('link', { name: text(lang, 'common.bookNow') }).first();
  await bookNow.waitFor();
  await expectAccessible(page, `${lang} trip page`);
  await bookNow.click();
  await page.waitForURL((url) => new RegExp(`^/${lang}/booking/\\d+$`).test(url.pathname));
  await page.getByRole('heading', { level: 2, name: text(lang, 'booking.steps.travel') }).waitFor();
  await page.locator('input[name="departure"]:not([disabled])').first().waitFor();
  await expectAccessible(page, `${lang} booking step 1`);

  // The back office has one address and speaks the language chosen on the site.
  await page.goto('/admin/tours');
  await page.getByRole('heading', { name: text(lang, 'tours.title', 'admin') }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  await page.getByRole('button', { name: text(lang, 'tours.add', 'admin') }).click();
  await page.getByRole('dialog', { name: text(lang, 'tours.create', 'admin') }).waitFor();
  await expectAccessible(page, `${lang} tour form`);
  await context.close();
}
