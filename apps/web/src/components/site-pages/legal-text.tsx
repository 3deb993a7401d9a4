import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_POLICY_MARKER } from '@trails/contracts/page-text';
import { usePagePlaceholders } from '../../lib/site-page';
import { CancellationPolicy } from '../catalogue/cancellation-policy';
import { ArticleBody } from '../ui/article-body';

// Apart from the other page views: the cancellation policy (and the zod that reads it) loads only
// with the terms and privacy pages, never with the home page's hero.
export type LegalPageKind = 'terms' | 'privacy';

const MARKER = new RegExp(`<p>\\s*${CANCELLATION_POLICY_MARKER.replace(/[{}]/g, '\\$&')}\\s*</p>`);

/**
 * The text's sections: every `<h2>` numbered and given an id for the contents (the same string
 * work on the server and in the browser, so the page hydrates as rendered), and the text split
 * where the terms show the cancellation policy.
 */
export function legalSections(
  html: string,
  kind: LegalPageKind,
): { parts: string[]; contents: { id: string; html: string }[] } {
  const contents: { id: string; html: string }[] = [];
  const numbered = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_whole, inner: string) => {
    const id = `${kind}-section-${contents.length + 1}`;
    contents.push({ id, html: inner.replace(/<[^>]*>/g, '') });
    return `<h2 id="${id}" class="scroll-mt-24">${contents.length}. ${inner}</h2>`;
  });
  return { parts: numbered.split(MARKER), contents };
}

/** A terms or privacy text as the operator wrote it (Pages), with its contents and, in the terms, the cancellation policy. */
export function LegalText({ kind, html }: { kind: LegalPageKind; html: string }) {
  const { t } = useTranslation('info');
  const fill = usePagePlaceholders();
  const { parts, contents } = legalSections(fill.html(html), kind);
  const policy = (
    <CancellationPolicy
      id={`${kind}-cancellation-policy`}
      className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    />
  );
  return (
    <>
      {contents.length > 0 && (
        <nav aria-label={t('contents')} className="mb-10 rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {contents.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="text-brand-700 hover:underline dark:text-brand-300"
                  dangerouslySetInnerHTML={{ __html: entry.html }}
                />
              </li>
            ))}
          </ol>
        </nav>
      )}
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && kind === 'terms' && policy}
          <ArticleBody html={part} />
        </Fragment>
      ))}
      {parts.length === 1 && kind === 'terms' && policy}
    </>
  );
}
