import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSettings } from '../../lib/settings';
import { SCROLL_TOP_AVOID } from './scroll-to-top';
import { SocialLinks } from './social-links';
import { useSiteYear } from '../../lib/use-format-date';

const EXPLORE = [
  { to: paths.destinations(), key: 'nav.destinations' },
  { to: paths.tours(), key: 'nav.tours' },
  { to: paths.treks(), key: 'nav.treks' },
  { to: paths.packages(), key: 'nav.packages' },
  { to: paths.blog(), key: 'nav.blog' },
  { to: paths.customTourBuilder(), key: 'nav.customTrip' },
] as const;

const HELP = [
  { to: paths.enquiry(), key: 'nav.contact' },
  { to: paths.faq(), key: 'footer.faq' },
  { to: paths.terms(), key: 'footer.terms' },
  { to: paths.privacy(), key: 'footer.privacy' },
] as const;

const linkClass = 'footer-link';

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { to: string; key: string }[];
}) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-sm font-semibold uppercase tracking-wide">
        {title}
      </h2>
      <ul className="space-y-2">
        {links.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={linkClass}>
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const year = useSiteYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-brand-800 dark:text-brand-200">{settings.site_name}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('footer.tagline')}</p>
          <SocialLinks settings={settings} />
        </div>
        <FooterLinks id="footer-explore" title={t('footer.explore')} links={EXPLORE} />
        <FooterLinks id="footer-help" title={t('footer.help')} links={HELP} />
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide">{t('footer.contact')}</h2>
          {/* At a phone's width the page ends with this list in the scroll-to-top button's corner. */}
          <ul className="space-y-2 text-sm text-slate-600 dark:text-slate-400" {...SCROLL_TOP_AVOID}>
            {settings.contact_phone && (
              <li className="flex items-center gap-2">
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                <a href={`tel:${settings.contact_phone.replace(/\s+/g, '')}`} className={linkClass}>
                  {settings.contact_phone}
                </a>
              </li>
            )}
            {settings.contact_email && (
              <li className="flex items-center gap-2">
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <a href={`mailto:${settings.contact_email}`} className={linkClass}>
                  {settings.contact_email}
                </a>
              </li>
            )}
            {settings.contact_address && (
              <li className="flex items-start gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{settings.contact_address}</span>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-200 py-4 text-center text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
        {t('footer.copyright', { year, site: settings.site_name })}
      </div>
    </footer>
  );
}
