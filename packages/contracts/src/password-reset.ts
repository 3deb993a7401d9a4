import { forgotPasswordBody, resetPasswordBody } from './bookings.ts';
import { idParam, messageEnvelope } from './common.ts';
import { endpoint } from './endpoint.ts';

/** A forgotten password: ask for an emailed link, then choose a new password with its token. */
export const passwordResetApi = {
  forgot: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: forgotPasswordBody,
    response: messageEnvelope,
  }),
  reset: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: resetPasswordBody,
    response: messageEnvelope,
  }),
};

/** Staff email a traveller the reset link from the user screen (a named call on `users`). */
export const adminPasswordResetApi = {
  'password-reset': endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/password-reset',
    params: idParam,
    response: messageEnvelope,
  }),
};
