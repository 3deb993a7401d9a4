import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { signInAdmin, useBrowser } from './browser';

const openPage = useBrowser();

const FRENCH_QUESTION = 'Quelle condition physique faut-il avoir ?';

/**
 * Appends a paragraph at the end of a rich-text editor: the caret is put at the end of the text
 * (a click's own caret can land after the keys on a busy machine), and the line arrives as one
 * input, as an input method commits a word; the editor is then seen to end with it.
 */
async function appendParagraph(page: Page, editor: ReturnType<Page['getByRole']>, text: string) {
  await editor.focus();
  await editor.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    range.collapse(false);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  await page.keyboard.press('Enter');
  await page.keyboard.insertText(text);
  await expect.poll(() => editor.locator(':scope > *').last().innerText()).toBe(text);
}

/** The site's language menu, as a visitor chooses a language. */
async function chooseLanguage(page: Page, current: RegExp, language: string) {
  await page.getByRole('button', { name: current }).first().click();
  await page.getByRole('menuitemradio', { name: language }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).not.toBe('');
}

const stamp = Date.now().toString(36);
const frenchLine = `Prévoyez aussi deux jours de marche en forêt (${stamp}).`;
const hindiLine = `हर यात्री को यात्रा से पहले ये शर्तें पढ़नी चाहिए (${stamp})।`;

describe('Pages in the back office', () => {
  it('edits an FAQ answer in French and the terms in Hindi, previews and saves them', async () => {
    const { page } = await openPage();
    await signInAdmin(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Pages' }).click();
    await page.waitForURL('**/admin/pages');
    await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'FAQ' }).waitFor();

    // The FAQ in French: the first answer gets a paragraph more.
    await page.getByRole('button', { name: 'Edit FAQ' }).click();
    const panel = page.getByRole('dialog', { name: 'Edit page: FAQ' });
    await panel.getByRole('tab', { name: /^English/ }).waitFor();
    await panel.getByRole('tab', { name: /^Français/ }).click();
    expect(await panel.getByRole('tab', { name: /^Français/ }).getAttribute('aria-selected')).toBe('true');
    expect(await panel.getByLabel('Question 1.1: Question').inputValue()).toBe(FRENCH_QUESTION);
    // An answer's editor opens on demand.
    await panel.getByRole('button', { name: 'Edit the answer to Question 1.1' }).click();
    await appendParagraph(page, panel.getByRole('textbox', { name: 'Question 1.1: Answer' }), frenchLine);

    expect(await axeViolations(page), 'editor at 1280 px').toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await axeViolations(page), 'editor at 375 px').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The preview draws the page as the public site does, in French.
    await panel.getByRole('button', { name: 'Preview' }).click();
    const frenchPreview = panel.getByRole('region', { name: 'Preview in Français' });
    await frenchPreview.getByRole('heading', { level: 1, name: 'Questions fréquentes' }).waitFor();
    await frenchPreview.getByRole('button', { name: FRENCH_QUESTION }).click();
    await frenchPreview.getByText(frenchLine).waitFor();
    await panel.getByRole('button', { name: 'Back to editing' }).click();
    await panel.getByRole('button', { name: 'Save page' }).click();
    await page.getByText('Page saved').first().waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    // The terms in Hindi: a closing paragraph.
    await page.getByRole('button', { name: 'Edit Terms of Service' }).click();
    const terms = page.getByRole('dialog', { name: 'Edit page: Terms of Service' });
    await terms.getByRole('tab', { name: /^हिन्दी/ }).click();
    await appendParagraph(page, terms.getByRole('textbox', { name: 'Terms of Service' }), hindiLine);
    await terms.getByRole('button', { name: 'Preview' }).click();
    const hindiPreview = terms.getByRole('region', { name: 'Preview in हिन्दी' });
    await hindiPreview.getByRole('heading', { level: 1, name: 'सेवा की शर्तें' }).waitFor();
    await hindiPreview.getByText(hindiLine).waitFor();
    await hindiPreview.getByTestId('cancellation-policy').waitFor();
    await terms.getByRole('button', { name: 'Save page' }).click();
    await page.getByText('Page saved').first().waitFor();
    await page.keyboard.press('Escape');
  }, 180_000);

  it('the public FAQ and terms show them in the language a visitor picks from the menu', async () => {
    const visitor = (await openPage()).page;
    await visitor.goto('/faq');
    await chooseLanguage(visitor, /^Language: English$/, 'Français');
    await visitor.getByRole('heading', { level: 1, name: 'Questions fréquentes' }).waitFor();
    await visitor.getByRole('button', { name: FRENCH_QUESTION }).click();
    await visitor.getByText(frenchLine).waitFor();

    await visitor.goto('/terms');
    await chooseLanguage(visitor, /^Langue : Français$/, 'हिन्दी');
    await visitor.getByRole('heading', { level: 1, name: 'सेवा की शर्तें' }).waitFor();
    await visitor.getByText(hindiLine).waitFor();
    // In English, the terms are as they were.
    await chooseLanguage(visitor, /^भाषा: हिन्दी$/, 'English');
    await visitor.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(await visitor.getByText(hindiLine).count()).toBe(0);

    // The first HTML of a Hindi reader carries the new terms (the page cache was dropped on save).
    const html = await (await visitor.request.get('/hi/terms')).text();
    expect(html).toContain(hindiLine);
  }, 120_000);
});
