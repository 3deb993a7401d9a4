import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES, REVIEW_REPLY_MAX, type AdminReview } from '@trails/contracts';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../lib/notify';
import { useSettings } from '../../../lib/settings';
import { TextAreaField } from '../../components/text-area-field';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';
import { resourceKeys } from '../../lib/use-resource';

/** Write or edit the public reply shown under an approved review; the reviewer is emailed the first time. */
export function ReplyDialog({ review, onClose }: { review: AdminReview | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { settings } = useSettings();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) =>
      dataClient.action<never>('reviews', id, 'reply', { reply }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all('reviews') }),
  });

  // Opening on a review starts from its current reply.
  useEffect(() => {
    setText(review?.reply ?? '');
    setError(undefined);
  }, [review]);

  const submit = async () => {
    if (!review) return;
    if (!text.trim()) {
      setError(adminMessage(t, ADMIN_MESSAGES.reviewReplyRequired));
      return;
    }
    try {
      const answer = await save.mutateAsync({ id: review.id, reply: text });
      notify.success(adminMessage(t, answer.message ?? ADMIN_MESSAGES.reviewReplySaved));
      onClose();
    } catch (failure) {
      const fieldMessage = failure instanceof ApiError ? failure.errors.reply?.[0] : undefined;
      if (fieldMessage) setError(adminMessage(t, fieldMessage));
      notify.error(adminFailure(t, failure, ADMIN_MESSAGES.failedToSaveReviewReply));
    }
  };

  return (
    <Dialog
      open={review !== null}
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
      title={t('reviews.replyDialog.title')}
      description={review ? t('reviews.replyDialog.description', { name: review.user.name, title: review.title }) : ''}
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
        <div className="space-y-3 px-5 py-4">
          {review && (
            <blockquote className="max-h-32 overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              {review.comment}
            </blockquote>
          )}
          <TextAreaField
            label={t('reviews.replyDialog.label')}
            hint={t('reviews.replyDialog.hint', { site: settings.site_name })}
            rows={5}
            required
            maxLength={REVIEW_REPLY_MAX}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
          />
        </div>
        <div className="flex justify-end gap-3 border-t border-slate-200 px-5 py-4 dark:border-slate-700">
          <Button variant="secondary" disabled={save.isPending} onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {t('reviews.replyDialog.publish')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
