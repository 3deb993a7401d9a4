/** Messages of the blog pages and forms (the spec's wording where it gives one). */
export const BLOG_MESSAGES = {
  blogSubmitted: 'Blog submitted successfully!',
  blogSubmitFailed: 'Failed to submit blog',
  blogLinkSaved: 'Blog link saved successfully!',
  blogLinkFailed: 'Failed to save blog link',
  blogNotFound: 'Blog not found',
  blogCategoryNotFound: 'Please choose one of the listed categories',
  blogAlreadySubmitted: 'You have already submitted this post; it is waiting for review',
  blogTooManyTags: 'Please use at most 10 tags of up to 40 characters each',
} as const;
