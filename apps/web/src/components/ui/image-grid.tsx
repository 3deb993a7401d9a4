import { lazy, Suspense, useState } from 'react';
import type { LightboxImage } from './lightbox';

// The viewer loads when a picture is first opened.
const Lightbox = lazy(() => import('./lightbox').then((module) => ({ default: module.Lightbox })));

export interface ImageGridProps {
  images: LightboxImage[];
  /** Accessible name of each thumbnail button, e.g. "Open photo 2: Spiti Valley". */
  openLabel: (image: LightboxImage, index: number) => string;
  /** Grid columns and gaps; defaults to 2 columns, 3 from 768 px. */
  className?: string;
}

/** Thumbnails as buttons; a click opens the full-screen viewer at that image. */
export function ImageGrid({
  images,
  openLabel,
  className = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3',
}: ImageGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul className={className}>
        {images.map((image, index) => (
          <li key={`${image.src}-${index}`}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={openLabel(image, index)}
              className="group block w-full overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <img
                src={image.src}
                alt=""
                width={640}
                height={480}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox images={images} index={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
