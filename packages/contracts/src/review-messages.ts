/** Messages of the review form, helpful votes and the traveller's own reviews (the spec's wording). */
export const REVIEW_MESSAGES = {
  reviewLoginRequired: 'Please login to submit a review',
  reviewSubmitted: 'Review submitted for approval',
  reviewSubmittedHome: 'Review submitted for approval!',
  reviewFailed: 'Failed to submit review',
  reviewTitleRequired: 'Title is required',
  reviewCommentRequired: 'Comment is required',
  reviewRatingRange: 'Rating must be between 1 and 5',
  reviewTripRequired: 'Please choose the tour or trek you are reviewing',
  reviewMonthInvalid: 'Please choose a month',
  reviewMonthFuture: 'The month travelled cannot be in the future',
  reviewDuplicate: 'You have already reviewed this trip',
  reviewNotFound: 'Review not found',
  reviewVoteLogin: 'Please login to mark reviews as helpful',
  reviewVoteFailed: 'Failed to record your vote',
} as const;

/** Back-office review moderation: server answers and the screen's fixed toasts. */
export const ADMIN_REVIEW_MESSAGES = {
  reviewApproved: 'Review approved',
  reviewRejected: 'Review rejected',
  reviewFeatureUpdated: 'Review feature status updated',
  reviewDeleted: 'Review deleted',
  failedToApproveReview: 'Failed to approve review',
  failedToRejectReview: 'Failed to reject review',
  failedToUpdateReviewFeature: 'Failed to update feature status',
  failedToDeleteReview: 'Failed to delete review',
  reviewAlreadyApproved: 'This review is already approved',
  reviewNotApproved: 'Only an approved review can be rejected or featured',
  reviewReplyRequired: 'Please write a reply',
  reviewReplyNotApproved: 'Approve the review before replying to it',
  reviewReplySaved: 'Reply published',
  failedToSaveReviewReply: 'Failed to save the reply',
} as const;
