/**
 * The signed-in key, kept for this tab only (sessionStorage: gone when the tab closes), and what it
 * may do. At sign-in the console asks the API (`GET /v1/keys/self`: the key's id, workspace and
 * scopes) and keeps the answer; pages, map layers and controls the key's scopes do not allow are not
 * shown. Scopes read as the API reads them: `<family>:write` implies `<family>:read`, `*` is all.
 */
import type { Api } from './api-types.ts';

const KEY = 'vigil.key';
const SELF = 'vigil.self';
/** Why the tab was signed out without being asked to, for the sign-in page to say once. */
const SIGNED_OUT_BECAUSE = 'vigil.signedOutBecause';

/** The path any accepted key may read: who it is. The key watch asks it too. */
export const SELF_PATH = '/v1/keys/self';

export type OwnKey = Api<'OwnKey'>;

/** The scope families the console's pages and controls depend on. */
export type Family =
  | 'sites'
  | 'detections'
  | 'assets'
  | 'alerts'
  | 'cases'
  | 'reports'
  | 'webhooks'
  | 'screening'
  | 'threats'
  | 'agents'
  | 'compliance'
  | 'actions'
  | 'entities'
  | 'events';

export function currentKey(): string | null {
  return sessionStorage.getItem(KEY);
}

/** The signed-in key as the API described it at sign-in. */
export function ownKey(): OwnKey | undefined {
  const text = sessionStorage.getItem(SELF);
  return text ? (JSON.parse(text) as OwnKey) : undefined;
}

/** Whether the key may read (or, with `write`, change) what `family` covers. */
export function can(family: Family, mode: 'read' | 'write' = 'read'): boolean {
  const scopes: readonly string[] = ownKey()?.scopes ?? [];
  if (scopes.includes('*') || scopes.includes(`${family}:write`)) return true;
  return mode === 'read' && scopes.includes(`${family}:read`);
}

/** Checks the key and learns what it may do; throws with the API's words if the key is refused. */
export async function signIn(key: string): Promise<OwnKey> {
  const response = await fetch(SELF_PATH, { headers: { authorization: `Bearer ${key}` } });
  if (!response.ok) {
    let detail = `${response.status} ${response.statusText}`.trim();
    try {
      detail = ((await response.json()) as { detail?: string }).detail ?? detail;
    } catch {
      // Not a problem document (a proxy's page, say): the status says enough.
    }
    throw new Error(
      response.status === 401 ? detail || 'The key was refused.' : `Could not sign in: ${detail}`,
    );
  }
  const self = (await response.json()) as OwnKey;
  sessionStorage.setItem(KEY, key);
  sessionStorage.setItem(SELF, JSON.stringify(self));
  return self;
}

/** Forgets the key and goes back to the sign-in page, which says `reason` if there is one. */
export function signOut(reason?: string): void {
  sessionStorage.removeItem(KEY);
  sessionStorage.removeItem(SELF);
  if (reason) sessionStorage.setItem(SIGNED_OUT_BECAUSE, reason);
  window.dispatchEvent(new Event('vigil:signed-out'));
}

/**
 * The API refused `key` as a credential (401: revoked, expired or unknown). If it is still the
 * tab's key, the tab signs out at once, whichever page or request found out.
 */
export function keyRefused(key: string | null, detail: string): void {
  if (key === null || key !== currentKey()) return;
  signOut(`You were signed out because the API key stopped working. ${detail}`.trim());
}

/** Why the tab was last signed out without being asked to, once; undefined if it was not. */
export function takeSignOutReason(): string | undefined {
  const reason = sessionStorage.getItem(SIGNED_OUT_BECAUSE) ?? undefined;
  sessionStorage.removeItem(SIGNED_OUT_BECAUSE);
  return reason;
}
