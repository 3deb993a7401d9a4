import { useTranslation } from 'react-i18next';
import type { Step } from '../hooks/use-booking-draft';

export const STEP_KEYS = ['booking.steps.travel', 'booking.steps.contact', 'booking.steps.payment'] as const;

/** The wizard's three steps, the current one marked for screen readers too. */
export function WizardStepper({ step }: { step: Step }) {
  const { t } = useTranslation();
  return (
    <ol className="flex gap-2 text-sm" aria-label={t('booking.steps.label')}>
      {STEP_KEYS.map((key, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'current' : 'todo';
        return (
          <li
            key={key}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex min-w-0 flex-1 flex-col gap-1.5"
          >
            <span
              className={`h-1.5 rounded-full ${state === 'todo' ? 'bg-slate-200 dark:bg-slate-700' : 'bg-brand-600 dark:bg-brand-400'}`}
              aria-hidden="true"
            />
            <span
              className={`truncate ${state === 'current' ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-400'}`}
            >
              <span className="sr-only">{t('booking.steps.position', { step: number, total: STEP_KEYS.length })} </span>
              {t(key)}
              {state === 'done' && <span className="sr-only"> ({t('booking.steps.done')})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
