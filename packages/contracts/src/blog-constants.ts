import { LIMITS } from './constants.ts';

/** Blog constants, apart from the schemas so a page can read them without loading zod. */
export const BLOG_LIMITS = {
  titleMax: 200,
  authorNameMax: LIMITS.nameMax,
  excerptMax: 500,
  /** The submitted content, as typed or as HTML, before it is sanitised. */
  contentMax: 50_000,
  /** The comma-separated tags field, and what each tag and the list may hold. */
  tagsFieldMax: 500,
  tagMax: 40,
  tagsMax: 10,
  linkMax: 500,
  searchMax: 100,
  /** Submissions one address may send an hour. */
  submissionsPerHour: 5,
  /** Cards on a page of the blog list (the first page also shows one featured article above them). */
  perPage: 9,
  related: 3,
  /** Minutes of reading are counted at this many words a minute. */
  wordsPerMinute: 200,
} as const;
