import { lazy, Suspense, useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adminBlogBody,
  type AdminBlog,
  type AdminBlogBody,
  type AdminBlogCategory,
  type AdminBlogDetail,
  type AdminBlogInput,
} from '@trails/contracts/admin-blogs';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { ErrorState } from '../../../components/errors/error-state';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ArticleBody } from '../../../components/ui/article-body';
import { CheckboxField } from '../../components/checkbox-field';
import { SlideOver } from '../../components/slide-over';
import { TextAreaField } from '../../components/text-area-field';
import { dataClient } from '../../lib/data-client';
import { adminFailure } from '../../lib/messages';
import { resourceKeys, useResourceRecord } from '../../lib/use-resource';
import { useResourceForm } from '../../lib/use-resource-form';
import { MediaPickerButton } from '../../components/media-picker';
import { TranslationsEditor } from '../../components/translations-editor';
import { useTranslationsDraft } from '../../lib/use-translations-draft';

// Tiptap is heavy: it loads when the editor first opens.
const RichTextEditor = lazy(() => import('../../components/rich-text-editor'));

export const BLOGS = 'blogs';
export const CATEGORIES = 'blog-categories';

type Values = AdminBlogInput;

const FIELDS: readonly Path<Values>[] = [
  'title',
  'slug',
  'excerpt',
  'content',
  'category_id',
  'tags',
  'featured_image',
  'author_name',
  'meta_title',
  'meta_description',
  'is_published',
];

function toValues(record: AdminBlogDetail | null): Values {
  return {
    title: record?.title ?? '',
    slug: record?.slug ?? '',
    excerpt: record?.excerpt ?? '',
    content: record?.content ?? '',
    category_id: record?.category?.id ?? null,
    tags: record?.tags.join(', ') ?? '',
    featured_image: record?.featured_image ?? '',
    author_name: record?.author_name ?? 'Himalaya Trails',
    meta_title: record?.meta_title ?? '',
    meta_description: record?.meta_description ?? '',
    is_published: record ? record.is_published : false,
  };
}

/** Every category, for the select and the delete question. */
export function useBlogCategories() {
  return useQuery({
    queryKey: [...resourceKeys.all(CATEGORIES), 'all'],
    queryFn: async () => (await dataClient.list<AdminBlogCategory>(CATEGORIES)).data,
  });
}

function EditorForm({ record, onClose }: { record: AdminBlogDetail | null; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const categories = useBlogCategories();
  const [preview, setPreview] = useState(false);
  const formId = useId();
  const contentErrorId = `${formId}-content-error`;
  const translations = useTranslationsDraft('blog', record);
  const { form, error, onSubmit, busy } = useResourceForm<Values, AdminBlogBody, AdminBlogDetail, AdminBlogDetail>({
    resource: BLOGS,
    record,
    // The editor is on screen only while its panel is open (and the post is read).
    open: true,
    resolver: zodResolver(adminBlogBody),
    toValues,
    fields: FIELDS,
    toBody: (body) => ({ ...body, translations: translations.body() }),
    messages: {
      created: ADMIN_MESSAGES.blogCreated,
      updated: ADMIN_MESSAGES.blogUpdated,
      createFailed: ADMIN_MESSAGES.failedToCreateBlog,
      updateFailed: ADMIN_MESSAGES.failedToUpdateBlog,
    },
    onClose,
    onFailed: (failure) => translations.applyErrors(failure),
  });
  const { errors } = form.formState;

  const values = form.watch();
  const categoryOptions = [
    { value: '', label: t('blogs.uncategorized') },
    ...(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name })),
  ];
  const contentError = error('content');

  return (
    <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <div className="flex justify-end">
        <Button type="button" variant="secondary" aria-pressed={preview} onClick={() => setPreview(!preview)}>
          {preview ? t('blogs.editor.backToEdit') : t('blogs.editor.preview')}
        </Button>
      </div>

      {preview && (
        <article
          aria-label={t('blogs.editor.preview')}
          className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
        >
          {values.featured_image ? (
            <img src={values.featured_image} alt="" className="mb-4 max-h-64 w-full rounded-lg object-cover" />
          ) : null}
          <h2 className="text-3xl font-bold text-slate-900 dark:text-white">{values.title || t('blogs.untitled')}</h2>
          {values.excerpt ? <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">{values.excerpt}</p> : null}
          <ArticleBody html={values.content ?? ''} />
        </article>
      )}

      <div hidden={preview} className="space-y-4">
        <TranslationsEditor editor={translations} english={values} englishInvalid={Object.keys(errors).length > 0} />
        <TextField label={t('blogs.fields.title')} required error={error('title')} {...form.register('title')} />
        <TextField
          label={t('blogs.fields.slug')}
          hint={t('blogs.hints.slug')}
          error={error('slug')}
          {...form.register('slug')}
        />
        <TextAreaField
          label={t('blogs.fields.excerpt')}
          rows={2}
          error={error('excerpt')}
          {...form.register('excerpt')}
        />
        <div>
          <p
            id={`${formId}-content-label`}
            className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            {t('blogs.fields.content')} <span aria-hidden="true">*</span>
          </p>
          <Suspense fallback={<Spinner />}>
            <Controller
              control={form.control}
              name="content"
              render={({ field }) => (
                <RichTextEditor
                  value={field.value}
                  onChange={field.onChange}
                  label={t('blogs.fields.content')}
                  invalid={Boolean(contentError)}
                  errorId={contentError ? contentErrorId : undefined}
                />
              )}
            />
          </Suspense>
          {contentError && (
            <p id={contentErrorId} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
              {contentError}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('blogs.fields.category')}
            options={categoryOptions}
            value={values.category_id ? String(values.category_id) : ''}
            onChange={(value) => form.setValue('category_id', value ? Number(value) : null, { shouldDirty: true })}
            error={error('category_id')}
          />
          <TextField
            label={t('blogs.fields.author_name')}
            required
            error={error('author_name')}
            {...form.register('author_name')}
          />
        </div>
        <TextField
          label={t('blogs.fields.tags')}
          hint={t('blogs.hints.tags')}
          error={error('tags')}
          {...form.register('tags')}
        />
        <div>
          <TextField
            label={t('blogs.fields.featured_image')}
            type="url"
            placeholder="https://"
            error={error('featured_image')}
            {...form.register('featured_image')}
          />
          <MediaPickerButton onSelect={(url) => form.setValue('featured_image', url, { shouldDirty: true })} />
        </div>
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold">{t('blogs.seo')}</legend>
          <TextField
            label={t('blogs.fields.meta_title')}
            error={error('meta_title')}
            {...form.register('meta_title')}
          />
          <TextAreaField
            label={t('blogs.fields.meta_description')}
            rows={2}
            error={error('meta_description')}
            {...form.register('meta_description')}
          />
        </fieldset>
        <CheckboxField label={t('blogs.fields.is_published')} {...form.register('is_published')} />
      </div>

      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? t('actions.saving') : t('actions.save')}
        </Button>
      </div>
    </form>
  );
}

/** Write Blog / Edit Blog: a right-hand panel with the editor, the post's fields, SEO and a preview. */
export function BlogEditor({
  record,
  open,
  onOpenChange,
}: {
  record: AdminBlog | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  // The list row has no content: the editor reads the whole post.
  const detail = useResourceRecord<AdminBlogDetail>(BLOGS, open && record ? record.id : undefined);
  const close = () => onOpenChange(false);
  return (
    <SlideOver open={open} onOpenChange={onOpenChange} title={t(record ? 'blogs.edit' : 'blogs.create')}>
      {record === null ? (
        <EditorForm record={null} onClose={close} />
      ) : detail.isPending ? (
        <Spinner />
      ) : detail.isError ? (
        <ErrorState
          message={adminFailure(t, detail.error, t('table.loadFailed'))}
          onRetry={() => void detail.refetch()}
          busy={detail.isFetching}
        />
      ) : (
        <EditorForm key={detail.data.id} record={detail.data} onClose={close} />
      )}
    </SlideOver>
  );
}
