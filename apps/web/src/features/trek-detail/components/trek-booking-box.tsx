import { useId, type ReactNode } from 'react';
import type { TrekDetail } from '@trails/contracts/catalogue';
import { LIMITS } from '@trails/contracts/constants';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DifficultyBadge } from '../../../components/catalogue/difficulty-badge';
import { FactList } from '../../../components/catalogue/fact-list';
import { PriceWithSaving } from '../../../components/catalogue/price-with-saving';
import { SidePanel } from '../../../components/catalogue/side-panel';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSettings } from '../../../lib/settings';
import { trekDuration } from '../lib/trek-duration';

/** The sidebar: price, key facts, Book Now and Send Enquiry. */
export function TrekBookingBox({ trek, actions }: { trek: TrekDetail; actions?: ReactNode }) {
  const { t } = useTranslation();
  const groupSize = trek.max_group_size > 0 ? trek.max_group_size : LIMITS.defaultTrekGroupSize;
  return (
    <SidePanel title={t('trek.booking.title')} titleHidden>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('trek.booking.price')}</p>
      {trek.price > 0 ? (
        <PriceWithSaving price={trek.price} originalPrice={trek.original_price} />
      ) : (
        <p className="text-3xl font-bold text-slate-900 dark:text-white">{t('trek.na')}</p>
      )}
      <FactList
        divided
        className="mt-4"
        facts={[
          { label: t('trek.info.duration'), value: trekDuration(t, trek) },
          { label: t('trek.booking.difficulty'), value: <DifficultyBadge level={trek.difficulty_level} /> },
          { label: t('trek.booking.groupSize'), value: t('trek.booking.groupSizeValue', { count: groupSize }) },
        ]}
      />
      <div className="mt-5 flex flex-col gap-3">
        <Link to={paths.trekBooking(trek.id)} className={buttonClass('primary', 'w-full py-3 text-base')}>
          {t('common.bookNow')}
        </Link>
        <Link to={paths.enquiry({ trek: trek.slug })} className={buttonClass('secondary', 'w-full py-3 text-base')}>
          {t('common.sendEnquiry')}
        </Link>
        {actions && <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">{actions}</div>}
      </div>
    </SidePanel>
  );
}

/** "Need Help?" with the support phone and e-mail from the site settings; a missing one is left out. */
export function TrekHelpBox() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const titleId = useId();
  const phone = settings.contact_phone.trim();
  const email = settings.contact_email.trim();
  if (!phone && !email) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-brand-50 p-5 shadow-sm dark:border-slate-800 dark:bg-brand-900/30"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('trek.help.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('trek.help.text')}</p>
      <ul className="mt-3 space-y-2 text-sm">
        {phone && (
          <li>
            <a
              href={`tel:${phone.replace(/[^\d+]/g, '')}`}
              className="inline-flex items-center gap-2 font-medium text-brand-800 hover:underline dark:text-brand-200"
            >
              <Phone className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('trek.help.phone')}: </span>
              {phone}
            </a>
          </li>
        )}
        {email && (
          <li>
            <a
              href={`mailto:${email}`}
              className="inline-flex items-center gap-2 break-all font-medium text-brand-800 hover:underline dark:text-brand-200"
            >
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t('trek.help.email')}: </span>
              {email}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
