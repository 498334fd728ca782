/** The shapes shared by every feed connection: where lines go, what a running feed reports. */

import type { FeedFormat, FeedSpec } from '../feed-config.ts';
import type { BackoffPolicy } from './backoff.ts';
import type { BatchPolicy } from './line-batcher.ts';

/** Receives a feed's lines in order, a batch at a time; a rejection loses that batch only. */
export interface FeedSink {
  lines(format: FeedFormat, lines: string[], receivedAt: number): Promise<void>;
}

export interface FeedStatus {
  /** TCP: connected to the server. UDP: bound and listening. */
  connected: boolean;
  /** Lines received so far (all connections). */
  lines: number;
  /** Connection attempts after the first (TCP), or bind retries (UDP). */
  reconnects: number;
  lastError: string | null;
}

export interface RunningFeed {
  spec: FeedSpec;
  /** Closes the connection, stops retrying, and waits until received lines reached the sink. */
  stop(): Promise<void>;
  status(): FeedStatus;
}

export interface FeedLogger {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
}

export interface FeedOptions {
  logger: FeedLogger;
  backoff?: BackoffPolicy;
  batch?: Partial<BatchPolicy>;
  /** TCP: a connection silent this long is assumed dead (half-open) and replaced. */
  idleTimeoutMs?: number;
}

/**
 * Live AIS and SBS feeds send several lines a second; five silent minutes means the far end is
 * gone without a FIN (a NAT or a receiver reboot), which TCP alone would never notice.
 */
export const DEFAULT_IDLE_TIMEOUT_MS = 5 * 60 * 1000;

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
