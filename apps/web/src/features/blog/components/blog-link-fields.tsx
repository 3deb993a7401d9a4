import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BLOG_LIMITS } from '@trails/contracts/blog-constants';
import { blogLinkBody, type BlogLinkBody } from '@trails/contracts/blogs';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors, failureMessage } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { useBlogLink, useSaveBlogLink } from '../api/blog-link';

/** A signed-in traveller's blog address, saved (loaded by BlogLinkForm on demand). */
export default function SignedInLinkForm() {
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
