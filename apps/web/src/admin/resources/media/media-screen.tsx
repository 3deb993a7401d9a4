import { useTranslation } from 'react-i18next';
import { MediaLibrary } from './media-library';

/** /admin/media: the image library by folder; upload, copy an image's address, delete. */
export default function MediaScreen() {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold">{t('media.title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('media.subtitle')}</p>
      </div>
      <MediaLibrary mode="manage" />
    </div>
  );
}
