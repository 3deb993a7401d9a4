import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_MIME_TYPES, MEDIA_LIMITS, type ImageMimeType } from '@trails/contracts/media-constants';

/** Why an upload is not an image we take. */
export type ImageProblem = 'type' | 'too-large' | 'unreadable';

export class ImageRejected extends Error {
  readonly problem: ImageProblem;
  constructor(problem: ImageProblem) {
    super(`image rejected: ${problem}`);
    this.name = 'ImageRejected';
    this.problem = problem;
  }
}

/** One stored width of an image, as WebP. */
export interface ImageVariant {
  width: number;
  height: number;
  body: Buffer;
}

/**
 * The image's type from its first bytes, whatever the file is called or claims to be. SVG, other
 * formats and non-images are refused.
 */
export async function sniffImageType(bytes: Buffer): Promise<ImageMimeType> {
  const found = await fileTypeFromBuffer(bytes);
  const mime = found?.mime as ImageMimeType | undefined;
  if (!mime || !IMAGE_MIME_TYPES.includes(mime)) throw new ImageRejected('type');
  return mime;
}

/**
 * The image turned upright (EXIF orientation), its metadata dropped (no camera GPS leaves the
 * server), at each configured width it reaches, as WebP. A huge bitmap or a broken file is refused.
 */
export async function imageVariants(
  bytes: Buffer,
  widths: readonly number[] = MEDIA_LIMITS.imageWidths,
): Promise<ImageVariant[]> {
  if (bytes.length > MEDIA_LIMITS.imageMaxBytes) throw new ImageRejected('too-large');
  await sniffImageType(bytes);
  let base: Sharp;
  let width: number;
  try {
    base = sharp(bytes, { limitInputPixels: MEDIA_LIMITS.imageMaxPixels, failOn: 'error' }).rotate();
    const meta = await base.metadata();
    // After rotation a portrait photo's width is its stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    if (!width) throw new ImageRejected('unreadable');
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected('unreadable');
  }
  const targets = [
    ...new Set([...widths.filter((target) => target < width), Math.min(width, Math.max(...widths))]),
  ].sort((a, b) => a - b);
  const variants: ImageVariant[] = [];
  try {
    // One at a time: resizing is CPU work and the server has other requests to answer.
    for (const target of targets) {
      const { data, info } = await base
        .clone()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, body: data });
    }
  } catch {
    throw new ImageRejected('unreadable');
  }
  return variants;
}
