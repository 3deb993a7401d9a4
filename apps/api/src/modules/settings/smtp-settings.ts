import nodemailer, { type Transporter } from 'nodemailer';
import { DEFAULT_PUBLIC_SETTINGS, PRIVATE_SETTING_KEYS } from '@trails/contracts/constants';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { readSettings } from './settings.repo.ts';

/** How to reach the mail server and whom emails come from. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  auth?: { user: string; pass: string };
  from: { address: string; name: string };
  /** Never upgrade to TLS (a local test sink). */
  ignoreTLS?: boolean;
}

/** The stored mail settings (and the site's name and contact email) that `resolveSmtpSettings` reads. */
export const MAIL_KEYS = [...PRIVATE_SETTING_KEYS, 'site_name', 'contact_email'] as const;

export type MailEnv = Pick<
  Config,
  'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_USERNAME' | 'SMTP_PASSWORD' | 'MAIL_FROM_ADDRESS' | 'MAIL_FROM_NAME'
>;

/**
 * The mail server and sender from stored setting values; each empty one falls back to its
 * environment variable. Null when no host is known.
 */
export function resolveSmtpSettings(
  stored: Record<string, string | undefined>,
  env: Partial<MailEnv> = {},
): SmtpSettings | null {
  const pick = (key: (typeof MAIL_KEYS)[number], fallback: string | number | undefined) =>
    stored[key]?.trim() || (fallback === undefined ? '' : String(fallback));
  const host = pick('smtp_host', env.SMTP_HOST);
  if (!host) return null;
  const port = Number(pick('smtp_port', env.SMTP_PORT)) || 587;
  const user = pick('smtp_username', env.SMTP_USERNAME);
  const pass = stored.smtp_password || env.SMTP_PASSWORD || '';
  const address =
    pick('mail_from_address', env.MAIL_FROM_ADDRESS) ||
    stored.contact_email?.trim() ||
    (user.includes('@') ? user : `no-reply@${host}`);
  const name =
    pick('mail_from_name', env.MAIL_FROM_NAME) || stored.site_name?.trim() || DEFAULT_PUBLIC_SETTINGS.site_name;
  return {
    host,
    port,
    secure: port === 465,
    ...(user ? { auth: { user, pass } } : {}),
    from: { address, name },
  };
}

/**
 * Reads the mail settings on every call (an admin may change them at any time); each empty
 * setting falls back to its environment variable. Null when no host is known: mail waits.
 */
export function createSmtpSettingsReader(db: Executor, env: Partial<MailEnv> = {}): () => Promise<SmtpSettings | null> {
  return async () => resolveSmtpSettings(await readSettings(db, MAIL_KEYS), env);
}

/** Bounded waits, so a send finishes well within the outbox's lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/** A nodemailer transport to the mail server; close it after use. */
export function createSmtpTransport(settings: SmtpSettings, timeouts: Partial<typeof SMTP_TIMEOUTS> = {}): Transporter {
  return nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.auth ? { auth: settings.auth } : {}),
    ...(settings.ignoreTLS ? { ignoreTLS: true } : {}),
    ...SMTP_TIMEOUTS,
    ...timeouts,
  });
}
