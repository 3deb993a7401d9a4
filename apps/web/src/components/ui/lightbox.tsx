import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The viewer's code and styles load the first time a picture is opened.
const YetAnotherLightbox = lazy(() =>
  Promise.all([import('yet-another-react-lightbox'), import('yet-another-react-lightbox/styles.css')]).then(
    ([viewer]) => viewer,
  ),
);

export interface LightboxImage {
  src: string;
  alt: string;
}

/** Full-screen image viewer: arrow keys and swipe move between images, Escape closes. */
export function Lightbox({
  images,
  index,
  onClose,
}: {
  images: LightboxImage[];
  index: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (index === null) return null;
  return (
    <Suspense fallback={null}>
      <YetAnotherLightbox
        open
        index={index}
        close={onClose}
        slides={images.map((image) => ({ src: image.src, alt: image.alt }))}
        carousel={{ finite: images.length <= 1 }}
        controller={{ closeOnBackdropClick: true }}
        labels={{
          Previous: t('carousel.previous'),
          Next: t('carousel.next'),
          Close: t('lightbox.close'),
          Slide: t('lightbox.slide'),
          Carousel: t('lightbox.carousel'),
          Lightbox: t('lightbox.label'),
          'Photo gallery': t('lightbox.gallery'),
          '{index} of {total}': t('lightbox.position'),
        }}
      />
    </Suspense>
  );
}
