import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LOCALE_NAMES } from '@trails/contracts/constants';
import { TRANSLATION_LOCALES, type TranslatedKind, type TranslationLocale } from '@trails/contracts/translations';
import { ArticleBody } from '../../components/ui/article-body';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { adminMessage } from '../lib/messages';
import { draftStatus, fieldInput, translatedFields } from '../lib/translations';
import type { EditorLanguage, TranslationsDraft } from '../lib/use-translations-draft';
import { TranslationStateBadge } from './translation-status';
import { Tabs, tabPanelProps } from './tabs';
import { TextAreaField } from './text-area-field';

// Tiptap is heavy: it loads only when a blog post's translated content is edited.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The label key of a translatable field: the English form's own label. */
function fieldLabelKey(kind: TranslatedKind, field: string): string {
  switch (kind) {
    case 'destination':
      return `destinations.fields.${field}`;
    case 'tour':
    case 'trek':
      return field === 'best_time' || field === 'permit_note' ? `treks.fields.${field}` : `trips.fields.${field}`;
    case 'blog':
      return `blogs.fields.${field}`;
    case 'blog_category':
      return `blogs.categories.fields.${field}`;
    case 'coupon':
      return `coupons.fields.${field}`;
  }
}

const englishText = (value: unknown): string => (typeof value === 'string' ? value : '');
const englishList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];

/** The English text beside a translated field, for reference. */
function Reference({ children, empty }: { children: ReactNode; empty: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <div className="mt-1.5 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
      <span className="font-semibold">{t('translations.english')}: </span>
      {empty ? (
        <span className="italic text-slate-500 dark:text-slate-400">{t('translations.noEnglish')}</span>
      ) : (
        children
      )}
    </div>
  );
}

function LanguageFields({
  editor,
  locale,
  english,
  t,
}: {
  editor: TranslationsDraft;
  locale: TranslationLocale;
  english: Record<string, unknown>;
  t: TFunction;
}) {
  const language = editor.draft[locale];
  const errors = editor.errors[locale] ?? {};
  const error = (where: string) => (errors[where] ? adminMessage(t, errors[where]) : undefined);
  const hint = t('translations.emptyHint');
  const richId = useId();

  return (
    <>
      {errors[''] && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {adminMessage(t, errors[''])}
        </p>
      )}
      {translatedFields(editor.kind).map((field) => {
        const label = t(fieldLabelKey(editor.kind, field));
        const value = language.fields[field] ?? '';
        const onChange = (next: string) => editor.setField(locale, field, next);
        const input = fieldInput(field);
        if (input === 'itinerary') {
          const days = Array.isArray(english.itinerary) ? (english.itinerary as unknown[]) : [];
          return (
            <fieldset key={field} className="space-y-3">
              <legend className="text-sm font-semibold text-slate-700 dark:text-slate-300">{label}</legend>
              {error('itinerary') && (
                <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                  {error('itinerary')}
                </p>
              )}
              {days.length === 0 && (
                <p className="text-sm text-slate-600 dark:text-slate-400">{t('translations.noDays')}</p>
              )}
              {days.map((raw, index) => {
                const n = index + 1;
                const day = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
                const own = language.days[n] ?? { title: '', description: '' };
                return (
                  <div key={n} className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                    <p className="text-sm font-semibold text-slate-800 dark:text-slate-200">
                      {t('trips.list.day', { n })}
                    </p>
                    <div>
                      <TextField
                        label={t('trips.list.dayTitle', { n })}
                        hint={hint}
                        lang={locale}
                        value={own.title}
                        onChange={(event) => editor.setDay(locale, n, 'title', event.target.value)}
                        error={error(`itinerary.${n}.title`)}
                      />
                      <Reference empty={!englishText(day.title).trim()}>{englishText(day.title)}</Reference>
                    </div>
                    <div>
                      <TextAreaField
                        label={t('trips.list.dayDescription', { n })}
                        hint={hint}
                        rows={3}
                        lang={locale}
                        value={own.description}
                        onChange={(event) => editor.setDay(locale, n, 'description', event.target.value)}
                        error={error(`itinerary.${n}.description`)}
                      />
                      <Reference empty={!englishText(day.description).trim()}>
                        <span className="whitespace-pre-line">{englishText(day.description)}</span>
                      </Reference>
                    </div>
                  </div>
                );
              })}
            </fieldset>
          );
        }
        if (input === 'list') {
          const items = englishList(english[field]);
          return (
            <div key={field}>
              <TextAreaField
                label={label}
                hint={`${t('translations.listHint')} ${hint}`}
                rows={Math.max(3, items.length)}
                lang={locale}
                value={value}
                onChange={(event) => onChange(event.target.value)}
                error={error(field)}
              />
              <Reference empty={items.length === 0}>
                <ol className="mt-1 list-decimal pl-5">
                  {items.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ol>
              </Reference>
            </div>
          );
        }
        if (input === 'rich') {
          const fieldError = error(field);
          const errorId = `${richId}-error`;
          const html = englishText(english[field]);
          return (
            <div key={field}>
              <p className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">{label}</p>
              <p className="mb-1.5 text-xs text-slate-500 dark:text-slate-400">{hint}</p>
              <Suspense fallback={<Spinner />}>
                <RichTextEditor
                  key={locale}
                  value={value}
                  onChange={onChange}
                  label={`${label} (${LOCALE_NAMES[locale]})`}
                  invalid={Boolean(fieldError)}
                  errorId={fieldError ? errorId : undefined}
                />
              </Suspense>
              {fieldError && (
                <p id={errorId} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
                  {fieldError}
                </p>
              )}
              <details className="mt-1.5 rounded-md bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
                <summary className="cursor-pointer font-semibold text-slate-700 dark:text-slate-300">
                  {t('translations.showEnglish')}
                </summary>
                <ArticleBody html={html} />
              </details>
            </div>
          );
        }
        const reference = englishText(english[field]);
        return (
          <div key={field}>
            {input === 'short' ? (
              <TextField
                label={label}
                hint={hint}
                lang={locale}
                value={value}
                onChange={(event) => onChange(event.target.value)}
                error={error(field)}
              />
            ) : (
              <TextAreaField
                label={label}
                hint={hint}
                rows={field === 'description' ? 5 : 2}
                lang={locale}
                value={value}
                onChange={(event) => onChange(event.target.value)}
                error={error(field)}
              />
            )}
            <Reference empty={!reference.trim()}>
              <span className="whitespace-pre-line">{reference}</span>
            </Reference>
          </div>
        );
      })}
    </>
  );
}

/**
 * The language switch of a record's form: English (the form's own fields, which follow this
 * component) and a tab per other language with that language's translations of the kind's
 * fields, the English beside each. Each language is marked complete, partial or missing as it is
 * typed. Choosing another language than English hides the English fields that follow.
 */
export function TranslationsEditor({
  editor,
  english,
  englishInvalid = false,
}: {
  editor: TranslationsDraft;
  /** The form's English values (e.g. `form.watch()`), for the references and the completeness. */
  english: Record<string, unknown>;
  /** An English field has an error (e.g. `Object.keys(form.formState.errors).length > 0`). */
  englishInvalid?: boolean;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const root = useRef<HTMLDivElement>(null);
  const [submits, setSubmits] = useState(0);
  // Saving from another language with an English field in error shows the English fields.
  useEffect(() => {
    const form = root.current?.closest('form');
    const counted = () => setSubmits((n) => n + 1);
    form?.addEventListener('submit', counted, true);
    return () => form?.removeEventListener('submit', counted, true);
  }, []);
  const { language: active, errors, setLanguage } = editor;
  useEffect(() => {
    const translationError = Object.values(errors).some((fields) => Object.keys(fields ?? {}).length > 0);
    if (englishInvalid && !translationError && active !== 'en') setLanguage('en');
    // Only when the English errors appear or the form is submitted again, not when a language is chosen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [englishInvalid, submits]);
  const idPrefix = useId().replace(/:/g, '');
  const status = editor.loadedStatus ?? draftStatus(editor.kind, english, editor.draft);
  const flagged = (locale: TranslationLocale) => Object.keys(errors[locale] ?? {}).length > 0;
  const englishFlagged = editor.englishError || englishInvalid;
  const errorNote = <span className="sr-only">{t('translations.hasErrors')}</span>;
  const tabs = [
    {
      id: 'en' as EditorLanguage,
      label: (
        <span lang="en">
          {LOCALE_NAMES.en}
          {englishFlagged && <> {errorNote}</>}
        </span>
      ),
      flagged: englishFlagged,
    },
    ...TRANSLATION_LOCALES.map((locale) => ({
      id: locale as EditorLanguage,
      label: (
        <span className="inline-flex items-center gap-2">
          <span lang={locale}>{LOCALE_NAMES[locale]}</span>{' '}
          <TranslationStateBadge state={status[locale] ?? 'missing'} />
          {flagged(locale) && <> {errorNote}</>}
        </span>
      ),
      flagged: flagged(locale),
    })),
  ];

  return (
    // Another language than English hides the English fields after this one.
    <div
      ref={root}
      className={active === 'en' ? 'space-y-3' : 'space-y-3 [&~*]:hidden!'}
      data-translating={active !== 'en'}
    >
      <Tabs
        idPrefix={idPrefix}
        label={t('translations.label')}
        tabs={tabs}
        value={active}
        onChange={editor.setLanguage}
      />
      <div {...tabPanelProps(idPrefix, 'en', active === 'en')}>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('translations.englishHint')}</p>
      </div>
      {TRANSLATION_LOCALES.map((locale) => (
        <div key={locale} {...tabPanelProps(idPrefix, locale, active === locale)} className="space-y-4">
          {active === locale && (
            <>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('translations.languageHint', { language: LOCALE_NAMES[locale] })}
              </p>
              <LanguageFields editor={editor} locale={locale} english={english} t={t} />
            </>
          )}
        </div>
      ))}
    </div>
  );
}
