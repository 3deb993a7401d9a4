import { useId, useRef, useState, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Copy, ImageIcon, Trash2, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  MEDIA_FOLDER_DEFAULT,
  mediaFolder,
  type AdminMediaItem,
  type AdminMediaUsage,
} from '@trails/contracts/admin-media';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { IMAGE_MIME_TYPES } from '@trails/contracts/media-constants';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/notify';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { adminFailure, adminMessage } from '../../lib/messages';
import { resourceKeys } from '../../lib/use-resource';
import { deleteMedia, MEDIA, mediaUsage, uploadMedia, useMediaFolders, useMediaList } from './media-api';

const ACCEPT = IMAGE_MIME_TYPES.join(',');

/** The smallest stored width: enough for a grid tile. */
const thumbnail = (item: AdminMediaItem) => item.variants[0]?.url ?? item.url;

/**
 * The media library: a folder filter, an upload zone (file choice or drag and drop, with
 * progress) and the images of the folder, newest first. `manage` offers Copy URL and Delete on each
 * image; `pick` makes each image a button that hands it to `onPick`.
 */
export function MediaLibrary({ mode, onPick }: { mode: 'manage' | 'pick'; onPick?: (item: AdminMediaItem) => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const queryClient = useQueryClient();
  const [folder, setFolder] = useState('');
  const [page, setPage] = useState(1);
  const [uploadFolder, setUploadFolder] = useState(MEDIA_FOLDER_DEFAULT);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [folderError, setFolderError] = useState<string | undefined>();
  const [pending, setPending] = useState<{ item: AdminMediaItem; usage: AdminMediaUsage | null } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [checking, setChecking] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const list = useMediaList(folder, page);
  const folders = useMediaFolders();

  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(MEDIA) });

  const upload = async (files: readonly File[]) => {
    const target = mediaFolder.safeParse(uploadFolder || MEDIA_FOLDER_DEFAULT);
    if (!target.success) {
      setFolderError(adminMessage(t, ADMIN_MESSAGES.mediaFolderInvalid));
      return;
    }
    setFolderError(undefined);
    for (const file of files) {
      setProgress({ name: file.name, fraction: 0 });
      try {
        const answer = await uploadMedia(file, target.data, (fraction) => setProgress({ name: file.name, fraction }));
        notify.success(`${adminMessage(t, answer.message ?? ADMIN_MESSAGES.mediaUploaded)}: ${file.name}`);
        // Show where it went: the folder it was put in, first page.
        if (folder && folder !== target.data) setFolder(target.data);
        setPage(1);
      } catch (error) {
        notify.error(`${file.name}: ${adminFailure(t, error, t('media.uploadFailed'))}`);
      }
    }
    setProgress(null);
    await refresh();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (progress) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) void upload(files);
  };

  const copy = async (item: AdminMediaItem) => {
    const url = new URL(item.url, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('media.copied'));
    } catch {
      notify.error(t('media.copyFailed', { url }));
    }
  };

  const askDelete = async (item: AdminMediaItem) => {
    setChecking(item.id);
    try {
      setPending({ item, usage: await mediaUsage(item.id) });
    } catch {
      // The warning could not be checked: still ask, without it.
      setPending({ item, usage: null });
    } finally {
      setChecking(null);
    }
  };

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      const answer = await deleteMedia(pending.item.id);
      notify.success(adminMessage(t, answer.message ?? ADMIN_MESSAGES.mediaDeleted));
      setPending(null);
      await refresh();
    } catch (error) {
      notify.error(adminFailure(t, error, t('media.deleteFailed')));
    } finally {
      setDeleting(false);
    }
  };

  const usageText = (usage: AdminMediaUsage | null) => {
    if (!usage) return t('media.usageUnknown');
    if (!usage.in_use) return t('media.notInUse');
    const places = usage.references.map((ref) => `${t(`media.types.${ref.type}`)} “${ref.title}”`).join(', ');
    return t('media.inUse', { places });
  };

  const items = list.data?.data;
  const meta = list.data?.meta;
  const folderOptions = [
    { value: '', label: t('media.allFolders') },
    ...(folders.data ?? []).map((entry) => ({ value: entry.name, label: `${entry.name} (${entry.count})` })),
  ];

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('media.folder')}
          value={folder}
          onChange={(value) => {
            setFolder(value);
            setPage(1);
            if (value) setUploadFolder(value);
          }}
          options={folderOptions}
        />
        <TextField
          label={t('media.uploadFolder')}
          value={uploadFolder}
          error={folderError}
          maxLength={40}
          onChange={(event) => setUploadFolder(event.target.value.toLowerCase())}
        />
      </div>

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-5 text-center ${
          dragging ? 'border-brand-600 bg-brand-50 dark:bg-brand-950/40' : 'border-slate-300 dark:border-slate-700'
        }`}
      >
        <Upload className="size-6 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {t('media.dropHint')}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {t('media.uploadFolder')}: {t('media.uploadFolderHint')}
        </p>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          multiple
          className="sr-only"
          aria-label={t('media.chooseFiles')}
          aria-describedby={hintId}
          data-testid="media-file-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void upload(files);
          }}
        />
        <Button variant="secondary" busy={progress !== null} onClick={() => fileInput.current?.click()}>
          {t('media.upload')}
        </Button>
        {progress && (
          <div className="w-full max-w-sm" aria-live="polite">
            <p className="truncate text-xs text-slate-600 dark:text-slate-300">
              {t('media.uploading', { name: progress.name, percent: Math.round(progress.fraction * 100) })}
            </p>
            <progress
              className="h-2 w-full accent-brand-700"
              max={100}
              value={Math.round(progress.fraction * 100)}
              aria-label={t('media.uploadProgress')}
            />
          </div>
        )}
      </div>

      {list.isPending ? (
        <Spinner />
      ) : list.isError && !list.data ? (
        <div role="alert" className="space-y-3 rounded-xl border border-red-200 p-5 text-center dark:border-red-900">
          <p className="text-red-700 dark:text-red-300">{adminFailure(t, list.error, t('media.loadFailed'))}</p>
          <Button variant="secondary" busy={list.isFetching} onClick={() => void list.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : !items || items.length === 0 ? (
        <EmptyState
          title={t('media.empty')}
          text={t('media.emptyText')}
          icon={<ImageIcon className="size-10 text-slate-400" aria-hidden="true" />}
        />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t('media.grid')}>
          {items.map((item) => (
            <li
              key={item.id}
              className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
            >
              {mode === 'pick' ? (
                <button
                  type="button"
                  className="block w-full text-left focus-visible:outline-2 focus-visible:outline-offset-2"
                  aria-label={t('media.chooseNamed', { name: item.filename })}
                  onClick={() => onPick?.(item)}
                >
                  <img
                    src={thumbnail(item)}
                    alt=""
                    loading="lazy"
                    className="aspect-[4/3] w-full bg-slate-100 object-cover dark:bg-slate-800"
                  />
                  <span className="flex items-center gap-1 px-2 py-1.5 text-xs font-medium text-brand-700 dark:text-brand-300">
                    <Check className="size-3.5" aria-hidden="true" />
                    {t('media.choose')}
                  </span>
                </button>
              ) : (
                <>
                  <img
                    src={thumbnail(item)}
                    alt=""
                    loading="lazy"
                    className="aspect-[4/3] w-full bg-slate-100 object-cover dark:bg-slate-800"
                  />
                  <div className="space-y-1 p-2">
                    <p className="truncate text-xs font-medium" title={item.filename}>
                      {item.filename}
                    </p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {item.folder}
                      {item.width && item.height ? ` · ${item.width}×${item.height}` : ''}
                    </p>
                    <div className="flex flex-wrap gap-1">
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 dark:text-brand-300 dark:hover:bg-brand-950/50"
                        aria-label={t('media.copyNamed', { name: item.filename })}
                        onClick={() => void copy(item)}
                      >
                        <Copy className="size-3.5" aria-hidden="true" />
                        {t('media.copy')}
                      </button>
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 dark:text-red-300 dark:hover:bg-red-950/40"
                        aria-label={t('actions.deleteNamed', { name: item.filename })}
                        disabled={checking === item.id}
                        onClick={() => void askDelete(item)}
                      >
                        <Trash2 className="size-3.5" aria-hidden="true" />
                        {t('actions.delete')}
                      </button>
                    </div>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {meta && <Pagination page={meta.page} lastPage={meta.last_page} onPageChange={setPage} />}

      {mode === 'manage' && (
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(open) => {
            if (!open) setPending(null);
          }}
          title={t('media.deleteTitle')}
          message={
            pending ? `${t('media.deleteQuestion', { name: pending.item.filename })} ${usageText(pending.usage)}` : ''
          }
          confirmLabel={t('actions.delete')}
          busy={deleting}
          onConfirm={() => void confirmDelete()}
        />
      )}
    </div>
  );
}
