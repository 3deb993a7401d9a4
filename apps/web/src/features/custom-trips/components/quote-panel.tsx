import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CustomPackage } from '@trails/contracts/custom-packages';
import { Button } from '../../../components/ui/button';
import { failureMessage } from '../../../lib/form-errors';
import { formatDate, formatPrice } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAnswerCustomPackage, type QuoteAnswer } from '../api/answer-custom-package';
import { useDownloadQuote } from '../api/download-quote';

const today = () => new Date().toISOString().slice(0, 10);

/** The quote staff sent: price, plan, what is and is not included, and (while open) Accept / Decline. */
export function QuotePanel({ request }: { request: CustomPackage }) {
  const { t, i18n } = useTranslation();
  const answer = useAnswerCustomPackage();
  const download = useDownloadQuote();
  const quote = request.quote;
  if (!quote) return null;
  const money = (amount: number) => formatPrice(amount, quote.currency, i18n.language);
  const validUntil = quote.valid_until ?? null;
  const expired = validUntil !== null && validUntil < today();
  const open = request.status === 'quoted' && !expired;

  const send = (what: QuoteAnswer) => {
    if (what === 'decline' && !window.confirm(t('customTrip.mine.declineConfirm'))) return;
    answer.mutate(
      { id: request.id, answer: what },
      {
        onSuccess: (result) => notify.success(translateMessage(t, result.message ?? '')),
        onError: (error) => notify.error(failureMessage(t, error, 'customTrip.mine.answerFailed')),
      },
    );
  };

  return (
    <div className="mt-3 space-y-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:bg-sky-950/40 dark:text-sky-100">
      <p>
        {t('customTrip.mine.quote')}: <span className="font-semibold">{money(quote.amount)}</span>
        {quote.price_per_person ? (
          <span> · {t('customTrip.mine.perPerson', { amount: money(quote.price_per_person) })}</span>
        ) : null}
      </p>
      {validUntil && (
        <p className="text-xs">
          {expired
            ? t('customTrip.mine.expired')
            : t('customTrip.mine.validUntil', {
                date: formatDate(new Date(`${validUntil}T12:00:00Z`), i18n.language, {
                  dateStyle: 'medium',
                  timeZone: 'UTC',
                }),
              })}
        </p>
      )}
      {quote.days && quote.days.length > 0 && (
        <details>
          <summary className="cursor-pointer font-medium">{t('customTrip.mine.plan')}</summary>
          <ol className="mt-1 space-y-1">
            {quote.days.map((day) => (
              <li key={day.day}>
                <span className="font-medium">{t('customTrip.mine.day', { day: day.day })}:</span> {day.title}
                {day.description ? <span className="block text-xs opacity-90">{day.description}</span> : null}
              </li>
            ))}
          </ol>
        </details>
      )}
      {quote.inclusions && quote.inclusions.length > 0 && (
        <p>
          <span className="font-medium">{t('customTrip.mine.included')}:</span> {quote.inclusions.join(', ')}
        </p>
      )}
      {quote.exclusions && quote.exclusions.length > 0 && (
        <p>
          <span className="font-medium">{t('customTrip.mine.excluded')}:</span> {quote.exclusions.join(', ')}
        </p>
      )}
      <div className="pt-1">
        <Button
          variant="secondary"
          busy={download.isPending}
          aria-label={t('customTrip.mine.downloadQuoteOf', { destinations: request.destinations.join(', ') })}
          onClick={() =>
            download.mutate(request.id, {
              onError: (error) => notify.error(failureMessage(t, error, 'customTrip.mine.downloadQuoteFailed')),
            })
          }
        >
          <FileDown className="size-4" aria-hidden="true" />
          {download.isPending ? t('customTrip.mine.downloading') : t('customTrip.mine.downloadQuote')}
        </Button>
      </div>
      {open && (
        <div className="flex flex-wrap gap-2 pt-1">
          <Button
            busy={answer.isPending && answer.variables?.answer === 'accept'}
            disabled={answer.isPending}
            onClick={() => send('accept')}
          >
            {answer.isPending && answer.variables?.answer === 'accept'
              ? t('customTrip.mine.working')
              : t('customTrip.mine.accept')}
          </Button>
          <Button
            variant="secondary"
            busy={answer.isPending && answer.variables?.answer === 'decline'}
            disabled={answer.isPending}
            onClick={() => send('decline')}
          >
            {answer.isPending && answer.variables?.answer === 'decline'
              ? t('customTrip.mine.working')
              : t('customTrip.mine.decline')}
          </Button>
        </div>
      )}
    </div>
  );
}
