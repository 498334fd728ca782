/**
 * Scopes are `<family>:read` or `<family>:write` (write implies read), or `*` for everything.
 * No caller acts above its own scopes: a key may only create, rotate or revoke keys (and OAuth
 * clients) whose scopes its own scopes cover, or it could mint or take over a broader credential.
 */
import { VigilError } from '../lib/errors.ts';

export const SCOPE_FAMILIES = [
  'sites',
  'detections',
  'assets',
  'alerts',
  'cases',
  'reports',
  'webhooks',
  'keys',
  'ingest',
  'screening',
  'events',
  'threats',
  'entities',
  'compliance',
  'actions',
  'agents',
] as const;

export type ScopeFamily = (typeof SCOPE_FAMILIES)[number];
export type Scope = '*' | `${ScopeFamily}:read` | `${ScopeFamily}:write`;

export const ALL_SCOPES: readonly Scope[] = [
  '*',
  ...SCOPE_FAMILIES.flatMap((family) => [`${family}:read`, `${family}:write`] as const),
];

const SCOPE_SET = new Set<string>(ALL_SCOPES);

/**
 * What a route takes when any accepted key (or OAuth token) will do, whatever its scopes: a caller
 * asking what it may do (`GET /v1/keys/self`). "Any one of no scopes in particular": an empty list.
 */
export const ANY_KEY: readonly Scope[] = [];

export function isScope(value: string): value is Scope {
  return SCOPE_SET.has(value);
}

/** Whether scopes `held` allow an action that needs `needed`. */
export function grants(held: readonly string[], needed: Scope): boolean {
  if (held.includes('*')) return true;
  if (needed === '*') return false;
  if (held.includes(needed)) return true;
  return needed.endsWith(':read') && held.includes(`${needed.slice(0, -':read'.length)}:write`);
}

/** The scopes among `requested` that `held` does not cover. */
export function uncovered(held: readonly string[], requested: readonly Scope[]): Scope[] {
  return requested.filter((scope) => !grants(held, scope));
}

/**
 * Refuses (403) to give `what` (a key, an OAuth client) scopes the calling key's `held` do not
 * cover; `held` undefined is the operator's CLI, which may give any.
 */
export function requireGrantable(
  held: readonly string[] | undefined,
  requested: readonly Scope[],
  what: string,
): void {
  const missing = held === undefined ? [] : uncovered(held, requested);
  if (missing.length > 0) {
    throw new VigilError(
      'forbidden',
      `${what} cannot be given scopes the calling key does not hold: ${missing.join(', ')}. Use a key that holds them.`,
    );
  }
}

/**
 * Refuses (403) to act on a credential (`what`: "key key_…", "OAuth client oac_…") that holds scopes
 * the caller's `held` do not cover: rotating a broader key would hand the caller its powers, revoking
 * one would let a narrow key lock out an administrator. `held` undefined is the operator's CLI.
 */
export function requireCovers(
  held: readonly string[] | undefined,
  target: readonly Scope[],
  action: string,
  what: string,
): void {
  const missing = held === undefined ? [] : uncovered(held, target);
  if (missing.length > 0) {
    throw new VigilError(
      'forbidden',
      `${action} ${what} needs every scope it holds; the calling key lacks: ${missing.join(', ')}. Use a key that holds them.`,
    );
  }
}
