/** Merge stored values over the defaults; unknown or empty values keep the default. */
export function mergeSettings<T extends Record<string, string>>(
  defaults: T,
  stored: Partial<Record<string, string | null | undefined>>,
): T {
  const merged: Record<string, string> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = stored[key];
    if (typeof value === 'string' && value.trim() !== '') merged[key] = value;
  }
  return merged as T;
}
