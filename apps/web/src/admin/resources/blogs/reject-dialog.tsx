import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_BLOG_LIMITS, ADMIN_MESSAGES, type AdminBlog } from '@trails/contracts';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../lib/notify';
import { TextAreaField } from '../../components/text-area-field';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';
import { resourceKeys } from '../../lib/use-resource';

/** Reject a post: the note (required) is what its author reads in My Blogs. */
export function RejectDialog({ blog, onClose }: { blog: AdminBlog | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reject = useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      dataClient.action<AdminBlog>('blogs', id, 'reject', { note: text }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all('blogs') }),
  });

  const close = () => {
    setNote('');
    setError(undefined);
    onClose();
  };

  const submit = async () => {
    if (!blog) return;
    if (!note.trim()) {
      setError(adminMessage(t, ADMIN_MESSAGES.blogRejectNoteRequired));
      return;
    }
    try {
      const answer = await reject.mutateAsync({ id: blog.id, text: note });
      notify.success(adminMessage(t, answer.message ?? ADMIN_MESSAGES.blogRejected));
      close();
    } catch (failure) {
      const fieldMessage = failure instanceof ApiError ? failure.errors.note?.[0] : undefined;
      if (fieldMessage) setError(adminMessage(t, fieldMessage));
      notify.error(adminFailure(t, failure, ADMIN_MESSAGES.failedToRejectBlog));
    }
  };

  return (
    <Dialog
      open={blog !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('blogs.reject.title')}
      description={blog ? t('blogs.reject.description', { name: blog.title }) : ''}
      closeLabel={t('actions.close')}
      widthClass="max-w-lg"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="px-5 py-4">
          <TextAreaField
            label={t('blogs.reject.note')}
            rows={4}
            required
            maxLength={ADMIN_BLOG_LIMITS.rejectNoteMax}
            value={note}
            error={error}
            onChange={(event) => {
              setNote(event.target.value);
              setError(undefined);
            }}
          />
        </div>
        <div className="flex justify-end gap-3 border-t border-slate-200 px-5 py-4 dark:border-slate-700">
          <Button variant="secondary" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={reject.isPending}>
            {t('blogs.actions.reject')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
