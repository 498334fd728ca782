/**
 * Process entry for `npm start` and `vigil serve`: read the configuration, build the app, create
 * the first admin key on an empty store, listen, and on SIGTERM or SIGINT stop taking requests,
 * finish the ones in flight, and exit.
 */
import { buildApp, type VigilApp } from './app/app.ts';
import { bootstrapAdminKey } from './app/bootstrap.ts';
import { limitHeapGrowth } from './app/heap-growth.ts';
import { type Config, loadConfig } from './config.ts';
import { ConfigError } from './lib/config-error.ts';
import { lockSqliteStore } from './store/sqlite-service-lock.ts';
import { describeStore } from './store/store.ts';

export async function serve(config: Config): Promise<void> {
  // First: every full collection from here on sizes the heap by it (app/heap-growth.ts).
  limitHeapGrowth();
  // One service per SQLite store: a second one is refused before it touches anything.
  const lock = config.store.kind === 'sqlite' ? lockSqliteStore(config.store.file) : undefined;
  let app: VigilApp;
  try {
    app = await buildApp(config);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const admin = await bootstrapAdminKey(app.services);
  const address = await app.listen();
  // The store by where it is, as the CLI names the one it opens, so the two can be compared.
  app.logger.info({ address, store: describeStore(config.store) }, 'vigil listening');
  if (admin) {
    process.stdout.write(
      [
        '',
        '  Vigil created workspace "default" and this admin key (scopes: *).',
        '  It is shown only this once: store it now.',
        '',
        `    ${admin.token}`,
        '',
        `  Try it:  curl -H "Authorization: Bearer ${admin.token}" ${address}/v1/keys`,
        // A private CA's server certificate is not in curl's trust store.
        ...(address.startsWith('https:')
          ? ['          (add --cacert with the CA that signed the server certificate)']
          : []),
        '',
        '',
      ].join('\n'),
    );
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.logger.info({ signal }, 'shutting down: draining in-flight requests');
    const force = setTimeout(() => {
      app.logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    app.close().then(
      () => {
        lock?.release();
        app.logger.info('stopped');
        process.exitCode = 0;
      },
      (error: unknown) => {
        app.logger.error({ err: error }, 'error while shutting down');
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

export function configFromEnvironment(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
}

if (import.meta.main) {
  serve(configFromEnvironment()).catch((error: unknown) => {
    // A setting that only proves wrong at start (an HSM PIN, a key label) reads like the others.
    if (error instanceof ConfigError) {
      process.stderr.write(`vigil failed to start: ${error.message}\n`);
      process.exit(2);
    }
    process.stderr.write(
      `vigil failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
