import { useTranslation } from 'react-i18next';
import { ImageGrid } from '../../../components/ui/image-grid';

/** Thumbnails of the trek's photos; each opens the full-screen viewer. */
export function TrekGallery({ title, images }: { title: string; images: string[] }) {
  const { t } = useTranslation();
  if (images.length < 2) return null;
  const slides = images.map((src, position) => ({
    src,
    alt: t('trek.gallery.imageAlt', { title, index: position + 1 }),
  }));
  return (
    <section aria-labelledby="trek-gallery-title" className="space-y-4">
      <h2 id="trek-gallery-title" className="text-2xl font-bold text-slate-900 dark:text-white">
        {t('trek.gallery.title')}
      </h2>
      <ImageGrid
        images={slides}
        openLabel={(_, position) => t('trek.gallery.open', { index: position + 1, count: slides.length })}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
      />
    </section>
  );
}
