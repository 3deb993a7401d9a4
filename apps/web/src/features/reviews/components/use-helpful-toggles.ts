import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { PublicReview } from '@trails/contracts/catalogue';
import type { HelpfulToggle } from '../../../components/catalogue/review-card';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { failureMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useMyReviewVotes, useToggleHelpful } from '../api/helpful-votes';

/**
 * The Helpful toggle of each listed review: the reader's own votes (asked once for the whole list
 * when signed in), the count the server answered after a toggle, and a login prompt when signed out.
 */
export function useHelpfulToggles(reviews: readonly PublicReview[]): (review: PublicReview) => HelpfulToggle {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { isAuthenticated } = useAuth();
  const votes = useMyReviewVotes(
    reviews.map((review) => review.id),
    isAuthenticated,
  );
  const toggle = useToggleHelpful();
  // What the server answered to this reader's toggles, until the lists refetch.
  const [answers, setAnswers] = useState<Record<number, { count: number; voted: boolean }>>({});

  const onToggle = async (review: PublicReview) => {
    if (!isAuthenticated) {
      notify.info(t('messages.reviewVoteLogin'), {
        label: t('reviewForm.loginAction'),
        onClick: () => void navigate(paths.login(), { state: { from: location.pathname + location.search } }),
      });
      return;
    }
    try {
      const answer = await toggle.mutateAsync(review.id);
      setAnswers((current) => ({ ...current, [review.id]: { count: answer.helpful_count, voted: answer.voted } }));
    } catch (error) {
      notify.error(failureMessage(t, error, 'messages.reviewVoteFailed'));
    }
  };

  return (review) => {
    const answer = answers[review.id];
    return {
      count: answer?.count ?? review.helpful_count,
      voted: answer?.voted ?? (isAuthenticated && (votes.data?.includes(review.id) ?? false)),
      busy: toggle.isPending && toggle.variables === review.id,
      onToggle: () => void onToggle(review),
    };
  };
}
