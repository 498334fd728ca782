/**
 * The only reader of the environment. `loadConfig` validates every setting once and returns a
 * plain object; everything else receives its configuration from `app.ts`.
 */
import path from 'node:path';
import { type Limits, readLimits } from './app/limits-config.ts';
import { readLateHorizon, readReorderWindow } from './geo/assets/reorder-config.ts';
import { type EngineSettings, readEngineSettings } from './geo/engine/engine-config.ts';
import { type FeedSpec, parseFeedSpecs } from './geo/feeds/feed-config.ts';
import { type ImageryConfig, readImagerySettings } from './geo/imagery/imagery-config.ts';
import { DEFAULT_DARK_WATCH } from './geo/tracking/dark-watch-config.ts';
import { readTrackingCheck } from './geo/tracking/tracking-check-config.ts';
import {
  DEFAULT_REQUEST_TIMEOUT_S,
  MAX_REQUEST_TIMEOUT_S,
  MIN_REQUEST_TIMEOUT_S,
} from './http/connection-config.ts';
import { parseOriginList } from './http/origin-config.ts';
import { loadTlsSettings, type TlsSettings } from './http/tls-config.ts';
import { ConfigError } from './lib/config-error.ts';
import { parseRateLimit, type RateLimitSpec } from './lib/rate-limit-spec.ts';
import { timeZoneProblem } from './lib/wall-clock.ts';
import { DEFAULT_TOKEN_TTL_S, MAX_TOKEN_TTL_S, MIN_TOKEN_TTL_S } from './platform/oauth/oauth-config.ts';
import { type Pkcs11Settings, parsePkcs11Settings } from './platform/signing/pkcs11-config.ts';
import { parseNetworkList } from './platform/webhooks/webhook-config.ts';
import {
  type ChainReaderSettings,
  parseChainReaderSettings,
} from './risk/chain-reader/chain-reader-config.ts';
import type { StoreConfig } from './store/store-config.ts';

export interface Config {
  host: string;
  port: number;
  /** A separate port for `GET /metrics`; when unset, metrics are served on the main port. */
  metricsPort: number | undefined;
  dataDir: string;
  store: StoreConfig;
  redisUrl: string | undefined;
  rateLimit: RateLimitSpec;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** How long a client may take to send a whole request, body included, seconds. */
  requestTimeoutS: number;
  /** How long SIGTERM waits for in-flight requests before closing anyway. */
  shutdownGraceMs: number;
  /** Non-public CIDR networks that webhooks may reach anyway; by default they reach public addresses only. */
  webhookAllowNetworks: string[];
  /** The zone SBS-1 times (which carry none) are read in: an IANA name or a fixed offset. */
  sbsTimeZone: string;
  /** AIS and SBS feeds to connect to (TCP) or listen on (UDP) once the service listens. */
  feeds: FeedSpec[];
  /** The shortest silence, seconds, that makes a followed vessel dark whatever its reporting rate. */
  darkFloorS: number;
  /**
   * How often silences, stale episodes and dwell times are checked (ms): what they find is told up
   * to this late; see tracking-check-config.ts.
   */
  trackingCheckMs: number;
  /** Indirect exposure: how many hops screening follows funds, and how it counts them. */
  screening: { maxHops: number; method: 'haircut' | 'poison' };
  /** HTTPS with client certificates (mutual TLS for OAuth); undefined serves plain HTTP. */
  tls: TlsSettings | undefined;
  /** How long an OAuth access token lives, seconds. */
  oauthTokenTtlS: number;
  /** HSM-backed signing through PKCS#11; undefined when no module is configured. */
  pkcs11: Pkcs11Settings | undefined;
  /** How the tracking engine runs: NATS, this process's role, partitions. */
  engine: EngineSettings;
  /** How long after arriving positions wait to be judged in time order (ms); see reorder-config.ts. */
  reorderWindowMs: number;
  /** Imagery: the default STAC catalog, how often sites are scanned, how far the first scan looks back. */
  imagery: ImageryConfig;
  /** How far behind the clock a position may be and still be judged (ms); see reorder-config.ts. */
  lateHorizonMs: number;
  /** Disk, body and per-workspace limits (app/limits-config.ts). */
  limits: Limits;
  /** Chains Vigil reads itself: a node per EVM chain, confirmations, the backfill budget (docs/chains.md). */
  chains: ChainReaderSettings;
  /** Origins of the operator's own tile servers the console may read a PMTiles archive or a style from. */
  consoleTileOrigins: string[];
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const DEFAULT_RATE_LIMIT = '6000/60';

export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const port = parsePort(env.PORT ?? '8080', 'PORT', problems);
  const metricsPort = env.VIGIL_METRICS_PORT
    ? parsePort(env.VIGIL_METRICS_PORT, 'VIGIL_METRICS_PORT', problems)
    : undefined;
  const dataDir = path.resolve(cwd, env.VIGIL_DATA_DIR ?? 'data');

  let store: StoreConfig = { kind: 'sqlite', file: path.join(dataDir, 'vigil.db') };
  if (env.DATABASE_URL) {
    if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
      problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    store = { kind: 'postgres', url: env.DATABASE_URL };
  }

  if (env.REDIS_URL && !/^rediss?:\/\//.test(env.REDIS_URL))
    problems.push('REDIS_URL must be a redis:// or rediss:// URL');

  const rateLimitText = env.VIGIL_RATE_LIMIT ?? DEFAULT_RATE_LIMIT;
  const rateLimit = parseRateLimit(rateLimitText);
  if (!rateLimit)
    problems.push(
      `VIGIL_RATE_LIMIT must look like N/SECONDS (e.g. ${DEFAULT_RATE_LIMIT}), got '${rateLimitText}'`,
    );

  const logLevel = env.VIGIL_LOG_LEVEL ?? 'info';
  if (!isLogLevel(logLevel)) problems.push(`VIGIL_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const webhookAllow = parseNetworkList(env.VIGIL_WEBHOOK_ALLOW_NETWORKS ?? '');
  if (webhookAllow.invalid.length > 0)
    problems.push(
      'VIGIL_WEBHOOK_ALLOW_NETWORKS has entries that are not CIDR networks: ' +
        `${webhookAllow.invalid.join(', ')} (e.g. 127.0.0.0/8,10.0.0.0/8)`,
    );

  const feeds = parseFeedSpecs(env.VIGIL_FEEDS ?? '');
  for (const error of feeds.errors) problems.push(`VIGIL_FEEDS: ${error}`);

  const sbsTimeZone = env.VIGIL_SBS_TIME_ZONE ?? 'UTC';
  const zoneProblem = timeZoneProblem(sbsTimeZone);
  if (zoneProblem) problems.push(`VIGIL_SBS_TIME_ZONE: ${zoneProblem}`);

  const darkFloorText = env.VIGIL_DARK_FLOOR_S ?? String(DEFAULT_DARK_WATCH.floorS);
  const darkFloorS = Number(darkFloorText);
  if (!Number.isInteger(darkFloorS) || darkFloorS < 60 || darkFloorS > DEFAULT_DARK_WATCH.ceilingS) {
    problems.push(
      `VIGIL_DARK_FLOOR_S must be whole seconds from 60 to ${DEFAULT_DARK_WATCH.ceilingS}, got '${darkFloorText}'`,
    );
  }

  const trackingCheckMs = readTrackingCheck(env.VIGIL_TRACKING_CHECK_S, problems);

  const maxHopsText = env.VIGIL_SCREENING_MAX_HOPS ?? '3';
  const maxHops = Number(maxHopsText);
  if (!Number.isInteger(maxHops) || maxHops < 1 || maxHops > 6) {
    problems.push(`VIGIL_SCREENING_MAX_HOPS must be a whole number from 1 to 6, got '${maxHopsText}'`);
  }
  const method = env.VIGIL_SCREENING_EXPOSURE ?? 'haircut';
  if (method !== 'haircut' && method !== 'poison') {
    problems.push(`VIGIL_SCREENING_EXPOSURE must be haircut or poison, got '${method}'`);
  }

  const tls = loadTlsSettings(env, cwd, problems, Date.now());
  const tokenTtlText = env.VIGIL_OAUTH_TOKEN_TTL_S ?? String(DEFAULT_TOKEN_TTL_S);
  const oauthTokenTtlS = Number(tokenTtlText);
  if (
    !Number.isInteger(oauthTokenTtlS) ||
    oauthTokenTtlS < MIN_TOKEN_TTL_S ||
    oauthTokenTtlS > MAX_TOKEN_TTL_S
  ) {
    problems.push(
      `VIGIL_OAUTH_TOKEN_TTL_S must be whole seconds from ${MIN_TOKEN_TTL_S} to ${MAX_TOKEN_TTL_S}, got '${tokenTtlText}'`,
    );
  }
  const pkcs11 = parsePkcs11Settings(env, cwd, problems);

  const requestTimeoutText = env.VIGIL_REQUEST_TIMEOUT_S ?? String(DEFAULT_REQUEST_TIMEOUT_S);
  const requestTimeoutS = Number(requestTimeoutText);
  if (
    !Number.isInteger(requestTimeoutS) ||
    requestTimeoutS < MIN_REQUEST_TIMEOUT_S ||
    requestTimeoutS > MAX_REQUEST_TIMEOUT_S
  ) {
    problems.push(
      `VIGIL_REQUEST_TIMEOUT_S must be whole seconds from ${MIN_REQUEST_TIMEOUT_S} to ${MAX_REQUEST_TIMEOUT_S}, got '${requestTimeoutText}'`,
    );
  }

  const engine = readEngineSettings(env, store.kind, problems);
  const limits = readLimits(env, problems);
  const reorderWindowMs = readReorderWindow(env.VIGIL_REORDER_WINDOW_S, problems);
  const imagery = readImagerySettings(env, problems);
  const lateHorizonMs = readLateHorizon(env.VIGIL_LATE_HORIZON_S, problems);
  const chains = parseChainReaderSettings(env, problems);
  const consoleTileOrigins = parseOriginList(
    env.VIGIL_CONSOLE_TILE_ORIGINS ?? '',
    'VIGIL_CONSOLE_TILE_ORIGINS',
    problems,
  );

  if (problems.length > 0 || !rateLimit || !isLogLevel(logLevel)) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    metricsPort,
    dataDir,
    store,
    redisUrl: env.REDIS_URL || undefined,
    rateLimit,
    logLevel,
    requestTimeoutS,
    shutdownGraceMs: 10_000,
    webhookAllowNetworks: webhookAllow.networks,
    sbsTimeZone,
    feeds: feeds.specs,
    darkFloorS,
    trackingCheckMs,
    screening: { maxHops, method: method === 'poison' ? 'poison' : 'haircut' },
    tls,
    oauthTokenTtlS,
    pkcs11,
    engine,
    reorderWindowMs,
    imagery,
    lateHorizonMs,
    limits,
    chains,
    consoleTileOrigins,
  };
}

function parsePort(text: string, name: string, problems: string[]): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`${name} must be a port number from 0 to 65535, got '${text}'`);
    return 0;
  }
  return port;
}

function isLogLevel(value: string): value is Config['logLevel'] {
  return (LOG_LEVELS as readonly string[]).includes(value);
}
