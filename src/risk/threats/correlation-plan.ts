/**
 * Correlation as a pure function: given one workspace's new alerts, the open threats that share a
 * key with them and which keys those threats hold, it decides which alerts join which threat, which
 * threats are created and which merge, and which `threat.detected` events follow. `correlate.ts`
 * loads the inputs and writes the plan in the caller's transaction.
 *
 * An alert joins the open threats that share one of its keys and whose activity comes within the
 * correlation window of its own. None: a new threat. Several: the newer ones merge into the oldest
 * (status `merged`, `merged_into` the oldest, their alerts and keys moved to it), which the alert
 * then joins.
 */
import type { ThreatsTable } from '../../store/database.ts';
import type { Severity, StoredAlert } from '../agents/index.ts';
import {
  alertChains,
  alertSpan,
  derivedSeverity,
  isRetroactive,
  maxSeverity,
  severityRank,
  threatSummary,
  withinWindow,
} from './correlation-rules.ts';

export type ThreatRow = ThreatsTable;

export interface CorrelationInput {
  workspaceId: string;
  alerts: readonly StoredAlert[];
  /** The workspace's open threats that hold any key of the alerts. */
  open: readonly ThreatRow[];
  /** Key → the threats among `open` that hold it. */
  owners: ReadonlyMap<string, readonly string[]>;
  keysOf(alert: StoredAlert): readonly string[];
  newThreatId(): string;
  now: number;
}

export interface DetectedThreat {
  threat: ThreatRow;
  reason: 'created' | 'severity_raised';
}

export interface CorrelationPlan {
  /** New threats. */
  inserts: ThreatRow[];
  /** Existing threats whose alerts changed, as they now stand. */
  updates: ThreatRow[];
  /** Existing threats merged away, in the order the merges happened. */
  merges: { from: string; into: string }[];
  /** Each alert with the threat it ends in. */
  links: { alert: StoredAlert; threatId: string }[];
  /** Keys to record for the threats that hold them now. */
  keys: { key: string; threat_id: string }[];
  detected: DetectedThreat[];
}

interface ThreatState {
  id: string;
  created: boolean;
  /** Creation order inside this plan (0 for existing threats): the older of two new threats wins. */
  seq: number;
  original: ThreatRow | undefined;
  status: ThreatRow['status'];
  severity: Severity;
  alertSeverity: Severity;
  typologies: Set<string>;
  chains: Set<string>;
  alertCount: number;
  headline: string;
  firstSeen: number;
  lastSeen: number;
  createdAt: number;
  /** Whether it holds a retroactive alert (one found after the fact, from a later list). */
  retroactive: boolean;
  changed: boolean;
}

function stateOf(row: ThreatRow): ThreatState {
  return {
    id: row.id,
    created: false,
    seq: 0,
    original: row,
    status: row.status,
    severity: row.severity,
    alertSeverity: row.alert_severity,
    typologies: new Set(JSON.parse(row.typologies) as string[]),
    chains: new Set(JSON.parse(row.chains) as string[]),
    alertCount: row.alert_count,
    headline: row.headline,
    firstSeen: row.first_seen_at,
    lastSeen: row.last_seen_at,
    createdAt: row.created_at,
    retroactive: row.retroactive === 1,
    changed: false,
  };
}

function olderFirst(a: ThreatState, b: ThreatState): number {
  return a.createdAt - b.createdAt || a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function restate(state: ThreatState): void {
  state.severity = maxSeverity(state.severity, derivedSeverity(state.alertSeverity, state.typologies.size));
  state.changed = true;
}

function absorbAlert(state: ThreatState, alert: StoredAlert): void {
  const span = alertSpan(alert);
  if (state.alertCount === 0 || severityRank(alert.severity) > severityRank(state.alertSeverity)) {
    state.headline = alert.summary;
  }
  state.alertSeverity =
    state.alertCount === 0 ? alert.severity : maxSeverity(state.alertSeverity, alert.severity);
  state.typologies.add(alert.typology);
  for (const chain of alertChains(alert)) state.chains.add(chain);
  state.alertCount += 1;
  state.firstSeen = Math.min(state.firstSeen, span.from);
  state.lastSeen = Math.max(state.lastSeen, span.to);
  if (isRetroactive(alert)) state.retroactive = true;
  restate(state);
}

function absorbThreat(into: ThreatState, from: ThreatState): void {
  if (severityRank(from.alertSeverity) > severityRank(into.alertSeverity)) into.headline = from.headline;
  into.alertSeverity = maxSeverity(into.alertSeverity, from.alertSeverity);
  into.severity = maxSeverity(into.severity, from.severity);
  for (const typology of from.typologies) into.typologies.add(typology);
  for (const chain of from.chains) into.chains.add(chain);
  into.alertCount += from.alertCount;
  into.firstSeen = Math.min(into.firstSeen, from.firstSeen);
  into.lastSeen = Math.max(into.lastSeen, from.lastSeen);
  into.retroactive ||= from.retroactive;
  restate(into);
  from.status = 'merged';
}

function rowOf(state: ThreatState, workspaceId: string, now: number): ThreatRow {
  const typologies = [...state.typologies].sort();
  const chains = [...state.chains].sort();
  return {
    id: state.id,
    workspace_id: workspaceId,
    status: state.status,
    severity: state.severity,
    alert_severity: state.alertSeverity,
    typologies: JSON.stringify(typologies),
    chains: JSON.stringify(chains),
    alert_count: state.alertCount,
    headline: state.headline,
    summary: threatSummary({
      severity: state.severity,
      alert_count: state.alertCount,
      typologies,
      chains,
      first_seen_at: state.firstSeen,
      last_seen_at: state.lastSeen,
      headline: state.headline,
    }),
    first_seen_at: state.firstSeen,
    last_seen_at: state.lastSeen,
    merged_into: state.original?.merged_into ?? null,
    status_note: state.original?.status_note ?? null,
    closed_at: state.original?.closed_at ?? null,
    closed_by: state.original?.closed_by ?? null,
    assignee: state.original?.assignee ?? null,
    disposition: state.original?.disposition ?? null,
    retroactive: state.retroactive ? 1 : 0,
    created_at: state.createdAt,
    updated_at: now,
  };
}

/** Alerts in the order they are correlated: by when they were raised, then by id. */
function raisedOrder(a: StoredAlert, b: StoredAlert): number {
  return a.raised_at - b.raised_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function planCorrelation(input: CorrelationInput): CorrelationPlan {
  const { workspaceId, now } = input;
  const states = new Map(input.open.map((row) => [row.id, stateOf(row)]));
  const owners = new Map<string, Set<string>>();
  for (const [key, ids] of input.owners) owners.set(key, new Set(ids));
  const mergedInto = new Map<string, string>();
  const resolve = (id: string): string => {
    let current = id;
    for (let next = mergedInto.get(current); next !== undefined; next = mergedInto.get(current))
      current = next;
    return current;
  };
  const merges: CorrelationPlan['merges'] = [];
  const placed: { alert: StoredAlert; threatId: string; keys: readonly string[] }[] = [];
  let created = 0;

  for (const alert of [...input.alerts].sort(raisedOrder)) {
    const keys = input.keysOf(alert);
    const span = alertSpan(alert);
    const candidates = new Map<string, ThreatState>();
    for (const key of keys) {
      for (const owner of owners.get(key) ?? []) {
        const state = states.get(resolve(owner));
        if (
          state &&
          state.status === 'open' &&
          withinWindow({ first_seen_at: state.firstSeen, last_seen_at: state.lastSeen }, span)
        ) {
          candidates.set(state.id, state);
        }
      }
    }
    const [target, ...newer] = [...candidates.values()].sort(olderFirst);
    let into: ThreatState;
    if (target === undefined) {
      created += 1;
      into = {
        id: input.newThreatId(),
        created: true,
        seq: created,
        original: undefined,
        status: 'open',
        severity: alert.severity,
        alertSeverity: alert.severity,
        typologies: new Set(),
        chains: new Set(),
        alertCount: 0,
        headline: alert.summary,
        firstSeen: span.from,
        lastSeen: span.to,
        createdAt: now,
        retroactive: false,
        changed: true,
      };
      states.set(into.id, into);
    } else {
      into = target;
      for (const other of newer) {
        absorbThreat(into, other);
        mergedInto.set(other.id, into.id);
        if (!other.created) merges.push({ from: other.id, into: into.id });
      }
    }
    absorbAlert(into, alert);
    for (const key of keys) {
      const holders = owners.get(key) ?? new Set<string>();
      holders.add(into.id);
      owners.set(key, holders);
    }
    placed.push({ alert, threatId: into.id, keys });
  }

  const plan: CorrelationPlan = { inserts: [], updates: [], merges, links: [], keys: [], detected: [] };
  for (const state of states.values()) {
    if (state.status === 'merged' || !state.changed) continue;
    const row = rowOf(state, workspaceId, now);
    if (state.created) {
      plan.inserts.push(row);
      plan.detected.push({ threat: row, reason: 'created' });
      continue;
    }
    plan.updates.push(row);
    const before = state.original?.severity;
    if (before !== undefined && severityRank(row.severity) > severityRank(before)) {
      plan.detected.push({ threat: row, reason: 'severity_raised' });
    }
  }
  const keys = new Map<string, { key: string; threat_id: string }>();
  for (const { alert, threatId, keys: alertKeys } of placed) {
    const final = resolve(threatId);
    plan.links.push({ alert, threatId: final });
    for (const key of alertKeys) keys.set(`${key}\u0000${final}`, { key, threat_id: final });
  }
  plan.keys = [...keys.values()];
  return plan;
}
