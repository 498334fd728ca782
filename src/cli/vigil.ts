/**
 * The `vigil` command line: `serve` runs the service, `keys create` makes an API key, `replay`
 * sends a recorded AIS or SBS file to a running service, `lists import` loads sanctions lists and
 * TagPacks, `import transfers` loads a file of chain transfers. Commands are thin: they read the
 * same configuration as the service and call its services; those that open the store say which
 * (cli-store.ts).
 */
import { Command, CommanderError } from 'commander';
import { loadConfig } from '../config.ts';
import { ConfigError } from '../lib/config-error.ts';
import { NEW_STORE_HELP } from './cli-store.ts';
import { registerImportCommand } from './import-transfers-command.ts';
import { type CreateKeyOptions, createKeyCommand, UsageError } from './keys-command.ts';
import { registerListsCommand } from './lists-command.ts';
import { registerOAuthCommand } from './oauth-command.ts';
import { registerReplayCommand } from './replay-command.ts';

export function buildProgram(): Command {
  const program = new Command('vigil')
    .description('Vigil: geospatial monitoring and crypto risk screening')
    .showHelpAfterError()
    .exitOverride()
    .option('--new-store', NEW_STORE_HELP);

  program
    .command('serve')
    .description(
      'run the service (same as npm start); configured by PORT, HOST, VIGIL_DATA_DIR, DATABASE_URL, REDIS_URL, VIGIL_FEEDS, VIGIL_TLS_CERT, VIGIL_TLS_KEY, VIGIL_TLS_CLIENT_CA',
    )
    .option('--tls-cert <file>', 'serve HTTPS with this PEM certificate (VIGIL_TLS_CERT)')
    .option('--tls-key <file>', 'the private key of --tls-cert (VIGIL_TLS_KEY)')
    .option(
      '--tls-client-ca <file>',
      'PEM CA(s) whose client certificates OAuth clients may be registered by subject (VIGIL_TLS_CLIENT_CA)',
    )
    .option(
      '--feed <spec>',
      'an AIS or SBS feed, added to VIGIL_FEEDS; repeatable: tcp://host:port?format=nmea|sbs or udp://0.0.0.0:port',
      (spec: string, previous: string[]) => [...previous, spec],
      [] as string[],
    )
    .action(async (options: { feed: string[]; tlsCert?: string; tlsKey?: string; tlsClientCa?: string }) => {
      const feeds = [process.env.VIGIL_FEEDS, ...options.feed].filter(Boolean).join(',');
      // The service (its server and routes) is loaded only to serve, not for the other commands.
      const { serve } = await import('../main.ts');
      await serve(
        loadConfig({
          ...process.env,
          VIGIL_FEEDS: feeds,
          ...(options.tlsCert ? { VIGIL_TLS_CERT: options.tlsCert } : {}),
          ...(options.tlsKey ? { VIGIL_TLS_KEY: options.tlsKey } : {}),
          ...(options.tlsClientCa ? { VIGIL_TLS_CLIENT_CA: options.tlsClientCa } : {}),
        }),
      );
    });

  const keys = program.command('keys').description('manage API keys');
  keys
    .command('create')
    .description('create an API key, and its workspace if it is new')
    .requiredOption('--workspace <name>', 'workspace name (created if new)')
    .requiredOption('--scopes <scopes>', "comma-separated scopes, e.g. 'sites:write,keys:read' or '*'")
    .option('--rate-limit <N/SECONDS>', 'this key’s own rate limit, e.g. 600/60')
    .option('--name <name>', 'what the key is for')
    .option('--expires-at <time>', 'RFC 3339 time after which the key stops working')
    .option('--json', 'print {"workspace_id","key_id","key"} as one JSON object')
    .action(async (_options: CreateKeyOptions, command: Command) => {
      const options = command.optsWithGlobals<CreateKeyOptions>();
      process.stdout.write(`${await createKeyCommand(loadConfig(process.env), options)}\n`);
    });

  registerOAuthCommand(program);
  registerReplayCommand(program, { keyFromEnv: process.env.VIGIL_KEY });
  registerListsCommand(program);
  registerImportCommand(program);
  return program;
}

/** Runs the CLI on `argv` (as `process.argv`); sets `process.exitCode` on failure. */
export async function runCli(argv: string[]): Promise<void> {
  await buildProgram()
    .parseAsync(argv)
    .catch((error: unknown) => {
      if (error instanceof CommanderError) {
        process.exitCode = error.exitCode;
        return;
      }
      if (error instanceof UsageError || error instanceof ConfigError) {
        process.stderr.write(`vigil: ${error.message}\n`);
        process.exitCode = 2;
        return;
      }
      process.stderr.write(
        `vigil: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = 1;
    });
}

if (import.meta.main) await runCli(process.argv);
