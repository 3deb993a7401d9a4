/** Drawn stand-in for an item without a picture. */
export const PLACEHOLDER_IMAGE = '/images/scenes/placeholder.svg';

/**
 * `srcset` of an uploaded image stored at full width (`…<16 hex>-1600.webp`, with its 480 and 960
 * siblings: MEDIA_LIMITS.imageWidths); none for any other image. Kept tiny for the public pages.
 */
export const srcSetOf = (src: string | null) =>
  src && /\/[0-9a-f]{16}-1600\.webp$/.test(src)
    ? [480, 960, 1600].map((width) => `${src.slice(0, -9)}${width}.webp ${width}w`).join()
    : undefined;

/** A card's picture: fixed 4:3 slot with its size set, so the grid never jumps while images load. */
export function CardImage({ src, alt, eager = false }: { src: string | null; alt: string; eager?: boolean }) {
  return (
    <img
      src={src ?? PLACEHOLDER_IMAGE}
      srcSet={srcSetOf(src)}
      sizes="(min-width:640px) 50vw"
      alt={alt}
      width={640}
      height={480}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="card-image"
    />
  );
}

/** A card's frame (`.card` in index.css); `group` lets its picture zoom while it is hovered. */
export const cardClass = 'group card';

export const badgeClass = 'card-badge';

/** A link whose hit area covers its whole card; keyboard focus rings the card, not the text. */
export const stretchedLinkClass = 'card-link';
