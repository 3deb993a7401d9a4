import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_BLOG_LIMITS, type AdminBlog } from '@trails/contracts/admin-blogs';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { NoteDialog } from '../../components/note-dialog';
import { dataClient } from '../../lib/data-client';
import { resourceKeys } from '../../lib/use-resource';

/** Reject a post: the note (required) is what its author reads in My Blogs. */
export function RejectDialog({ blog, onClose }: { blog: AdminBlog | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return (
    <NoteDialog
      open={blog !== null}
      onClose={onClose}
      title={t('blogs.reject.title')}
      description={blog ? t('blogs.reject.description', { name: blog.title }) : ''}
      label={t('blogs.reject.note')}
      maxLength={ADMIN_BLOG_LIMITS.rejectNoteMax}
      field="note"
      requiredMessage={ADMIN_MESSAGES.blogRejectNoteRequired}
      submitLabel={t('blogs.actions.reject')}
      danger
      save={async (note) => {
        try {
          return await dataClient.action<AdminBlog>('blogs', blog!.id, 'reject', { note });
        } finally {
          void queryClient.invalidateQueries({ queryKey: resourceKeys.all('blogs') });
        }
      }}
      successMessage={ADMIN_MESSAGES.blogRejected}
      failureMessage={ADMIN_MESSAGES.failedToRejectBlog}
    />
  );
}
