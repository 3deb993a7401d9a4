import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogLink, BlogLinkBody } from '@trails/contracts/blogs';
import type { Envelope } from '@trails/contracts/common';
import { apiRequest } from '../../../lib/api-client';

export const blogLinkKey = ['blogs', 'link'] as const;

export const blogLinkQueryOptions = () =>
  queryOptions({
    queryKey: blogLinkKey,
    queryFn: ({ signal }) =>
      apiRequest<Envelope<BlogLink>>('/user/blog-link', { auth: 'user', signal }).then((r) => r.data),
  });

/** The signed-in traveller's saved blog address (only asked when signed in). */
export const useBlogLink = (enabled: boolean) => useQuery({ ...blogLinkQueryOptions(), enabled });

export const saveBlogLink = (body: BlogLinkBody) =>
  apiRequest<Envelope<BlogLink>>('/user/blog-link', { method: 'PATCH', body, auth: 'user' });

export function useSaveBlogLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlogLink,
    onSuccess: (result) => queryClient.setQueryData(blogLinkKey, result.data),
  });
}
