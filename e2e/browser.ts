import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium, headless, with background networking off (the machine has no internet). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface PageOptions {
  width?: number;
  colorScheme?: 'light' | 'dark';
  locale?: string;
  /** Let the home page's timed enquiry pop-up open (by default it counts as already seen). */
  enquiryPopup?: boolean;
  /** Another server than the one global setup started (a test file's own). */
  baseUrl?: string;
}

/** The pop-up's seen flag in localStorage (STORAGE_KEYS.enquiryPopupSeen). */
export const ENQUIRY_POPUP_SEEN_KEY = 'enquiryPopupSeen';

/** A fresh context (empty storage) with the app's address as base URL. */
export async function newPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: options.baseUrl ?? baseUrl(),
    viewport: { width: options.width ?? 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-US',
  });
  if (!options.enquiryPopup) {
    // The pop-up would cover whatever a test clicks 3 s after the home page opens.
    await context.addInitScript((key) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'true');
    }, ENQUIRY_POPUP_SEEN_KEY);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  waitForAppOnLoad(page);
  return { context, page };
}

/**
 * A server-rendered page is on screen before its scripts run; a click then would do nothing. Waits
 * until the app has taken over the page (React has a root on #root), and on a server-rendered page
 * until its network is idle: a part whose code is still loading is not hydrated yet, and React drops
 * a click on it. `goto` and `reload` do this themselves; call it after anything else that loads a
 * new document (the language menu opens the page at its new language's address).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
  if (await page.locator('#initial-data').count()) await page.waitForLoadState('networkidle');
}

function waitForAppOnLoad(page: Page) {
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<Awaited<ReturnType<Page['goto']>>>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await original(...args);
        await waitForApp(page);
        return response;
      },
    });
  }
}

/**
 * One browser for the test file: launched before its tests, closed after them. Returns a way to open
 * a fresh page in it (see newPage). Every context a test opens is closed when the test ends, passed
 * or failed, so a failing test never leaves pages running into the next one.
 */
export function useBrowser(): (options?: PageOptions) => Promise<{ context: BrowserContext; page: Page }> {
  let browser: Browser | undefined;
  const open = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    const contexts = [...open];
    open.clear();
    // Closing a context a test already closed does nothing.
    await Promise.all(contexts.map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async (options) => {
    if (!browser) throw new Error('the browser is not running: open pages inside tests only');
    const opened = await newPage(browser, options);
    open.add(opened.context);
    return opened;
  };
}

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'admin12345' },
  staff: { email: 'staff@example.com', password: 'staff12345' },
  traveller: { email: 'traveller@example.com', password: 'traveller123' },
} as const;

/** Signs the demo traveller in through the API and keeps the token where the app looks for it. */
export async function signInTraveller(page: Page) {
  const response = await page.request.post('/api/auth/login', { data: DEMO.traveller });
  const { data } = (await response.json()) as { data: { token: string } };
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('auth_token', token), data.token);
}

/** Signs in to the back office as the demo admin and waits for the dashboard. */
export async function signInAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/**
 * Chooses a trip in a back-office trip picker (`scope` holds it): types most of its title, waits for
 * the server's matches and clicks the option of that title.
 */
export async function chooseTrip(scope: Page | Locator, title: string, label: string | RegExp = 'Trip') {
  const page = 'keyboard' in scope ? scope : scope.page();
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.fill(title.slice(0, Math.max(3, title.length - 2)));
  await scope
    .getByRole('option')
    .filter({ has: page.getByText(title, { exact: true }) })
    .first()
    .click();
  await expect.poll(() => box.inputValue()).toBe(title);
}

export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
