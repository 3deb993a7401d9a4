import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, ImagePlus, Trash2 } from 'lucide-react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { BLOG_LIMITS } from '@trails/contracts/blog-constants';
import { createBlogBody } from '@trails/contracts/blogs';
import { IMAGE_MIME_TYPES, MEDIA_LIMITS, MEDIA_MESSAGES, type ImageMimeType } from '@trails/contracts/media-constants';
import { Button, buttonClass } from '../../../components/ui/button';
import { controlClass, FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { applyServerErrors, failureMessage } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { useBlogCategories } from '../api/get-blog-categories';
import { useSubmitBlog } from '../api/submit-blog';

const formSchema = createBlogBody.pick({
  title: true,
  author_name: true,
  excerpt: true,
  content: true,
  tags: true,
  category_id: true,
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = [
  'title',
  'author_name',
  'excerpt',
  'content',
  'tags',
  'category_id',
] as const satisfies readonly Path<FormInput>[];
const blankForm = (authorName: string): FormInput => ({
  title: '',
  author_name: authorName,
  excerpt: '',
  content: '',
  tags: '',
  category_id: '',
});

/** What the browser can tell before sending: an image type we take, and not too large (the server checks the bytes). */
function imageProblem(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type as ImageMimeType)) return MEDIA_MESSAGES.imageInvalid;
  if (file.size > MEDIA_LIMITS.imageMaxBytes) return MEDIA_MESSAGES.imageTooLarge;
  return null;
}

/**
 * The Submit Blog form: title, author name, excerpt, content, a featured image with preview, and
 * tags. The post waits for staff review; a signed-in traveller finds it in My Blogs.
 */
export function BlogSubmitForm() {
  const { t } = useTranslation();
  const { user, isAuthenticated } = useAuth();
  const submit = useSubmitBlog();
  const categories = useBlogCategories();
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    reValidateMode: 'onSubmit',
    defaultValues: blankForm(user?.name ?? ''),
  });
  const { errors } = form.formState;
  const errorOf = (field: (typeof FIELDS)[number]) => {
    const message = errors[field]?.message;
    return message ? translateMessage(t, message) : undefined;
  };
  const field = (name: (typeof FIELDS)[number]) => form.register(name, { onChange: () => form.clearErrors(name) });

  // The profile may arrive after the form: a signed-in traveller's name fills an untouched Author Name.
  const userName = user?.name;
  useEffect(() => {
    if (userName && !form.getValues('author_name')) form.setValue('author_name', userName);
  }, [userName, form]);

  // The preview's object URL is released when it changes or the form goes away.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const clearImage = () => {
    setImage(null);
    setPreview(null);
    setImageError(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setImageError(null);
    if (!file) return clearImage();
    const problem = imageProblem(file);
    if (problem) {
      clearImage();
      setImageError(translateMessage(t, problem));
      return;
    }
    setImage(file);
    setPreview(URL.createObjectURL(file));
  };

  // The outcome shows above the form, which may be scrolled far below it: bring it into view and
  // move the focus there, so nobody submits again thinking nothing happened.
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!result) return;
    resultRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    resultRef.current?.focus({ preventScroll: true });
  }, [result]);

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const answer = await submit.mutateAsync({ fields: { ...values, tags: values.tags.join(', ') }, image });
      setResult({ ok: true, text: translateMessage(t, answer.message ?? t('messages.blogSubmitted')) });
      form.reset(blankForm(user?.name ?? ''));
      clearImage();
    } catch (failure) {
      applyServerErrors(failure, form.setError, FIELDS);
      const imageFailure = failure instanceof ApiError ? failure.errors.featured_image?.[0] : undefined;
      if (imageFailure) setImageError(translateMessage(t, imageFailure));
      setResult({ ok: false, text: failureMessage(t, failure, 'messages.blogSubmitFailed') });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('blog.submitTitle')}>
      {result && (
        <div
          ref={resultRef}
          tabIndex={-1}
          role={result.ok ? 'status' : 'alert'}
          className={`flex items-start gap-3 rounded-xl p-4 ${
            result.ok
              ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100'
              : 'bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-100'
          }`}
        >
          {result.ok && <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />}
          <div>
            <p className="font-semibold">{result.text}</p>
            {result.ok && (
              <p className="mt-1 text-sm">
                {isAuthenticated ? (
                  <>
                    {t('blog.submittedReview')}{' '}
                    <Link to={paths.profile()} className="font-semibold underline">
                      {t('blog.myBlogs')}
                    </Link>
                  </>
                ) : (
                  t('blog.submittedReviewAnonymous')
                )}
              </p>
            )}
          </div>
        </div>
      )}
      <TextField
        label={t('blog.fieldTitle')}
        required
        maxLength={BLOG_LIMITS.titleMax}
        error={errorOf('title')}
        {...field('title')}
      />
      <TextField
        label={t('blog.fieldAuthor')}
        required
        autoComplete="name"
        maxLength={BLOG_LIMITS.authorNameMax}
        error={errorOf('author_name')}
        {...field('author_name')}
      />
      <Controller
        control={form.control}
        name="category_id"
        render={({ field: control }) => (
          <SelectField
            label={t('blog.fieldCategory')}
            name={control.name}
            value={String(control.value ?? '')}
            onChange={(value) => {
              control.onChange(value);
              form.clearErrors('category_id');
            }}
            onBlur={control.onBlur}
            aria-busy={categories.isPending}
            hint={categories.isError ? t('blog.categoriesFailed') : undefined}
            error={errorOf('category_id')}
            options={[
              { value: '', label: t('blog.noCategory') },
              ...(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name })),
            ]}
          />
        )}
      />
      <FormField label={t('blog.fieldExcerpt')} required error={errorOf('excerpt')}>
        {(control) => (
          <textarea
            rows={3}
            maxLength={BLOG_LIMITS.excerptMax}
            className={controlClass(Boolean(errors.excerpt))}
            {...control}
            {...field('excerpt')}
          />
        )}
      </FormField>
      <FormField label={t('blog.fieldContent')} required description={t('blog.contentHint')} error={errorOf('content')}>
        {(control) => (
          <textarea
            rows={12}
            maxLength={BLOG_LIMITS.contentMax}
            className={controlClass(Boolean(errors.content))}
            {...control}
            {...field('content')}
          />
        )}
      </FormField>
      <FormField label={t('blog.fieldImage')} description={t('blog.imageHint')} error={imageError ?? undefined}>
        {(control) => (
          <div className="space-y-3">
            {/* The browser's own file button speaks its language, not the page's: the input is
                hidden from sight (still focusable and announced) and this label is its button. */}
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_MIME_TYPES.join(',')}
              onChange={onImage}
              className="peer sr-only"
              {...control}
            />
            <label
              htmlFor={control.id}
              className={buttonClass(
                'secondary',
                'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2',
              )}
            >
              <ImagePlus className="size-4" aria-hidden="true" />
              {t(preview ? 'blog.changeImage' : 'blog.chooseImage')}
            </label>
            {preview ? (
              <div className="flex flex-col items-start gap-3">
                <img
                  src={preview}
                  alt={t('blog.imagePreview')}
                  className="max-h-64 rounded-xl border border-slate-200 object-contain dark:border-slate-700"
                />
                <Button variant="secondary" onClick={clearImage}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t('blog.removeImage')}
                </Button>
              </div>
            ) : (
              <p className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
                <ImagePlus className="size-4" aria-hidden="true" />
                {t('blog.noImage')}
              </p>
            )}
          </div>
        )}
      </FormField>
      <TextField
        label={t('blog.fieldTags')}
        hint={t('blog.tagsHint')}
        maxLength={BLOG_LIMITS.tagsFieldMax}
        error={errorOf('tags')}
        {...field('tags')}
      />
      <Button type="submit" busy={submit.isPending} className="w-full sm:w-auto">
        {submit.isPending ? t('blog.submitting') : t('blog.submitButton')}
      </Button>
    </form>
  );
}
