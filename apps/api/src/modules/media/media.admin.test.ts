import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MEDIA_ADMIN_MESSAGES } from '@trails/contracts/admin-media-messages';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@trails/contracts/media-constants';
import { activityLogs, media } from '../../db/schema/index.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { bearer, createTestContext, type TestContext } from '../../test/context.ts';
import { multipartBody } from '../../test/multipart.ts';

let ctx: TestContext;
let adminToken: string;
let staffToken: string;
let travellerToken: string;
let catalogue: ReturnType<typeof catalogueFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = (await ctx.tokenFor('admin')).token;
  staffToken = (await ctx.tokenFor('staff')).token;
  travellerToken = (await ctx.tokenFor('customer')).token;
  catalogue = catalogueFixtures(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

const png = (width = 2000, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#2b6cb0' } })
    .png()
    .toBuffer();

function upload(
  bytes: Buffer | null,
  { folder, token = adminToken, type = 'image/png' }: { folder?: string; token?: string | null; type?: string } = {},
) {
  const body = multipartBody(
    folder === undefined ? {} : { folder },
    bytes ? { name: 'file', filename: 'photo.png', type, bytes } : undefined,
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/media/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

const call = (method: 'GET' | 'DELETE', url: string, token: string | null = adminToken) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, ...(token ? { headers: bearer(token) } : {}) });

async function uploaded(folder?: string, bytes?: Buffer) {
  const response = await upload(bytes ?? (await png()), { folder });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    id: number;
    url: string;
    folder: string;
    variants: { width: number; url: string }[];
  };
}

describe('POST /api/admin/media/upload', () => {
  it('stores the image as WebP widths in the folder, records and logs it', async () => {
    const response = await upload(await png(), { folder: 'tours' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe(MEDIA_ADMIN_MESSAGES.mediaUploaded);
    expect(body.data).toMatchObject({ folder: 'tours', mime_type: 'image/webp', width: 1600, height: 960 });
    expect(body.data.url).toMatch(/^\/uploads\/tours\/\d{4}\/\d{2}\/[0-9a-f]{16}-1600\.webp$/);
    expect(body.data.variants.map((variant: { width: number }) => variant.width)).toEqual([480, 960, 1600]);
    for (const variant of body.data.variants as { width: number; url: string }[]) {
      const meta = await sharp(fs.readFileSync(path.join(ctx.dataDir, variant.url))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width });
    }
    const served = await ctx.app.inject({ url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const [log] = await ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.type, 'media'), eq(activityLogs.subjectId, body.data.id)));
    expect(log).toMatchObject({ action: 'uploaded' });
  });

  it('puts an image without a folder in general, staff may upload, and a small image is not enlarged', async () => {
    const response = await upload(await png(600, 400), { token: staffToken });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ folder: 'general', width: 600, height: 400 });
    expect(response.json().data.variants.map((variant: { width: number }) => variant.width)).toEqual([480, 600]);
  });

  it('accepts JPEG, WebP and GIF by their bytes', async () => {
    const base = sharp({ create: { width: 300, height: 200, channels: 3, background: '#aa3322' } });
    for (const bytes of [
      await base.clone().jpeg().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().gif().toBuffer(),
    ]) {
      const response = await upload(bytes, { type: 'application/octet-stream' });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('refuses SVG, garbage, a missing file and a bad folder with 422 under the field', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases = [
      { response: await upload(svg, { type: 'image/svg+xml' }), field: 'file', message: MEDIA_MESSAGES.imageInvalid },
      {
        response: await upload(Buffer.from('not an image at all, just text'), { type: 'image/png' }),
        field: 'file',
        message: MEDIA_MESSAGES.imageInvalid,
      },
      {
        response: await upload(null, { folder: 'tours' }),
        field: 'file',
        message: MEDIA_ADMIN_MESSAGES.mediaFileRequired,
      },
      {
        response: await upload(await png(100, 100), { folder: '../etc' }),
        field: 'folder',
        message: MEDIA_ADMIN_MESSAGES.mediaFolderInvalid,
      },
    ];
    for (const { response, field, message } of cases) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ success: false, message, errors: { [field]: [message] } });
    }
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/media/upload',
      headers: bearer(adminToken),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(422);
  });

  it('refuses a file over the size limit (413 with the field message) and stores nothing', async () => {
    const before = (await ctx.db.select().from(media)).length;
    const big = Buffer.concat([await png(100, 100), Buffer.alloc(MEDIA_LIMITS.imageMaxBytes + 10)]);
    const response = await upload(big);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({ errors: { file: [MEDIA_MESSAGES.imageTooLarge] } });
    expect((await ctx.db.select().from(media)).length).toBe(before);
  });

  it('needs a staff token: 401 without, 403 for a traveller', async () => {
    const bytes = await png(100, 100);
    expect((await upload(bytes, { token: null })).statusCode).toBe(401);
    expect((await upload(bytes, { token: travellerToken })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/media and /media/folders', () => {
  it('lists newest first, paginated, filtered by folder, with the folders and their counts', async () => {
    const folder = `f${Date.now().toString(36)}`;
    const small = await png(120, 80);
    const first = await uploaded(folder, small);
    const second = await uploaded(folder, small);
    const page = await call('GET', `/media?folder=${folder}&per_page=1`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.map((item: { id: number }) => item.id)).toEqual([second.id]);
    expect(page.json().meta).toMatchObject({ page: 1, per_page: 1, total: 2, last_page: 2 });
    const next = await call('GET', `/media?folder=${folder}&per_page=1&page=2`);
    expect(next.json().data.map((item: { id: number }) => item.id)).toEqual([first.id]);

    const all = await call('GET', '/media', staffToken);
    expect(all.statusCode).toBe(200);
    expect(all.json().meta.total).toBeGreaterThanOrEqual(2);

    const folders = await call('GET', '/media/folders');
    expect(folders.statusCode).toBe(200);
    expect(folders.json().data).toContainEqual({ name: folder, count: 2 });
  });

  it('answers 422 for a bad folder or page, 401 without a token and 403 for a traveller', async () => {
    const bad = await call('GET', '/media?folder=..%2Fx');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.folder).toEqual([MEDIA_ADMIN_MESSAGES.mediaFolderInvalid]);
    expect((await call('GET', '/media?page=0')).statusCode).toBe(422);
    expect((await call('GET', '/media', null)).statusCode).toBe(401);
    expect((await call('GET', '/media', travellerToken)).statusCode).toBe(403);
    expect((await call('GET', '/media/folders', null)).statusCode).toBe(401);
    expect((await call('GET', '/media/folders', travellerToken)).statusCode).toBe(403);
  });
});

describe('usage and DELETE /api/admin/media/:id', () => {
  it('deletes an unused image and every stored width', async () => {
    const item = await uploaded('general');
    const usage = await call('GET', `/media/${item.id}/usage`);
    expect(usage.json().data).toEqual({ in_use: false, references: [] });
    const response = await call('DELETE', `/media/${item.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: MEDIA_ADMIN_MESSAGES.mediaDeleted, data: { in_use: false } });
    for (const variant of item.variants) expect(fs.existsSync(path.join(ctx.dataDir, variant.url))).toBe(false);
    expect(await ctx.db.select().from(media).where(eq(media.id, item.id))).toEqual([]);
    expect((await call('DELETE', `/media/${item.id}`)).statusCode).toBe(404);
  });

  it('tells where an image is shown (cover, gallery, any width) before and when deleting it', async () => {
    const item = await uploaded('tours');
    const destination = await catalogue.destination({ image: item.url });
    const tour = await catalogue.tour(destination.id, { images: ['/uploads/other.webp', item.variants[0]!.url] });
    const usage = await call('GET', `/media/${item.id}/usage`, staffToken);
    expect(usage.statusCode, usage.body).toBe(200);
    expect(usage.json().data.in_use).toBe(true);
    expect(usage.json().data.references).toEqual(
      expect.arrayContaining([
        { type: 'destination', id: destination.id, title: destination.name },
        { type: 'tour', id: tour.id, title: tour.title },
      ]),
    );
    const response = await call('DELETE', `/media/${item.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: MEDIA_ADMIN_MESSAGES.mediaDeletedInUse, data: { in_use: true } });
  });

  it('answers 404 for an unknown image, 422 for a bad id, 401 and 403', async () => {
    expect((await call('GET', '/media/999999/usage')).statusCode).toBe(404);
    expect((await call('DELETE', '/media/999999')).statusCode).toBe(404);
    expect((await call('DELETE', '/media/abc')).statusCode).toBe(422);
    expect((await call('DELETE', '/media/1', null)).statusCode).toBe(401);
    expect((await call('DELETE', '/media/1', travellerToken)).statusCode).toBe(403);
    expect((await call('GET', '/media/1/usage', travellerToken)).statusCode).toBe(403);
  });
});

describe('images sent by the admin forms as data URLs', () => {
  const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin${url}`, headers: bearer(adminToken), payload });

  it('stores a destination image sent as a data URL in the library, like an upload', async () => {
    const response = await post('/destinations', {
      name: `Data Valley ${Date.now()}`,
      image: dataUrl(await png(1000, 600)),
    });
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json().data.image as string;
    expect(image).toMatch(/^\/uploads\/destinations\/\d{4}\/\d{2}\/[0-9a-f]{16}-1000\.webp$/);
    expect(fs.existsSync(path.join(ctx.dataDir, image))).toBe(true);
    const [row] = await ctx.db.select().from(media).where(eq(media.url, image));
    expect(row).toMatchObject({ folder: 'destinations', width: 1000, height: 600 });
  });

  it('stores a tour cover and gallery sent as data URLs once each, keeping plain addresses', async () => {
    const destination = await catalogue.destination();
    const cover = dataUrl(await png(800, 500));
    const response = await post('/tours', {
      title: `Data Tour ${Date.now()}`,
      destination_id: destination.id,
      price: 12000,
      duration_days: 3,
      image: cover,
      images: [cover, '/images/scenes/valley.jpg'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data as { image: string; images: string[] };
    expect(data.image).toMatch(/^\/uploads\/tours\/.+-800\.webp$/);
    expect(data.images).toEqual([data.image, '/images/scenes/valley.jpg']);
    expect(await ctx.db.select().from(media).where(eq(media.url, data.image))).toHaveLength(1);
  });

  it('stores a trek cover and gallery sent as data URLs on create and on update, with their WebP widths', async () => {
    const destination = await catalogue.destination();
    const body = {
      title: `Data Trek ${Date.now()}`,
      destination_id: destination.id,
      price: 9500,
      duration_days: 5,
      altitude: '4,270 m',
      image: dataUrl(await png(900, 600)),
      images: [dataUrl(await png(640, 480))],
    };
    const created = await post('/treks', body);
    expect(created.statusCode, created.body).toBe(201);
    const trek = created.json().data as { id: number; slug: string; image: string; images: string[] };
    expect(trek.image).toMatch(/^\/uploads\/treks\/.+-900\.webp$/);
    expect(trek.images).toEqual([trek.image, expect.stringMatching(/^\/uploads\/treks\/.+-640\.webp$/)]);
    const [row] = await ctx.db.select().from(media).where(eq(media.url, trek.image));
    expect(row).toMatchObject({ folder: 'treks', width: 900, height: 600 });
    expect(fs.existsSync(path.join(ctx.dataDir, trek.image))).toBe(true);

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/treks/${trek.id}`,
      headers: bearer(adminToken),
      payload: { ...body, slug: trek.slug, image: dataUrl(await png(700, 400)), images: [] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.image).toMatch(/^\/uploads\/treks\/.+-700\.webp$/);

    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/treks/${trek.id}`,
      headers: bearer(adminToken),
      payload: { ...body, slug: trek.slug, image: 'data:image/png;base64,@@@', images: [] },
    });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['image']);
  });

  it('refuses an SVG or garbage data URL under its field, and stores nothing for a form that fails its checks', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const bad = await post('/destinations', { name: `Svg ${Date.now()}`, image: dataUrl(svg, 'image/svg+xml') });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().errors.image).toEqual([MEDIA_MESSAGES.imageInvalid]);

    const destination = await catalogue.destination();
    const garbage = await post('/tours', {
      title: `Garbage ${Date.now()}`,
      destination_id: destination.id,
      price: 100,
      images: ['/images/a.jpg', dataUrl(Buffer.from('not an image'))],
    });
    expect(garbage.statusCode, garbage.body).toBe(422);
    expect(garbage.json().errors['images.1']).toEqual([MEDIA_MESSAGES.imageInvalid]);

    const before = (await ctx.db.select().from(media)).length;
    const unknownDestination = await post('/tours', {
      title: `Nowhere ${Date.now()}`,
      destination_id: 999999,
      price: 100,
      image: dataUrl(await png(200, 100)),
    });
    expect(unknownDestination.statusCode).toBe(422);
    expect((await ctx.db.select().from(media)).length).toBe(before);
  });
});
