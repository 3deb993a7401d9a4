import { DEFAULT_PUBLIC_SETTINGS } from '@trails/contracts/constants';
import { mergeSettings } from '@trails/contracts/merge-settings';
import type { Executor } from '../../db/client.ts';
import { readSettings } from '../settings/settings.reader.ts';
import { withoutTrailingSlashes } from '../../lib/text.ts';

/** Who the emails come from and where their links point: the site's name, logo and contacts. */
export interface EmailSite {
  name: string;
  /** Absolute address of the logo, or null to show the name as text. */
  logoUrl: string | null;
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
  currency: string;
  /** Public address of the site, without a trailing slash; links are built on it. */
  baseUrl: string;
}

/** The settings keys the emails' site is read from. */
export const EMAIL_SITE_KEYS = [
  'site_name',
  'site_logo',
  'contact_email',
  'contact_phone',
  'contact_address',
  'currency',
] as const;

/** An absolute http(s) address for `pathOrUrl`, or null when it is neither a path nor such an address. */
export function absoluteUrl(baseUrl: string, pathOrUrl: string): string | null {
  try {
    const url = new URL(pathOrUrl, `${baseUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Reads the site settings emails show; `publicUrl` is the configured PUBLIC_URL. */
export async function readEmailSite(db: Executor, publicUrl: string): Promise<EmailSite> {
  return emailSiteFrom(await readSettings(db, EMAIL_SITE_KEYS), publicUrl);
}

/** The emails' site from stored settings values (those of `EMAIL_SITE_KEYS`; a missing one takes its default). */
export function emailSiteFrom(values: Record<string, string>, publicUrl: string): EmailSite {
  const stored = mergeSettings(DEFAULT_PUBLIC_SETTINGS, values);
  const baseUrl = withoutTrailingSlashes(publicUrl);
  return {
    name: stored.site_name,
    logoUrl: stored.site_logo ? absoluteUrl(baseUrl, stored.site_logo) : null,
    contactEmail: stored.contact_email,
    contactPhone: stored.contact_phone,
    contactAddress: stored.contact_address,
    currency: stored.currency,
    baseUrl,
  };
}
