import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Accordion } from '../../../components/ui/accordion';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { useSettings } from '../../../lib/settings';
import { FAQ_GROUPS, paragraphs } from '../lib/info-content';

/** /faq: the questions travellers ask most, by topic, each answer behind its question. */
export function FaqPage() {
  const { t } = useTranslation('info');
  const { settings } = useSettings();
  usePageTitle(t('faq.title'));
  const hours = settings.booking_hold_hours;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <PageHeader title={t('faq.title')} subtitle={t('faq.intro')} />
      <div className="space-y-10">
        {Object.entries(FAQ_GROUPS).map(([group, questions]) => (
          <section key={group} aria-labelledby={`faq-${group}`} className="space-y-3">
            <h2 id={`faq-${group}`} className="text-xl font-bold text-slate-900 dark:text-white">
              {t(`faq.groups.${group}.title`)}
            </h2>
            <Accordion
              items={questions.map((question) => ({
                id: question,
                title: t(`faq.groups.${group}.items.${question}.q`),
                content: paragraphs(t(`faq.groups.${group}.items.${question}.a`, { hours })).map((text) => (
                  <p key={text} className="mt-2 first:mt-0">
                    {text}
                  </p>
                )),
              }))}
            />
          </section>
        ))}
      </div>
      <aside className="mt-12 rounded-2xl bg-brand-50 p-6 text-center dark:bg-brand-950/40" aria-labelledby="faq-still">
        <h2 id="faq-still" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('faq.stillTitle')}
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('faq.stillText')}</p>
        <Link to={paths.enquiry()} className={buttonClass('primary', 'mt-4')}>
          {t('faq.contactUs')}
        </Link>
      </aside>
    </div>
  );
}
