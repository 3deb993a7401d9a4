import { useState } from 'react';
import { Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_IMAGE, srcSetOf } from '../../../components/catalogue/card-image';
import { Lightbox } from '../../../components/ui/lightbox';

/** The main picture and its photos, without repeats; a drawn placeholder when there are none. */
export function galleryImages(image: string | null, images: readonly string[]): string[] {
  const all = [image, ...images].filter((src): src is string => Boolean(src));
  return all.length > 0 ? [...new Set(all)] : [PLACEHOLDER_IMAGE];
}

/** Thumbnails shown beside the main picture on wide screens; the viewer has them all. */
const SIDE_THUMBS = 2;

/**
 * The hero gallery: the main picture large and the next ones beside it; any of them opens the
 * full-screen viewer (arrow keys move, Escape closes).
 */
export function TourGallery({ title, image, images }: { title: string; image: string | null; images: string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const all = galleryImages(image, images);
  const slides = all.map((src, index) => ({
    src,
    alt: t('tour.gallery.imageAlt', { title, index: index + 1, count: all.length }),
  }));
  const thumbs = all.slice(1, 1 + SIDE_THUMBS);
  const hidden = all.length - 1 - thumbs.length;
  const buttonClass =
    'group relative block size-full overflow-hidden rounded-2xl bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-slate-800';
  // Out of the flow: the grid's rows and the buttons' aspect ratio set the size, so a picture that
  // loads late (or is not 4:3) never moves the page.
  const imgClass =
    'absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none';

  return (
    <div className={`grid gap-3 ${thumbs.length > 0 ? 'md:grid-cols-3 md:grid-rows-2' : ''}`}>
      <button
        type="button"
        className={`${buttonClass} aspect-[16/10] md:col-span-2 md:row-span-2 md:aspect-auto md:min-h-[24rem]`}
        onClick={() => setOpen(0)}
        aria-label={t('tour.gallery.open', { index: 1, count: all.length })}
      >
        <img
          src={all[0]}
          srcSet={srcSetOf(all[0]!)}
          alt=""
          width={1200}
          height={750}
          fetchPriority="high"
          className={imgClass}
        />
        {all.length > 1 && (
          <span className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-slate-950/75 px-3 py-1.5 text-sm font-medium text-white md:hidden">
            <Images className="size-4" aria-hidden="true" />
            {t('tour.gallery.count', { count: all.length })}
          </span>
        )}
      </button>
      {thumbs.map((src, index) => {
        const position = index + 1;
        const last = index === thumbs.length - 1 && hidden > 0;
        return (
          <button
            key={src}
            type="button"
            className={`${buttonClass} hidden aspect-[4/3] md:block md:aspect-auto`}
            onClick={() => setOpen(position)}
            aria-label={t('tour.gallery.open', { index: position + 1, count: all.length })}
          >
            <img src={src} alt="" width={640} height={480} className={imgClass} />
            {last && (
              <span
                aria-hidden="true"
                className="absolute inset-0 flex items-center justify-center bg-slate-950/55 text-lg font-semibold text-white"
              >
                +{hidden}
              </span>
            )}
          </button>
        );
      })}
      <Lightbox images={slides} index={open} onClose={() => setOpen(null)} />
    </div>
  );
}
