import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, MessageSquareReply, Star, StarOff, Trash2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminMessageKey } from '@trails/contracts/admin-messages';
import type { AdminReview, AdminReviewSummary } from '@trails/contracts/reviews';
import { notify } from '../../../lib/notify';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { BulkAction } from '../../components/bulk-bar';
import { AddressedList } from '../../components/addressed-list';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';
import { resourceKeys, useResourceBulk, useResourceRemove } from '../../lib/use-resource';
import { ReplyDialog } from './reply-dialog';
import { allowedSteps, reviewColumns, reviewsList, type ReviewStep } from './reviews.resource';

const NAME = 'reviews';

const actionClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50';

/** Each step's fixed toasts (the spec's wording), its label and its look. */
const STEPS: Record<ReviewStep, { done: AdminMessageKey; failed: AdminMessageKey }> = {
  approve: { done: 'reviewApproved', failed: 'failedToApproveReview' },
  reject: { done: 'reviewRejected', failed: 'failedToRejectReview' },
  'toggle-feature': { done: 'reviewFeatureUpdated', failed: 'failedToUpdateReviewFeature' },
};

function SummaryCards() {
  const { t } = useTranslation('admin');
  const summary = useQuery({
    queryKey: [...resourceKeys.all(NAME), 'summary'],
    queryFn: () => dataClient.fetch<AdminReviewSummary>(NAME, 'summary'),
  });
  const cards = ['total', 'approved', 'pending', 'featured'] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={summary.isPending || undefined}>
      {cards.map((card) => (
        <div
          key={card}
          className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t(`reviews.cards.${card}`)}</dt>
          <dd className="mt-1 text-2xl font-bold">{summary.data ? summary.data[card] : '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/reviews: moderation cards, filters, the table with the actions each row allows, delete after a question. */
export default function ReviewsScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<AdminReview | null>(null);
  const [replying, setReplying] = useState<AdminReview | null>(null);

  const remove = useResourceRemove(NAME);
  const bulk = useResourceBulk(NAME);
  const bulkActions: BulkAction[] = [
    {
      id: 'approve',
      label: t('reviews.bulk.approve'),
      icon: <Check className="size-4" aria-hidden="true" />,
      confirm: (count) => t('reviews.bulk.approveQuestion', { count }),
      run: (ids) => bulk('approve', ids),
      doneMessage: (count) => t('reviews.bulk.approved', { count }),
      failedMessage: t('bulk.failed'),
    },
    {
      id: 'reject',
      label: t('reviews.bulk.reject'),
      icon: <Undo2 className="size-4" aria-hidden="true" />,
      confirm: (count) => t('reviews.bulk.rejectQuestion', { count }),
      run: (ids) => bulk('reject', ids),
      doneMessage: (count) => t('reviews.bulk.rejected', { count }),
      failedMessage: t('bulk.failed'),
    },
  ];
  const step = useMutation({
    mutationFn: ({ id, name }: { id: number; name: ReviewStep }) => dataClient.action<never>(NAME, id, name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(NAME) }),
  });

  const run = async (row: AdminReview, name: ReviewStep) => {
    try {
      await step.mutateAsync({ id: row.id, name });
      notify.success(t(`messages.${STEPS[name].done}`));
    } catch (error) {
      notify.error(adminFailure(t, error, t(`messages.${STEPS[name].failed}`)));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.id);
      notify.success(adminMessage(t, answer.message ?? '') || t('messages.reviewDeleted'));
    } catch (error) {
      notify.error(adminFailure(t, error, t('messages.failedToDeleteReview')));
    }
    setDeleting(null);
  };

  const title = t('reviews.title');
  const busy = (row: AdminReview) => step.isPending && step.variables?.id === row.id;

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{title}</h1>
      <SummaryCards />
      <AddressedList
        name={NAME}
        config={reviewsList}
        caption={title}
        searchLabel={t('reviews.search')}
        columns={reviewColumns}
        rowLabel={(row) => `${row.user.name}: ${row.title}`}
        bulkActions={bulkActions}
        actions={(row) => {
          const steps = allowedSteps(row);
          const named = (action: string) => t('reviews.actions.named', { action, name: row.user.name });
          const button = (name: ReviewStep, label: string, icon: ReactNode, tone: string) => (
            <button
              key={name}
              type="button"
              className={`${actionClass} ${tone}`}
              aria-label={named(label)}
              disabled={busy(row)}
              onClick={() => void run(row, name)}
            >
              {icon}
              {label}
            </button>
          );
          const green = 'text-emerald-700 hover:bg-emerald-50 dark:text-emerald-300 dark:hover:bg-emerald-950/50';
          const plain = 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';
          const brand = 'text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950/50';
          return (
            <div className="flex flex-wrap justify-end gap-1">
              {steps.includes('approve') &&
                button('approve', t('reviews.actions.approve'), <Check className="size-4" aria-hidden="true" />, green)}
              {steps.includes('reject') &&
                button('reject', t('reviews.actions.reject'), <Undo2 className="size-4" aria-hidden="true" />, plain)}
              {steps.includes('toggle-feature') &&
                (row.is_featured
                  ? button(
                      'toggle-feature',
                      t('reviews.actions.unfeature'),
                      <StarOff className="size-4" aria-hidden="true" />,
                      brand,
                    )
                  : button(
                      'toggle-feature',
                      t('reviews.actions.feature'),
                      <Star className="size-4" aria-hidden="true" />,
                      brand,
                    ))}
              {row.is_approved && (
                <button
                  type="button"
                  className={`${actionClass} ${brand}`}
                  aria-label={named(t(row.reply ? 'reviews.replyDialog.editReply' : 'reviews.replyDialog.reply'))}
                  onClick={() => setReplying(row)}
                >
                  <MessageSquareReply className="size-4" aria-hidden="true" />
                  {t(row.reply ? 'reviews.replyDialog.editReply' : 'reviews.replyDialog.reply')}
                </button>
              )}
              <button
                type="button"
                className={`${actionClass} text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50`}
                aria-label={named(t('actions.delete'))}
                onClick={() => setDeleting(row)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('actions.delete')}
              </button>
            </div>
          );
        }}
      />
      <ReplyDialog review={replying} onClose={() => setReplying(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('confirm.deleteTitle')}
        message={t('reviews.confirmDelete')}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
