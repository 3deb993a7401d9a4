import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { BLOG_MESSAGES } from '@trails/contracts/blog-messages';
import { MESSAGES } from '@trails/contracts/messages';
import { activityLogs, blogs } from '../../db/schema/index.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let adminToken: string;
let staffToken: string;
let traveller: { token: string; userId: number };

const unique = () => randomBytes(4).toString('hex');
let address = 0;
const nextAddress = () => `10.7.0.${++address}`;

beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = (await ctx.tokenFor('admin')).token;
  staffToken = (await ctx.tokenFor('staff')).token;
  traveller = await ctx.tokenFor('customer');
});
afterAll(async () => {
  await ctx.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token: string | null = staffToken) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

interface Detail {
  id: number;
  title: string;
  slug: string;
  content: string;
  status: string;
  is_published: boolean;
  rejection_note: string | null;
  category: { id: number; name: string } | null;
  tags: string[];
  published_at: string | null;
  read_time: number;
}

const validPost = (values: Record<string, unknown> = {}) => ({
  title: `Winter in Spiti ${unique()}`,
  excerpt: 'Frozen rivers and quiet monasteries.',
  content: '<h2>Getting there</h2><p>Take the <strong>Kinnaur</strong> road.</p>',
  tags: ['Spiti', 'winter'],
  featured_image: 'https://images.example.test/spiti.jpg',
  author_name: 'Himalaya Trails',
  meta_title: 'Winter in Spiti',
  meta_description: 'A winter journey to Spiti.',
  ...values,
});

async function createPost(values: Record<string, unknown> = {}, token = staffToken): Promise<Detail> {
  const response = await call('POST', '/blogs', validPost(values), token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Detail;
}

async function createCategory(name = `Culture ${unique()}`) {
  const response = await call('POST', '/blog-categories', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; name: string; slug: string; post_count: number };
}

const publicPost = (slug: string) => ctx.app.inject({ url: `/api/blogs/${slug}` });

describe('admin blog routes: who may call them', () => {
  const routes: [Method, string, unknown?][] = [
    ['GET', '/blogs'],
    ['GET', '/blogs/1'],
    ['POST', '/blogs', {}],
    ['PUT', '/blogs/1', {}],
    ['DELETE', '/blogs/1'],
    ['POST', '/blogs/1/publish'],
    ['POST', '/blogs/1/unpublish'],
    ['POST', '/blogs/1/reject', { note: 'x' }],
    ['GET', '/blog-categories'],
    ['POST', '/blog-categories', {}],
    ['PUT', '/blog-categories/1', {}],
    ['DELETE', '/blog-categories/1'],
  ];

  it('answers 401 without a token and 403 to a traveller on every route', async () => {
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, traveller.token)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lets staff and admins both manage posts', async () => {
    expect((await call('GET', '/blogs', undefined, adminToken)).statusCode).toBe(200);
    expect((await call('GET', '/blogs', undefined, staffToken)).statusCode).toBe(200);
    await createPost({}, adminToken);
  });
});

describe('writing posts', () => {
  it('creates a draft with a slug from the title, tags, reading time and an activity entry', async () => {
    const title = `Chadar Trek Notes ${unique()}`;
    const post = await createPost({ title, tags: 'frozen, Zanskar, , frozen' });
    expect(post).toMatchObject({ title, status: 'draft', is_published: false, published_at: null, read_time: 1 });
    expect(post.slug).toBe(title.toLowerCase().replace(/\s+/g, '-'));
    expect(post.tags).toEqual(['frozen', 'Zanskar']);
    const logged = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.type, 'blog'), eq(activityLogs.subjectId, post.id)));
    expect(logged.map((row) => row.action)).toEqual(['created']);
    // A draft is not public.
    expect((await publicPost(post.slug)).statusCode).toBe(404);
  });

  it("signs a post without an author with the signed-in staff member's name, and answers author beside author_name", async () => {
    const writer = await ctx.createUser({ role: 'staff', name: 'Dolma Sherpa' });
    const token = await ctx.login(writer.email, writer.password, 'admin');
    const { author_name: _, ...withoutAuthor } = validPost();
    const created = await call('POST', '/blogs', withoutAuthor, token);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ author_name: 'Dolma Sherpa', author: 'Dolma Sherpa' });
    const blank = await call('POST', '/blogs', validPost({ author_name: '  ' }), token);
    expect(blank.json().data.author).toBe('Dolma Sherpa');
    const named = await call('POST', '/blogs', validPost({ author_name: 'Guest Writer', is_published: true }), token);
    const post = named.json().data as { id: number; slug: string };
    expect(named.json().data).toMatchObject({ author_name: 'Guest Writer', author: 'Guest Writer' });
    // An update without an author keeps the one it has.
    const kept = await call('PUT', `/blogs/${post.id}`, { ...withoutAuthor, title: 'Renamed' }, token);
    expect(kept.json().data).toMatchObject({ title: 'Renamed', author_name: 'Guest Writer' });
    // Lists and the public site answer both names.
    const listed = await call('GET', `/blogs?search=Renamed`, undefined, token);
    expect(listed.json().data[0]).toMatchObject({ author_name: 'Guest Writer', author: 'Guest Writer' });
    const published = await publicPost(post.slug);
    expect(published.json().data).toMatchObject({ author_name: 'Guest Writer', author: 'Guest Writer' });
    const list = await ctx.app.inject({ url: '/api/blogs?per_page=100' });
    const card = (list.json().data as { id: number; author: string }[]).find((item) => item.id === post.id);
    expect(card?.author).toBe('Guest Writer');
  });

  it('gives the same title a free slug, refuses a typed slug in use, and keeps the slug on a blank one', async () => {
    const title = `Same Title ${unique()}`;
    const first = await createPost({ title });
    const second = await createPost({ title });
    expect(second.slug).toBe(`${first.slug}-2`);
    const taken = await call('POST', '/blogs', validPost({ slug: first.slug }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual([ADMIN_MESSAGES.slugTaken]);
    const digits = await call('POST', '/blogs', validPost({ slug: '12345' }));
    expect(digits.json().errors.slug).toEqual([ADMIN_MESSAGES.slugInvalid]);

    const updated = await call('PUT', `/blogs/${second.id}`, validPost({ title: 'Renamed', slug: '' }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ title: 'Renamed', slug: second.slug });
    expect(updated.json().message).toBe(ADMIN_MESSAGES.blogUpdated);
  });

  it('sanitises the content on create and update, keeping what the editor makes', async () => {
    const editorHtml =
      '<h3>Day 1</h3><p><em>Slow</em> <u>start</u> <s>fast</s> <code>ok</code></p>' +
      '<ol start="3" type="a"><li><p>Tea</p></li></ol>' +
      '<pre><code class="language-json">{}</code></pre>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.test/x">link</a></p>' +
      '<img src="https://images.example.test/a.jpg" alt="Pass" title="Pass"><hr><blockquote><p>Q</p></blockquote>';
    const post = await createPost({ content: `${editorHtml}<script>alert(1)</script><p onclick="x()">hi</p>` });
    expect(post.content).not.toContain('script');
    expect(post.content).not.toContain('onclick');
    for (const kept of [
      '<h3>Day 1</h3>',
      '<u>start</u>',
      '<s>fast</s>',
      '<ol start="3" type="a">',
      '<code class="language-json">',
      'href="https://example.test/x"',
      '<img src="https://images.example.test/a.jpg" alt="Pass" title="Pass" />',
      '<blockquote>',
    ]) {
      expect(post.content).toContain(kept);
    }

    const updated = await call(
      'PUT',
      `/blogs/${post.id}`,
      validPost({ content: '<p><a href="javascript:alert(1)">x</a><img src="javascript:x" onerror="y"></p>' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.content).not.toMatch(/javascript|onerror/);
  });

  it('refuses bad input with per-field messages', async () => {
    const response = await call('POST', '/blogs', {
      title: ' ',
      content: '',
      author_name: 42,
      featured_image: 'not a url',
      tags: Array.from({ length: 11 }, (_, n) => `t${n}`),
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(errors.title).toEqual([ADMIN_MESSAGES.titleRequired]);
    expect(errors.content).toEqual([ADMIN_MESSAGES.blogContentRequired]);
    expect(errors.author_name).toEqual([MESSAGES.invalidValue]);
    expect(errors.featured_image).toEqual([MESSAGES.urlInvalid]);
    expect(errors.tags).toEqual([BLOG_MESSAGES.blogTooManyTags]);

    const onlyMarkup = await call('POST', '/blogs', validPost({ content: '<script>x</script><p> </p>' }));
    expect(onlyMarkup.json().errors.content).toEqual([ADMIN_MESSAGES.blogContentRequired]);
    const unknownCategory = await call('POST', '/blogs', validPost({ category_id: 99_999_999 }));
    expect(unknownCategory.json().errors.category_id).toEqual([ADMIN_MESSAGES.blogCategoryUnknown]);
    const badId = await call('PUT', '/blogs/abc', validPost());
    expect(badId.statusCode).toBe(422);
  });

  it('answers 404 for a missing post on every route that takes an id', async () => {
    for (const [method, url, payload] of [
      ['GET', '/blogs/99999999'],
      ['PUT', '/blogs/99999999', validPost()],
      ['DELETE', '/blogs/99999999'],
      ['POST', '/blogs/99999999/publish'],
      ['POST', '/blogs/99999999/unpublish'],
      ['POST', '/blogs/99999999/reject', { note: 'No' }],
    ] as [Method, string, unknown?][]) {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(BLOG_MESSAGES.blogNotFound);
    }
  });
});

describe('publishing, rejecting and deleting', () => {
  it('publishes a post to the public blog at once, and takes it back with unpublish', async () => {
    const post = await createPost();
    // A cached public answer must not survive the publication.
    expect((await ctx.app.inject({ url: '/api/blogs' })).statusCode).toBe(200);
    const published = await call('POST', `/blogs/${post.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      message: ADMIN_MESSAGES.blogStatusUpdated,
      data: { status: 'published', is_published: true },
    });
    const firstPublished = published.json().data.published_at as string;
    expect(firstPublished).not.toBeNull();
    expect((await publicPost(post.slug)).json().data.title).toBe(post.title);
    const listed = await ctx.app.inject({ url: '/api/blogs?per_page=50' });
    expect((listed.json().data as { id: number }[]).some((item) => item.id === post.id)).toBe(true);

    const unpublished = await call('POST', `/blogs/${post.id}/unpublish`);
    expect(unpublished.json().data).toMatchObject({ status: 'draft', is_published: false });
    expect((await publicPost(post.slug)).statusCode).toBe(404);
    // Publishing again keeps the first publication time.
    const again = await call('POST', `/blogs/${post.id}/publish`);
    expect(again.json().data.published_at).toBe(firstPublished);
  });

  it('publishes from the editor with is_published', async () => {
    const post = await createPost({ is_published: true });
    expect(post.status).toBe('published');
    const shown = await publicPost(post.slug);
    expect(shown.statusCode, shown.body).toBe(200);
    const draft = await call('PUT', `/blogs/${post.id}`, validPost({ title: post.title, is_published: false }));
    expect(draft.json().data.status).toBe('draft');
  });

  it("rejects a traveller's submission with a note the author reads in My Blogs", async () => {
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: bearer(traveller.token),
      remoteAddress: nextAddress(),
      payload: {
        title: `My trek ${unique()}`,
        author_name: 'Asha',
        excerpt: 'Short.',
        content: 'A day on the trail.',
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const id = submitted.json().data.id as number;

    const pending = await call('GET', '/blogs?status=pending&per_page=100');
    expect((pending.json().data as { id: number }[]).some((item) => item.id === id)).toBe(true);

    const noNote = await call('POST', `/blogs/${id}/reject`, { note: '  ' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toEqual([ADMIN_MESSAGES.blogRejectNoteRequired]);

    const note = 'Please add photos of the route and fix the dates.';
    const rejected = await call('POST', `/blogs/${id}/reject`, { note });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: ADMIN_MESSAGES.blogRejected,
      data: { status: 'rejected', rejection_note: note },
    });

    const mine = await ctx.app.inject({ url: '/api/user/blogs', headers: bearer(traveller.token) });
    expect((mine.json().data as { id: number }[]).find((item) => item.id === id)).toMatchObject({
      status: 'rejected',
      rejection_note: note,
    });

    // Published after all: the note goes.
    await call('POST', `/blogs/${id}/publish`);
    const after = await ctx.app.inject({ url: '/api/user/blogs', headers: bearer(traveller.token) });
    expect((after.json().data as { id: number }[]).find((item) => item.id === id)).toMatchObject({
      status: 'published',
      rejection_note: null,
    });
  });

  it('deletes a post and it leaves the public blog', async () => {
    const post = await createPost({ is_published: true });
    const deleted = await call('DELETE', `/blogs/${post.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(ADMIN_MESSAGES.blogDeleted);
    expect((await publicPost(post.slug)).statusCode).toBe(404);
    expect((await ctx.db.select().from(blogs).where(eq(blogs.id, post.id))).length).toBe(0);
  });
});

describe('the admin blog list', () => {
  it('pages, searches, filters by status and category, and sorts', async () => {
    const word = `kedar${unique()}`;
    const category = await createCategory();
    const a = await createPost({ title: `A ${word}`, category_id: category.id, is_published: true });
    const b = await createPost({ title: `B ${word}`, category_id: category.id });
    const c = await createPost({ title: `C ${word}` });

    const all = await call('GET', `/blogs?search=${word}&sort=title&direction=asc`);
    expect(all.statusCode).toBe(200);
    expect((all.json().data as Detail[]).map((item) => item.id)).toEqual([a.id, b.id, c.id]);
    expect(all.json().meta).toMatchObject({ total: 3, page: 1 });

    const page = await call('GET', `/blogs?search=${word}&sort=title&direction=desc&per_page=1&page=2`);
    expect((page.json().data as Detail[]).map((item) => item.id)).toEqual([b.id]);
    expect(page.json().meta).toMatchObject({ total: 3, last_page: 3 });

    const drafts = await call('GET', `/blogs?search=${word}&status=draft`);
    expect((drafts.json().data as Detail[]).map((item) => item.id).sort()).toEqual([b.id, c.id].sort());
    const inCategory = await call('GET', `/blogs?category_id=${category.id}&status=published`);
    expect((inCategory.json().data as Detail[]).map((item) => item.id)).toEqual([a.id]);
    expect(inCategory.json().data[0].category).toMatchObject({ id: category.id, name: category.name });

    const bad = await call('GET', '/blogs?sort=password&status=secret&per_page=0');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['per_page', 'sort', 'status']);
  });
});

describe('blog categories', () => {
  it('lists categories with their number of posts, creates and renames them', async () => {
    const category = await createCategory(`Food ${unique()}`);
    expect(category.post_count).toBe(0);
    await createPost({ category_id: category.id });
    const listed = await call('GET', '/blog-categories');
    expect(listed.statusCode).toBe(200);
    expect(
      (listed.json().data as { id: number; post_count: number }[]).find((row) => row.id === category.id),
    ).toMatchObject({ post_count: 1 });

    const renamed = await call('PUT', `/blog-categories/${category.id}`, { name: `Local Food ${unique()}` });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().message).toBe(ADMIN_MESSAGES.blogCategoryUpdated);
    expect(renamed.json().data.slug).toMatch(/^local-food-/);
  });

  it('refuses a blank or taken name and a taken slug; 404 for a missing category', async () => {
    const category = await createCategory();
    const blank = await call('POST', '/blog-categories', { name: '' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.name).toEqual([ADMIN_MESSAGES.blogCategoryNameRequired]);
    const taken = await call('POST', '/blog-categories', { name: category.name });
    expect(taken.json().errors.name).toEqual([ADMIN_MESSAGES.blogCategoryNameTaken]);
    const slug = await call('POST', '/blog-categories', { name: `Other ${unique()}`, slug: category.slug });
    expect(slug.json().errors.slug).toEqual([ADMIN_MESSAGES.slugTaken]);

    const missingPut = await call('PUT', '/blog-categories/99999999', { name: 'X' });
    expect(missingPut.statusCode).toBe(404);
    expect((await call('DELETE', '/blog-categories/99999999')).statusCode).toBe(404);
  });

  it('deletes an unused category; a used one needs move_to and moves its posts in the same step', async () => {
    const unused = await createCategory();
    expect((await call('DELETE', `/blog-categories/${unused.id}`)).json().message).toBe(
      ADMIN_MESSAGES.blogCategoryDeleted,
    );

    const used = await createCategory();
    const target = await createCategory();
    const post = await createPost({ category_id: used.id });

    const noTarget = await call('DELETE', `/blog-categories/${used.id}`);
    expect(noTarget.statusCode).toBe(422);
    expect(noTarget.json().errors.move_to).toEqual([ADMIN_MESSAGES.blogCategoryMoveRequired]);
    const same = await call('DELETE', `/blog-categories/${used.id}?move_to=${used.id}`);
    expect(same.json().errors.move_to).toEqual([ADMIN_MESSAGES.blogCategoryMoveSame]);
    const unknown = await call('DELETE', `/blog-categories/${used.id}?move_to=99999999`);
    expect(unknown.json().errors.move_to).toEqual([ADMIN_MESSAGES.blogCategoryUnknown]);
    const junk = await call('DELETE', `/blog-categories/${used.id}?move_to=abc`);
    expect(junk.statusCode).toBe(422);

    const moved = await call('DELETE', `/blog-categories/${used.id}?move_to=${target.id}`);
    expect(moved.statusCode).toBe(200);
    expect((await call('GET', `/blogs/${post.id}`)).json().data.category.id).toBe(target.id);
    const logged = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.type, 'blog_category'), eq(activityLogs.subjectId, used.id)));
    expect(logged.map((row) => row.action)).toContain('deleted');
  });
});
