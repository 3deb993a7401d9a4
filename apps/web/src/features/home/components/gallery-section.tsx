import { useTranslation } from 'react-i18next';
import { ImageGrid } from '../../../components/ui/image-grid';
import { HomeSection } from './home-section';

/** Six views from the regions we travel in (drawn scenes served by the API). */
const GALLERY = [
  'spiti-valley',
  'dal-lake',
  'hampta-pass',
  'pangong-lake',
  'valley-of-flowers',
  'tawang-monastery',
] as const;

export function GallerySection() {
  const { t } = useTranslation();
  const images = GALLERY.map((name) => ({
    src: `/images/scenes/gallery-${name}.svg`,
    alt: t(`home.gallery.items.${name}`),
  }));
  return (
    <HomeSection title={t('home.gallery.title')} subtitle={t('home.gallery.subtitle')}>
      <ImageGrid
        images={images}
        openLabel={(image, index) => t('home.gallery.open', { index: index + 1, caption: image.alt })}
      />
    </HomeSection>
  );
}
