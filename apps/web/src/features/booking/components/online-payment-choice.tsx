import type { PaymentPurpose } from '@trails/contracts/payments';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format';

/** The deposit the server will ask for, or null when the trip is near enough to be paid in full. */
export function depositOf(
  total: number,
  travelDate: string,
  settings: { deposit_percent: string; balance_due_days: string },
  today = new Date(),
) {
  const percent = Number(settings.deposit_percent) || 20;
  const dueDays = Number(settings.balance_due_days) || 0;
  const dueDate = new Date(`${travelDate}T00:00:00Z`);
  dueDate.setUTCDate(dueDate.getUTCDate() - dueDays);
  if (percent >= 100 || today.toISOString().slice(0, 10) >= dueDate.toISOString().slice(0, 10)) return null;
  return Math.round(total * percent) / 100;
}

/** Step 3 with online payments: pay the deposit or the whole amount now, with the amounts. */
export function OnlinePaymentChoice({
  total,
  deposit,
  currency,
  value,
  onChange,
}: {
  total: number;
  deposit: number | null;
  currency: string;
  value: PaymentPurpose;
  onChange: (purpose: PaymentPurpose) => void;
}) {
  const { t, i18n } = useTranslation();
  const price = (amount: number) => formatPrice(amount, currency, i18n.language);
  const choices: Array<{ purpose: PaymentPurpose; label: string; hint: string }> =
    deposit === null
      ? [
          {
            purpose: 'full',
            label: t('payment.choice.full', { amount: price(total) }),
            hint: t('payment.choice.fullNear'),
          },
        ]
      : [
          {
            purpose: 'deposit',
            label: t('payment.choice.deposit', { amount: price(deposit) }),
            hint: t('payment.choice.depositHint', { balance: price(Math.round((total - deposit) * 100) / 100) }),
          },
          {
            purpose: 'full',
            label: t('payment.choice.full', { amount: price(total) }),
            hint: t('payment.choice.fullHint'),
          },
        ];
  return (
    <fieldset className="mt-3 space-y-2">
      <legend className="text-sm text-slate-700 dark:text-slate-200">{t('payment.choice.legend')}</legend>
      {choices.map((choice) => (
        <label
          key={choice.purpose}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:ring-1 has-[:checked]:ring-brand-500 dark:border-slate-700 dark:bg-slate-900"
        >
          <input
            type="radio"
            name="payment-purpose"
            className="mt-1"
            value={choice.purpose}
            checked={value === choice.purpose || choices.length === 1}
            onChange={() => onChange(choice.purpose)}
          />
          <span>
            <span className="block font-semibold text-slate-900 dark:text-white">{choice.label}</span>
            <span className="block text-slate-600 dark:text-slate-300">{choice.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
