import { Suspense, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Locale } from '@trails/contracts/constants';
import { resolvePageContent, type PageKey } from '@trails/contracts/page-content';
import { Spinner } from '../../../components/ui/spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { LegalText } from '../../../components/site-pages/legal-text';
import { FaqGroups, GalleryGrid, HomeHeroView } from '../../../components/site-pages/page-views';
import { contentOf, draftWritten, type PageDraft } from './page-draft';

/** The public site's texts around the content (buttons, headings) in the previewed language. */
function InLanguage({ lang, children }: { lang: Locale; children: ReactNode }) {
  const { i18n } = useTranslation();
  const instance = useMemo(() => i18n.cloneInstance({ lng: lang }), [i18n, lang]);
  return (
    <I18nextProvider i18n={instance}>
      <Suspense fallback={<Spinner />}>{children}</Suspense>
    </I18nextProvider>
  );
}

function Drawn({ pageKey, draft, lang }: { pageKey: PageKey; draft: PageDraft; lang: Locale }) {
  const { t } = useTranslation(['common', 'info']);
  const own = draftWritten(pageKey, draft[lang]) ? contentOf(pageKey, draft[lang]) : null;
  const content = resolvePageContent(pageKey, own, contentOf(pageKey, draft.en));
  switch (pageKey) {
    case 'hero':
      return <HomeHeroView hero={content.hero!} />;
    case 'gallery':
      return (
        <div className="p-4">
          <h2 className="mb-4 text-2xl font-bold">{t('common:home.gallery.title')}</h2>
          <GalleryGrid items={content.gallery ?? []} />
        </div>
      );
    case 'faq':
      return (
        <div className="p-4">
          <PageHeader title={t('info:faq.title')} subtitle={t('info:faq.intro')} />
          <FaqGroups faq={content.faq ?? { groups: [] }} />
        </div>
      );
    default:
      return (
        <div className="p-4">
          <PageHeader title={t(`info:${pageKey}.title`)} />
          <LegalText kind={pageKey} html={content[pageKey] ?? ''} />
        </div>
      );
  }
}

/** The page as the public site draws it in `lang`, English filling what that language leaves empty. */
export function PagePreview({ pageKey, draft, lang }: { pageKey: PageKey; draft: PageDraft; lang: Locale }) {
  return (
    <div
      lang={lang}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-950"
    >
      <InLanguage lang={lang}>
        <Drawn pageKey={pageKey} draft={draft} lang={lang} />
      </InLanguage>
    </div>
  );
}
