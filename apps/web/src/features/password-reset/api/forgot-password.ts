import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@trails/contracts/bookings';
import { passwordResetApi } from '@trails/contracts/password-reset';
import { callEndpoint } from '../../../lib/api-client';

/** Asks for a reset link; the answer is the same whether the account exists or not. */
export const requestResetLink = (body: ForgotPasswordBody) =>
  callEndpoint(passwordResetApi.forgot, { body }, { auth: 'none' });

export const useRequestResetLink = () => useMutation({ mutationFn: requestResetLink });
