import { DEFAULT_PUBLIC_SETTINGS } from '@trails/contracts/constants';
import { mergeSettings } from '@trails/contracts/merge-settings';
import type { Executor } from '../../db/client.ts';
import { readSettings } from '../settings/settings.reader.ts';
import type { InvoiceData } from './invoice.pdf.ts';

const OPERATOR_KEYS = ['site_name', 'contact_address', 'contact_email', 'contact_phone', 'currency'] as const;

/** The invoice's issuer from the site settings, and the currency to use when a booking has none. */
export async function readInvoiceOperator(
  db: Executor,
): Promise<{ operator: InvoiceData['operator']; currency: string }> {
  const stored = mergeSettings(DEFAULT_PUBLIC_SETTINGS, await readSettings(db, OPERATOR_KEYS));
  return {
    operator: {
      name: stored.site_name,
      address: stored.contact_address,
      email: stored.contact_email,
      phone: stored.contact_phone,
    },
    currency: stored.currency,
  };
}
