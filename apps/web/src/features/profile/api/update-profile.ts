import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileBody, User } from '@trails/contracts/auth';
import type { Envelope } from '@trails/contracts/common';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export const updateProfile = (body: UpdateProfileBody) => apiRequest<Envelope<User>>('/user', { method: 'PUT', body });

export function useUpdateProfile() {
  const { setUser } = useAuth();
  return useMutation({ mutationFn: updateProfile, onSuccess: (response) => setUser(response.data) });
}
