import { randomBytes } from 'node:crypto';
import type { AdminMediaFolder, AdminMediaItem, AdminMediaQuery, AdminMediaUsage } from '@trails/contracts/admin-media';
import { MEDIA_ADMIN_MESSAGES } from '@trails/contracts/admin-media-messages';
import type { ListEnvelope } from '@trails/contracts/common';
import { MEDIA_MESSAGES, uploadVariants } from '@trails/contracts/media-constants';
import type { Database, Executor } from '../../db/client.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { list, pageMeta } from '../../lib/respond.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { imageVariants, ImageRejected } from './media.images.ts';
import {
  deleteMedia,
  findMedia,
  insertMedia,
  listMedia,
  mediaFolders,
  mediaReferences,
  type MediaRow,
} from './media.repo.ts';
import type { MediaStorage } from './media.storage.ts';

/** Folders listed at most (the filter's choices). */
const FOLDERS_MAX = 200;
/** References listed per kind (tours, treks, destinations, blogs) when an image's use is checked. */
const REFERENCES_EACH = 10;

/** A data URL of an image as a form sends it: `data:image/png;base64,…`. */
const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,([a-z0-9+/=\s]+)$/i;

export function isImageDataUrl(value: string): boolean {
  return value.startsWith('data:') && DATA_URL.test(value);
}

/** Every stored width's URL of a library image (the one URL when it is not named like an upload). */
function variantsOf(row: Pick<MediaRow, 'url' | 'width'>): { width: number; url: string }[] {
  return uploadVariants(row.url) ?? [{ width: row.width ?? 0, url: row.url }];
}

function toItem(row: MediaRow): AdminMediaItem {
  return {
    id: row.id,
    url: row.url,
    filename: row.filename,
    folder: row.folder,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    variants: variantsOf(row),
    created_at: row.createdAt.toISOString(),
  };
}

/** An uploaded image once stored: the URL of its largest width, and every width's URL. */
export interface StoredImage {
  url: string;
  width: number;
  height: number;
  sizeBytes: number;
  variants: { width: number; url: string }[];
  /** Storage keys, to remove the files again if what they belong to is not saved. */
  keys: string[];
}

const PROBLEM_ANSWERS = {
  type: { status: 422, message: MEDIA_MESSAGES.imageInvalid },
  'too-large': { status: 413, message: MEDIA_MESSAGES.imageTooLarge },
  unreadable: { status: 422, message: MEDIA_MESSAGES.imageUnreadable },
} as const;

/** The answer for an image refused under a form field (422 or 413, with the field's message). */
export function imageProblemError(error: ImageRejected, field: string): HttpError {
  const answer = PROBLEM_ANSWERS[error.problem];
  return answer.status === 422
    ? fieldError(field, answer.message)
    : new HttpError(answer.status, answer.message, { [field]: [answer.message] });
}

/**
 * Uploaded images: checked by their bytes, resized to a few widths as WebP, stored, and recorded in
 * the media library. Storing happens outside any transaction; `record` joins the caller's.
 */
export function createMediaService(
  db: Database,
  { storage, activity }: { storage: MediaStorage; activity: ActivityService },
) {
  const service = {
    /**
     * Stores an image under `folder/yyyy/mm/`. Refused bytes throw a 422 (413 when too large)
     * under `field`.
     */
    async storeImage(
      bytes: Buffer,
      { folder, field = 'image' }: { folder: string; field?: string },
    ): Promise<StoredImage> {
      let variants;
      try {
        variants = await imageVariants(bytes);
      } catch (error) {
        if (error instanceof ImageRejected) throw imageProblemError(error, field);
        throw error;
      }
      const now = new Date();
      const stem = `${folder}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(8).toString('hex')}`;
      const stored: { width: number; url: string; key: string }[] = [];
      try {
        for (const variant of variants) {
          const key = `${stem}-${variant.width}.webp`;
          const { url } = await storage.put(key, variant.body, 'image/webp');
          stored.push({ width: variant.width, url, key });
        }
      } catch (error) {
        await Promise.all(stored.map((file) => storage.remove(file.key).catch(() => undefined)));
        throw error;
      }
      const largest = variants[variants.length - 1]!;
      return {
        url: stored[stored.length - 1]!.url,
        width: largest.width,
        height: largest.height,
        sizeBytes: largest.body.length,
        variants: stored.map(({ width, url }) => ({ width, url })),
        keys: stored.map((file) => file.key),
      };
    },

    /** Adds the stored image to the media library, in the caller's transaction. */
    async record(
      tx: Executor,
      image: StoredImage,
      { folder, uploadedBy }: { folder: string; uploadedBy: number | null },
    ): Promise<MediaRow> {
      return insertMedia(tx, {
        filename: image.url.slice(image.url.lastIndexOf('/') + 1),
        url: image.url,
        folder,
        mimeType: 'image/webp',
        sizeBytes: image.sizeBytes,
        width: image.width,
        height: image.height,
        uploadedBy,
      });
    },

    /** Removes the files of an image whose owner was not saved after all. */
    async discard(image: StoredImage): Promise<void> {
      await Promise.all(image.keys.map((key) => storage.remove(key).catch(() => undefined)));
    },

    /**
     * An image field's value as it is kept: a data URL (`data:image/…;base64,…`, as a form may
     * send) is decoded, stored and recorded in the library like an upload, and its URL answered;
     * any other value is kept as it is. Refused bytes are a 422 (413 when too large) under `field`.
     */
    async resolveImageValue(
      value: string,
      { folder, field, uploadedBy }: { folder: string; field: string; uploadedBy: number | null },
    ): Promise<string> {
      const match = DATA_URL.exec(value);
      if (!value.startsWith('data:')) return value;
      if (!match) throw fieldError(field, MEDIA_MESSAGES.imageInvalid);
      const image = await service.storeImage(Buffer.from(match[1]!, 'base64'), { folder, field });
      try {
        await db.transaction(async (tx) => {
          const row = await service.record(tx, image, { folder, uploadedBy });
          await logUpload(tx, row, uploadedBy);
        });
      } catch (error) {
        await service.discard(image);
        throw error;
      }
      return image.url;
    },

    /** An upload to the library (the back office's Media screen): stored, recorded, logged. */
    async upload(bytes: Buffer, { folder, uploadedBy }: { folder: string; uploadedBy: number }) {
      const image = await service.storeImage(bytes, { folder, field: 'file' });
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await service.record(tx, image, { folder, uploadedBy });
          await logUpload(tx, inserted, uploadedBy);
          return inserted;
        });
        return toItem(row);
      } catch (error) {
        await service.discard(image);
        throw error;
      }
    },

    /** One page of the library, newest first, optionally one folder. */
    async list(query: AdminMediaQuery): Promise<ListEnvelope<AdminMediaItem>> {
      const { rows, total } = await listMedia(db, query);
      return list(rows.map(toItem), pageMeta(query.page, query.per_page, total));
    },

    async folders(): Promise<AdminMediaFolder[]> {
      return mediaFolders(db, FOLDERS_MAX);
    },

    /** The tours, treks, destinations and blog posts that show the image (any of its widths). */
    async usage(id: number): Promise<AdminMediaUsage> {
      const row = await findMedia(db, id);
      if (!row) throw notFound(MEDIA_ADMIN_MESSAGES.mediaNotFound);
      return usageOf(db, row);
    },

    /**
     * Deletes the image from the library and every stored width from storage; the answer says
     * where it was still shown (those pages keep a dead address until edited).
     */
    async remove(id: number, actorId: number): Promise<AdminMediaUsage> {
      const { row, usage } = await db.transaction(async (tx) => {
        const deleted = await deleteMedia(tx, id);
        if (!deleted) throw notFound(MEDIA_ADMIN_MESSAGES.mediaNotFound);
        const references = await usageOf(tx, deleted);
        await activity.record(tx, {
          userId: actorId,
          type: 'media',
          action: 'deleted',
          subjectId: deleted.id,
          label: deleted.filename,
          before: { url: deleted.url, folder: deleted.folder, filename: deleted.filename },
          description: `Deleted image ${deleted.filename} (${deleted.folder})`,
          metadata: { url: deleted.url, in_use: references.in_use },
        });
        return { row: deleted, usage: references };
      });
      // After the commit: a failed removal leaves an unlisted file, never a listed image without one.
      const keys = variantsOf(row)
        .map((variant) => storage.keyOf(variant.url))
        .filter((key): key is string => key !== null);
      await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
      return usage;
    },
  };

  async function usageOf(executor: Executor, row: MediaRow): Promise<AdminMediaUsage> {
    const urls = variantsOf(row).map((variant) => variant.url);
    const references = await mediaReferences(executor, urls, REFERENCES_EACH);
    return { in_use: references.length > 0, references };
  }

  function logUpload(tx: Executor, row: MediaRow, userId: number | null) {
    return activity.record(tx, {
      userId,
      type: 'media',
      action: 'uploaded',
      subjectId: row.id,
      label: row.filename,
      after: { url: row.url, folder: row.folder, filename: row.filename },
      description: `Uploaded image ${row.filename} (${row.folder})`,
      metadata: { url: row.url },
    });
  }

  return service;
}

export type MediaService = ReturnType<typeof createMediaService>;
