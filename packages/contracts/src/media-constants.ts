/** Uploaded images: what is accepted, how large, and the widths stored (constants shared by API and web). */
export const MEDIA_LIMITS = {
  /** An uploaded image file, before it is resized. */
  imageMaxBytes: 5 * 1024 * 1024,
  /** Decoded pixels at most (a small file can still decode to a huge bitmap). */
  imageMaxPixels: 40_000_000,
  /** Stored widths (WebP); an image is never enlarged, so a small one gets fewer. */
  imageWidths: [480, 960, 1600],
} as const;

/** Image types accepted, by their bytes (never SVG: it can carry script). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

export const MEDIA_MESSAGES = {
  imageInvalid: 'Please choose an image file (JPEG, PNG, WebP, AVIF or GIF)',
  imageTooLarge: 'The image must be at most 5 MB',
  imageUnreadable: 'This image could not be read. Please try another file.',
} as const;

/**
 * Every stored width of an uploaded image, from the URL of its largest (`…/<16 hex>-1600.webp`):
 * each configured width below it, then its own. Null for any other address.
 */
export function uploadVariants(url: string): { width: number; url: string }[] | null {
  const match = /^(.*\/[0-9a-f]{16}-)(\d{1,5})\.webp$/.exec(url);
  if (!match) return null;
  const largest = Number(match[2]);
  return [...MEDIA_LIMITS.imageWidths.filter((width) => width < largest), largest].map((width) => ({
    width,
    url: `${match[1]}${width}.webp`,
  }));
}
