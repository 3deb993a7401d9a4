import { useMutation } from '@tanstack/react-query';
import { authApi } from '@trails/contracts/auth';
import type { UpdateProfileBody } from '@trails/contracts/auth';
import { callEndpoint } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export const updateProfile = (body: UpdateProfileBody) => callEndpoint(authApi.updateProfile, { body });

export function useUpdateProfile() {
  const { setUser } = useAuth();
  return useMutation({ mutationFn: updateProfile, onSuccess: (response) => setUser(response.data) });
}
