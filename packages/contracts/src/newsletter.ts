import { unsubscribeQuery } from './admin-campaigns.ts';
import { fileAnswer } from './bookings.ts';
import { messageEnvelope } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The newsletter's unsubscribe link, as emails carry it: GET shows a small page with one button,
 * POST unsubscribes (that button, or a mail client's one-click POST).
 */
export const newsletterApi = {
  unsubscribePage: endpoint({
    method: 'GET',
    path: '/api/unsubscribe',
    query: unsubscribeQuery,
    response: fileAnswer,
    produces: 'text/html',
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/unsubscribe',
    query: unsubscribeQuery,
    response: messageEnvelope,
  }),
};
