import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function BackToBlog({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.blog()}
      className={`inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300 ${className}`}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('blog.backToBlog')}
    </Link>
  );
}
