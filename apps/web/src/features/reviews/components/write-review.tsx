import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { PenLine, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { ReviewFormProps } from './review-form';

// Loaded on the first expand: the form, its validation and its trip list stay out of first views.
const ReviewForm = lazy(() => import('./review-form'));

/**
 * "Write a Review": collapsed to a button; expanded, the review form, which collapses again on success.
 * With an `anchor`, a link to `#anchor` (the review request email's) opens it and scrolls to it.
 */
export function WriteReview({
  trip,
  successMessage,
  anchor,
}: Omit<ReviewFormProps, 'onSubmitted'> & { anchor?: string }) {
  const { t } = useTranslation();
  const linked = anchor !== undefined && typeof window !== 'undefined' && window.location.hash === `#${anchor}`;
  const [open, setOpen] = useState(linked);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (linked) root.current?.scrollIntoView({ block: 'start' });
  }, [linked]);
  return (
    <div
      ref={root}
      id={anchor}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900 dark:text-slate-50">{t('reviewForm.heading')}</h3>
        <Button
          variant={open ? 'secondary' : 'primary'}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X className="size-4" aria-hidden="true" /> : <PenLine className="size-4" aria-hidden="true" />}
          {open ? t('reviewForm.close') : t('reviewForm.writeReview')}
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="mt-4">
        {open && (
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <ReviewForm trip={trip} successMessage={successMessage} onSubmitted={() => setOpen(false)} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
