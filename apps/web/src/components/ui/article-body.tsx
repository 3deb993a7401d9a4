/** Typography for an article's HTML (headings, paragraphs, lists, links, quotes, code, rules, images). */
const BODY_CLASS = [
  'text-slate-800 dark:text-slate-200 leading-7 break-words',
  '[&_h1]:mt-10 [&_h1]:text-3xl [&_h1]:font-bold [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h1]:text-slate-900 [&_h2]:text-slate-900 [&_h3]:text-slate-900 dark:[&_h1]:text-white dark:[&_h2]:text-white dark:[&_h3]:text-white',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-sm dark:[&_code]:bg-slate-800',
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4 dark:[&_pre]:bg-slate-800',
  '[&_hr]:my-8 [&_hr]:border-slate-200 dark:[&_hr]:border-slate-700 [&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_strong]:font-semibold',
].join(' ');

/** An article's body (the public article and the back office's preview). The HTML was sanitised by the server with its one allow-list before it was stored. */
export function ArticleBody({ html }: { html: string }) {
  return <div className={BODY_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
}
