import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@trails/contracts/bookings';
import { apiRequest } from '../../../lib/api-client';

/** Sets a new password with the emailed single-use token. */
export const resetPassword = (body: ResetPasswordBody) =>
  apiRequest<{ success: true; message: string }>('/auth/reset-password', { method: 'POST', auth: 'none', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
