import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { uniqueEmail, useBrowser } from './browser';

const openPage = useBrowser();

interface Summary {
  id: number;
  slug: string;
  title: string;
  category: { name: string } | null;
}

describe('blog', () => {
  it('lists articles with categories from the database and opens an article by its slug', async () => {
    const { context, page } = await openPage();
    const { data } = (await (await page.request.get('/api/blogs?per_page=1')).json()) as { data: Summary[] };
    const article = data[0]!;

    await page.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'Travel Blog' }).waitFor();
    await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Travel Tips' }).waitFor();
    await page.getByRole('link', { name: article.title }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Add Your Blog Link' }).count()).toBe(1);
    expect(await axeViolations(page), 'blog list').toEqual([]);

    await page.goto(`/blog/${article.slug}`);
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    if (article.category) await page.getByText(article.category.name, { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: 'About the Author' }).waitFor();
    await page.getByRole('button', { name: 'Share' }).waitFor();
    // The body is the article's own HTML, not a sample.
    const detail = (await (await page.request.get(`/api/blogs/${article.slug}`)).json()) as {
      data: { content: string; related: Summary[] };
    };
    const firstHeading = /<h2>([^<]+)<\/h2>/.exec(detail.data.content)?.[1];
    if (firstHeading) await page.getByRole('heading', { level: 2, name: firstHeading }).waitFor();
    if (detail.data.related.length > 0) {
      await page.getByRole('heading', { name: 'Related Articles' }).waitFor();
      await page.getByRole('link', { name: detail.data.related[0]!.title }).waitFor();
    }
    expect(await axeViolations(page), 'blog article').toEqual([]);

    // The same article by its id, and a missing one.
    await page.goto(`/blog/${article.id}`);
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await page.goto('/blog/no-such-article-here');
    await page.getByRole('heading', { level: 1, name: 'Article Not Found' }).waitFor();
    await context.close();
  });

  it('a signed-in traveller submits a blog with an image and finds it pending in My Blogs', async () => {
    const { context, page } = await openPage();
    const email = uniqueEmail('blogger');
    const registered = await page.request.post('/api/auth/register', {
      data: {
        name: 'Tenzin Blogger',
        email,
        password: 'Deodar-Ridge-4127',
        password_confirmation: 'Deodar-Ridge-4127',
      },
    });
    expect(registered.status()).toBe(201);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Deodar-Ridge-4127');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/profile');

    await page.goto('/blog/submit');
    await page.getByRole('heading', { level: 1, name: 'Submit a Blog' }).waitFor();
    const form = page.getByRole('form', { name: 'Submit a Blog' });
    const title = `Snow on the Sar Pass ${Date.now()}`;
    await form.getByLabel('Title').fill(title);
    // The author name is filled from the profile once it has loaded.
    await expect.poll(() => form.getByLabel('Author Name').inputValue()).toBe('Tenzin Blogger');
    await form.getByLabel('Excerpt').fill('Five days from Kasol to Barshaini over a snowy pass.');
    await form
      .getByLabel('Content')
      .fill('Day one took us through pine forest to Grahan.\n\nOn day four we slid down the snow from the pass.');
    await form.getByLabel('Tags').fill('Parvati, snow, trekking');
    // The categories come from the API.
    const categories = (await (await page.request.get('/api/blog-categories')).json()) as {
      data: { id: number; name: string }[];
    };
    const chosen = categories.data.find((category) => category.name === 'Travel Tips')!;
    await form.getByLabel('Category').selectOption({ label: 'Travel Tips' });
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4a7c59' } })
      .png()
      .toBuffer();
    await form.getByLabel('Featured Image').setInputFiles({ name: 'sar-pass.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('img', { name: 'Preview of the featured image' }).waitFor();
    await form.getByRole('button', { name: 'Remove Image' }).waitFor();

    await form.getByRole('button', { name: 'Submit Blog' }).click();
    const result = form.getByRole('status').filter({ hasText: 'Blog submitted successfully!' });
    await result.waitFor();
    // The result is brought into view (the button is far below it) and has the focus.
    await expect.poll(() => result.evaluate((node) => node === document.activeElement)).toBe(true);
    await expect
      .poll(() =>
        result.evaluate((node) => {
          const box = node.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    expect(await form.getByLabel('Category').inputValue()).toBe('');
    // The form and the preview are cleared.
    expect(await form.getByLabel('Title').inputValue()).toBe('');
    expect(await form.getByRole('img', { name: 'Preview of the featured image' }).count()).toBe(0);

    await page.goto('/profile');
    const myBlogs = page.getByRole('region', { name: 'My Blogs' });
    const item = myBlogs.getByRole('listitem').filter({ hasText: title });
    await item.waitFor();
    await item.getByText('Pending review').waitFor();

    // The profile also keeps the link to the traveller's own blog.
    const link = page.getByRole('form', { name: 'Add Your Blog Link' });
    // At 1280 px the field has room (it was once squeezed beside an empty status line).
    expect((await link.getByLabel('Your blog URL').boundingBox())!.width).toBeGreaterThan(300);
    await link.getByLabel('Your blog URL').fill('https://tenzin-writes.example/blog');
    await link.getByRole('button', { name: 'Save Link' }).click();
    await link.getByRole('status').filter({ hasText: 'Blog link saved successfully!' }).waitFor();

    // Stored with its image, and not public until staff publish it.
    const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
    const mine = (await (
      await page.request.get('/api/user/blogs', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      data: { title: string; slug: string; status: string; featured_image: string | null }[];
    };
    const stored = mine.data.find((post) => post.title === title)!;
    expect(stored).toMatchObject({
      status: 'pending',
      category: { id: chosen.id, name: 'Travel Tips' },
      featured_image: expect.stringMatching(/^\/uploads\/blogs\/.+\.webp$/),
    });
    const image = await page.request.get(stored.featured_image!);
    expect(image.headers()['content-type']).toBe('image/webp');
    expect((await page.request.get(`/api/blogs/${stored.slug}`)).status()).toBe(404);
    await context.close();
  });
});
