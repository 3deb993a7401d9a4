import { queryOptions, useQuery } from '@tanstack/react-query';
import { waitlistApi } from '@trails/contracts/waitlist';
import { callEndpoint } from '../../../lib/api-client';

/** The waitlist offer an emailed link carries (the seats held for the signed-in traveller), or a 404. */
export const waitlistOfferQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['waitlist', 'offer', token],
    queryFn: async ({ signal }) =>
      (await callEndpoint(waitlistApi.offer, { params: { token } }, { auth: 'user', signal })).data,
    retry: false,
  });

export const useWaitlistOffer = (token: string | null) =>
  useQuery({ ...waitlistOfferQueryOptions(token ?? ''), enabled: token !== null });
