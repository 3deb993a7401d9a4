import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import { REVIEW_REPLY_MAX, type AdminReview } from '@trails/contracts/reviews';
import { useSettings } from '../../../lib/settings';
import { NoteDialog } from '../../components/note-dialog';
import { dataClient } from '../../lib/data-client';
import { resourceKeys } from '../../lib/use-resource';

/** Write or edit the public reply shown under an approved review; the reviewer is emailed the first time. */
export function ReplyDialog({ review, onClose }: { review: AdminReview | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { settings } = useSettings();
  const queryClient = useQueryClient();
  return (
    <NoteDialog
      open={review !== null}
      onClose={onClose}
      title={t('reviews.replyDialog.title')}
      description={review ? t('reviews.replyDialog.description', { name: review.user.name, title: review.title }) : ''}
      label={t('reviews.replyDialog.label')}
      hint={t('reviews.replyDialog.hint', { site: settings.site_name })}
      rows={5}
      maxLength={REVIEW_REPLY_MAX}
      initial={review?.reply ?? ''}
      field="reply"
      requiredMessage={ADMIN_MESSAGES.reviewReplyRequired}
      submitLabel={t('reviews.replyDialog.publish')}
      save={async (reply) => {
        try {
          return await dataClient.action<never>('reviews', review!.id, 'reply', { reply });
        } finally {
          void queryClient.invalidateQueries({ queryKey: resourceKeys.all('reviews') });
        }
      }}
      successMessage={ADMIN_MESSAGES.reviewReplySaved}
      failureMessage={ADMIN_MESSAGES.failedToSaveReviewReply}
    >
      {review && (
        <blockquote className="max-h-32 overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {review.comment}
        </blockquote>
      )}
    </NoteDialog>
  );
}
