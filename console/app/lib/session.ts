/**
 * The signed-in key, kept for this tab only (sessionStorage: gone when the tab closes), and what it
 * may read. The API has no "who am I": the console asks one cheap read per family at sign-in and
 * keeps the families that answered; pages and map layers the key cannot read are not shown.
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
  | 'reports';

/** The read each family is probed with: small, and with no side effect. */
const PROBES: Record<Family, string> = {
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
};

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
      fetch(PROBES[family], { headers: { authorization: `Bearer ${key}` } }).then(async (response) => ({
        family,
        status: response.status,
        detail: response.ok ? '' : (((await response.json()) as { detail?: string }).detail ?? ''),
      })),
    ),
  );
  const refused = answers.find((answer) => answer.status === 401);
  if (refused) throw new Error(refused.detail || 'The key was refused.');
  // 403 is a scope the key lacks; 404 (the entity probe) still proves the scope.
  const readable = answers.filter((a) => a.status !== 401 && a.status !== 403).map((a) => a.family);
  sessionStorage.setItem(KEY, key);
  sessionStorage.setItem(ACCESS, JSON.stringify(readable));
  return readable;
}

/** Any readable family's probe (a refused scope still proves the key is accepted: 403, not 401). */
export function keyProbe(): string {
  const family = (Object.keys(PROBES) as Family[]).find((one) => can(one)) ?? 'sites';
  return PROBES[family];
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
