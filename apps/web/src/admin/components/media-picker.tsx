import { lazy, Suspense, useState } from 'react';
import { ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';

const MediaLibrary = lazy(() =>
  import('../resources/media/media-library').then((module) => ({ default: module.MediaLibrary })),
);

/**
 * The media library in a dialog: browse by folder, upload, and choose an image; `onSelect`
 * receives its URL (the largest stored width) and the dialog closes.
 */
export function MediaPicker({
  open,
  onOpenChange,
  onSelect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (url: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('media.pickerTitle')} widthClass="max-w-4xl">
      <div className="max-h-[75dvh] overflow-y-auto px-5 py-4">
        <Suspense fallback={<Spinner />}>
          {open && (
            <MediaLibrary
              mode="pick"
              onPick={(item) => {
                onSelect(item.url);
                onOpenChange(false);
              }}
            />
          )}
        </Suspense>
      </div>
    </Dialog>
  );
}

/** A "Choose from library" button that opens the picker. */
export function MediaPickerButton({ onSelect, label }: { onSelect: (url: string) => void; label?: string }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 dark:text-brand-300 dark:hover:bg-brand-950/50"
      >
        <ImageIcon className="size-4" aria-hidden="true" />
        {label ?? t('media.fromLibrary')}
      </button>
      <MediaPicker open={open} onOpenChange={setOpen} onSelect={onSelect} />
    </>
  );
}
