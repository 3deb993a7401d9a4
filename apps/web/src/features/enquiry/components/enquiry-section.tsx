import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ENQUIRY_DESTINATIONS } from '@trails/contracts/enquiry-constants';
import { WhenNear } from '../../../components/when-near';

// Below the fold: the form and its validation load when the reader scrolls near them.
const EnquiryForm = lazy(() => import('./enquiry-form').then((module) => ({ default: module.EnquiryForm })));

/** The home page's 'Plan Your Dream Trip' band. */
export function EnquirySection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="plan-trip-heading" className="bg-brand-50 dark:bg-slate-900/60">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div>
          <h2
            id="plan-trip-heading"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-50"
          >
            {t('enquiry.section.title')}
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('enquiry.section.subtitle')}</p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900">
          <WhenNear fallback={<div className="min-h-[26rem]" aria-busy="true" />}>
            <Suspense fallback={<div className="min-h-[26rem]" aria-busy="true" />}>
              <EnquiryForm source="home" wide destinationChoices={ENQUIRY_DESTINATIONS} />
            </Suspense>
          </WhenNear>
        </div>
      </div>
    </section>
  );
}
