import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailVerificationApi } from '@trails/contracts/auth';
import type { VerifyEmailBody } from '@trails/contracts/auth';
import { callEndpoint } from '../../../lib/api-client';
import { currentUserKey } from '../../../lib/auth';

/** Confirms the address with the emailed token; a signed-in traveller's profile then says Verified. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyEmailBody) => callEndpoint(emailVerificationApi.verify, { body }, { auth: 'none' }),
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
  useMutation({ mutationFn: () => callEndpoint(emailVerificationApi.resend, {}) });
