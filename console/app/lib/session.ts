/**
 * The signed-in key, kept for this tab only (sessionStorage: gone when the tab closes), and what it
 * may read. The API has no "who am I": the console asks one cheap read per family at sign-in and
 * keeps the families that answered; pages and map layers the key cannot read are not shown. A write
 * the console shows read-only without its scope (`threats:write`) is probed with a request the API
 * refuses before it changes anything.
 */
const KEY = 'vigil.key';
const ACCESS = 'vigil.access';
/** Why the tab was signed out without being asked to, for the sign-in page to say once. */
const SIGNED_OUT_BECAUSE = 'vigil.signedOutBecause';

export type Family =
  | 'sites'
  | 'detections'
  | 'assets'
  | 'alerts'
  | 'cases'
  | 'webhooks'
  | 'screening'
  | 'threats'
  | 'agents'
  | 'compliance'
  | 'actions'
  | 'entities'
  | 'reports'
  | 'threats:write';

/** A probe that is not a plain read: the scope is checked before the body, so no write happens. */
interface WriteProbe {
  method: 'PATCH';
  path: string;
  body: unknown;
}

/** The read each family is probed with: small, and with no side effect. */
const PROBES: Record<Family, string | WriteProbe> = {
  sites: '/v1/sites?limit=1',
  detections: '/v1/detections?limit=1',
  assets: '/v1/assets/positions?limit=1',
  alerts: '/v1/alerts?limit=1',
  cases: '/v1/cases?limit=1',
  webhooks: '/v1/webhooks?limit=1',
  screening: '/v1/labels?limit=1',
  threats: '/v1/threats?limit=1',
  agents: '/v1/agents/status',
  compliance: '/v1/compliance/settings',
  actions: '/v1/actions/hold?limit=1',
  entities: '/v1/entities/ent_00000000000000000000000000/graph',
  reports: '/v1/reports?limit=1',
  // An empty change to a threat that does not exist: 403 without the scope; with it, 400 (a change
  // names at least one field), refused by the schema before any threat is looked up.
  'threats:write': { method: 'PATCH', path: '/v1/threats/thr_00000000000000000000000000', body: {} },
};

function probe(spec: string | WriteProbe, key: string): Promise<Response> {
  const authorization = `Bearer ${key}`;
  if (typeof spec === 'string') return fetch(spec, { headers: { authorization } });
  return fetch(spec.path, {
    method: spec.method,
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(spec.body),
  });
}

export function currentKey(): string | null {
  return sessionStorage.getItem(KEY);
}

export function can(family: Family): boolean {
  const access = sessionStorage.getItem(ACCESS);
  return access ? (JSON.parse(access) as Family[]).includes(family) : false;
}

/** Checks the key and learns what it may read; throws with the API's words if the key is refused. */
export async function signIn(key: string): Promise<Family[]> {
  const families = Object.keys(PROBES) as Family[];
  const answers = await Promise.all(
    families.map((family) =>
      probe(PROBES[family], key).then(async (response) => ({
        family,
        status: response.status,
        detail: response.ok ? '' : (((await response.json()) as { detail?: string }).detail ?? ''),
      })),
    ),
  );
  const refused = answers.find((answer) => answer.status === 401);
  if (refused) throw new Error(refused.detail || 'The key was refused.');
  // 403 is a scope the key lacks; 404 (the entity probe) and 400 (the write probe) still prove it.
  const readable = answers.filter((a) => a.status !== 401 && a.status !== 403).map((a) => a.family);
  sessionStorage.setItem(KEY, key);
  sessionStorage.setItem(ACCESS, JSON.stringify(readable));
  return readable;
}

/** Any readable family's probe (a refused scope still proves the key is accepted: 403, not 401). */
export function keyProbe(): string {
  for (const family of Object.keys(PROBES) as Family[]) {
    const spec = PROBES[family];
    if (typeof spec === 'string' && can(family)) return spec;
  }
  return '/v1/sites?limit=1';
}

/** Forgets the key and goes back to the sign-in page, which says `reason` if there is one. */
export function signOut(reason?: string): void {
  sessionStorage.removeItem(KEY);
  sessionStorage.removeItem(ACCESS);
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
