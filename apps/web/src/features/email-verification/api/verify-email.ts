import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailBody } from '@trails/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { currentUserKey } from '../../../lib/auth';

type Done = { success: true; message: string };

/** Confirms the address with the emailed token; a signed-in traveller's profile then says Verified. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyEmailBody) =>
      apiRequest<Done>('/auth/verify-email', { method: 'POST', auth: 'none', body }),
    // A profile read that started before the address was verified must not land after it: cancel it,
    // then read the account again before the page says "verified", so the profile link shows it.
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: currentUserKey });
      await queryClient.invalidateQueries({ queryKey: currentUserKey, refetchType: 'all' });
    },
  });
}

/** Emails a new link to the signed-in traveller. */
export const useResendVerification = () =>
  useMutation({ mutationFn: () => apiRequest<Done>('/auth/verify-email/resend', { method: 'POST' }) });
