import { useTranslation } from 'react-i18next';
import { useSettings } from '../../lib/settings';

/**
 * How a booking is paid when the site takes no money online, said once for the booking's last step,
 * its confirmation and My Bookings: nothing is charged online; after confirmation the operator's
 * instructions (Settings) apply. With a payment provider configured it says nothing: the pages
 * offer the online payment instead.
 */
export function PaymentNotice({ id = 'payment-notice-title', className = '' }: { id?: string; className?: string }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const instructions = settings.payment_instructions.trim();
  if (settings.payment_provider !== undefined && settings.payment_provider !== 'none') return null;
  return (
    <section
      aria-labelledby={id}
      data-testid="payment-notice"
      className={`rounded-xl bg-brand-50 p-4 dark:bg-brand-900/30 ${className}`}
    >
      <h3 id={id} className="font-semibold text-slate-900 dark:text-white">
        {t('payment.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{t('payment.manual')}</p>
      <p className="mt-2 whitespace-pre-line text-sm text-slate-700 dark:text-slate-200">
        {instructions || t('payment.defaultInstructions')}
      </p>
    </section>
  );
}
