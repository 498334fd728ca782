/**
 * Detection agents (issue 7): the alerts they raise, the events still waiting for them, one row per
 * workspace that serialises its batches across processes, and the agents' counters (totals, and
 * per minute for the recent error rate that health reads).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
    .addColumn('agent', 'text', (c) => c.notNull())
    .addColumn('agent_version', 'text', (c) => c.notNull())
    .addColumn('typology', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('raised_at', 'bigint', (c) => c.notNull())
    // JSON documents of the alert draft (see `AlertDraft` in src/risk/agents/agent.ts).
    .addColumn('addresses', 'text', (c) => c.notNull())
    .addColumn('accounts', 'text', (c) => c.notNull())
    .addColumn('event_ids', 'text', (c) => c.notNull())
    .addColumn('transfers', 'text', (c) => c.notNull())
    .addColumn('facts', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('agent_alerts_workspace_raised')
    .on('agent_alerts')
    .columns(['workspace_id', 'raised_at'])
    .execute();

  // An event waits here from its ingest until a batch has run the agents over it; the row goes in
  // that batch's transaction, so an event is processed once, and none is skipped.
  await db.schema
    .createTable('agent_pending_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('agent_pending_events_workspace')
    .on('agent_pending_events')
    .columns(['workspace_id', 'event_id'])
    .execute();
  // Lag: the oldest waiting event of each type.
  await db.schema
    .createIndex('agent_pending_events_type')
    .on('agent_pending_events')
    .columns(['type', 'received_at'])
    .execute();

  // Locked at the start of each batch; `version` counts batches, so a process can tell whether
  // another one processed the workspace since (its history in memory is then rebuilt).
  await db.schema
    .createTable('agent_workspaces')
    .addColumn('workspace_id', 'text', (c) => c.primaryKey().references('workspaces.id'))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('watermark', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('agent_stats')
    .addColumn('agent', 'text', (c) => c.primaryKey())
    .addColumn('events_processed', 'bigint', (c) => c.notNull())
    .addColumn('alerts_raised', 'bigint', (c) => c.notNull())
    .addColumn('errors', 'bigint', (c) => c.notNull())
    .addColumn('last_event_at', 'bigint')
    .execute();
  await db.schema
    .createTable('agent_stats_minutes')
    .addColumn('agent', 'text', (c) => c.notNull())
    .addColumn('minute', 'bigint', (c) => c.notNull())
    .addColumn('events_processed', 'bigint', (c) => c.notNull())
    .addColumn('alerts_raised', 'bigint', (c) => c.notNull())
    .addColumn('errors', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_stats_minutes_pk', ['agent', 'minute'])
    .execute();

  // A restarted process rebuilds each workspace's recent history by event time.
  await db.schema
    .createIndex('ingested_events_workspace_occurred')
    .on('ingested_events')
    .columns(['workspace_id', 'occurred_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ingested_events_workspace_occurred').execute();
  await db.schema.dropTable('agent_stats_minutes').execute();
  await db.schema.dropTable('agent_stats').execute();
  await db.schema.dropTable('agent_workspaces').execute();
  await db.schema.dropTable('agent_pending_events').execute();
  await db.schema.dropTable('agent_alerts').execute();
}
