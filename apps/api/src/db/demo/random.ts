/** A seeded generator (mulberry32), so the demo data is the same on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (probability: number) => next() < probability,
  };
}
export type Random = ReturnType<typeof createRandom>;

/** The demo's "today": dates are placed relative to it. */
export const DEMO_TODAY = new Date('2026-11-21T09:00:00Z');
export const daysFromToday = (days: number) => new Date(DEMO_TODAY.getTime() + days * 86_400_000);
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
