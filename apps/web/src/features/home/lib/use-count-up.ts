import { useEffect, useState } from 'react';
import { HOME_SECTIONS } from '@trails/contracts/catalogue-constants';

export interface CountUpOptions {
  durationMs?: number;
  steps?: number;
}

/**
 * Calls `onValue` `steps` times over `durationMs`, climbing evenly from 0 to `target` and ending
 * exactly on it. Returns a function that stops it early.
 */
export function runCountUp(target: number, onValue: (value: number) => void, options: CountUpOptions = {}): () => void {
  const { durationMs = HOME_SECTIONS.statsAnimationMs, steps = HOME_SECTIONS.statsAnimationSteps } = options;
  if (target <= 0 || steps <= 1 || durationMs <= 0) {
    onValue(target);
    return () => {};
  }
  let step = 0;
  const timer = setInterval(() => {
    step += 1;
    if (step >= steps) {
      clearInterval(timer);
      onValue(target);
    } else {
      onValue(Math.round((target * step) / steps));
    }
  }, durationMs / steps);
  return () => clearInterval(timer);
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The number to show for an animated counter: 0 until `start`, then counting up to `target`
 * (2 s in 60 steps). A reader who prefers reduced motion sees the final number at once.
 */
export function useCountUp(target: number | undefined, start: boolean, options?: CountUpOptions): number {
  const [reduced] = useState(prefersReducedMotion);
  const [value, setValue] = useState(0);
  const durationMs = options?.durationMs;
  const steps = options?.steps;
  useEffect(() => {
    if (!start || target === undefined || reduced) return;
    return runCountUp(target, setValue, { durationMs, steps });
  }, [start, target, reduced, durationMs, steps]);
  if (target === undefined) return 0;
  return reduced ? target : value;
}
