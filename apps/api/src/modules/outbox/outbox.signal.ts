import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Executor } from '../../db/client.ts';
import { listenOnChannel } from '../../lib/pg-listen.ts';

/** The channel that says "an email is waiting"; sent inside the transaction that enqueues it. */
export const OUTBOX_CHANNEL = 'outbox_ready';

/**
 * Run inside the transaction that writes an outbox row: PostgreSQL delivers a notification only
 * when its transaction commits, so a listener hears of the email exactly when it can be claimed.
 */
export async function signalOutbox(executor: Executor): Promise<void> {
  await executor.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

interface Logger {
  warn(object: unknown, message: string): void;
}

/** What PGlite offers for LISTEN: notifications of its own (single) session. */
interface PgliteListen {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/**
 * Calls `onReady` after each commit that enqueued an email, in any process on the same database
 * (and once whenever listening (re)starts, for what was missed). The runner's poll stays as the net
 * under it.
 */
export function listenForOutbox(db: Database, onReady: () => void, logger: Logger): Promise<{ stop(): Promise<void> }> {
  return listenForSignal(
    db,
    OUTBOX_CHANNEL,
    onReady,
    logger,
    'outbox listener (emails wait for the next poll meanwhile)',
  );
}

/**
 * Calls `onReady` after each commit that notified `channel`, in any process on the same database
 * (PostgreSQL), or in this one (PGlite), and once whenever listening (re)starts. `what` names the
 * listener in warnings. Other outboxes (webhooks) listen with it on their own channel.
 */
export async function listenForSignal(
  db: Database,
  channel: string,
  onReady: () => void,
  logger: Logger,
  what: string,
): Promise<{ stop(): Promise<void> }> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const listener = listenOnChannel(client, channel, { notified: onReady, up: onReady }, logger, what);
    await listener.start();
    return listener;
  }
  if (client && typeof (client as Partial<PgliteListen>).listen === 'function') {
    const unlisten = await (client as PgliteListen).listen(channel, onReady);
    return { stop: unlisten };
  }
  return { stop: async () => {} };
}
