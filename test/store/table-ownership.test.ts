// Every table has one owner module, and only its owner reads or writes it: another module asks the
// owner through its face, or is handed a lookup by the composition root. The check reads src/ for
// Kysely table names and SQL `from`/`join`/`into`/`update` clauses; the migrations (src/store/) create
// every table and are not counted. A new table gets an owner here; a new reader from elsewhere fails.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

const OWNERS: Record<string, string> = {
  workspaces: 'platform/workspaces',
  api_keys: 'platform/keys',
  idempotency_keys: 'platform/idempotency',
  health_probe: 'platform/system',
  jobs: 'platform/jobs',
  outbox_events: 'platform/outbox',
  webhook_endpoints: 'platform/webhooks',
  webhook_deliveries: 'platform/webhooks',
  oauth_clients: 'platform/oauth',
  oauth_tokens: 'platform/oauth',
  signing_keys: 'platform/signing',
  sites: 'geo/sites',
  ports: 'geo/ports',
  asset_events: 'geo/history',
  detections: 'geo/detections',
  detection_revisions: 'geo/detections',
  detection_chips: 'geo/detections',
  imagery_scans: 'geo/imagery',
  imagery_scenes: 'geo/imagery',
  imagery_observations: 'geo/imagery',
  imagery_findings: 'geo/imagery',
  imagery_tuning: 'geo/imagery',
  imagery_mutes: 'geo/imagery',
  imagery_tuning_log: 'geo/imagery',
  alert_rules: 'geo/alerts',
  asset_groups: 'geo/groups',
  asset_group_members: 'geo/groups',
  cases: 'geo/cases',
  case_items: 'geo/cases',
  reports: 'geo/reports',
  assets: 'geo/assets',
  asset_identity: 'geo/assets',
  positions: 'geo/assets',
  asset_follows: 'geo/assets',
  asset_silences: 'geo/tracking',
  tracking_ledger: 'geo/tracking',
  ledger_backfills: 'geo/tracking',
  tracking_episodes: 'geo/tracking',
  engine_feed: 'geo/engine',
  engine_checkpoints: 'geo/engine',
  feed_sources: 'geo/ingest',
  list_versions: 'risk/lists',
  list_entries: 'risk/lists',
  list_entry_history: 'risk/lists',
  list_identifiers: 'risk/lists',
  address_labels: 'risk/lists',
  screenings: 'risk/screening',
  watches: 'risk/watches',
  watch_imports: 'risk/watches',
  transfers: 'risk/transfers',
  chain_transactions: 'risk/transfers',
  chain_reads: 'risk/chain-reader',
  chain_transaction_reads: 'risk/chain-reader',
  chain_follows: 'risk/chain-reader',
  chain_heads: 'risk/chain-reader',
  chain_approvals: 'risk/chain-reader',
  asset_prices: 'risk/prices',
  own_wallets: 'risk/own-wallets',
  risk_policies: 'risk/policy',
  ingested_events: 'risk/events',
  agent_pending_events: 'risk/agents',
  agent_alerts: 'risk/agents',
  alert_undone_transfers: 'risk/agents',
  agent_stats: 'risk/agents',
  agent_stats_minutes: 'risk/agents',
  agent_workspaces: 'risk/agents',
  threats: 'risk/threats',
  threat_alerts: 'risk/threats',
  threat_keys: 'risk/threats',
  threat_correlation: 'risk/threats',
  threat_history: 'risk/threats',
  holds: 'risk/holds',
  hold_history: 'risk/holds',
  sar_drafts: 'risk/sar',
  compliance_settings: 'risk/sar',
};

/** Reads across a boundary that are there on purpose, each with its reason. */
const SHARED_READS: { module: string; table: string; reason: string }[] = [
  ...['asset_groups', 'asset_group_members'].map((table) => ({
    module: 'geo/assets',
    table,
    reason:
      'a follow through a followed group is a follow: whom a workspace follows is one query over its own follows and its followed groups’ members, wherever follows are asked (groups are built on assets, so assets cannot ask them)',
  })),
  {
    module: 'risk/agents',
    table: 'ingested_events',
    reason:
      'a batch is the pending events joined with their stored rows in one query: events are written once by their owner and only read here',
  },
];

const KYSELY =
  /\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|replaceInto)\(\s*'([a-z_]+)(?: as \w+)?'/g;
const RAW_SQL = /\b(?:from|join|into|update)\s+([a-z_]+)\b/gi;

function moduleOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts[0] === 'geo' || parts[0] === 'risk' || parts[0] === 'platform'
    ? `${parts[0]}/${parts[1]}`
    : (parts[0] ?? '');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full.endsWith(`${path.sep}store`) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

function tablesUsedBy(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(KYSELY)) if (match[1]) found.add(match[1]);
  // Raw SQL lives in template literals; only names that are tables count.
  for (const literal of text.matchAll(/sql(?:<[^`]*>)?`([^`]*)`/g)) {
    for (const match of (literal[1] ?? '').matchAll(RAW_SQL)) {
      const name = match[1]?.toLowerCase();
      if (name && name in OWNERS) found.add(name);
    }
  }
  return found;
}

describe('table ownership', () => {
  const uses = sourceFiles(SRC).flatMap((file) =>
    [...tablesUsedBy(readFileSync(file, 'utf8'))].map((table) => ({
      file: path.relative(SRC, file),
      module: moduleOf(file),
      table,
    })),
  );

  it('knows the owner of every table the code names', () => {
    expect([...new Set(uses.map((use) => use.table))].filter((table) => !(table in OWNERS))).toEqual([]);
  });

  it('has no module read or write another module’s tables', () => {
    const trespasses = uses
      .filter((use) => OWNERS[use.table] !== use.module)
      .filter((use) => !SHARED_READS.some((read) => read.module === use.module && read.table === use.table))
      .map((use) => `src/${use.file} uses ${use.table}, which belongs to ${OWNERS[use.table]}`);
    expect(trespasses).toEqual([]);
  });

  it('finds tables in Kysely calls and in raw SQL, so that it can fail', () => {
    expect(tablesUsedBy("db.selectFrom('holds as h').innerJoin('threats as t', 'x', 'y')")).toEqual(
      new Set(['holds', 'threats']),
    );
    expect(tablesUsedBy('sql`select * from positions join assets on true`')).toEqual(
      new Set(['positions', 'assets']),
    );
  });
});
