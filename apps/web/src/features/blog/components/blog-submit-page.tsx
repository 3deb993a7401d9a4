import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/page-title';
import { BackToBlog } from './back-to-blog';
import { BlogSubmitForm } from './blog-submit-form';

/** /blog/submit: open to everyone; staff review each post before it is published. */
export function BlogSubmitPage() {
  const { t } = useTranslation();
  usePageTitle(t('blog.submitTitle'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackToBlog className="mb-6" />
      <PageHeader title={t('blog.submitTitle')} subtitle={t('blog.submitSubtitle')} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <BlogSubmitForm />
      </div>
    </div>
  );
}
