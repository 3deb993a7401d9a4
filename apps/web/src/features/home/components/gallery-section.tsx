import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/errors/error-state';
import { GalleryGrid } from '../../../components/site-pages/page-views';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSitePage } from '../../../lib/site-page';
import { HomeSection } from './home-section';

export function GallerySection() {
  const { t } = useTranslation();
  const page = useSitePage('gallery');
  const items = page.data?.content.gallery;
  if (items && items.length === 0) return null;
  return (
    <HomeSection title={t('home.gallery.title')} subtitle={t('home.gallery.subtitle')}>
      {items ? (
        <GalleryGrid items={items} />
      ) : page.isError ? (
        <ErrorState onRetry={() => void page.refetch()} busy={page.isFetching} />
      ) : (
        <div role="status" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
          <span className="sr-only">{t('common.loading')}</span>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="aspect-[4/3] rounded-xl" />
          ))}
        </div>
      )}
    </HomeSection>
  );
}
