import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { hasNoNul, messageEnvelope } from './common.ts';
import { endpoint } from './endpoint.ts';
import { MESSAGES } from './messages.ts';
import { passwordField, userSchema } from './auth.ts';

/** The current password, as the account's own forms ask for it (checked against the stored hash). */
const currentPasswordField = z
  .string({ error: MESSAGES.currentPasswordNeeded })
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGES.currentPasswordNeeded, abort: true })
      .max(LIMITS.passwordMax, { error: MESSAGES.passwordMax })
      .refine(hasNoNul, { error: MESSAGES.invalidValue }),
  );

/** PUT /api/user/password: the current password, the new one (registration's rules) and its repetition. */
export const changePasswordBody = z
  .object({
    current_password: currentPasswordField,
    password: passwordField,
    password_confirmation: z
      .string({ error: MESSAGES.passwordsMismatch })
      .max(LIMITS.passwordMax, { error: MESSAGES.passwordMax })
      .refine(hasNoNul, { error: MESSAGES.invalidValue }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    error: MESSAGES.passwordsMismatch,
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** DELETE /api/user: the current password confirms that the owner is asking. */
export const deleteAccountBody = z.object({ current_password: currentPasswordField });
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** One exported record: the row's own fields as the owner may read them. */
const exportedRecord = z.record(z.string(), z.unknown());

/**
 * GET /api/user/export: everything the account holds, as a JSON file: the account, then each kind
 * of record it owns (bookings, payments, reviews, wishlist, enquiries, custom trips, blogs, ...)
 * under `records`, a list per kind. A reader needs no fixed list of kinds.
 */
export const accountExport = z.object({
  format: z.literal('account-export/1'),
  exported_at: z.string(),
  account: userSchema,
  records: z.record(z.string(), z.array(exportedRecord)),
});
export type AccountExport = z.infer<typeof accountExport>;

/** The signed-in owner's controls: change the password, download the data, delete the account. */
export const accountApi = {
  changePassword: endpoint({
    method: 'PUT',
    path: '/api/user/password',
    body: changePasswordBody,
    response: messageEnvelope,
  }),
  export: endpoint({ method: 'GET', path: '/api/user/export', response: accountExport }),
  remove: endpoint({ method: 'DELETE', path: '/api/user', body: deleteAccountBody, response: messageEnvelope }),
};
