/**
 * `vigil oauth clients create|list|delete`: OAuth clients straight in the store the service uses,
 * beside `vigil keys create`. A client is registered by its certificate's subject DN (issued by the
 * client CA), by its SHA-256 thumbprint, or by the certificate file itself (its thumbprint).
 */
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { createServices } from '../app/create-services.ts';
import type { Services } from '../app/services.ts';
import { type Config, loadConfig } from '../config.ts';
import { systemClock } from '../lib/clock.ts';
import { VigilError } from '../lib/errors.ts';
import { parseRateLimit } from '../lib/rate-limit-spec.ts';
import { serializeClient, thumbprintOf } from '../platform/oauth/index.ts';
import { describeStore, openCliStore, type StoreOptions } from './cli-store.ts';
import { readScopesOption } from './keys-command.ts';
import { UsageError } from './usage-error.ts';

export interface CreateClientOptions extends StoreOptions {
  workspace: string;
  scopes: string;
  subjectDn?: string;
  thumbprint?: string;
  cert?: string;
  name?: string;
  rateLimit?: string;
  json?: boolean;
}

export function registerOAuthCommand(program: Command): void {
  const oauth = program.command('oauth').description('OAuth 2.0 with mutual TLS');
  const clients = oauth.command('clients').description('manage OAuth clients');
  clients
    .command('create')
    .description('register an OAuth client, and its workspace if it is new')
    .requiredOption('--workspace <name>', 'workspace name (created if new)')
    .requiredOption(
      '--scopes <scopes>',
      "comma-separated scopes its tokens may carry, e.g. 'screening:write'",
    )
    .option('--subject-dn <dn>', 'the certificate subject (RFC 4514), for certificates the client CA issues')
    .option('--thumbprint <sha256>', 'the certificate SHA-256 thumbprint (base64url or hex)')
    .option('--cert <file>', 'a PEM certificate file: registers its SHA-256 thumbprint')
    .option('--name <name>', 'what the client is')
    .option('--rate-limit <N/SECONDS>', 'the client’s own rate limit, e.g. 600/60')
    .option('--json', 'print the client as one JSON object')
    .action(async (_options: CreateClientOptions, command: Command) => {
      const options = command.optsWithGlobals<CreateClientOptions>();
      process.stdout.write(`${await createClientCommand(loadConfig(process.env), options)}\n`);
    });
  clients
    .command('list')
    .description('list the OAuth clients of a workspace')
    .requiredOption('--workspace <name>', 'workspace name')
    .option('--json', 'print one JSON object per line')
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals<{ workspace: string; json?: boolean } & StoreOptions>();
      process.stdout.write(await listClientsCommand(loadConfig(process.env), options));
    });
  clients
    .command('delete')
    .description('delete an OAuth client; its access tokens stop working')
    .argument('<client_id>', 'the client id (oac_…)')
    .requiredOption('--workspace <name>', 'workspace name')
    .action(async (clientId: string, _options: unknown, command: Command) => {
      const options = command.optsWithGlobals<{ workspace: string } & StoreOptions>();
      process.stdout.write(`${await deleteClientCommand(loadConfig(process.env), clientId, options)}\n`);
    });
}

export async function createClientCommand(config: Config, options: CreateClientOptions): Promise<string> {
  const scopes = readScopesOption(options.scopes, 'screening:write,keys:read');
  const ways = [options.subjectDn, options.thumbprint, options.cert].filter((v) => v !== undefined);
  if (ways.length !== 1) {
    throw new UsageError('give exactly one of --subject-dn, --thumbprint and --cert');
  }
  if (options.rateLimit !== undefined && !parseRateLimit(options.rateLimit)) {
    throw new UsageError(`--rate-limit must look like N/SECONDS (e.g. 600/60), got '${options.rateLimit}'`);
  }
  const thumbprint = options.cert !== undefined ? thumbprintOfFile(options.cert) : options.thumbprint;

  return withServices(config, options, async (services) => {
    const { workspace } = await services.workspaces.ensure(options.workspace).catch((error: unknown) => {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    });
    const client = await services.oauth.clients
      .create(workspace.id, {
        name: options.name ?? 'created with vigil oauth clients create',
        scopes,
        subjectDn: options.subjectDn,
        thumbprint,
        rateLimit: options.rateLimit,
      })
      .catch((error: unknown) => {
        if (error instanceof VigilError) throw new UsageError(cliDetail(error.detail));
        throw error;
      });
    const { id, ...rest } = serializeClient(client);
    if (options.json) {
      const store = describeStore(config.store);
      return JSON.stringify({ workspace_id: workspace.id, client_id: id, ...rest, store });
    }
    return [
      `Workspace:  ${workspace.name} (${workspace.id})`,
      `Client id:  ${id}`,
      `Scopes:     ${client.scopes.join(' ')}`,
      client.subjectDn !== null
        ? `Subject DN: ${client.subjectDn} (certificates issued by the client CA)`
        : `Thumbprint: ${client.thumbprint} (SHA-256, x5t#S256)`,
      '',
      `Get a token: curl --cert client.crt --key client.key -d grant_type=client_credentials -d client_id=${id} https://HOST:PORT/v1/oauth/token`,
    ].join('\n');
  });
}

export async function listClientsCommand(
  config: Config,
  options: { workspace: string; json?: boolean } & StoreOptions,
): Promise<string> {
  return withServices(config, options, async (services) => {
    const workspaceId = await existingWorkspace(services, options.workspace);
    const clients = [];
    let before: string | undefined;
    for (;;) {
      const page = await services.oauth.clients.list(workspaceId, { limit: 200, before });
      clients.push(...page);
      const last = page.at(-1);
      if (page.length < 200 || !last) break;
      before = last.id;
    }
    if (options.json) return clients.map((c) => `${JSON.stringify(serializeClient(c))}\n`).join('');
    if (clients.length === 0) return `Workspace ${options.workspace} has no OAuth clients.\n`;
    return clients
      .map(
        (c) =>
          `${c.id}  ${c.name}  [${c.scopes.join(' ')}]  ${c.subjectDn !== null ? `subject ${c.subjectDn}` : `thumbprint ${c.thumbprint}`}\n`,
      )
      .join('');
  });
}

export async function deleteClientCommand(
  config: Config,
  clientId: string,
  options: { workspace: string } & StoreOptions,
): Promise<string> {
  return withServices(config, options, async (services) => {
    const workspaceId = await existingWorkspace(services, options.workspace);
    await services.oauth.clients.delete(workspaceId, clientId).catch((error: unknown) => {
      if (error instanceof VigilError) throw new UsageError(error.detail);
      throw error;
    });
    return `Deleted OAuth client ${clientId}; its access tokens no longer work.`;
  });
}

async function withServices<T>(
  config: Config,
  options: StoreOptions,
  run: (services: Services) => Promise<T>,
): Promise<T> {
  const store = await openCliStore(config, options);
  try {
    return await run(createServices(config, store, systemClock));
  } finally {
    await store.close();
  }
}

async function existingWorkspace(services: Services, name: string): Promise<string> {
  const workspace = await services.workspaces.find(name);
  if (!workspace) throw new UsageError(`there is no workspace named '${name}'`);
  return workspace.id;
}

function thumbprintOfFile(file: string): string {
  let pem: Buffer;
  try {
    pem = readFileSync(file);
  } catch (error) {
    throw new UsageError(
      `--cert: cannot read ${file} (${(error as { code?: string }).code ?? 'unreadable'})`,
    );
  }
  try {
    return thumbprintOf(new X509Certificate(pem));
  } catch {
    throw new UsageError(`--cert: ${file} is not a PEM certificate (-----BEGIN CERTIFICATE-----)`);
  }
}

/** The API's field names in a validation message, as the CLI's options. */
function cliDetail(detail: string): string {
  return detail
    .replaceAll('/tls_client_auth_subject_dn', '--subject-dn')
    .replaceAll('/certificate_thumbprint', '--thumbprint');
}
