import type { EmailDelivery } from '@trails/contracts/bookings';
import type { Executor } from '../../db/client.ts';
import { latestStatusOf } from './outbox.repo.ts';
import { createSmtpSettingsReader, type MailEnv } from '../settings/smtp-settings.ts';

/** Where an email about a record stands, as a page may tell the person it was written to. */
export type EmailDeliveryReader = (related: { type: string; id: number }, kind: string) => Promise<EmailDelivery>;

/**
 * Sent when the outbox sent it; on its way while it waits and a mail server is set up (settings
 * or environment); otherwise not sent: no mail server to send it, or it failed for good.
 */
export function createEmailDeliveryReader(db: Executor, env: Partial<MailEnv> = {}): EmailDeliveryReader {
  const smtpSettings = createSmtpSettingsReader(db, env);
  return async (related, kind) => {
    const status = await latestStatusOf(db, related, kind);
    if (status === 'sent') return 'sent';
    if ((status === 'queued' || status === 'sending') && (await smtpSettings())) return 'on_its_way';
    return 'not_sent';
  };
}
