import type { CustomPackageFormInput } from '@trails/contracts/custom-packages';

const DRAFT_KEY = 'customTripDraft';

/** Keeps a signed-out visitor's filled-in form while they log in (this tab only). */
export function saveDraft(values: CustomPackageFormInput): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the form simply starts over after login.
  }
}

/** The saved form, if any. */
export function readDraft(): Partial<CustomPackageFormInput> | null {
  try {
    const text = sessionStorage.getItem(DRAFT_KEY);
    const parsed: unknown = text ? JSON.parse(text) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Partial<CustomPackageFormInput>)
      : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
