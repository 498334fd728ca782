/**
 * How the tracking engine runs, read from the environment:
 * - `NATS_URL`: with PostgreSQL, the engine is shared by every `vigil serve` process through NATS
 *   JetStream, each judging some partitions; without it, one process at a time judges everything.
 * - `VIGIL_ROLE`: `all` (default) serves requests and runs the engine; `api` only serves requests
 *   (and stores positions for the engines); `engine` only judges (it still answers health checks).
 * - `VIGIL_ENGINE_PARTITIONS`: how many partitions assets are spread over (default 16); the same
 *   in every process.
 */

export type ProcessRole = 'all' | 'api' | 'engine';

export interface EngineSettings {
  natsUrl: string | undefined;
  role: ProcessRole;
  partitions: number;
}

export const DEFAULT_PARTITIONS = 16;
const MAX_PARTITIONS = 1024;
const ROLES: readonly ProcessRole[] = ['all', 'api', 'engine'];

export function readEngineSettings(
  env: Record<string, string | undefined>,
  store: 'sqlite' | 'postgres',
  problems: string[],
): EngineSettings {
  const natsUrl = env.NATS_URL || undefined;
  if (natsUrl !== undefined && !/^(nats|tls):\/\/[^\s]+$/.test(natsUrl))
    problems.push(`NATS_URL must be a nats:// or tls:// URL, got '${natsUrl}'`);
  if (natsUrl !== undefined && store !== 'postgres')
    problems.push(
      'NATS_URL needs DATABASE_URL: engines share their work through PostgreSQL and NATS together',
    );

  const roleText = env.VIGIL_ROLE || 'all';
  const role = ROLES.find((r) => r === roleText);
  if (role === undefined) problems.push(`VIGIL_ROLE must be one of ${ROLES.join(', ')}, got '${roleText}'`);
  if (role !== undefined && role !== 'all' && store !== 'postgres')
    problems.push(
      `VIGIL_ROLE=${role} needs DATABASE_URL: with SQLite one process serves requests and runs the engine`,
    );

  const partitionsText = env.VIGIL_ENGINE_PARTITIONS || String(DEFAULT_PARTITIONS);
  const partitions = Number(partitionsText);
  if (!/^\d+$/.test(partitionsText) || partitions < 1 || partitions > MAX_PARTITIONS)
    problems.push(
      `VIGIL_ENGINE_PARTITIONS must be a whole number from 1 to ${MAX_PARTITIONS}, got '${partitionsText}'`,
    );

  return {
    natsUrl,
    role: role ?? 'all',
    partitions: Number.isInteger(partitions) && partitions >= 1 ? partitions : DEFAULT_PARTITIONS,
  };
}
