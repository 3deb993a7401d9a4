/** What other modules may change of blog posts: an erased account's authorship (auth's account deletion). */
export { eraseBlogAuthor } from './blogs.repo.ts';
