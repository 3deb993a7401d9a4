import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { translateMessage } from './i18n';
import { notify } from './notify';

/** Put a 422's per-field messages under the matching fields; true when any field took one. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    if ((fields as readonly string[]).includes(field) && messages[0]) {
      setError(field as Path<T>, { type: 'server', message: messages[0] });
      applied = true;
    }
  }
  return applied;
}

/**
 * What a failed submit tells the user: the server's message (translated when known), or the
 * form's own fallback when the server gave none or could not be reached.
 */
export function failureMessage(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError && error.status !== 0) return translateMessage(t, error.message);
  return t(fallbackKey);
}

/** A failed submit: the server's field errors under the fields, and a toast with the message. */
export function showSubmitError<T extends FieldValues>(
  t: TFunction,
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallbackKey: string,
): void {
  applyServerErrors(error, setError, fields);
  notify.error(failureMessage(t, error, fallbackKey));
}
