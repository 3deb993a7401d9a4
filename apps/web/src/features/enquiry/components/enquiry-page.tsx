import type { ComponentType } from 'react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/page-title';
import { useSettings } from '../../../lib/settings';
import { EnquiryForm, type EnquiryTrip } from './enquiry-form';

interface ContactLine {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  label: string;
  value: string;
  href?: string;
}

/** The operator's phone, email, address and hours from the settings; unset ones are left out. */
function ContactDetails() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const lines: ContactLine[] = [
    {
      icon: Phone,
      label: t('enquiry.contact.phone'),
      value: settings.contact_phone,
      href: `tel:${settings.contact_phone.replace(/[^+\d]/g, '')}`,
    },
    {
      icon: Mail,
      label: t('enquiry.contact.email'),
      value: settings.contact_email,
      href: `mailto:${settings.contact_email}`,
    },
    { icon: MapPin, label: t('enquiry.contact.address'), value: settings.contact_address },
    { icon: Clock, label: t('enquiry.contact.hours'), value: settings.business_hours },
  ].filter((line) => line.value.trim() !== '');
  return (
    <aside
      aria-labelledby="contact-details-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="contact-details-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('enquiry.contact.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('enquiry.contact.intro')}</p>
      <dl className="mt-5 space-y-4">
        {lines.map(({ icon: Icon, label, value, href }) => (
          <div key={label}>
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
              <Icon className="size-5 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden="true" />
              {label}
            </dt>
            <dd className="mt-0.5 whitespace-pre-line break-words pl-7 text-slate-900 dark:text-slate-100">
              {href ? (
                <a href={href} className="underline-offset-2 hover:underline">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

export interface EnquiryPageProps {
  /** The tour or trek a Send Enquiry came from, once loaded. */
  trip?: EnquiryTrip;
  /** The destination a destination page's Send Enquiry came from. */
  destination?: string;
}

/** /enquiry, labelled Contact Us: the enquiry form beside the operator's contact details. */
export function EnquiryPage({ trip, destination }: EnquiryPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('enquiry.pageTitle'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeader title={t('enquiry.pageTitle')} subtitle={t('enquiry.pageIntro')} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="enquiry-form-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 id="enquiry-form-heading" className="mb-1 text-lg font-semibold text-slate-900 dark:text-white">
            {t('enquiry.formTitle')}
          </h2>
          {trip && (
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
              {t('enquiry.about', { title: trip.title })}
            </p>
          )}
          <div className="mt-4">
            <EnquiryForm
              key={trip ? `${trip.kind}-${trip.id}` : `page-${destination ?? ''}`}
              source="page"
              trip={trip}
              destination={destination}
              wide
            />
          </div>
        </section>
        <ContactDetails />
      </div>
    </div>
  );
}
