import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BLOG_LIMITS, blogLinkBody, type BlogLinkBody } from '@trails/contracts';
import { Button, buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { applyServerErrors, failureMessage } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { useBlogLink, useSaveBlogLink } from '../api/blog-link';

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
        <SignedInLinkForm />
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

function SignedInLinkForm() {
  const { t } = useTranslation();
  const saved = useBlogLink(true);
  const save = useSaveBlogLink();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<BlogLinkBody>({
    resolver: zodResolver(blogLinkBody),
    reValidateMode: 'onSubmit',
    values: { blog_link: saved.data?.blog_link ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const error = form.formState.errors.blog_link?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const answer = await save.mutateAsync(values);
      setResult({ ok: true, text: translateMessage(t, answer.message ?? t('messages.blogLinkSaved')) });
    } catch (failure) {
      applyServerErrors(failure, form.setError, ['blog_link']);
      setResult({ ok: false, text: failureMessage(t, failure, 'messages.blogLinkFailed') });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start"
      aria-label={t('blog.linkTitle')}
    >
      <TextField
        label={t('blog.linkLabel')}
        type="url"
        inputMode="url"
        placeholder="https://"
        required
        maxLength={BLOG_LIMITS.linkMax}
        className="flex-1"
        error={error ? translateMessage(t, error) : undefined}
        {...form.register('blog_link', {
          onChange: () => {
            form.clearErrors('blog_link');
            setResult(null);
          },
        })}
      />
      <Button type="submit" busy={save.isPending} className="sm:mt-7">
        {save.isPending ? t('blog.linkSaving') : t('blog.linkSave')}
      </Button>
      <p
        role={result?.ok === false ? 'alert' : 'status'}
        className={`text-sm sm:basis-full ${result?.ok ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-600 dark:text-red-400'}`}
      >
        {result?.text}
      </p>
    </form>
  );
}
