import { lazy, Suspense, useId, useState } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PageKey } from '@trails/contracts/page-content';
import { CANCELLATION_POLICY_MARKER } from '@trails/contracts/page-text';
import { ArticleBody } from '../../../components/ui/article-body';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { MediaPickerButton } from '../../components/media-picker';
import { TextAreaField } from '../../components/text-area-field';
import { moved, newId, type LanguageDraft } from './page-draft';

// Tiptap is heavy: it loads when a page with rich text is first opened.
const RichTextEditor = lazy(() => import('../../components/rich-text-editor'));

/** The placeholders a text may hold, shown to the writer as they are typed. */
const PLACEHOLDERS = { site: '{{site}}', hours: '{{hours}}', cancellation_policy: CANCELLATION_POLICY_MARKER };

export interface FieldsProps {
  pageKey: PageKey;
  /** The language being edited (field paths and editors' identities). */
  lang: string;
  draft: LanguageDraft;
  onChange: (next: LanguageDraft) => void;
  /** The error of a field by its path under `content.<lang>.<page>`, translated. */
  error: (path: string) => string | undefined;
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800';

function MoveButtons({
  index,
  count,
  name,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  name: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex shrink-0 gap-1">
      <button
        type="button"
        className={iconButton}
        disabled={index === 0}
        aria-label={t('pages.moveUp', { name })}
        onClick={() => onMove(-1)}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={iconButton}
        disabled={index === count - 1}
        aria-label={t('pages.moveDown', { name })}
        onClick={() => onMove(1)}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </button>
      <button type="button" className={iconButton} aria-label={t('pages.remove', { name })} onClick={onRemove}>
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** A rich-text field with its label and error under it. */
function RichField({
  label,
  value,
  onChange,
  error,
  editorKey,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error: string | undefined;
  editorKey: string;
}) {
  const errorId = `${useId()}-error`;
  return (
    <div>
      <Suspense fallback={<Spinner />}>
        <RichTextEditor
          key={editorKey}
          value={value}
          onChange={onChange}
          label={label}
          errorId={error ? errorId : undefined}
          invalid={Boolean(error)}
        />
      </Suspense>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

function ImageField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap items-end gap-3">
      {value ? <img src={value} alt="" className="h-16 w-24 rounded-md object-cover" /> : null}
      <TextField
        className="min-w-48 flex-1"
        label={label}
        value={value}
        error={error}
        hint={t('pages.imageHint')}
        onChange={(event) => onChange(event.target.value)}
      />
      <MediaPickerButton onSelect={onChange} label={t('pages.chooseImage', { name: label })} />
    </div>
  );
}

function HeroFields({ draft, onChange, error }: FieldsProps) {
  const { t } = useTranslation('admin');
  const set = (field: keyof LanguageDraft['hero'], value: string) =>
    onChange({ ...draft, hero: { ...draft.hero, [field]: value } });
  return (
    <div className="space-y-4">
      <TextField
        label={t('pages.fields.title')}
        value={draft.hero.title}
        error={error('title')}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextAreaField
        label={t('pages.fields.subtitle')}
        value={draft.hero.subtitle}
        error={error('subtitle')}
        rows={3}
        onChange={(event) => set('subtitle', event.target.value)}
      />
      <ImageField
        label={t('pages.fields.picture')}
        value={draft.hero.image}
        error={error('image')}
        onChange={(url) => set('image', url)}
      />
    </div>
  );
}

function GalleryFields({ draft, onChange, error }: FieldsProps) {
  const { t } = useTranslation('admin');
  const items = draft.gallery;
  const setItems = (next: LanguageDraft['gallery']) => onChange({ ...draft, gallery: next });
  return (
    <div className="space-y-4">
      {error('') && <p className="text-sm text-red-700 dark:text-red-400">{error('')}</p>}
      {items.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t('pages.galleryEmpty')}</p>}
      <ol className="space-y-3">
        {items.map((item, index) => {
          const name = t('pages.pictureN', { n: index + 1 });
          return (
            <li key={item.id}>
              <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                <legend className="px-1 text-sm font-semibold">{name}</legend>
                <div className="flex items-start gap-3">
                  <div className="min-w-0 flex-1 space-y-3">
                    <ImageField
                      label={t('pages.fields.picture')}
                      value={item.image}
                      error={error(`${index}.image`)}
                      onChange={(url) =>
                        setItems(items.map((entry) => (entry.id === item.id ? { ...entry, image: url } : entry)))
                      }
                    />
                    <TextField
                      label={t('pages.fields.caption')}
                      value={item.caption}
                      error={error(`${index}.caption`)}
                      onChange={(event) =>
                        setItems(
                          items.map((entry) =>
                            entry.id === item.id ? { ...entry, caption: event.target.value } : entry,
                          ),
                        )
                      }
                    />
                  </div>
                  <MoveButtons
                    index={index}
                    count={items.length}
                    name={name}
                    onMove={(by) => setItems(moved(items, index, by))}
                    onRemove={() => setItems(items.filter((entry) => entry.id !== item.id))}
                  />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="secondary"
        onClick={() => setItems([...items, { id: newId(), image: '', caption: '' }])}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t('pages.addPicture')}
      </Button>
    </div>
  );
}

function FaqFields({ draft, onChange, error, lang }: FieldsProps) {
  const { t } = useTranslation('admin');
  // A rich-text editor is heavy: an answer's editor is mounted once it is opened (a new question's
  // at once, and any whose answer has an error).
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const openAnswer = (id: string) => setOpened((current) => new Set(current).add(id));
  const answerOpen = (id: string, path: string) => opened.has(id) || Boolean(error(path));
  const groups = draft.faq;
  const setGroups = (next: LanguageDraft['faq']) => onChange({ ...draft, faq: next });
  const setGroup = (id: string, change: Partial<LanguageDraft['faq'][number]>) =>
    setGroups(groups.map((group) => (group.id === id ? { ...group, ...change } : group)));
  return (
    <div className="space-y-5">
      {error('groups') && <p className="text-sm text-red-700 dark:text-red-400">{error('groups')}</p>}
      {groups.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t('pages.faqEmpty')}</p>}
      {groups.map((group, g) => {
        const groupName = t('pages.groupN', { n: g + 1 });
        return (
          <fieldset key={group.id} className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <legend className="px-1 text-sm font-semibold">{groupName}</legend>
            <div className="flex items-start gap-3">
              <TextField
                className="flex-1"
                label={t('pages.fields.groupTitle')}
                value={group.title}
                error={error(`groups.${g}.title`)}
                onChange={(event) => setGroup(group.id, { title: event.target.value })}
              />
              <MoveButtons
                index={g}
                count={groups.length}
                name={groupName}
                onMove={(by) => setGroups(moved(groups, g, by))}
                onRemove={() => setGroups(groups.filter((entry) => entry.id !== group.id))}
              />
            </div>
            {error(`groups.${g}.items`) && (
              <p className="text-sm text-red-700 dark:text-red-400">{error(`groups.${g}.items`)}</p>
            )}
            <ol className="space-y-4">
              {group.items.map((item, i) => {
                const name = t('pages.questionN', { group: g + 1, n: i + 1 });
                const setItem = (change: Partial<(typeof group.items)[number]>) =>
                  setGroup(group.id, {
                    items: group.items.map((entry) => (entry.id === item.id ? { ...entry, ...change } : entry)),
                  });
                return (
                  <li key={item.id} className="space-y-3 rounded-md bg-slate-50 p-3 dark:bg-slate-800/50">
                    <div className="flex items-start gap-3">
                      <TextField
                        className="flex-1"
                        label={`${name}: ${t('pages.fields.question')}`}
                        value={item.question}
                        error={error(`groups.${g}.items.${i}.question`)}
                        onChange={(event) => setItem({ question: event.target.value })}
                      />
                      <MoveButtons
                        index={i}
                        count={group.items.length}
                        name={name}
                        onMove={(by) => setGroup(group.id, { items: moved(group.items, i, by) })}
                        onRemove={() =>
                          setGroup(group.id, { items: group.items.filter((entry) => entry.id !== item.id) })
                        }
                      />
                    </div>
                    {answerOpen(item.id, `groups.${g}.items.${i}.answer`) ? (
                      <RichField
                        editorKey={`${lang}-${item.id}`}
                        label={`${name}: ${t('pages.fields.answer')}`}
                        value={item.answer}
                        error={error(`groups.${g}.items.${i}.answer`)}
                        onChange={(html) => setItem({ answer: html })}
                      />
                    ) : (
                      <div className="space-y-2">
                        <div className="line-clamp-3 text-sm text-slate-700 dark:text-slate-300">
                          <ArticleBody html={item.answer} />
                        </div>
                        <Button type="button" variant="secondary" onClick={() => openAnswer(item.id)}>
                          {t('pages.editAnswer', { name })}
                        </Button>
                      </div>
                    )}
                  </li>
                );
              })}
            </ol>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                const id = newId();
                openAnswer(id);
                setGroup(group.id, { items: [...group.items, { id, question: '', answer: '' }] });
              }}
            >
              <Plus className="size-4" aria-hidden="true" />
              {t('pages.addQuestion', { name: groupName })}
            </Button>
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="secondary"
        onClick={() => setGroups([...groups, { id: newId(), title: '', items: [] }])}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t('pages.addGroup')}
      </Button>
    </div>
  );
}

function LegalFields({ draft, onChange, error, lang, pageKey }: FieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t(pageKey === 'terms' ? 'pages.termsHint' : 'pages.legalHint', PLACEHOLDERS)}
      </p>
      <RichField
        editorKey={`${lang}-${pageKey}`}
        label={t(`pages.names.${pageKey}`)}
        value={draft.html}
        error={error('')}
        onChange={(html) => onChange({ ...draft, html })}
      />
    </div>
  );
}

/** The fields of one language of a page. */
export function PageFields(props: FieldsProps) {
  switch (props.pageKey) {
    case 'hero':
      return <HeroFields {...props} />;
    case 'gallery':
      return <GalleryFields {...props} />;
    case 'faq':
      return <FaqFields {...props} />;
    default:
      return <LegalFields {...props} />;
  }
}
