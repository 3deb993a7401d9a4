import { lazy, Suspense } from 'react';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';

/** The form itself, with its validation: only a signed-in traveller loads it. */
const SignedInLinkForm = lazy(() => import('./blog-link-fields'));
/** "Add your blog link": a signed-in traveller saves the address of their own blog; others are asked to log in. */
export function BlogLinkForm() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  return (
    <section
      aria-labelledby="blog-link-title"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <h2 id="blog-link-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <Link2 className="size-5 text-brand-700 dark:text-brand-300" aria-hidden="true" />
        {t('blog.linkTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('blog.linkText')}</p>
      {isAuthenticated ? (
        <Suspense fallback={<div className="mt-4 min-h-[4.5rem]" aria-busy="true" />}>
          <SignedInLinkForm />
        </Suspense>
      ) : (
        <Link
          to={paths.login()}
          state={{ from: location.pathname + location.search }}
          className={buttonClass('secondary', 'mt-4')}
        >
          {t('blog.linkLogin')}
        </Link>
      )}
    </section>
  );
}
