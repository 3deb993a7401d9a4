import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from './format';
import { useSettings } from './settings';

/** Formats an amount in the site currency and the reader's language. */
export function useFormatPrice(): (amount: number) => string {
  const { settings } = useSettings();
  const { i18n } = useTranslation();
  return useCallback(
    (amount: number) => formatPrice(amount, settings.currency, i18n.language),
    [settings.currency, i18n.language],
  );
}
