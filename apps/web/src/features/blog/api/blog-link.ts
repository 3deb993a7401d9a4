import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blogsApi, type BlogLinkBody } from '@trails/contracts/blogs';
import { callEndpoint } from '../../../lib/api-client';

export const blogLinkKey = ['blogs', 'link'] as const;

export const blogLinkQueryOptions = () =>
  queryOptions({
    queryKey: blogLinkKey,
    queryFn: ({ signal }) => callEndpoint(blogsApi.blogLink, {}, { auth: 'user', signal }).then((r) => r.data),
  });

/** The signed-in traveller's saved blog address (only asked when signed in). */
export const useBlogLink = (enabled: boolean) => useQuery({ ...blogLinkQueryOptions(), enabled });

export const saveBlogLink = (body: BlogLinkBody) => callEndpoint(blogsApi.saveBlogLink, { body }, { auth: 'user' });

export function useSaveBlogLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlogLink,
    onSuccess: (result) => queryClient.setQueryData(blogLinkKey, result.data),
  });
}
