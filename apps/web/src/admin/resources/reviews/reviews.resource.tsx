import type { AdminReview } from '@trails/contracts/reviews';
import { useTranslation } from 'react-i18next';
import { RatingStars } from '../../../components/ui/rating-stars';
import { Badge } from '../../components/badge';
import { DateCell } from '../../components/cells';
import type { AdminColumn } from '../../components/data-table';
import type { ListConfig } from '../../lib/list-state';

/** What a row allows, as the server does: approve a pending review, reject or (un)feature an approved one. */
export type ReviewStep = 'approve' | 'reject' | 'toggle-feature';
export const allowedSteps = (row: AdminReview): ReviewStep[] =>
  row.is_approved ? ['reject', 'toggle-feature'] : ['approve'];

function RatingCell({ rating }: { rating: number }) {
  const { t } = useTranslation('admin');
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <RatingStars rating={rating} label={t('reviews.ratingOf', { rating })} />
      <span aria-hidden="true" className="text-xs text-slate-600 dark:text-slate-400">
        {t('reviews.ratingOf', { rating })}
      </span>
    </span>
  );
}

function StatusCell({ row }: { row: AdminReview }) {
  const { t } = useTranslation('admin');
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={row.is_approved ? 'green' : 'amber'}>
        {t(row.is_approved ? 'reviews.status.approved' : 'reviews.status.pending')}
      </Badge>
      {row.is_featured && <Badge tone="blue">{t('reviews.status.featured')}</Badge>}
    </span>
  );
}

function TripCell({ row }: { row: AdminReview }) {
  const { t } = useTranslation('admin');
  return (
    <span>
      {row.subject.title}
      {row.subject.type === 'trek' && (
        <span className="ml-1 text-xs text-slate-500 dark:text-slate-400">({t('reviews.trek')})</span>
      )}
    </span>
  );
}

/** The public reply under a review, and who wrote it. */
function ReplyNote({ row }: { row: AdminReview }) {
  const { t } = useTranslation('admin');
  return (
    <p className="mt-1 line-clamp-2 border-l-2 border-brand-500 pl-2 text-xs text-slate-600 dark:text-slate-400">
      <span className="font-semibold">
        {row.replied_by
          ? t('reviews.replyDialog.repliedBy', { name: row.replied_by.name })
          : t('reviews.replyDialog.replied')}
        :
      </span>{' '}
      {row.reply}
    </p>
  );
}

/** Manage Reviews, declared: the list's sort and filters, and its columns. */
export const reviewsList: ListConfig = {
  sorts: ['created_at'],
  defaultSort: 'created_at',
  defaultDirection: 'desc',
  filters: [
    {
      key: 'status',
      labelKey: 'reviews.filters.status',
      options: [
        { value: 'approved', labelKey: 'reviews.status.approved' },
        { value: 'pending', labelKey: 'reviews.status.pending' },
      ],
    },
    {
      key: 'reply',
      labelKey: 'reviews.filters.reply',
      options: [
        { value: 'awaiting', labelKey: 'reviews.replyFilter.awaiting' },
        { value: 'replied', labelKey: 'reviews.replyFilter.replied' },
      ],
    },
    {
      key: 'rating',
      labelKey: 'reviews.filters.rating',
      options: [5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), labelKey: `reviews.ratings.${stars}` })),
    },
  ],
};

export const reviewColumns: readonly AdminColumn<AdminReview>[] = [
  {
    id: 'customer',
    headerKey: 'reviews.columns.customer',
    cell: (row) => (
      <div>
        <p className="font-medium text-slate-900 dark:text-slate-100">{row.user.name}</p>
        <p className="max-w-40 truncate text-xs text-slate-500 dark:text-slate-400" title={row.user.email}>
          {row.user.email}
        </p>
      </div>
    ),
  },
  { id: 'tour', headerKey: 'reviews.columns.tour', cell: (row) => <TripCell row={row} /> },
  { id: 'rating', headerKey: 'reviews.columns.rating', cell: (row) => <RatingCell rating={row.rating} /> },
  {
    id: 'review',
    headerKey: 'reviews.columns.review',
    className: 'min-w-44 max-w-md',
    cell: (row) => (
      <div>
        <p className="font-medium text-slate-900 dark:text-slate-100">{row.title}</p>
        <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{row.comment}</p>
        {row.reply && <ReplyNote row={row} />}
      </div>
    ),
  },
  { id: 'status', headerKey: 'reviews.columns.status', cell: (row) => <StatusCell row={row} /> },
  {
    id: 'date',
    headerKey: 'reviews.columns.date',
    sortKey: 'created_at',
    className: 'whitespace-nowrap',
    cell: (row) => <DateCell value={row.created_at} />,
  },
];
