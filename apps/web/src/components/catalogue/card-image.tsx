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
      className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
    />
  );
}

export const cardClass =
  'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg dark:border-slate-800 dark:bg-slate-900';

export const badgeClass = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** A link whose hit area covers its whole card; keyboard focus rings the card, not the text. */
export const stretchedLinkClass =
  'after:absolute after:inset-0 after:z-[1] after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-4 focus-visible:after:ring-inset focus-visible:after:ring-brand-600';
