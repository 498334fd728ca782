/**
 * The services of the app, built from its three parts in order (part.ts): the platform, then geo
 * and risk on top of it. Building them starts nothing; `app.ts` starts the parts, and the CLI uses
 * the services alone.
 */
import { type Logger, pino } from 'pino';
import type { Config } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import { createNameScreening } from '../risk/lists/index.ts';
import type { Store } from '../store/store.ts';
import { createGeoPart } from './geo-part.ts';
import { createPlatformPart } from './platform-part.ts';
import { createRiskPart } from './risk-part.ts';
import type { Services } from './services.ts';

export function createLogger(config: Config): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'vigil' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['headers.authorization', '*.headers.authorization'],
  });
}

export type Parts = ReturnType<typeof createParts>;

export function createParts(config: Config, store: Store, clock: Clock, logger: Logger) {
  const foundation = { store, clock };
  const platform = createPlatformPart(config, foundation, logger);
  // Name screening is risk's, and the asset registry (geo) shows the listed vessels a vessel's names
  // match: built before both parts and handed to each, as the two never import each other.
  const names = createNameScreening(store);
  const geo = createGeoPart(config, foundation, platform.services, logger, names);
  const risk = createRiskPart(config, foundation, platform.services, logger, names);
  const services: Services = { ...foundation, ...platform.services, ...geo.services, ...risk.services };
  return { platform, geo, risk, services };
}

export function createServices(
  config: Config,
  store: Store,
  clock: Clock,
  logger: Logger = createLogger(config),
): Services {
  return createParts(config, store, clock, logger).services;
}
