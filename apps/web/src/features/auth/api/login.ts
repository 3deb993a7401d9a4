import { useMutation } from '@tanstack/react-query';
import { authApi } from '@trails/contracts/auth';
import type { LoginBody } from '@trails/contracts/auth';
import { callEndpoint } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export const login = (body: LoginBody) => callEndpoint(authApi.login, { body }, { auth: 'none' });

export function useLogin() {
  const { signIn } = useAuth();
  return useMutation({ mutationFn: login, onSuccess: (response) => signIn(response.data) });
}
