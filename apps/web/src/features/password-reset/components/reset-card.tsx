import type { ReactNode } from 'react';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The frame of both password reset pages, with a way back to the login page. */
export function ResetCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <KeyRound className="mx-auto size-10 text-brand-700 dark:text-brand-300" aria-hidden="true" />
        <h1 className="mt-3 text-center text-2xl font-bold">{title}</h1>
        <p className="mb-6 mt-1 text-center text-sm text-slate-600 dark:text-slate-400">{intro}</p>
        {children}
      </section>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login()} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t('passwordReset.backToLogin')}
        </Link>
      </p>
    </div>
  );
}
