import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { media } from '../../db/schema/index.ts';
import { bearer, createTestContext, testDatabaseKind, type TestContext } from '../../test/context.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createS3MediaStorage } from './media.s3.ts';

const BUCKET = 'trails-media';
let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'trails-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

/** s3rver's own credentials; its objects are readable at endpoint/bucket/key. */
const settings = () => ({
  bucket: BUCKET,
  region: 'us-east-1',
  endpoint,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  publicUrl: `${endpoint}/${BUCKET}`,
});

describe('S3 media storage', () => {
  it('puts an object with its type and a year-long cache, knows its key by URL, and removes it', async () => {
    const storage = createS3MediaStorage(settings());
    const key = 'general/2026/11/0123456789abcdef-480.webp';
    const { url } = await storage.put(key, Buffer.from('RIFF-bytes'), 'image/webp');
    expect(url).toBe(`${endpoint}/${BUCKET}/${key}`);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).toString()).toBe('RIFF-bytes');

    expect(storage.keyOf(url)).toBe(key);
    expect(storage.keyOf('/uploads/general/x.webp')).toBeNull();
    expect(storage.keyOf(`${endpoint}/${BUCKET}/../secret.webp`)).toBeNull();

    await storage.remove(key);
    expect((await fetch(url)).status).toBe(404);
    // A missing object is no error.
    await storage.remove(key);
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/invalid media key/);
  });

  describe('as the app’s storage (MEDIA_STORAGE=s3)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      const s3 = settings();
      ctx = await createTestContext({
        MEDIA_STORAGE: 's3',
        S3_BUCKET: s3.bucket,
        S3_REGION: s3.region,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        S3_PUBLIC_URL: s3.publicUrl,
      });
    });
    afterAll(async () => {
      await ctx.close();
    });

    it('uploads every width to the bucket and deletes them all', async () => {
      const { token } = await ctx.tokenFor('admin');
      const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#225588' } })
        .png()
        .toBuffer();
      const body = multipartBody(
        { folder: 'destinations' },
        { name: 'file', filename: 'a.png', type: 'image/png', bytes: png },
      );
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/media/upload',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      expect(response.statusCode, response.body).toBe(201);
      const item = response.json().data as { id: number; url: string; variants: { width: number; url: string }[] };
      expect(item.url.startsWith(`${endpoint}/${BUCKET}/destinations/`)).toBe(true);
      expect(item.variants.map((variant) => variant.width)).toEqual([480, 960, 1000]);
      for (const variant of item.variants) {
        const served = await fetch(variant.url);
        expect(served.status).toBe(200);
        expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(variant.width);
      }

      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/media/${item.id}`,
        headers: bearer(token),
      });
      expect(removed.statusCode, removed.body).toBe(200);
      for (const variant of item.variants) expect((await fetch(variant.url)).status).toBe(404);
      expect(await ctx.db.select().from(media).where(eq(media.id, item.id))).toEqual([]);
    });

    // Two server processes on one database and one bucket: either one serves and removes what the
    // other uploaded (with local storage each process would have only its own DATA_DIR/uploads).
    it.skipIf(testDatabaseKind !== 'postgres')(
      'serves an upload made through another app on the same database',
      async () => {
        const other = await ctx.anotherApp();
        const { token } = await ctx.tokenFor('admin');
        const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#884422' } })
          .png()
          .toBuffer();
        const body = multipartBody(
          { folder: 'general' },
          { name: 'file', filename: 'b.png', type: 'image/png', bytes: png },
        );
        const uploaded = await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/media/upload',
          payload: body.payload,
          headers: { ...body.headers, ...bearer(token) },
        });
        expect(uploaded.statusCode, uploaded.body).toBe(201);
        const item = uploaded.json().data as { id: number; url: string; variants: { url: string }[] };

        const listed = await other.inject({ url: '/api/admin/media?per_page=100', headers: bearer(token) });
        expect(listed.statusCode, listed.body).toBe(200);
        const seen = (listed.json().data as { id: number; url: string }[]).find((entry) => entry.id === item.id);
        expect(seen?.url).toBe(item.url);
        const served = await fetch(seen!.url);
        expect(served.status).toBe(200);
        expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(600);

        const removed = await other.inject({
          method: 'DELETE',
          url: `/api/admin/media/${item.id}`,
          headers: bearer(token),
        });
        expect(removed.statusCode, removed.body).toBe(200);
        for (const variant of item.variants) expect((await fetch(variant.url)).status).toBe(404);
      },
    );
  });
});
