import { adminReviewsBulkBody, bulkResult } from './admin-bulk.ts';
import { envelope, idParam, listEnvelope, messageEnvelope } from './common.ts';
import { endpoint } from './endpoint.ts';
import { adminReview, adminReviewSummary, adminReviewsQuery, reviewReplyBody } from './reviews.ts';

/** One moderation step on a review, answered with the step's message. */
const step = <const P extends `/api/admin/reviews/:id/${string}`>(path: P) =>
  endpoint({ method: 'POST', path, params: idParam, response: messageEnvelope });

/**
 * Staff moderation of reviews: the list and its cards, approve or reject (one or a selection),
 * feature, the operator's public reply, delete.
 */
export const adminReviewsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/reviews',
    query: adminReviewsQuery,
    response: listEnvelope(adminReview),
  }),
  summary: endpoint({ method: 'GET', path: '/api/admin/reviews/summary', response: envelope(adminReviewSummary) }),
  bulk: endpoint({
    method: 'POST',
    path: '/api/admin/reviews/bulk',
    body: adminReviewsBulkBody,
    response: envelope(bulkResult),
  }),
  approve: step('/api/admin/reviews/:id/approve'),
  reject: step('/api/admin/reviews/:id/reject'),
  'toggle-feature': step('/api/admin/reviews/:id/toggle-feature'),
  reply: endpoint({
    method: 'POST',
    path: '/api/admin/reviews/:id/reply',
    params: idParam,
    body: reviewReplyBody,
    response: messageEnvelope,
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/admin/reviews/:id', params: idParam, response: messageEnvelope }),
};
