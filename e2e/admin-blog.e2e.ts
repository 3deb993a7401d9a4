import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { signInAdmin, uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

async function openBlogs(page: Page) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Blogs' }).click();
  await page.waitForURL('**/admin/blogs');
  await page.getByRole('heading', { level: 1, name: 'Manage Blogs' }).waitFor();
}

describe('Blog admin', () => {
  it('writes an article in the editor, previews it, publishes it and it reads at /blog/{slug}', async () => {
    const { context, page } = await openPage();
    await signInAdmin(page);
    await openBlogs(page);
    const table = page.getByRole('table', { name: 'Manage Blogs' });
    await table.locator('tbody tr').first().waitFor();
    expect(await axeViolations(page), 'list').toEqual([]);

    await page.getByRole('button', { name: 'Write Blog' }).click();
    const panel = page.getByRole('dialog', { name: 'Write Blog' });
    // Nothing typed: the fields say what they need.
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('Title is required').waitFor();
    await panel.getByText('Content is required').waitFor();

    const stamp = Date.now().toString(36);
    const title = `Tirthan Valley Notes ${stamp}`;
    await panel.getByLabel(/^Title/).fill(title);
    await panel.getByLabel('Excerpt').fill('Trout streams and wooden villages below the Great Himalayan park.');

    const editor = panel.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await panel.getByRole('button', { name: 'Heading', exact: true }).click();
    await page.keyboard.type('Getting to Tirthan');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Take the bus to Aut, then a ');
    await panel.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('shared jeep');
    await panel.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' to Gushaini.');
    expect(await panel.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
    await panel.getByRole('button', { name: 'Image from a URL' }).click();
    await panel.getByLabel('Image address').fill('https://images.example.test/tirthan.jpg');
    await panel.getByLabel('Image description').fill('The Tirthan river');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await editor.locator('img[alt="The Tirthan river"]').waitFor();
    await panel.getByLabel('Tags').fill('Himachal, rivers');
    expect(await axeViolations(page), 'editor').toEqual([]);

    // The preview shows the article as the public page does.
    await panel.getByRole('button', { name: 'Preview' }).click();
    const preview = panel.getByRole('article', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Getting to Tirthan' }).waitFor();
    await preview.locator('strong', { hasText: 'shared jeep' }).waitFor();
    await panel.getByRole('button', { name: 'Back to editing' }).click();

    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Blog created successfully').waitFor();
    await panel.waitFor({ state: 'detached' });

    // A draft until the Status button publishes it.
    await page.getByLabel('Search blogs').fill(stamp);
    await page.waitForURL(/search=/);
    await page.getByRole('button', { name: `Publish ${title}`, exact: true }).click();
    await page.getByText('Blog status updated').waitFor();
    await page.getByRole('button', { name: `Unpublish ${title}`, exact: true }).waitFor();

    const slug = `tirthan-valley-notes-${stamp}`;
    await page.goto(`/blog/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { name: 'Getting to Tirthan' }).waitFor();
    await page.locator('article strong', { hasText: 'shared jeep' }).waitFor();
    // The picture's address is on a host this machine cannot reach: while its lookup hangs the
    // picture has no size and does not count as visible, so the test checks the element itself.
    const picture = page.locator('article img[alt="The Tirthan river"]');
    await picture.waitFor({ state: 'attached' });
    expect(await picture.getAttribute('src')).toBe('https://images.example.test/tirthan.jpg');
    await context.close();
  });

  it("rejects a traveller's submission with a note the traveller reads in My Blogs", async () => {
    // The traveller submits a post.
    const traveller = await openPage();
    const email = uniqueEmail('rejected-blogger');
    const registered = await traveller.page.request.post('/api/auth/register', {
      data: {
        name: 'Mira Traveller',
        email,
        password: 'Deodar-Ridge-4127',
        password_confirmation: 'Deodar-Ridge-4127',
      },
    });
    expect(registered.status()).toBe(201);
    const login = await traveller.page.request.post('/api/auth/login', {
      data: { email, password: 'Deodar-Ridge-4127' },
    });
    const token = (await login.json()).data.token as string;
    const title = `My first trek ${Date.now().toString(36)}`;
    const submitted = await traveller.page.request.post('/api/blogs', {
      headers: { authorization: `Bearer ${token}` },
      data: { title, author_name: 'Mira Traveller', excerpt: 'Short and sweet.', content: 'We walked a lot.' },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);

    // Staff reject it with a note.
    const { context, page } = await openPage();
    await signInAdmin(page);
    await openBlogs(page);
    await page.getByLabel('Status').selectOption('pending');
    await page.waitForURL(/status=pending/);
    await page.getByLabel('Search blogs').fill(title);
    await page.waitForURL(/search=/);
    await page.getByRole('button', { name: `Reject ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject blog' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Please tell the author why the post is rejected').waitFor();
    const note = 'Lovely start. Please add the route and a few photos, then send it again.';
    await dialog.getByLabel('Note to the author').fill(note);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Blog rejected', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await context.close();

    // The traveller sees the note under the post.
    await traveller.page.goto('/login');
    await traveller.page.getByLabel('Email').fill(email);
    await traveller.page.getByLabel('Password').fill('Deodar-Ridge-4127');
    await traveller.page.getByRole('button', { name: 'Login' }).click();
    await traveller.page.waitForURL('**/profile');
    const myBlogs = traveller.page.getByRole('region', { name: 'My Blogs' });
    const item = myBlogs.getByRole('listitem').filter({ hasText: title });
    await item.getByText('Not accepted').waitFor();
    await item.getByText(note).waitFor();
    await traveller.context.close();
  });

  it('manages categories: creates them, and deleting a used one moves its posts where staff choose', async () => {
    const { context, page } = await openPage({ width: 375, colorScheme: 'dark' });
    // Chosen: the back office starts light whatever the system prefers.
    await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await signInAdmin(page);
    await page.goto('/admin/blogs?view=categories');
    await page.getByRole('tab', { name: 'Categories', selected: true }).waitFor();
    const table = page.getByRole('table', { name: 'Blog categories' });
    await table.locator('tbody tr').first().waitFor();

    const stamp = Date.now().toString(36);
    const names = [`Rivers ${stamp}`, `Valleys ${stamp}`];
    for (const name of names) {
      await page.getByRole('button', { name: 'Add Category' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Category' });
      await dialog.getByLabel(/^Name/).fill(name);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Category created successfully').first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      await table.getByRole('row', { name: new RegExp(name) }).waitFor();
    }
    expect(await axeViolations(page), 'categories, phone, dark').toEqual([]);

    // A post in the first category, written through the API.
    const token = await page.evaluate(() => window.localStorage.getItem('admin_token'));
    const categories = (await (
      await page.request.get('/api/admin/blog-categories', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { id: number; name: string }[] };
    const from = categories.data.find((category) => category.name === names[0])!;
    const created = await page.request.post('/api/admin/blogs', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `River crossing ${stamp}`,
        content: '<p>Cold water.</p>',
        author_name: 'Staff',
        category_id: from.id,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.reload();
    const used = table.getByRole('row', { name: new RegExp(names[0]!) });
    // On a phone each value is read with its column's name ("Posts 1").
    await used.getByRole('cell', { name: /(^|\s)1$/ }).waitFor();

    await page.getByRole('button', { name: `Delete ${names[0]}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Posts in "${names[0]}": 1.`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByText('This category has posts: choose the category they move to').waitFor();
    await confirm.getByLabel(/Move its posts to/).selectOption({ label: names[1]! });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Category deleted successfully').waitFor();
    await used.waitFor({ state: 'detached' });
    await table
      .getByRole('row', { name: new RegExp(names[1]!) })
      .getByRole('cell', { name: /(^|\s)1$/ })
      .waitFor();
    await context.close();
  });
});
