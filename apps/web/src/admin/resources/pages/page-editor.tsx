import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { LOCALE_NAMES, LOCALES, type Locale } from '@trails/contracts/constants';
import { adminPageBody, type AdminPage, type PageKey } from '@trails/contracts/page-content';
import { ErrorState } from '../../../components/errors/error-state';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { SlideOver } from '../../components/slide-over';
import { Tabs, tabPanelProps } from '../../components/tabs';
import { adminFailure, adminMessage } from '../../lib/messages';
import { useAdminPage, useSavePage } from './pages-api';
import { bodyOf, draftFromPage, draftWritten, type PageDraft } from './page-draft';
import { PageFields } from './page-fields';
import { PagePreview } from './page-preview';

type Errors = Record<string, string>;

function EditorForm({ pageKey, page, onClose }: { pageKey: PageKey; page: AdminPage; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const [draft, setDraft] = useState<PageDraft>(() => draftFromPage(page));
  const [lang, setLang] = useState<Locale>('en');
  const [preview, setPreview] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSavePage(pageKey);

  const errorOf = (forLang: Locale) => (path: string) => {
    const message = errors[`content.${forLang}.${pageKey}${path ? `.${path}` : ''}`];
    return message ? adminMessage(t, message) : undefined;
  };
  const hasErrors = (forLang: Locale) => Object.keys(errors).some((field) => field.startsWith(`content.${forLang}.`));

  /** Shows the errors, on the first language that has one. */
  const showErrors = (found: Errors) => {
    setErrors(found);
    setPreview(false);
    const first = LOCALES.find((candidate) =>
      Object.keys(found).some((field) => field.startsWith(`content.${candidate}.`)),
    );
    if (first) setLang(first);
  };

  const submit = async () => {
    const body = bodyOf(pageKey, draft);
    const checked = adminPageBody.safeParse(body);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path.map(String).join('.')] ??= issue.message;
      showErrors(found);
      notify.error(adminMessage(t, ADMIN_MESSAGES.failedToSavePage));
      return;
    }
    try {
      const answer = await save.mutateAsync(checked.data);
      setErrors({});
      if (answer.data) setDraft(draftFromPage(answer.data));
      notify.success(adminMessage(t, answer.message ?? ADMIN_MESSAGES.pageSaved));
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.errors).length > 0) {
        showErrors(
          Object.fromEntries(Object.entries(failure.errors).map(([field, messages]) => [field, messages[0] ?? ''])),
        );
      }
      notify.error(adminFailure(t, failure, ADMIN_MESSAGES.failedToSavePage));
    }
  };

  const state = (candidate: Locale) =>
    draftWritten(pageKey, draft[candidate]) ? t('pages.state.written') : t('pages.state.fallback');

  return (
    <form
      id={formId}
      noValidate
      aria-busy={save.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-4"
    >
      <Tabs
        idPrefix={`${formId}-lang`}
        label={t('pages.languages')}
        value={lang}
        onChange={setLang}
        tabs={LOCALES.map((candidate) => ({
          id: candidate,
          flagged: hasErrors(candidate),
          label: (
            <span className="flex flex-col items-start">
              <span>{LOCALE_NAMES[candidate]}</span>
              <span className="text-xs font-normal">
                {candidate === 'en' ? t('pages.state.required') : state(candidate)}
              </span>
            </span>
          ),
        }))}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {lang === 'en' ? t('pages.englishHint') : t('pages.fallbackHint', { language: LOCALE_NAMES[lang] })}
        </p>
        <Button type="button" variant="secondary" aria-pressed={preview} onClick={() => setPreview(!preview)}>
          {preview ? t('pages.backToEdit') : t('pages.preview')}
        </Button>
      </div>
      {preview && (
        <section aria-label={t('pages.previewIn', { language: LOCALE_NAMES[lang] })}>
          <PagePreview pageKey={pageKey} draft={draft} lang={lang} />
        </section>
      )}
      {LOCALES.map((candidate) => (
        <div key={candidate} {...tabPanelProps(`${formId}-lang`, candidate, candidate === lang && !preview)}>
          {candidate === lang && (
            <PageFields
              pageKey={pageKey}
              lang={candidate}
              draft={draft[candidate]}
              onChange={(next) => setDraft((current) => ({ ...current, [candidate]: next }))}
              error={errorOf(candidate)}
            />
          )}
        </div>
      ))}
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('actions.close')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t('pages.save')}
        </Button>
      </div>
    </form>
  );
}

/** Edit a page: every language, a preview of each, one Save. */
export function PageEditor({ pageKey, onClose }: { pageKey: PageKey | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <SlideOver
      open={pageKey !== null}
      onOpenChange={(open) => !open && onClose()}
      title={pageKey ? t('pages.editTitle', { name: t(`pages.names.${pageKey}`) }) : ''}
    >
      {pageKey && <EditorBody pageKey={pageKey} onClose={onClose} />}
    </SlideOver>
  );
}

function EditorBody({ pageKey, onClose }: { pageKey: PageKey; onClose: () => void }) {
  const page = useAdminPage(pageKey);
  if (page.isPending) return <Spinner />;
  if (page.isError) return <ErrorState onRetry={() => void page.refetch()} busy={page.isFetching} />;
  return <EditorForm key={pageKey} pageKey={pageKey} page={page.data} onClose={onClose} />;
}
