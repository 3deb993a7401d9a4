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
