import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@trails/contracts/bookings';
import { passwordResetApi } from '@trails/contracts/password-reset';
import { callEndpoint } from '../../../lib/api-client';

/** Sets a new password with the emailed single-use token. */
export const resetPassword = (body: ResetPasswordBody) =>
  callEndpoint(passwordResetApi.reset, { body }, { auth: 'none' });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
