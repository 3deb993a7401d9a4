import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@trails/contracts/common';
import type { CustomPackage, CustomPackagePayload } from '@trails/contracts/custom-packages';
import { apiRequest } from '../../../lib/api-client';
import { myCustomPackagesKey } from './get-my-custom-packages';

/** Sends a custom trip request for the signed-in traveller. */
export const createCustomPackage = (body: CustomPackagePayload) =>
  apiRequest<Envelope<CustomPackage>>('/custom-packages', { method: 'POST', auth: 'user', body });

export const useCreateCustomPackage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomPackage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myCustomPackagesKey }),
  });
};
