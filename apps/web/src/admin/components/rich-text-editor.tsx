import { useState, type FormEvent, type ReactNode } from 'react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/text-field';
import { MediaPickerButton } from './media-picker';

/**
 * The article editor (Tiptap: StarterKit with its Link, and Image by URL). What it writes is the
 * server's allow-list: headings, paragraphs, lists, links, quotes, bold, italic, code and images.
 * Loaded only by the editors that use it (the blog and the Pages screen), so the rest of the back office never downloads it.
 */
export interface RichTextEditorProps {
  /** The starting HTML (the editor keeps its own state after that). */
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** Id of the field's error message, for aria-describedby. */
  errorId?: string | undefined;
  invalid?: boolean;
}

const toolButton =
  'inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-40 aria-pressed:bg-brand-100 aria-pressed:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:bg-brand-900/60 dark:aria-pressed:text-brand-100';

const CONTENT_CLASS = [
  'min-h-64 px-4 py-3 outline-none leading-7',
  '[&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:text-xl [&_h3]:font-semibold [&_p]:mt-3',
  '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:mt-4 [&_img]:max-w-full [&_img]:rounded-lg [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 dark:[&_code]:bg-slate-800',
].join(' ');

type UrlKind = 'link' | 'image';

/** Only web addresses: the server drops anything else anyway. */
const isWebUrl = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());
/** An image may also be one of this site's own, e.g. from the media library (`/uploads/...`). */
const isImageUrl = (value: string) => isWebUrl(value) || /^\/[^/\s]\S*$/.test(value.trim());

function ToolbarButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={toolButton}
      aria-label={label}
      title={label}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
      disabled={disabled}
      // Keep the selection in the editor while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function UrlForm({ kind, editor, onDone }: { kind: UrlKind; editor: Editor; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [url, setUrl] = useState(() => (kind === 'link' ? ((editor.getAttributes('link').href as string) ?? '') : ''));
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const value = url.trim();
    if (kind === 'link') {
      if (!value) editor.chain().focus().extendMarkRange('link').unsetLink().run();
      else if (!isWebUrl(value)) return setError(t('blogs.editor.urlInvalid'));
      else editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    } else {
      if (!isImageUrl(value)) return setError(t('blogs.editor.urlInvalid'));
      editor.chain().focus().setImage({ src: value, alt: alt.trim() }).run();
    }
    onDone();
  };
  const prefix = `rte-${kind}`;
  return (
    // A div, not a form: it sits inside the post's form.
    <div
      role="group"
      aria-label={t(kind === 'link' ? 'blogs.editor.link' : 'blogs.editor.image')}
      className="flex flex-wrap items-end gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-700 dark:bg-slate-800/60"
      onKeyDown={(event) => {
        // Keys pressed in the media picker (a portal) bubble here through React: not ours.
        if (!event.currentTarget.contains(event.target as Node)) return;
        if (event.key === 'Enter') submit(event);
        if (event.key === 'Escape') {
          event.stopPropagation();
          onDone();
        }
      }}
    >
      <div className="min-w-48 flex-1">
        <label htmlFor={`${prefix}-url`} className="mb-1 block text-xs font-medium">
          {t(kind === 'link' ? 'blogs.editor.linkUrl' : 'blogs.editor.imageUrl')}
        </label>
        <input
          id={`${prefix}-url`}
          type="url"
          autoFocus
          value={url}
          placeholder="https://"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${prefix}-error` : undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
          className={inputClass(Boolean(error))}
        />
      </div>
      {kind === 'image' && (
        <div className="min-w-40 flex-1">
          <label htmlFor={`${prefix}-alt`} className="mb-1 block text-xs font-medium">
            {t('blogs.editor.imageAlt')}
          </label>
          <input
            id={`${prefix}-alt`}
            type="text"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            className={inputClass(false)}
          />
        </div>
      )}
      {kind === 'image' && (
        <MediaPickerButton
          onSelect={(picked) => {
            setUrl(picked);
            setError(null);
          }}
        />
      )}
      <Button type="button" onClick={submit}>
        {t('blogs.editor.apply')}
      </Button>
      <Button type="button" variant="secondary" onClick={onDone}>
        {t('actions.cancel')}
      </Button>
      {error && (
        <p id={`${prefix}-error`} role="alert" className="w-full text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export default function RichTextEditor({ value, onChange, label, errorId, invalid }: RichTextEditorProps) {
  const { t } = useTranslation('admin');
  const [urlKind, setUrlKind] = useState<UrlKind | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https'] },
      }),
      Image,
    ],
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(errorId ? { 'aria-describedby': errorId } : {}),
        class: CONTENT_CLASS,
      },
    },
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  const icon = 'size-4';

  return (
    <div
      className={`overflow-hidden rounded-lg border bg-white dark:bg-slate-900 ${invalid ? 'border-red-500' : 'border-slate-300 dark:border-slate-600'}`}
    >
      <div
        role="toolbar"
        aria-label={t('blogs.editor.toolbar')}
        className="flex flex-wrap gap-0.5 border-b border-slate-200 p-1 dark:border-slate-700"
      >
        <ToolbarButton
          label={t('blogs.editor.heading2')}
          pressed={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          <Heading2 className={icon} aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton
          label={t('blogs.editor.heading3')}
          pressed={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          <Heading3 className={icon} aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label={t('blogs.editor.bold')} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold className={icon} aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton
          label={t('blogs.editor.italic')}
          pressed={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <Italic className={icon} aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton
          label={t('blogs.editor.bulletList')}
          pressed={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        >
          <List className={icon} aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton
          label={t('blogs.editor.orderedList')}
          pressed={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered className={icon} aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton
          label={t('blogs.editor.blockquote')}
          pressed={state.quote}
          onClick={() => chain().toggleBlockquote().run()}
        >
          <Quote className={icon} aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton
          label={t('blogs.editor.link')}
          pressed={state.link}
          onClick={() => setUrlKind(urlKind === 'link' ? null : 'link')}
        >
          <Link2 className={icon} aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label={t('blogs.editor.image')} onClick={() => setUrlKind(urlKind === 'image' ? null : 'image')}>
          <ImagePlus className={icon} aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label={t('blogs.editor.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Undo2 className={icon} aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label={t('blogs.editor.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Redo2 className={icon} aria-hidden="true" />
        </ToolbarButton>
      </div>
      {urlKind && <UrlForm key={urlKind} kind={urlKind} editor={editor} onDone={() => setUrlKind(null)} />}
      <EditorContent editor={editor} />
    </div>
  );
}
