/** Threats as the API shows them, and the pieces the threat routes share. */
import { type TSchema, Type } from 'typebox';
import { toRfc3339 } from '../../../lib/clock.ts';
import { IdParam, Nullable, ref, StringEnum, Timestamp } from '../../../lib/schemas.ts';
import { SEVERITIES } from '../../agents/index.ts';
import { DISPOSITIONS, type HistoryEntry } from '../threat-history.ts';
import type { ReviewedThreat, ThreatDetail } from '../threats-service.ts';
import { GraphEdgeSchema, GraphNodeSchema } from './threat-graph-schemas.ts';

export const ThreatIdParams = Type.Object({ id: IdParam('threat', 'The threat id (`thr_…`).') });

export const THREAT_STATUSES = ['open', 'closed', 'merged'] as const;
const THREAT_STATUS_VALUES = THREAT_STATUSES;

const Change = <T extends TSchema>(value: T, description: string) =>
  Type.Optional(Type.Object({ from: value, to: value }, { additionalProperties: false, description }));

export const ThreatHistoryEntrySchema = Type.Object(
  {
    at: Timestamp('When the change was made.'),
    actor: Nullable(
      Type.String({
        description:
          'Who made it: the API key (`key_…`) or OAuth client (`oac_…`); null for Vigil itself (correlation merging the threat, or a note that a chain reorganisation undid transfers its alerts rest on).',
      }),
    ),
    change: Type.Object(
      {
        status: Change(StringEnum(THREAT_STATUS_VALUES), 'The status, from and to.'),
        assignee: Change(Nullable(Type.String()), 'The assignee, from and to (null: no one).'),
        disposition: Change(Nullable(StringEnum(DISPOSITIONS)), 'The disposition, from and to (null: none).'),
        merged_into: Change(Nullable(Type.String()), 'The threat it was merged into, by correlation.'),
      },
      {
        additionalProperties: false,
        description: 'The fields changed, each from its old value to its new one; empty for a note alone.',
      },
    ),
    note: Nullable(
      Type.String({ description: 'Why, as the person gave it; or what Vigil found, for a change it made.' }),
    ),
  },
  { $id: 'ThreatHistoryEntry', additionalProperties: false, description: 'One change to a threat.' },
);

const threatFields = {
  id: Type.String({ description: 'The threat id (`thr_…`).' }),
  status: StringEnum(THREAT_STATUSES, {
    description:
      '`open`: takes new alerts that correlate with it; `closed`: closed by a person, takes none; `merged`: its alerts moved to `merged_into`.',
  }),
  severity: StringEnum(SEVERITIES, {
    description:
      'The highest severity of its alerts, one step higher when they span three or more typologies; never lowered automatically.',
  }),
  typologies: Type.Array(Type.String(), { description: 'The typologies of its alerts, sorted.' }),
  summary: Type.String({ description: 'What the threat is, in a sentence or two, written from its facts.' }),
  alert_count: Type.Integer({ minimum: 0, description: 'Alerts it holds.' }),
  chains: Type.Array(Type.String(), { description: 'The chains its alerts name, sorted.' }),
  first_seen_at: Timestamp('The earliest activity of its alerts.'),
  last_seen_at: Timestamp('The latest activity of its alerts.'),
  merged_into: Nullable(
    Type.String({ description: 'For a merged threat: the threat that holds its alerts now.' }),
  ),
  status_note: Nullable(
    Type.String({
      description: 'The note given with the latest change a person made (`history` holds each).',
    }),
  ),
  closed_at: Nullable(Timestamp('When it was closed; null while open.')),
  closed_by: Nullable(
    Type.String({
      description: 'The API key (`key_…`) or OAuth client (`oac_…`) that closed it; null while open.',
    }),
  ),
  assignee: Nullable(
    Type.String({
      description: 'Who is looking into it (free text: a name, an e-mail address); null when no one.',
    }),
  ),
  disposition: Nullable(
    StringEnum(DISPOSITIONS, {
      description:
        'What review decided: `true_positive` (the activity is what the alerts say), `false_positive` (it is not), `escalated` (handed on, e.g. to a SAR or law enforcement), `benign` (real but legitimate); null before a decision.',
    }),
  ),
  retroactive: Type.Boolean({
    description:
      'Whether it holds a retroactive alert: activity found after the fact, when a list published later named a party of past transfers (the alert’s `facts` give the designation date and each transfer’s date).',
  }),
  history: Type.Array(ref(ThreatHistoryEntrySchema), {
    description: 'Every change to the threat, oldest first: who, when, what and why.',
  }),
  created_at: Timestamp('When correlation created it: the detection.'),
  updated_at: Timestamp('When it last changed.'),
};

export const ThreatSchema = Type.Object(threatFields, {
  $id: 'Threat',
  description:
    'Alerts of detection agents that touch the same addresses, entities or accounts within 72 hours.',
});

const EvidenceAlert = Type.Object({
  id: Type.String({ description: 'The alert (`alr_…`).' }),
  agent: Type.String(),
  agent_version: Type.String(),
  typology: Type.String(),
  severity: StringEnum(SEVERITIES),
  summary: Type.String(),
  occurred_at: Timestamp('When the activity behind it happened.'),
  raised_at: Timestamp('When the agent raised it.'),
  addresses: Type.Array(
    Type.Object({
      chain: Type.String(),
      address: Type.String(),
      role: Type.String(),
      own: Type.Optional(Type.Boolean({ description: 'One of the workspace’s own wallets.' })),
    }),
  ),
  accounts: Type.Array(Type.String()),
  event_ids: Type.Array(Type.String(), { description: 'The events behind it (`ing_…`).' }),
  transfers: Type.Array(
    Type.Object({
      chain: Type.String(),
      tx_hash: Type.String(),
      from: Nullable(Type.String()),
      to: Nullable(Type.String()),
      amount: Nullable(Type.String({ description: 'Decimal text in units of the asset.' })),
      asset: Nullable(Type.String()),
      value_usd: Type.Optional(
        Nullable(Type.String({ description: 'Its value in US dollars, when the event gave one.' })),
      ),
      occurred_at: Timestamp('When it happened.'),
      transfer_id: Nullable(
        Type.String({
          description:
            'The transfer Vigil stored for it (`xfer_…`), which a hold can name; null when Vigil holds none (a withdrawal not yet on chain, a deposit without a sender).',
        }),
      ),
      undone: Type.Optional(
        Type.Object(
          {
            at: Timestamp('When Vigil found the block gone.'),
            block_number: Type.Integer({ description: 'The orphaned block it had been read in.' }),
            block_hash: Type.String({ description: 'That block’s hash.' }),
          },
          {
            additionalProperties: false,
            description:
              'Present when a reorganisation of the chain undid the transfer after the alert was raised: Vigil had read it in a block that left the chain, and the blocks that replaced it do not hold it. The alert is kept as raised; the threat’s history says so.',
          },
        ),
      ),
    }),
    { description: 'The transfers behind it, as the agent read them.' },
  ),
  facts: Type.Record(Type.String(), Nullable(Type.Union([Type.String(), Type.Number(), Type.Boolean()])), {
    description: 'The figures the rule compared, with their units in the names.',
  }),
});

const EvidenceEvent = Type.Object({
  id: Type.String({ description: 'The event (`ing_…`).' }),
  type: Type.String(),
  occurred_at: Timestamp('When it happened.'),
  received_at: Timestamp('When Vigil received it.'),
});

export const ThreatDetailSchema = Type.Object(
  {
    ...threatFields,
    graph: Type.Object({ nodes: Type.Array(GraphNodeSchema), edges: Type.Array(GraphEdgeSchema) }),
    evidence: Type.Object({
      alerts: Type.Array(EvidenceAlert, { description: 'Oldest first.' }),
      events: Type.Array(EvidenceEvent, { description: 'Oldest first.' }),
      truncated: Type.Boolean({ description: 'True when only the latest 1,000 alerts are shown.' }),
    }),
  },
  { $id: 'ThreatDetail', description: 'A threat with its graph and the evidence it rests on.' },
);

export function serializeHistory(history: readonly HistoryEntry[]) {
  return history.map((entry) => ({ ...entry, at: toRfc3339(entry.at) }));
}

export function serializeThreat({ threat: row, history }: ReviewedThreat) {
  return {
    id: row.id,
    status: row.status,
    severity: row.severity,
    typologies: JSON.parse(row.typologies) as string[],
    summary: row.summary,
    alert_count: row.alert_count,
    chains: JSON.parse(row.chains) as string[],
    first_seen_at: toRfc3339(row.first_seen_at),
    last_seen_at: toRfc3339(row.last_seen_at),
    merged_into: row.merged_into,
    status_note: row.status_note,
    closed_at: row.closed_at === null ? null : toRfc3339(row.closed_at),
    closed_by: row.closed_by,
    assignee: row.assignee,
    disposition: row.disposition,
    retroactive: row.retroactive === 1,
    history: serializeHistory(history),
    created_at: toRfc3339(row.created_at),
    updated_at: toRfc3339(row.updated_at),
  };
}

/** The stored transfer of a transaction between two ends (the first of its pairs when an end is unknown). */
function transferIdOf(
  detail: ThreatDetail,
  transfer: { chain: string; tx_hash: string; from: string | null; to: string | null },
): string | null {
  const stored = detail.transfers.get(`${transfer.chain}:${transfer.tx_hash}`) ?? [];
  const match = stored.find(
    (s) =>
      (transfer.from === null || s.from === transfer.from) && (transfer.to === null || s.to === transfer.to),
  );
  return match?.id ?? null;
}

export function serializeThreatDetail(detail: ThreatDetail) {
  const { threat, history, graph, evidence } = detail;
  return {
    ...serializeThreat({ threat, history }),
    graph: {
      nodes: graph.nodes.map(({ occurred_at, ...node }) =>
        occurred_at === undefined ? node : { ...node, occurred_at: toRfc3339(occurred_at) },
      ),
      edges: graph.edges,
    },
    evidence: {
      alerts: evidence.alerts.map((alert) => ({
        id: alert.id,
        agent: alert.agent,
        agent_version: alert.agent_version,
        typology: alert.typology,
        severity: alert.severity,
        summary: alert.summary,
        occurred_at: toRfc3339(alert.occurred_at),
        raised_at: toRfc3339(alert.raised_at),
        addresses: alert.addresses,
        accounts: alert.accounts ?? [],
        event_ids: alert.event_ids,
        transfers: alert.transfers.map(({ undone, ...transfer }) => ({
          ...transfer,
          occurred_at: toRfc3339(transfer.occurred_at),
          transfer_id: transferIdOf(detail, transfer),
          ...(undone === undefined ? {} : { undone: { ...undone, at: toRfc3339(undone.at) } }),
        })),
        facts: alert.facts,
      })),
      events: evidence.events.map((event) => ({
        id: event.id,
        type: event.type,
        occurred_at: toRfc3339(event.occurred_at),
        received_at: toRfc3339(event.received_at),
      })),
      truncated: evidence.truncated,
    },
  };
}
