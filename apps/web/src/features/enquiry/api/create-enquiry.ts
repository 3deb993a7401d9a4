import { useMutation } from '@tanstack/react-query';
import type { CreateEnquiryBody } from '@trails/contracts/enquiries';
import { apiRequest } from '../../../lib/api-client';

/** Sends an enquiry; a signed-in traveller's token links it to their account. */
export const createEnquiry = (body: CreateEnquiryBody) =>
  apiRequest<{ success: true; message: string }>('/enquiries', { method: 'POST', body });

export const useCreateEnquiry = () => useMutation({ mutationFn: createEnquiry });
