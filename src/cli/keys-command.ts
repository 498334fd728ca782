/**
 * `vigil keys create`: creates a key (and its workspace, if new) straight in the store the service
 * uses, for the first key of a new workspace or when no key is at hand. With `--json` it prints
 * exactly one JSON object, `{"workspace_id","key_id","key","store"}`, for scripts; the store it
 * opened is said on stderr either way.
 */

import { createServices } from '../app/create-services.ts';
import type { Config } from '../config.ts';
import { isScope, type Scope } from '../http/scopes.ts';
import { systemClock } from '../lib/clock.ts';
import { parseRateLimit } from '../lib/rate-limit-spec.ts';
import { describeStore, openCliStore, type StoreOptions } from './cli-store.ts';
import { UsageError } from './usage-error.ts';

export { UsageError };

export interface CreateKeyOptions extends StoreOptions {
  workspace: string;
  scopes: string;
  rateLimit?: string;
  name?: string;
  expiresAt?: string;
  json?: boolean;
}

/** A `--scopes` option: comma-separated scopes, at least one, each known; `example` shows the form. */
export function readScopesOption(text: string, example: string): Scope[] {
  const given = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const unknown = given.filter((s) => !isScope(s));
  if (given.length === 0 || unknown.length > 0) {
    throw new UsageError(
      `--scopes must be a comma-separated list of scopes such as '${example}' or '*'${
        unknown.length > 0 ? `; not a scope: ${unknown.join(', ')}` : ''
      }`,
    );
  }
  return given.filter(isScope);
}

export async function createKeyCommand(config: Config, options: CreateKeyOptions): Promise<string> {
  const scopes = readScopesOption(options.scopes, 'keys:write,sites:read');
  if (options.rateLimit !== undefined && !parseRateLimit(options.rateLimit)) {
    throw new UsageError(`--rate-limit must look like N/SECONDS (e.g. 600/60), got '${options.rateLimit}'`);
  }
  let expiresAt: number | undefined;
  if (options.expiresAt !== undefined) {
    expiresAt = Date.parse(options.expiresAt);
    if (Number.isNaN(expiresAt))
      throw new UsageError(`--expires-at must be an RFC 3339 time, got '${options.expiresAt}'`);
  }

  const store = await openCliStore(config, options);
  try {
    const services = createServices(config, store, systemClock);
    const { workspace } = await services.workspaces.ensure(options.workspace).catch((error: unknown) => {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    });
    const { key, token } = await services.keys.create(workspace.id, {
      name: options.name ?? 'created with vigil keys create',
      scopes,
      expiresAt,
      rateLimit: options.rateLimit,
    });
    const where = describeStore(config.store);
    if (options.json) {
      return JSON.stringify({ workspace_id: workspace.id, key_id: key.id, key: token, store: where });
    }
    return [
      `Workspace: ${workspace.name} (${workspace.id})`,
      `Key id:    ${key.id}`,
      `Scopes:    ${key.scopes.join(', ')}`,
      `Key:       ${token}`,
      '',
      'The key is shown only this once: store it now.',
    ].join('\n');
  } finally {
    await store.close();
  }
}
