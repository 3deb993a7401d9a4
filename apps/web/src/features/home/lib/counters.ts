/**
 * The counters whose value reaches the operator's threshold (a setting, as text; blank or not a
 * number counts as 0, so every counter shows), in their order.
 */
export function countersWorthShowing<Counter extends { key: string }>(
  counters: readonly Counter[],
  values: Readonly<Record<string, number>>,
  threshold: string | undefined,
): Counter[] {
  const minimum = Number(threshold);
  const floor = Number.isFinite(minimum) && minimum > 0 ? minimum : 0;
  return counters.filter(({ key }) => (values[key] ?? 0) >= floor);
}
