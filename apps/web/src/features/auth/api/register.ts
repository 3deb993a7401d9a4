import { useMutation } from '@tanstack/react-query';
import { authApi } from '@trails/contracts/auth';
import type { RegisterBody } from '@trails/contracts/auth';
import { callEndpoint } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export const register = (body: RegisterBody) => callEndpoint(authApi.register, { body }, { auth: 'none' });

export function useRegister() {
  const { signIn } = useAuth();
  return useMutation({ mutationFn: register, onSuccess: (response) => signIn(response.data) });
}
