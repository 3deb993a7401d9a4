import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailBody } from '@trails/contracts';
import { apiRequest } from '../../../lib/api-client';
import { currentUserKey } from '../../../lib/auth';

type Done = { success: true; message: string };

/** Confirms the address with the emailed token; a signed-in traveller's profile then says Verified. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyEmailBody) =>
      apiRequest<Done>('/auth/verify-email', { method: 'POST', auth: 'none', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}

/** Emails a new link to the signed-in traveller. */
export const useResendVerification = () =>
  useMutation({ mutationFn: () => apiRequest<Done>('/auth/verify-email/resend', { method: 'POST' }) });
