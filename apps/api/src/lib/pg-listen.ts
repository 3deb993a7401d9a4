import pg from 'pg';

interface Logger {
  warn(object: unknown, message: string): void;
}

export interface ChannelHandlers {
  /** A notification on the channel, with its payload. */
  notified(payload: string | undefined): void;
  /** Listening (again): notifications sent while nobody listened were lost. */
  up?(): void;
  /** Not listening: the connection dropped (a reconnect follows) or stop() was called. */
  down?(): void;
}

export interface ChannelListener {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * LISTENs on one PostgreSQL channel over a dedicated connection (not one of the pool's, which
 * would be handed to queries), reconnecting after a loss with a back-off from 0.5 s to 30 s.
 * `what` names the listener in the warnings ("the response cache is off" and so on).
 */
export function listenOnChannel(
  pool: pg.Pool,
  channel: string,
  handlers: ChannelHandlers,
  logger: Logger,
  what: string,
): ChannelListener {
  if (!/^\w+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | undefined;

  function lost(current: pg.Client, error?: Error) {
    if (client !== current) return;
    client = undefined;
    handlers.down?.();
    current.removeAllListeners('notification');
    current.end().catch(() => undefined);
    if (stopped) return;
    logger.warn({ err: error }, `${what}: connection lost, retrying in ${retryMs} ms`);
    schedule();
  }

  function schedule() {
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  }

  async function connect(): Promise<void> {
    if (stopped || client) return;
    const current = new pg.Client(pool.options);
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.notified(message.payload);
    });
    try {
      await current.connect();
      // A channel name is an identifier, not a value: checked above, it cannot be a parameter.
      await current.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(current, error as Error);
      return;
    }
    if (client !== current) return;
    retryMs = 500;
    handlers.up?.();
  }

  return {
    start: connect,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      handlers.down?.();
      await current?.end().catch(() => undefined);
    },
  };
}
