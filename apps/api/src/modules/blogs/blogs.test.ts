import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_LIMITS } from '@trails/contracts/blog-constants';
import { BLOG_MESSAGES } from '@trails/contracts/blog-messages';
import { MEDIA_MESSAGES } from '@trails/contracts/media-constants';
import { MESSAGES } from '@trails/contracts/messages';
import { blogCategories, blogs, media, notifications } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let travelTips: { id: number; slug: string };
let culture: { id: number; slug: string };

const unique = () => randomBytes(4).toString('hex');

// Every test sends from its own address, so the per-address limit only bites where it is tested.
let address = 0;
const nextAddress = () => `10.1.0.${++address}`;

async function category(name: string) {
  const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${unique()}`;
  const [row] = await ctx.db
    .insert(blogCategories)
    .values({ name: `${name} ${unique()}`, slug })
    .returning({ id: blogCategories.id, slug: blogCategories.slug });
  return row!;
}

interface PostOptions {
  title?: string;
  status?: 'draft' | 'pending' | 'published' | 'rejected';
  categoryId?: number | null;
  tags?: string[];
  excerpt?: string;
  daysAgo?: number;
  authorId?: number | null;
}

async function post(options: PostOptions = {}) {
  const title = options.title ?? `Post ${unique()}`;
  const slug = `${title.toLowerCase().replace(/\W+/g, '-')}-${unique()}`;
  const published = (options.status ?? 'published') === 'published';
  const [row] = await ctx.db
    .insert(blogs)
    .values({
      title,
      slug,
      excerpt: options.excerpt ?? 'A short excerpt.',
      content: '<p>Body text.</p>',
      authorName: 'Test Author',
      authorId: options.authorId ?? null,
      categoryId: options.categoryId === undefined ? travelTips.id : options.categoryId,
      tags: options.tags ?? [],
      status: options.status ?? 'published',
      publishedAt: published ? new Date(Date.now() - (options.daysAgo ?? 1) * 86_400_000) : null,
    })
    .returning({ id: blogs.id, slug: blogs.slug });
  await ctx.app.publicCache.invalidate();
  return { ...row!, title };
}

/** A multipart/form-data body: text fields and, optionally, one file. */
function multipart(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; bytes: Buffer },
) {
  const boundary = `----trails${unique()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const validFields = () => ({
  title: `Sunrise at Tungnath ${unique()}`,
  author_name: 'Kavya Rawat',
  excerpt: 'An early start to the highest Shiva temple in the world.',
  content: 'We left Chopta at four.\n\nThe sky turned orange over Chaukhamba.',
  tags: 'Uttarakhand, sunrise, , uttarakhand, temples',
});

const submit = (payload: Buffer | object, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/blogs', payload, headers, remoteAddress });

beforeAll(async () => {
  ctx = await createTestContext();
  travelTips = await category('Travel Tips');
  culture = await category('Culture');
});
afterAll(async () => {
  await ctx.close();
});

describe('public blog list', () => {
  it('lists published posts only, newest first, with category, tags and pages', async () => {
    const older = await post({ daysAgo: 5, tags: ['Ladakh', 'altitude'] });
    const newer = await post({ daysAgo: 2, categoryId: culture.id });
    const pending = await post({ status: 'pending' });
    const draft = await post({ status: 'draft' });

    const response = await ctx.app.inject({ url: '/api/blogs?per_page=100' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const ids: number[] = body.data.map((item: { id: number }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([older.id, newer.id]));
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(draft.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(body.data.find((item: { id: number }) => item.id === older.id)).toMatchObject({
      slug: older.slug,
      tags: ['Ladakh', 'altitude'],
      category: { id: travelTips.id, slug: travelTips.slug },
      author_name: 'Test Author',
      read_time: 1,
    });
    expect(body.data[0]).not.toHaveProperty('content');

    const paged = (await ctx.app.inject({ url: '/api/blogs?per_page=1&page=2' })).json();
    expect(paged.meta).toMatchObject({ page: 2, per_page: 1, total: body.meta.total, last_page: body.meta.total });
    expect(paged.data).toHaveLength(1);
    const past = (await ctx.app.inject({ url: '/api/blogs?per_page=1&page=999' })).json();
    expect(past).toMatchObject({ data: [], meta: { total: body.meta.total } });
  });

  it('searches title, excerpt and tags, and filters by category slug and by tag', async () => {
    const word = `zanskar${unique()}`;
    const byTitle = await post({ title: `Frozen river ${word}` });
    const byExcerpt = await post({ excerpt: `Walking the ${word.toUpperCase()} gorge` });
    const byTag = await post({ tags: [word], categoryId: culture.id });
    await post({ title: 'Nothing to see', status: 'pending', tags: [word] });

    const found = (await ctx.app.inject({ url: `/api/blogs?search=${word}` })).json();
    expect(found.data.map((item: { id: number }) => item.id).sort()).toEqual(
      [byTitle.id, byExcerpt.id, byTag.id].sort(),
    );
    expect(found.meta.total).toBe(3);

    const inCulture = (await ctx.app.inject({ url: `/api/blogs?search=${word}&category=${culture.slug}` })).json();
    expect(inCulture.data.map((item: { id: number }) => item.id)).toEqual([byTag.id]);

    const tagged = (await ctx.app.inject({ url: `/api/blogs?tag=${word}` })).json();
    expect(tagged.data.map((item: { id: number }) => item.id)).toEqual([byTag.id]);

    const wildcard = (await ctx.app.inject({ url: `/api/blogs?search=${encodeURIComponent('%_')}` })).json();
    expect(wildcard.data).toEqual([]);
    const tooLong = await ctx.app.inject({ url: `/api/blogs?search=${'x'.repeat(BLOG_LIMITS.searchMax + 1)}` });
    expect(tooLong.statusCode).toBe(422);
  });

  it('lists the categories with their published post counts', async () => {
    const own = await category('Photography');
    await post({ categoryId: own.id });
    await post({ categoryId: own.id });
    await post({ categoryId: own.id, status: 'pending' });
    const response = await ctx.app.inject({ url: '/api/blog-categories' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.find((item: { id: number }) => item.id === own.id)).toMatchObject({
      slug: own.slug,
      post_count: 2,
    });
  });
});

describe('one statement per list', () => {
  it('answers the list and the categories with one statement each, an article with two', async () => {
    const article = await post({ tags: ['counted'] });
    for (const [url, expected] of [
      ['/api/blogs?search=post&category=' + travelTips.slug + '&tag=counted', 1],
      ['/api/blog-categories', 1],
      [`/api/blogs/${article.slug}`, 2],
    ] as const) {
      const { result, statements } = await ctx.statementsOf(() => ctx.app.inject({ url }));
      expect(result.statusCode, url).toBe(200);
      expect(statements, url).toHaveLength(expected);
    }
  });
});

describe('public blog article', () => {
  it('is found by slug and by id, with up to three related posts of its category', async () => {
    const own = await category('Solo Travel');
    const article = await post({ categoryId: own.id, daysAgo: 1 });
    const related = [
      await post({ categoryId: own.id, daysAgo: 2 }),
      await post({ categoryId: own.id, daysAgo: 3 }),
      await post({ categoryId: own.id, daysAgo: 4 }),
    ];
    await post({ categoryId: own.id, daysAgo: 5 });
    await post({ categoryId: own.id, status: 'pending' });

    const bySlug = await ctx.app.inject({ url: `/api/blogs/${article.slug}` });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().data).toMatchObject({
      id: article.id,
      content: '<p>Body text.</p>',
      category: { id: own.id },
      author_blog_link: null,
    });
    expect(bySlug.json().data.related.map((item: { id: number }) => item.id)).toEqual(related.map((item) => item.id));

    const byId = await ctx.app.inject({ url: `/api/blogs/${article.id}` });
    expect(byId.json().data.slug).toBe(article.slug);
  });

  it('fills the related row with the newest other articles when its category has fewer', async () => {
    const small = await category('Budget Travel');
    const article = await post({ categoryId: small.id, daysAgo: 3 });
    const sibling = await post({ categoryId: small.id, daysAgo: 400 });
    const newestElsewhere = [await post({ daysAgo: 0.2 }), await post({ daysAgo: 0.1 })];
    const related = (await ctx.app.inject({ url: `/api/blogs/${article.slug}` })).json().data.related as {
      id: number;
    }[];
    expect(related.map((item) => item.id)).toEqual([sibling.id, newestElsewhere[1]!.id, newestElsewhere[0]!.id]);
  });

  it('is 404 when not published, or missing', async () => {
    for (const status of ['pending', 'draft', 'rejected'] as const) {
      const hidden = await post({ status });
      for (const key of [hidden.slug, String(hidden.id)]) {
        const response = await ctx.app.inject({ url: `/api/blogs/${key}` });
        expect(response.statusCode, `${status} ${key}`).toBe(404);
        expect(response.json()).toEqual({ success: false, message: BLOG_MESSAGES.blogNotFound });
      }
    }
    expect((await ctx.app.inject({ url: '/api/blogs/no-such-post' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/blogs/99999999' })).statusCode).toBe(404);
  });
});

describe('submitting a blog', () => {
  it('accepts an anonymous JSON submission as pending, with parsed tags, reading time and a staff notification', async () => {
    const fields = validFields();
    const response = await submit(fields);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: BLOG_MESSAGES.blogSubmitted,
      data: { status: 'pending', tags: ['Uttarakhand', 'sunrise', 'temples'] },
    });
    const [row] = await ctx.db.select().from(blogs).where(eq(blogs.id, response.json().data.id));
    expect(row).toMatchObject({
      authorId: null,
      status: 'pending',
      publishedAt: null,
      authorName: 'Kavya Rawat',
      readTime: 1,
    });
    expect(row!.content).toBe('<p>We left Chopta at four.</p>\n<p>The sky turned orange over Chaukhamba.</p>');
    expect(row!.slug).toMatch(/^sunrise-at-tungnath-/);
    // Pending: not public.
    expect((await ctx.app.inject({ url: `/api/blogs/${row!.slug}` })).statusCode).toBe(404);
    const notes = await ctx.db.select().from(notifications).where(eq(notifications.type, 'blog'));
    expect(notes.some((note) => note.message.includes(fields.title))).toBe(true);
  });

  it('sanitises the content: no script, event handler or javascript: link comes back', async () => {
    const words = Array.from({ length: 450 }, (_, index) => `word${index}`).join(' ');
    const response = await submit({
      ...validFields(),
      content:
        `<h2 onclick="steal()">Day one</h2><p style="color:red">${words}</p><script>alert(1)</script>` +
        '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a> <a href="https://example.com/trek" target="_blank">good</a>' +
        '<iframe src="https://evil.example"></iframe><blockquote>Quote</blockquote><ul><li><strong>Bold</strong> <em>it</em></li></ul>',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(blogs).where(eq(blogs.id, response.json().data.id));
    const html = row!.content;
    for (const banned of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', '<iframe', 'style='])
      expect(html).not.toContain(banned);
    expect(html).toContain('<h2>Day one</h2>');
    expect(html).toContain(
      '<a href="https://example.com/trek" target="_blank" rel="noopener noreferrer nofollow ugc">good</a>',
    );
    expect(html).toContain('<blockquote>Quote</blockquote>');
    expect(html).toContain('<li><strong>Bold</strong> <em>it</em></li>');
    expect(row!.readTime).toBe(3);
  });

  it('takes a 50 KB body of `<a ` repeated as plain text, without a pass per `<`', async () => {
    const content = '<a '.repeat(16_666);
    const response = await submit({ ...validFields(), content });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(blogs).where(eq(blogs.id, response.json().data.id));
    expect(row!.content.startsWith('<p>&lt;a &lt;a')).toBe(true);
  });

  it('refuses missing fields with per-field messages, and content that is only markup', async () => {
    const missing = await submit({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      title: [MESSAGES.required],
      author_name: [MESSAGES.required],
      excerpt: [MESSAGES.required],
      content: [MESSAGES.required],
    });
    const empty = await submit({ ...validFields(), content: '<script>alert(1)</script><p> </p>' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ content: [MESSAGES.required] });
    const tags = await submit({ ...validFields(), tags: Array.from({ length: 11 }, (_, n) => `t${n}`).join(',') });
    expect(tags.json().errors).toEqual({ tags: [BLOG_MESSAGES.blogTooManyTags] });
    const unknownCategory = await submit({ ...validFields(), category_id: 99_999_999 });
    expect(unknownCategory.json().errors).toEqual({ category_id: [BLOG_MESSAGES.blogCategoryNotFound] });
  });

  it('refuses the same post sent again by its author while it waits for review (409), and stores nothing', async () => {
    const fields = validFields();
    const { token } = await ctx.tokenFor('customer');
    const first = await submit(fields, bearer(token));
    expect(first.statusCode, first.body).toBe(201);
    const pendingOf = async () =>
      (await ctx.app.inject({ url: '/api/user/blogs', headers: bearer(token) })).json().data.length as number;
    expect(await pendingOf()).toBe(1);
    const again = await submit(fields, bearer(token));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: BLOG_MESSAGES.blogAlreadySubmitted });
    // Sent twice at once, one of them is refused.
    const twice = validFields();
    const both = await Promise.all([submit(twice, bearer(token)), submit(twice, bearer(token))]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await pendingOf()).toBe(2);
    // Another text under the same title is another post.
    const edited = await submit({ ...fields, content: `${fields.content}\n\nA postscript.` }, bearer(token));
    expect(edited.statusCode).toBe(201);
    // Anonymous senders are told apart by the name they give.
    const anonymous = { ...validFields(), author_name: 'Pema Lhamo' };
    expect((await submit(anonymous)).statusCode).toBe(201);
    expect((await submit(anonymous)).statusCode).toBe(409);
    expect((await submit({ ...anonymous, author_name: 'Karma Wangdi' })).statusCode).toBe(201);
  });

  it('gives two posts of the same title different slugs; a Hindi or numeric title still gets one', async () => {
    const title = `Kheerganga in winter ${unique()}`;
    const first = await submit({ ...validFields(), title });
    const second = await submit({ ...validFields(), title, author_name: 'Tenzin Dolma' });
    expect(first.json().data.slug).not.toBe(second.json().data.slug);
    expect(second.json().data.slug).toBe(`${first.json().data.slug}-2`);
    const hindi = await submit({ ...validFields(), title: 'हिमालय की यात्रा' });
    expect(hindi.json().data.slug).toMatch(/^post(-\d+)?$/);
    const digits = await submit({ ...validFields(), title: '2026' });
    expect(digits.json().data.slug).toMatch(/^post-2026/);
  });

  it('stores a real image (multipart, signed in) resized to WebP widths, served with a long cache', async () => {
    const { token, userId } = await ctx.tokenFor('customer');
    const png = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#2b6cb0' } })
      .png()
      .toBuffer();
    const fields = validFields();
    const body = multipart(
      { ...fields, category_id: String(travelTips.id) },
      { name: 'featured_image', filename: 'valley.png', type: 'image/png', bytes: png },
    );
    const response = await submit(body.payload, { ...body.headers, ...bearer(token) });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({ status: 'pending', category: { id: travelTips.id } });
    expect(data.featured_image).toMatch(/^\/uploads\/blogs\/\d{4}\/\d{2}\/[0-9a-f]{16}-1600\.webp$/);

    const [row] = await ctx.db.select().from(blogs).where(eq(blogs.id, data.id));
    expect(row).toMatchObject({ authorId: userId, featuredImage: data.featured_image });
    const onDisk = path.join(ctx.dataDir, data.featured_image);
    const meta = await sharp(fs.readFileSync(onDisk)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 960 });
    for (const width of [480, 960]) {
      expect((await sharp(fs.readFileSync(onDisk.replace('-1600.webp', `-${width}.webp`))).metadata()).width).toBe(
        width,
      );
    }
    const [library] = await ctx.db.select().from(media).where(eq(media.url, data.featured_image));
    expect(library).toMatchObject({ folder: 'blogs', mimeType: 'image/webp', width: 1600, uploadedBy: userId });

    const served = await ctx.app.inject({ url: data.featured_image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('never enlarges a small image', async () => {
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#aa3322' } })
      .jpeg()
      .toBuffer();
    const body = multipart(validFields(), {
      name: 'featured_image',
      filename: 'small.jpg',
      type: 'image/jpeg',
      bytes: jpeg,
    });
    const response = await submit(body.payload, body.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.featured_image).toMatch(/-600\.webp$/);
  });

  it('refuses what is not an image by its bytes (a text file named .png, an SVG), storing nothing', async () => {
    const before = fs.existsSync(path.join(ctx.dataDir, 'uploads', 'blogs'))
      ? fs.readdirSync(path.join(ctx.dataDir, 'uploads', 'blogs'), { recursive: true }).length
      : 0;
    const cases = [
      {
        filename: 'photo.png',
        type: 'image/png',
        bytes: Buffer.from('just some text pretending to be a picture\n'.repeat(20)),
      },
      {
        filename: 'logo.svg',
        type: 'image/svg+xml',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      {
        filename: 'broken.png',
        type: 'image/png',
        bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
      },
    ];
    for (const file of cases) {
      const fields = validFields();
      const body = multipart(fields, { name: 'featured_image', ...file });
      const response = await submit(body.payload, body.headers);
      expect(response.statusCode, file.filename).toBe(422);
      expect(response.json().errors.featured_image, file.filename).toEqual([expect.any(String)]);
      const rows = await ctx.db.select().from(blogs).where(eq(blogs.title, fields.title));
      expect(rows).toEqual([]);
    }
    const textAsPng = multipart(validFields(), { name: 'featured_image', ...cases[0]! });
    expect((await submit(textAsPng.payload, textAsPng.headers)).json().message).toBe(MEDIA_MESSAGES.imageInvalid);
    const after = fs.existsSync(path.join(ctx.dataDir, 'uploads', 'blogs'))
      ? fs.readdirSync(path.join(ctx.dataDir, 'uploads', 'blogs'), { recursive: true }).length
      : 0;
    expect(after).toBe(before);
  });

  it('refuses an image over 5 MB with 413, and a malformed multipart body with 400', async () => {
    const big = multipart(validFields(), {
      name: 'featured_image',
      filename: 'big.png',
      type: 'image/png',
      bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
    });
    const tooLarge = await submit(big.payload, big.headers);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ success: false, message: MEDIA_MESSAGES.imageTooLarge });
    const broken = await submit(Buffer.from('--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nunfinished'), {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().success).toBe(false);
  });

  it('limits submissions per address', async () => {
    const from = nextAddress();
    for (let n = 0; n < BLOG_LIMITS.submissionsPerHour; n += 1)
      expect((await submit(validFields(), {}, from)).statusCode).toBe(201);
    const limited = await submit(validFields(), {}, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: MESSAGES.rateLimited });
    expect((await submit(validFields(), {}, nextAddress())).statusCode).toBe(201);
  });
});

describe("the traveller's blogs and blog link", () => {
  it('lists only my own posts, with their status; 401 without a token', async () => {
    const me = await ctx.tokenFor('customer');
    const other = await ctx.tokenFor('customer');
    const mine = await submit(validFields(), bearer(me.token));
    await submit(validFields(), bearer(other.token));
    const publishedMine = await post({ authorId: me.userId });

    const response = await ctx.app.inject({ url: '/api/user/blogs', headers: bearer(me.token) });
    expect(response.statusCode).toBe(200);
    const items = response.json().data as { id: number; status: string }[];
    expect(items.map((item) => item.id).sort()).toEqual([mine.json().data.id, publishedMine.id].sort());
    expect(items.find((item) => item.id === publishedMine.id)?.status).toBe('published');
    expect(items.find((item) => item.id === mine.json().data.id)?.status).toBe('pending');
    expect(response.json().meta).toMatchObject({ total: 2 });

    expect((await ctx.app.inject({ url: '/api/user/blogs' })).statusCode).toBe(401);
  });

  it('saves a valid blog link (401 without a token, 422 when empty or not a URL) and shows it with my articles', async () => {
    const me = await ctx.tokenFor('customer');
    const noToken = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/blog-link',
      payload: { blog_link: 'https://example.com' },
    });
    expect(noToken.statusCode).toBe(401);

    for (const [value, message] of [
      ['', MESSAGES.required],
      ['not a url', MESSAGES.urlInvalid],
      ['javascript:alert(1)', MESSAGES.urlInvalid],
      ['ftp://example.com', MESSAGES.urlInvalid],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/user/blog-link',
        headers: bearer(me.token),
        payload: { blog_link: value },
      });
      expect(response.statusCode, value).toBe(422);
      expect(response.json().errors, value).toEqual({ blog_link: [message] });
    }
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/blog-link',
      headers: bearer(me.token),
      payload: {},
    });
    expect(missing.statusCode).toBe(422);

    const article = await post({ authorId: me.userId });
    // Read once, so the answer is in the public cache: saving the link must refresh it.
    expect((await ctx.app.inject({ url: `/api/blogs/${article.slug}` })).json().data.author_blog_link).toBeNull();

    const link = 'https://my-himalaya.example.com/journal';
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/blog-link',
      headers: bearer(me.token),
      payload: { blog_link: link },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, message: BLOG_MESSAGES.blogLinkSaved, data: { blog_link: link } });
    expect((await ctx.app.inject({ url: '/api/user/blog-link', headers: bearer(me.token) })).json().data).toEqual({
      blog_link: link,
    });
    expect((await ctx.app.inject({ url: `/api/blogs/${article.slug}` })).json().data.author_blog_link).toBe(link);
  });
});

describe('blog pages for crawlers', () => {
  it('serves an article page with its title, canonical link, article tags and BlogPosting; 404 for a pending one', async () => {
    const article = await post({ title: `Chadar trek diary ${unique()}`, tags: ['Zanskar', 'winter'] });
    const page = await ctx.app.inject({ url: `/blog/${article.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>${article.title} - `);
    expect(page.body).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+/blog/${article.slug}" />`));
    expect(page.body).toContain('<meta property="og:type" content="article" />');
    expect(page.body).toContain('<meta property="article:tag" content="Zanskar" />');
    expect(page.body).toMatch(/<meta name="keywords" content="Zanskar, winter[^"]*" \/>/);
    expect(page.body).toContain('"@type":"BlogPosting"');

    const hidden = await post({ status: 'pending' });
    expect((await ctx.app.inject({ url: `/blog/${hidden.slug}` })).statusCode).toBe(404);
    const submitPage = await ctx.app.inject({ url: '/blog/submit' });
    expect(submitPage.statusCode).toBe(200);

    const list = await ctx.app.inject({ url: '/blog' });
    expect(list.body).toContain('"@type":"Blog"');
    expect(list.body).toContain(article.slug);

    const sitemap = (await ctx.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`/blog/${article.slug}</loc>`);
    expect(sitemap).not.toContain(`/blog/${hidden.slug}<`);
  });
});
