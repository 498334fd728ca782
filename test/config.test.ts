// Configuration (src/config.ts loadConfig): defaults, the PostgreSQL switch, and refusal of each invalid setting.
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { ConfigError } from '../src/lib/config-error.ts';

const CWD = path.resolve('/srv/vigil');

describe('loadConfig defaults', () => {
  test('listens on 127.0.0.1:8080 with SQLite in <cwd>/data and a 6000/60 rate limit', () => {
    const config = loadConfig({}, CWD);
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(8080);
    expect(config.metricsPort).toBeUndefined();
    expect(config.dataDir).toBe(path.join(CWD, 'data'));
    expect(config.store).toEqual({ kind: 'sqlite', file: path.join(CWD, 'data', 'vigil.db') });
    expect(config.rateLimit).toEqual({ quota: 6000, windowS: 60 });
    expect(config.redisUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.webhookAllowNetworks).toEqual([]);
  });

  test('reads HOST, PORT, VIGIL_DATA_DIR, VIGIL_RATE_LIMIT and VIGIL_LOG_LEVEL', () => {
    const config = loadConfig(
      {
        HOST: '0.0.0.0',
        PORT: '9000',
        VIGIL_DATA_DIR: 'state',
        VIGIL_RATE_LIMIT: '10/1',
        VIGIL_LOG_LEVEL: 'warn',
        REDIS_URL: 'redis://cache:6379',
      },
      CWD,
    );
    expect(config.host).toBe('0.0.0.0');
    expect(config.port).toBe(9000);
    expect(config.store).toEqual({ kind: 'sqlite', file: path.join(CWD, 'state', 'vigil.db') });
    expect(config.rateLimit).toEqual({ quota: 10, windowS: 1 });
    expect(config.logLevel).toBe('warn');
    expect(config.redisUrl).toBe('redis://cache:6379');
  });

  test('an absolute VIGIL_DATA_DIR is used as is', () => {
    expect(loadConfig({ VIGIL_DATA_DIR: '/var/lib/vigil' }, CWD).store).toEqual({
      kind: 'sqlite',
      file: path.join('/var/lib/vigil', 'vigil.db'),
    });
  });
});

describe('VIGIL_WEBHOOK_ALLOW_NETWORKS', () => {
  test('reads a comma- or space-separated list of CIDR networks, a bare address as one host', () => {
    const env = { VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8, 10.1.0.0/16 ::1 192.168.1.20' };
    expect(loadConfig(env, CWD).webhookAllowNetworks).toEqual([
      '127.0.0.0/8',
      '10.1.0.0/16',
      '::1/128',
      '192.168.1.20/32',
    ]);
  });

  test('an empty VIGIL_WEBHOOK_ALLOW_NETWORKS allows no non-public network', () => {
    expect(loadConfig({ VIGIL_WEBHOOK_ALLOW_NETWORKS: '' }, CWD).webhookAllowNetworks).toEqual([]);
  });
});

describe('VIGIL_CONSOLE_TILE_ORIGINS', () => {
  test('reads a comma-separated list of origins, none by default', () => {
    expect(loadConfig({}, CWD).consoleTileOrigins).toEqual([]);
    const env = { VIGIL_CONSOLE_TILE_ORIGINS: 'https://tiles.example.internal, http://10.0.0.5:8080/' };
    expect(loadConfig(env, CWD).consoleTileOrigins).toEqual([
      'https://tiles.example.internal',
      'http://10.0.0.5:8080',
    ]);
  });

  test('refuses what is not an origin: a path, a wildcard, another scheme', () => {
    for (const value of [
      'https://tiles.example.internal/maps',
      'https:',
      '*',
      'ftp://tiles.example.internal',
    ])
      expect(configErrorOf({ VIGIL_CONSOLE_TILE_ORIGINS: value }).message).toContain(
        `VIGIL_CONSOLE_TILE_ORIGINS: '${value}' is not an origin`,
      );
  });
});

describe('DATABASE_URL', () => {
  test('switches the store to PostgreSQL', () => {
    for (const url of ['postgres://vigil@db:5432/vigil', 'postgresql://vigil:secret@localhost/vigil']) {
      expect(loadConfig({ DATABASE_URL: url }, CWD).store).toEqual({ kind: 'postgres', url });
    }
  });

  test('an empty DATABASE_URL keeps SQLite', () => {
    expect(loadConfig({ DATABASE_URL: '' }, CWD).store.kind).toBe('sqlite');
  });
});

/** The ConfigError that `loadConfig` throws for this environment. */
function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, CWD);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('invalid settings', () => {
  const cases: [string, string][] = [
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['VIGIL_METRICS_PORT', '99999'],
    ['VIGIL_RATE_LIMIT', '10'],
    ['VIGIL_RATE_LIMIT', '0/60'],
    ['VIGIL_RATE_LIMIT', '10/0'],
    ['VIGIL_LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['VIGIL_WEBHOOK_ALLOW_NETWORKS', 'localhost'],
    ['VIGIL_WEBHOOK_ALLOW_NETWORKS', '10.0.0.0/33'],
  ];

  test.each(cases)('refuses %s=%s with a ConfigError naming the variable', (name, value) => {
    expect(configErrorOf({ [name]: value }).message).toContain(name);
  });

  test('names every invalid variable at once', () => {
    const env = { PORT: 'abc', VIGIL_LOG_LEVEL: 'loud', REDIS_URL: 'http://x' };
    const message = configErrorOf(env).message;
    for (const name of Object.keys(env)) expect(message).toContain(name);
  });

  test('lists every VIGIL_WEBHOOK_ALLOW_NETWORKS entry that is not a network', () => {
    const message = configErrorOf({ VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8,localhost,10/8' }).message;
    expect(message).toContain(
      'VIGIL_WEBHOOK_ALLOW_NETWORKS has entries that are not CIDR networks: localhost, 10/8 ' +
        '(e.g. 127.0.0.0/8,10.0.0.0/8)',
    );
  });
});

describe('tracking and screening settings', () => {
  test('default to a 15-minute dark floor, 3 hops and haircut exposure', () => {
    const config = loadConfig({}, CWD);
    expect(config.darkFloorS).toBe(900);
    expect(config.screening).toEqual({ maxHops: 3, method: 'haircut' });
  });

  test('read VIGIL_DARK_FLOOR_S, VIGIL_SCREENING_MAX_HOPS and VIGIL_SCREENING_EXPOSURE', () => {
    const config = loadConfig(
      { VIGIL_DARK_FLOOR_S: '600', VIGIL_SCREENING_MAX_HOPS: '5', VIGIL_SCREENING_EXPOSURE: 'poison' },
      CWD,
    );
    expect(config.darkFloorS).toBe(600);
    expect(config.screening).toEqual({ maxHops: 5, method: 'poison' });
  });

  test('read VIGIL_TRACKING_CHECK_S, whole seconds from 1 to 60, 10 by default', () => {
    expect(loadConfig({}, CWD).trackingCheckMs).toBe(10_000);
    expect(loadConfig({ VIGIL_TRACKING_CHECK_S: '1' }, CWD).trackingCheckMs).toBe(1_000);
    expect(loadConfig({ VIGIL_TRACKING_CHECK_S: '60' }, CWD).trackingCheckMs).toBe(60_000);
    for (const value of ['0', '61', '0.5', '2s', '-5'])
      expect(configErrorOf({ VIGIL_TRACKING_CHECK_S: value }).message).toContain(
        `VIGIL_TRACKING_CHECK_S must be whole seconds from 1 to 60 (e.g. 10), got '${value}'`,
      );
  });

  test('refuse values out of range, naming each variable', () => {
    const env = {
      VIGIL_DARK_FLOOR_S: '10',
      VIGIL_SCREENING_MAX_HOPS: '0',
      VIGIL_SCREENING_EXPOSURE: 'taint',
    };
    const message = configErrorOf(env).message;
    for (const name of Object.keys(env)) expect(message).toContain(name);
  });
});

describe('engine settings', () => {
  test('default to one process running everything, 16 partitions and a 2-second reorder window', () => {
    const config = loadConfig({}, CWD);
    expect(config.engine).toEqual({ natsUrl: undefined, role: 'all', partitions: 16 });
    expect(config.reorderWindowMs).toBe(2_000);
  });

  test('read NATS_URL, VIGIL_ROLE, VIGIL_ENGINE_PARTITIONS and VIGIL_REORDER_WINDOW_S with PostgreSQL', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://vigil@db/vigil',
        NATS_URL: 'nats://nats:4222',
        VIGIL_ROLE: 'engine',
        VIGIL_ENGINE_PARTITIONS: '32',
        VIGIL_REORDER_WINDOW_S: '0.5',
      },
      CWD,
    );
    expect(config.engine).toEqual({ natsUrl: 'nats://nats:4222', role: 'engine', partitions: 32 });
    expect(config.reorderWindowMs).toBe(500);
  });

  test('refuse a shared engine or a role without PostgreSQL, and values out of range, naming each', () => {
    expect(configErrorOf({ NATS_URL: 'nats://nats:4222' }).message).toContain('NATS_URL needs DATABASE_URL');
    expect(configErrorOf({ VIGIL_ROLE: 'api' }).message).toContain('VIGIL_ROLE=api needs DATABASE_URL');
    const env = {
      DATABASE_URL: 'postgres://vigil@db/vigil',
      NATS_URL: 'http://nats:4222',
      VIGIL_ROLE: 'worker',
      VIGIL_ENGINE_PARTITIONS: '0',
      VIGIL_REORDER_WINDOW_S: '120',
      // Every position is behind the clock by the time it is judged: 0 would judge nothing.
      VIGIL_LATE_HORIZON_S: '0',
    };
    const message = configErrorOf(env).message;
    for (const name of Object.keys(env).filter((name) => name !== 'DATABASE_URL'))
      expect(message).toContain(name);
  });

  test('read VIGIL_LATE_HORIZON_S, an hour to a week', () => {
    expect(loadConfig({}, CWD).lateHorizonMs).toBe(86_400_000);
    expect(loadConfig({ VIGIL_LATE_HORIZON_S: '3600' }, CWD).lateHorizonMs).toBe(3_600_000);
    for (const value of ['0', '3599', '604801', '1.5'])
      expect(configErrorOf({ VIGIL_LATE_HORIZON_S: value }).message).toContain('VIGIL_LATE_HORIZON_S');
  });
});
