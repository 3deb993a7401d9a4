import { randomBytes } from 'node:crypto';
import { MEDIA_MESSAGES } from '@trails/contracts';
import type { Executor } from '../../db/client.ts';
import { fieldError, HttpError } from '../../lib/errors.ts';
import { imageVariants, ImageRejected } from './media.images.ts';
import { insertMedia } from './media.repo.ts';
import type { MediaStorage } from './media.storage.ts';

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
export function createMediaService({ storage }: { storage: MediaStorage }) {
  return {
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
    ) {
      await insertMedia(tx, {
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
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
