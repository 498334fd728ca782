/**
 * Each workspace's risk policy: its versions, kept whole and never changed, and the one in force,
 * held in memory for screening (a map read per screening, nothing more on the hot path). A change
 * made here is applied before it is answered and announced to the other processes in its
 * transaction (platform/changes), which read that workspace's newest version as it arrives; a gap
 * in the announcements reloads every workspace's.
 */
import type { Clock } from '../../lib/clock.ts';
import { toRfc3339 } from '../../lib/clock.ts';
import { VigilError } from '../../lib/errors.ts';
import { type ChangeNotice, commitChange } from '../../platform/changes/index.ts';
import type { RiskPoliciesTable } from '../../store/database.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { ScreeningPolicies, ScreeningPolicy } from '../screening/index.ts';
import { compilePolicy, defaultContent, type LabelsOf, readPolicy } from './policy-rules.ts';
import type { PolicyContent, RiskPolicy, RiskPolicyInput } from './routes/risk-policy-schemas.ts';

/** What a policy change announces: whose policy changed (the data is read from the store). */
export interface PolicyChange extends Record<string, unknown> {
  workspaceId: string;
}

export interface RiskPolicyService {
  /** The policy in force (version 0, Vigil's defaults, when the workspace set none). */
  current(workspaceId: string): RiskPolicy;
  /**
   * Sets a new version; a policy equal to the one in force makes none and answers with it
   * (`changed: false`). `keyId` is kept as who set it.
   */
  put(
    workspaceId: string,
    input: RiskPolicyInput,
    keyId: string | null,
  ): Promise<{ policy: RiskPolicy; changed: boolean }>;
  /** Versions newest first, each whole; version 0 last. */
  versions(workspaceId: string, page: { limit: number; before?: number | undefined }): Promise<RiskPolicy[]>;
  version(workspaceId: string, version: number): Promise<RiskPolicy>;
  /** What screening reads: the policy now (from memory) or at a past time (from the store). */
  screening: ScreeningPolicies;
  /** The furthest any workspace's policy follows funds (a chain fact's watches are found that far). */
  maxHops(): number;
  /** Reads every workspace's newest version. */
  load(): Promise<void>;
  /** Reads one workspace's newest version (a change announced by another process). */
  apply(change: PolicyChange): Promise<void>;
}

export function createRiskPolicyService(deps: {
  store: Store;
  clock: Clock;
  /** The hop limit of Vigil's defaults (`VIGIL_SCREENING_MAX_HOPS`). */
  maxHops: number;
  /** The labels of an address now: an address a sanctions list names cannot be allowed. */
  labelsOf: LabelsOf;
  /** Tells the other processes; without it, the policies here are kept alone. */
  announce?: ((db: Executor, change: PolicyChange) => Promise<void>) | undefined;
  /** Hears each change once the policy here holds it (made here or in another process). */
  onApplied?: ((workspaceId: string) => void) | undefined;
}): RiskPolicyService {
  const { store, clock } = deps;
  const defaults = defaultContent(deps.maxHops);
  const fallback = compilePolicy(0, defaults);
  const defaultPolicy: RiskPolicy = { version: 0, ...defaults, created_at: null, created_by: null };
  /** Each workspace's version in force, as the API shows it and as screening reads it. */
  const inForce = new Map<string, { policy: RiskPolicy; compiled: ScreeningPolicy }>();

  const toPolicy = (row: RiskPoliciesTable): RiskPolicy => ({
    version: row.version,
    ...(JSON.parse(row.policy) as PolicyContent),
    created_at: toRfc3339(row.created_at),
    created_by: row.created_by,
  });
  const hold = (workspaceId: string, row: RiskPoliciesTable | undefined) => {
    if (row === undefined) {
      inForce.delete(workspaceId);
      return;
    }
    const policy = toPolicy(row);
    inForce.set(workspaceId, { policy, compiled: compilePolicy(row.version, policy) });
  };
  const newest = (db: Executor, workspaceId: string, at = Number.POSITIVE_INFINITY) => {
    let query = db
      .selectFrom('risk_policies')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .orderBy('version', 'desc')
      .limit(1);
    if (Number.isFinite(at)) query = query.where('created_at', '<=', at);
    return query.executeTakeFirst();
  };

  async function apply(change: PolicyChange): Promise<void> {
    hold(change.workspaceId, await newest(store.db, change.workspaceId));
    deps.onApplied?.(change.workspaceId);
  }
  const notice: ChangeNotice<PolicyChange> = { announce: deps.announce ?? (async () => {}), apply };

  return {
    current: (workspaceId) => inForce.get(workspaceId)?.policy ?? defaultPolicy,

    async put(workspaceId, input, keyId) {
      const content = readPolicy(workspaceId, input, defaults, deps.labelsOf);
      const text = JSON.stringify(content);
      const latest = await newest(store.db, workspaceId);
      const current = latest === undefined ? defaultPolicy : toPolicy(latest);
      // The same policy again makes no version, announces nothing and screens no watch again.
      if (sameContent(current, text)) return { policy: current, changed: false };
      const row: RiskPoliciesTable = {
        workspace_id: workspaceId,
        version: current.version + 1,
        policy: text,
        created_at: clock.now(),
        created_by: keyId,
      };
      await commitChange(store.db, notice, { workspaceId }, async (tx) => {
        const written = await tx
          .insertInto('risk_policies')
          .values(row)
          .onConflict((oc) => oc.columns(['workspace_id', 'version']).doNothing())
          .returning('version')
          .execute();
        // Another request made this version since it was read: this one would overwrite it unseen.
        if (written.length === 0) {
          throw new VigilError(
            'conflict',
            'The risk policy was changed by another request at the same moment: read it (GET /v1/risk-policy) and send yours again.',
          );
        }
      });
      return { policy: toPolicy(row), changed: true };
    },

    async versions(workspaceId, page) {
      let query = store.db.selectFrom('risk_policies').selectAll().where('workspace_id', '=', workspaceId);
      if (page.before !== undefined) query = query.where('version', '<', page.before);
      const rows = await query.orderBy('version', 'desc').limit(page.limit).execute();
      const policies = rows.map(toPolicy);
      // Version 0 comes last: before the first version, the workspace was on Vigil's defaults.
      if (policies.length < page.limit && (page.before === undefined || page.before > 0)) {
        policies.push(defaultPolicy);
      }
      return policies;
    },

    async version(workspaceId, version) {
      if (version === 0) return defaultPolicy;
      const row = await store.db
        .selectFrom('risk_policies')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('version', '=', version)
        .executeTakeFirst();
      if (row === undefined) {
        throw new VigilError('not_found', `No risk policy version ${version} exists in this workspace.`);
      }
      return toPolicy(row);
    },

    screening: {
      current: (workspaceId) => inForce.get(workspaceId)?.compiled ?? fallback,
      async at(workspaceId, at) {
        const row = await newest(store.db, workspaceId, at);
        return row === undefined ? fallback : compilePolicy(row.version, toPolicy(row));
      },
    },

    maxHops() {
      let furthest = fallback.maxHops;
      for (const { compiled } of inForce.values()) furthest = Math.max(furthest, compiled.maxHops);
      return furthest;
    },

    async load() {
      const rows = await store.db
        .selectFrom('risk_policies as p')
        .selectAll('p')
        .where('p.version', '=', (eb) =>
          eb
            .selectFrom('risk_policies as q')
            .select((q) => q.fn.max('q.version').as('newest'))
            .whereRef('q.workspace_id', '=', 'p.workspace_id'),
        )
        .execute();
      inForce.clear();
      for (const row of rows) hold(row.workspace_id, row);
    },

    apply,
  };
}

/** Whether a version holds the same policy as `text` (a policy's content as JSON). */
function sameContent(policy: RiskPolicy, text: string): boolean {
  const { version: _v, created_at: _at, created_by: _by, ...content } = policy;
  return JSON.stringify(content) === text;
}
