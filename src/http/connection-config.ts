/**
 * How long a client may take to send a request, so that slow or hostile clients (slowloris: many
 * connections each trickling a header byte at a time) cannot hold connections for nothing. Node's
 * own defaults give a client 60 s for its headers and 300 s for the whole request, and check them
 * only every 30 s.
 */
import type { ServerOptions } from 'node:http';

/** Headers are a few hundred bytes: 10 s is ample on any link that can use the API at all. */
export const HEADERS_TIMEOUT_MS = 10_000;
/**
 * The whole request, body included (`VIGIL_REQUEST_TIMEOUT_S`). 30 s carries the largest body (an
 * ingest batch of 16 MiB) at 4.5 Mbit/s; clients on slower links send smaller batches or raise it.
 */
export const DEFAULT_REQUEST_TIMEOUT_S = 30;
export const MIN_REQUEST_TIMEOUT_S = 10;
export const MAX_REQUEST_TIMEOUT_S = 600;
/** How often Node looks for connections past those limits (its default, 30 s, would let them overstay). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/**
 * An idle keep-alive connection is closed after this; above the 60 s idle timeout of common load
 * balancers, so that they never reuse a connection Vigil has just closed (Fastify's default too).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** Options for node:http and node:https `createServer`. */
export function connectionLimits(requestTimeoutS: number): ServerOptions {
  return {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: requestTimeoutS * 1000,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  };
}
