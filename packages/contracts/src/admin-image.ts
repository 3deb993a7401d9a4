import { z } from 'zod';
import { adminOptionalText } from './admin-common.ts';
import { MESSAGES } from './messages.ts';

/** Back-office forms whose image fields may carry an image as a data URL. */
export const ADMIN_IMAGE_LIMITS = {
  /** One data URL: the largest image (MEDIA_LIMITS.imageMaxBytes) in base64, and its `data:image/…;base64,` prefix. */
  dataUrlMax: 7_000_000,
  /** The body of such a form. */
  formBodyMax: 8 * 1024 * 1024,
  /** Pictures in one gallery (a tour's, a trek's, a destination's). */
  galleryMax: 20,
} as const;

/**
 * An image field: an address as adminUrl, or an image as a data URL (`data:image/png;base64,…`),
 * which the server checks by its bytes and stores in the media library; blank is null.
 */
export const adminImage = () =>
  adminOptionalText(ADMIN_IMAGE_LIMITS.dataUrlMax).refine(
    (value) =>
      value === null ||
      /^data:image\/[a-z0-9.+-]+;base64,/i.test(value) ||
      (value.length <= 2000 && /^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(value)),
    { error: MESSAGES.urlInvalid },
  );

/** A gallery: image fields (addresses or data URLs) in display order, none blank. */
export const adminImageList = () =>
  z
    .array(adminImage().pipe(z.string({ error: MESSAGES.urlInvalid })), { error: MESSAGES.invalidValue })
    .max(ADMIN_IMAGE_LIMITS.galleryMax, { error: MESSAGES.tooLong });
