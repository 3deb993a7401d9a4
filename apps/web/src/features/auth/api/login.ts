import { useMutation } from '@tanstack/react-query';
import type { AuthResult, LoginBody } from '@trails/contracts/auth';
import type { Envelope } from '@trails/contracts/common';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export const login = (body: LoginBody) =>
  apiRequest<Envelope<AuthResult>>('/auth/login', { method: 'POST', body, auth: 'none' });

export function useLogin() {
  const { signIn } = useAuth();
  return useMutation({ mutationFn: login, onSuccess: (response) => signIn(response.data) });
}
