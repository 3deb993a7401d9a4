/** A card's picture: fixed 4:3 slot with its size set, so the grid never jumps while images load. */
export function CardImage({ src, alt, eager = false }: { src: string | null; alt: string; eager?: boolean }) {
  return (
    <img
      src={src ?? '/images/scenes/placeholder.svg'}
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
