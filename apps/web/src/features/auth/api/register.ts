import { useMutation } from '@tanstack/react-query';
import type { AuthResult, RegisterBody } from '@trails/contracts/auth';
import type { Envelope } from '@trails/contracts/common';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export const register = (body: RegisterBody) =>
  apiRequest<Envelope<AuthResult>>('/auth/register', { method: 'POST', body, auth: 'none' });

export function useRegister() {
  const { signIn } = useAuth();
  return useMutation({ mutationFn: register, onSuccess: (response) => signIn(response.data) });
}
