import { useMutation } from '@tanstack/react-query';
import { enquiriesApi, type CreateEnquiryBody } from '@trails/contracts/enquiries';
import { callEndpoint } from '../../../lib/api-client';

/** Sends an enquiry; a signed-in traveller's token links it to their account. */
export const createEnquiry = (body: CreateEnquiryBody) => callEndpoint(enquiriesApi.create, { body });

export const useCreateEnquiry = () => useMutation({ mutationFn: createEnquiry });
