import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogsApi, type CreateBlogBody } from '@trails/contracts/blogs';
import { callEndpoint } from '../../../lib/api-client';
import { myBlogsKey } from './get-my-blogs';

export interface BlogSubmission {
  /** Tags as the comma-separated text the server parses. */
  fields: Omit<CreateBlogBody, 'tags'> & { tags?: string };
  image: File | null;
}

/** The form as multipart: empty fields are left out; the stored token (if any) makes the post the traveller's. */
export function submissionFormData({ fields, image }: BlogSubmission): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') data.append(name, String(value));
  }
  if (image) data.append('featured_image', image);
  return data;
}

export const submitBlog = (submission: BlogSubmission) =>
  callEndpoint(blogsApi.submit, { body: submissionFormData(submission) });

export function useSubmitBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitBlog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBlogsKey }),
  });
}
