import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES } from '@trails/contracts/constants';
import { TRANSLATION_LOCALES, type TranslationState, type TranslationStatus } from '@trails/contracts/translations';
import { Badge, type BadgeTone } from './badge';
import type { AdminColumn } from './data-table';

const STATE_TONES: Record<TranslationState, BadgeTone> = { complete: 'green', partial: 'amber', missing: 'grey' };

/** A language's completeness as a small pill, its words read with the language's name. */
export function TranslationStateBadge({ state }: { state: TranslationState }) {
  const { t } = useTranslation('admin');
  return <Badge tone={STATE_TONES[state]}>{t(`translations.states.${state}`)}</Badge>;
}

/**
 * A list row's completeness per language: the language's code with its state in colour and words
 * (for screen readers), e.g. "HI ✓ ES ~ FR –".
 */
export function TranslationStatusCell({ status }: { status: TranslationStatus | undefined }) {
  const { t } = useTranslation('admin');
  if (!status) return null;
  const marks: Record<TranslationState, string> = { complete: '✓', partial: '~', missing: '–' };
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('translations.column')}>
      {TRANSLATION_LOCALES.map((locale) => {
        const state = status[locale] ?? 'missing';
        return (
          <li key={locale}>
            <Badge tone={STATE_TONES[state]}>
              <span aria-hidden="true" lang={locale}>
                {locale.toUpperCase()} {marks[state]}
              </span>
              <span className="sr-only">
                {t('translations.stateOf', {
                  language: LOCALE_NAMES[locale],
                  state: t(`translations.states.${state}`),
                })}
              </span>
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}

/** A list row's `translation_status`, when the list sends one. */
function rowStatus(row: object): TranslationStatus | undefined {
  const status = (row as { translation_status?: unknown }).translation_status;
  return typeof status === 'object' && status !== null ? (status as TranslationStatus) : undefined;
}

/** The list column of each row's completeness per language (empty where the list sends none). */
export function translationsColumn<T extends object>(): AdminColumn<T> {
  return {
    id: 'translations',
    headerKey: 'translations.column',
    cell: (row) => <TranslationStatusCell status={rowStatus(row)} />,
  };
}
