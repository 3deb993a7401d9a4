import type { TFunction } from 'i18next';
import { adminMessageKey } from '@trails/contracts/admin-messages';
import { messageKey } from '@trails/contracts/messages';
import { ApiError } from '../../lib/api-client';

/** A server or form message in the reader's language: back-office messages first, then the shared ones. */
export function adminMessage(t: TFunction, text: string): string {
  const adminKey = adminMessageKey(text);
  if (adminKey) return t(`admin:messages.${adminKey}`, { defaultValue: text });
  const key = messageKey(text);
  return key ? t(`common:messages.${key}`, { defaultValue: text }) : text;
}

/** What a failed call tells staff: the server's message, or the screen's fallback when it gave none. */
export function adminFailure(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.message) return adminMessage(t, error.message);
  return adminMessage(t, fallback);
}
