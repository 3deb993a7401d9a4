import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@trails/contracts/bookings';
import { apiRequest } from '../../../lib/api-client';

/** Asks for a reset link; the answer is the same whether the account exists or not. */
export const requestResetLink = (body: ForgotPasswordBody) =>
  apiRequest<{ success: true; message: string }>('/auth/forgot-password', { method: 'POST', auth: 'none', body });

export const useRequestResetLink = () => useMutation({ mutationFn: requestResetLink });
