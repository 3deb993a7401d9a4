import { useState, type FormEvent } from 'react';
import { FileDown, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_CUSTOM_PACKAGE_LIMITS, type AdminCustomPackage } from '@trails/contracts/admin-custom-packages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatPrice } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { TextAreaField } from '../../components/text-area-field';
import { dataClient } from '../../lib/data-client';
import { adminFailure, adminMessage } from '../../lib/messages';
import { CUSTOM_PACKAGES } from './custom-packages.resource';

interface Day {
  title: string;
  description: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A starting plan: the saved one, or one empty day per day of the request. */
function startDays(record: AdminCustomPackage): Day[] {
  if (record.quote_details)
    return record.quote_details.days.map((day) => ({ title: day.title, description: day.description ?? '' }));
  return Array.from({ length: record.duration_days }, () => ({ title: '', description: '' }));
}

/**
 * The quote: price per person and total, a day-by-day plan, inclusions and exclusions, valid
 * until. Send Quote stores it, emails the traveller and marks the request quoted.
 */
export function QuoteEditor({ record, onSent }: { record: AdminCustomPackage; onSent: () => void }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const saved = record.quote_details;
  const [editing, setEditing] = useState(false);
  const [perPerson, setPerPerson] = useState(saved ? String(saved.price_per_person) : '');
  const [total, setTotal] = useState(saved ? String(saved.total_price) : '');
  const [validUntil, setValidUntil] = useState(saved?.valid_until ?? '');
  const [days, setDays] = useState<Day[]>(() => startDays(record));
  const [inclusions, setInclusions] = useState(saved?.inclusions.join('\n') ?? '');
  const [exclusions, setExclusions] = useState(saved?.exclusions.join('\n') ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [downloading, setDownloading] = useState(false);

  /** The quote PDF exactly as the traveller receives it by email. */
  const download = async () => {
    setDownloading(true);
    try {
      await dataClient.download(CUSTOM_PACKAGES, 'quote.pdf', `quote-${record.id}.pdf`, { id: record.id });
    } catch (failure) {
      notify.error(adminFailure(t, failure, t('customPackages.quote.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };
  const [sending, setSending] = useState(false);
  const money = (amount: number) => formatPrice(amount, record.currency, i18n.language);
  const error = (key: string) => (errors[key]?.[0] ? adminMessage(t, errors[key][0]) : undefined);
  const locked = record.booking !== null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    try {
      const answer = await dataClient.action(CUSTOM_PACKAGES, record.id, 'quote', {
        price_per_person: perPerson === '' ? undefined : Number(perPerson),
        total_price: total === '' ? undefined : Number(total),
        valid_until: validUntil,
        days: days.map((day, index) => ({ day: index + 1, title: day.title, description: day.description || null })),
        inclusions: lines(inclusions),
        exclusions: lines(exclusions),
      });
      notify.success(adminMessage(t, answer.message ?? '') || t('messages.quoteSent'));
      setEditing(false);
      onSent();
    } catch (failure) {
      if (failure instanceof ApiError) setErrors(failure.errors);
      notify.error(adminFailure(t, failure, t('messages.failedToSendQuote')));
    } finally {
      setSending(false);
    }
  };

  const setDay = (index: number, change: Partial<Day>) =>
    setDays((current) => current.map((day, at) => (at === index ? { ...day, ...change } : day)));

  return (
    <section
      aria-labelledby={`quote-${record.id}`}
      className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`quote-${record.id}`} className="font-semibold">
          {t('customPackages.quote.title')}
        </h3>
        {!editing && !locked && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {saved ? t('customPackages.quote.edit') : t('customPackages.quote.write')}
          </Button>
        )}
      </div>

      {!editing &&
        (saved ? (
          <div className="space-y-1 text-sm">
            <p>
              {t('customPackages.quote.total')}: <span className="font-semibold">{money(saved.total_price)}</span> ·{' '}
              {t('customPackages.quote.pricePerPerson')}: {money(saved.price_per_person)}
            </p>
            <p>
              {t('customPackages.quote.validUntil')}:{' '}
              {formatDate(new Date(`${saved.valid_until}T12:00:00Z`), i18n.language, {
                dateStyle: 'medium',
                timeZone: 'UTC',
              })}
            </p>
            {record.quote_sent_at && (
              <p className="text-slate-600 dark:text-slate-400">
                {t('customPackages.quote.sentOn', {
                  date: formatDate(record.quote_sent_at, i18n.language, { dateStyle: 'medium' }),
                })}
              </p>
            )}
            <Button variant="secondary" busy={downloading} onClick={() => void download()}>
              <FileDown className="size-4" aria-hidden="true" />
              {downloading ? t('customPackages.quote.downloading') : t('customPackages.quote.download')}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('customPackages.quote.none')}</p>
        ))}

      {editing && (
        <form onSubmit={(event) => void send(event)} noValidate className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label={t('customPackages.quote.pricePerPerson')}
              type="number"
              min={1}
              inputMode="decimal"
              value={perPerson}
              onChange={(event) => setPerPerson(event.target.value)}
              error={error('price_per_person')}
            />
            <TextField
              label={t('customPackages.quote.total')}
              type="number"
              min={1}
              inputMode="decimal"
              value={total}
              onChange={(event) => setTotal(event.target.value)}
              error={error('total_price')}
            />
            <TextField
              label={t('customPackages.quote.validUntil')}
              type="date"
              value={validUntil}
              onChange={(event) => setValidUntil(event.target.value)}
              error={error('valid_until')}
            />
          </div>

          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">{t('customPackages.quote.days')}</legend>
            {error('days') && (
              <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                {error('days')}
              </p>
            )}
            {days.map((day, index) => (
              <div key={index} className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                <div className="flex items-center justify-between">
                  <span className="text-sm font-medium">{t('customPackages.quote.day', { day: index + 1 })}</span>
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50"
                    aria-label={t('customPackages.quote.removeDay', { day: index + 1 })}
                    onClick={() => setDays((current) => current.filter((_, at) => at !== index))}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
                <TextField
                  label={t('customPackages.quote.dayTitle', { day: index + 1 })}
                  value={day.title}
                  maxLength={ADMIN_CUSTOM_PACKAGE_LIMITS.dayTitleMax}
                  onChange={(event) => setDay(index, { title: event.target.value })}
                  error={error(`days.${index}.title`)}
                />
                <TextAreaField
                  label={t('customPackages.quote.dayDescription', { day: index + 1 })}
                  rows={2}
                  value={day.description}
                  maxLength={ADMIN_CUSTOM_PACKAGE_LIMITS.dayDescriptionMax}
                  onChange={(event) => setDay(index, { description: event.target.value })}
                />
              </div>
            ))}
            {days.length < ADMIN_CUSTOM_PACKAGE_LIMITS.quoteDaysMax && (
              <Button
                variant="ghost"
                onClick={() => setDays((current) => [...current, { title: '', description: '' }])}
              >
                <Plus className="size-4" aria-hidden="true" />
                {t('customPackages.quote.addDay')}
              </Button>
            )}
          </fieldset>

          <div className="grid gap-3 sm:grid-cols-2">
            <TextAreaField
              label={t('customPackages.quote.inclusions')}
              rows={4}
              value={inclusions}
              placeholder={t('customPackages.quote.listHint')}
              onChange={(event) => setInclusions(event.target.value)}
            />
            <TextAreaField
              label={t('customPackages.quote.exclusions')}
              rows={4}
              value={exclusions}
              placeholder={t('customPackages.quote.listHint')}
              onChange={(event) => setExclusions(event.target.value)}
            />
          </div>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" busy={sending}>
              {sending ? t('customPackages.quote.sending') : t('customPackages.quote.send')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
