import { useCallback, useEffect, useRef, useState } from 'react';
import type { TranslatedKind, TranslationLocale, TranslationStatus } from '@trails/contracts/translations';
import { ApiError } from '../../lib/api-client';
import {
  draftFromStored,
  translationErrors,
  translationsBody,
  type DayDraft,
  type StoredTranslationsInput,
  type TranslationDraft,
  type TranslationErrors,
  type TranslationsBody,
} from './translations';

export type EditorLanguage = 'en' | TranslationLocale;

/** What a loaded record brings: its stored translations and their completeness. */
export interface TranslatedRecord {
  translations?: StoredTranslationsInput;
  translation_status?: TranslationStatus | undefined;
}

export interface TranslationsDraft {
  kind: TranslatedKind;
  draft: TranslationDraft;
  language: EditorLanguage;
  setLanguage: (language: EditorLanguage) => void;
  setField: (locale: TranslationLocale, field: string, value: string) => void;
  setDay: (locale: TranslationLocale, day: number, key: keyof DayDraft, value: string) => void;
  errors: TranslationErrors;
  /** The English fields had an error in the last save. */
  englishError: boolean;
  /** The server's completeness of the record as loaded, until a translation is edited. */
  loadedStatus: TranslationStatus | undefined;
  /** The `translations` to send with the save. */
  body: () => TranslationsBody;
  /** After a failed save: the translation errors under their fields, the first language with one shown. */
  applyErrors: (failure: unknown) => void;
}

/**
 * The translations part of a record's form: starts from the record's stored translations (again
 * whenever the record or `open` changes), tracks the chosen language and the server's errors.
 */
export function useTranslationsDraft(
  kind: TranslatedKind,
  record: TranslatedRecord | null | undefined,
  open = true,
): TranslationsDraft {
  const [draft, setDraft] = useState<TranslationDraft>(() => draftFromStored(kind, record?.translations));
  const [language, setLanguage] = useState<EditorLanguage>('en');
  const [errors, setErrors] = useState<TranslationErrors>({});
  const [englishError, setEnglishError] = useState(false);
  const [edited, setEdited] = useState(false);
  const sent = useRef<TranslationsBody | undefined>(undefined);
  const editedRef = useRef(false);
  const openedRef = useRef(false);

  useEffect(() => {
    if (!open) {
      openedRef.current = false;
      return;
    }
    // A record read again while the form is open (e.g. a refetch) does not undo what was typed.
    if (openedRef.current && editedRef.current) return;
    openedRef.current = true;
    editedRef.current = false;
    setDraft(draftFromStored(kind, record?.translations));
    setLanguage('en');
    setErrors({});
    setEnglishError(false);
    setEdited(false);
  }, [kind, record, open]);

  const clearError = (locale: TranslationLocale, where: string) =>
    setErrors((current) => {
      if (!current[locale]?.[where]) return current;
      const { [where]: _cleared, ...rest } = current[locale];
      return { ...current, [locale]: rest };
    });

  const setField = useCallback((locale: TranslationLocale, field: string, value: string) => {
    setEdited(true);
    editedRef.current = true;
    setDraft((current) => ({
      ...current,
      [locale]: { ...current[locale], fields: { ...current[locale].fields, [field]: value } },
    }));
    clearError(locale, field);
  }, []);

  const setDay = useCallback((locale: TranslationLocale, day: number, key: keyof DayDraft, value: string) => {
    setEdited(true);
    editedRef.current = true;
    setDraft((current) => {
      const days = current[locale].days;
      const before = days[day] ?? { title: '', description: '' };
      return { ...current, [locale]: { ...current[locale], days: { ...days, [day]: { ...before, [key]: value } } } };
    });
    clearError(locale, `itinerary.${day}.${key}`);
  }, []);

  const body = () => {
    const built = translationsBody(kind, draft);
    sent.current = built;
    return built;
  };

  const applyErrors = (failure: unknown) => {
    if (!(failure instanceof ApiError)) return;
    const placed = translationErrors(failure.errors, sent.current);
    setErrors(placed.errors);
    setEnglishError(placed.other);
    if (placed.first) setLanguage(placed.first);
    else if (placed.other) setLanguage('en');
  };

  return {
    kind,
    draft,
    language,
    setLanguage,
    setField,
    setDay,
    errors,
    englishError,
    loadedStatus: edited ? undefined : record?.translation_status,
    body,
    applyErrors,
  };
}
