import { useTranslation } from 'react-i18next';
import { useSettings } from '../../lib/settings';

/**
 * How a booking is paid, said once for the booking's last step, its confirmation and My Bookings:
 * nothing is charged online; after confirmation the operator's instructions (Settings) apply.
 * When online payment arrives, this is the one place that changes.
 */
export function PaymentNotice({ id = 'payment-notice-title', className = '' }: { id?: string; className?: string }) {
  const { t } = useTranslation();
  const instructions = useSettings().settings.payment_instructions.trim();
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
