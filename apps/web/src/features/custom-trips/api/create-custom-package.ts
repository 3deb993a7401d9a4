import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customPackagesApi, type CustomPackagePayload } from '@trails/contracts/custom-packages';
import { callEndpoint } from '../../../lib/api-client';
import { myCustomPackagesKey } from './get-my-custom-packages';

/** Sends a custom trip request for the signed-in traveller. */
export const createCustomPackage = (body: CustomPackagePayload) =>
  callEndpoint(customPackagesApi.create, { body }, { auth: 'user' });

export const useCreateCustomPackage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomPackage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myCustomPackagesKey }),
  });
};
