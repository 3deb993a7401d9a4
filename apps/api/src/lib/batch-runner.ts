/** The few pino methods a batch runner uses (Fastify's `app.log` fits). */
export interface BatchRunnerLogger {
  error(object: object, message?: string): void;
}

export interface BatchRunner<S extends { claimed: number }> {
  /** Run a batch every `intervalMs` until stop() (at once after a full batch). */
  start(): void;
  /** Stop the timer and wait for the batch being handled, if any. */
  stop(): Promise<void>;
  /** Run one batch now (after a batch already running, never beside it). */
  runOnce(): Promise<S>;
  /** Run soon: call after a commit that wrote work for it. */
  nudge(): void;
}

const NUDGE_DELAY_MS = 50;

/**
 * The timing of an outbox's runner (emails, webhooks): one batch at a time in this process, every
 * `intervalMs`, straight on after a full batch, and moments after a nudge. The batch itself claims
 * its rows (SKIP LOCKED), which is what makes several processes safe.
 */
export function createBatchRunner<S extends { claimed: number }>(options: {
  runBatch: () => Promise<S>;
  intervalMs: number;
  batchSize: number;
  logger: BatchRunnerLogger;
  /** What the log says when a batch throws. */
  failed: string;
}): BatchRunner<S> {
  const { runBatch, intervalMs, batchSize, logger, failed } = options;
  let running: Promise<S> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let started = false;

  function runOnce(): Promise<S> {
    const previous = running ?? Promise.resolve(null);
    const current: Promise<S> = previous
      .catch(() => null)
      .then(runBatch)
      .finally(() => {
        if (running === current) running = null;
      });
    running = current;
    return current;
  }

  function schedule(delayMs: number) {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  async function tick() {
    timer = null;
    let full = false;
    try {
      full = (await runOnce()).claimed === batchSize;
    } catch (error) {
      logger.error({ error: (error instanceof Error ? error.message : String(error)).slice(0, 2000) }, failed);
    }
    // A full batch suggests more is due: go on at once instead of waiting a whole interval.
    if (!timer) schedule(full ? 0 : intervalMs);
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
    runOnce,
    nudge() {
      if (started) schedule(NUDGE_DELAY_MS);
    },
  };
}
