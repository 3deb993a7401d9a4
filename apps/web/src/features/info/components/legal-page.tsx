import { useTranslation } from 'react-i18next';
import { CancellationPolicy } from '../../../components/catalogue/cancellation-policy';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/page-title';
import { useSettings } from '../../../lib/settings';
import { LEGAL_SECTIONS, paragraphs, type LegalPageKind } from '../lib/info-content';

/** /terms and /privacy: numbered sections with a table of contents. */
export function LegalPage({ kind }: { kind: LegalPageKind }) {
  const { t } = useTranslation('info');
  const { settings } = useSettings();
  usePageTitle(t(`${kind}.title`));
  const sections = LEGAL_SECTIONS[kind];
  const values = { hours: settings.booking_hold_hours, site: settings.site_name };
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageHeader title={t(`${kind}.title`)} subtitle={t(`${kind}.intro`, values)}>
        <p className="text-sm text-slate-500 dark:text-slate-400">{t(`${kind}.updated`)}</p>
      </PageHeader>
      <nav aria-label={t('contents')} className="mb-10 rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section}>
              <a href={`#${kind}-${section}`} className="text-brand-700 hover:underline dark:text-brand-300">
                {t(`${kind}.sections.${section}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-8">
        {sections.map((section, index) => (
          <section
            key={section}
            id={`${kind}-${section}`}
            aria-labelledby={`${kind}-${section}-title`}
            className="scroll-mt-24"
          >
            <h2 id={`${kind}-${section}-title`} className="text-xl font-bold text-slate-900 dark:text-white">
              {index + 1}. {t(`${kind}.sections.${section}.title`)}
            </h2>
            {paragraphs(t(`${kind}.sections.${section}.body`, values)).map((text) => (
              <p key={text} className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
                {text}
              </p>
            ))}
            {kind === 'terms' && section === 'cancellations' && (
              <CancellationPolicy
                id="terms-cancellation-policy"
                className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
              />
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
