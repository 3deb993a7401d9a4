import { useMutation } from '@tanstack/react-query';
import type { Envelope, UpdateProfileBody, User } from '@trails/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export const updateProfile = (body: UpdateProfileBody) => apiRequest<Envelope<User>>('/user', { method: 'PUT', body });

export function useUpdateProfile() {
  const { setUser } = useAuth();
  return useMutation({ mutationFn: updateProfile, onSuccess: (response) => setUser(response.data) });
}
