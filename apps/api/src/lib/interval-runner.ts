import type { FastifyBaseLogger } from 'fastify';

export interface IntervalRunner {
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** One pass now (joined to a pass under way); answers how many items it handled. */
  runOnce(): Promise<number>;
}

/**
 * Runs `pass` every `intervalMs`, never two passes at once in one process; a pass that handled
 * something is logged as `done`, a failure as `failed`. Safe in several processes only when the
 * pass itself claims its rows (SKIP LOCKED, unique rows).
 */
export function createIntervalRunner(options: {
  pass: () => Promise<number>;
  intervalMs: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  done: string;
  failed: string;
}): IntervalRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const runOnce = () => {
    running ??= options
      .pass()
      .then((count) => {
        if (count > 0) options.logger.info({ count }, options.done);
        return count;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => options.logger.error({ err: error }, options.failed));
      }, options.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
