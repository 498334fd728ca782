/**
 * Who a SAR draft is about (Part I) and the indicators it lists (Part II): the threat's addresses
 * grouped by the entity that holds them, its customer accounts, and its victims, who are not
 * subjects (FinCEN: "persons who are victims of the suspicious activity are not subjects") but are
 * named in the narrative, as are the genuine counterparties a look-alike imitated.
 */
import type { StoredAlert } from '../../agents/index.ts';
import type { EvidenceEvent, ThreatGraph } from '../../threats/index.ts';
import type { SarContent, SarSubject } from './sar-content.ts';

/** The role the agents give to the customer an attack targets (drainer approvals, address poisoning). */
export const VICTIM_ROLES: ReadonlySet<string> = new Set(['victim']);
/** Roles of genuine counterparties the activity only imitated (address poisoning's `imitated`). */
export const BYSTANDER_ROLES: ReadonlySet<string> = new Set(['imitated']);

/** FinCEN's form takes up to 99 cyber event indicators. */
export const MAX_CYBER_INDICATORS = 99;

export interface PartyAddress {
  chain: string;
  address: string;
  /** One of the workspace's own wallets: never a subject. */
  own: boolean;
  roles: string[];
  /** `label (category)`, for the form. */
  labels: string[];
  /** The labels' own names, a subject's name when it has one. */
  names: string[];
  entityId: string;
}

export interface Parties {
  subjects: SarSubject[];
  /** Whether an address is a victim's or a genuine counterparty's only: transfers among such are context. */
  innocent(chain: string, address: string): boolean;
  victims: PartyAddress[];
  /** Genuine counterparties the activity imitated: neither subjects nor victims. */
  bystanders: PartyAddress[];
  /** The institution's own wallets (`/v1/own-wallets`): they took part as its operations. */
  own: PartyAddress[];
  indicators: SarContent['suspicious_activity']['cyber_indicators'];
  /** Indicators left out past MAX_CYBER_INDICATORS. */
  indicatorsLeftOut: number;
  accountIds: string[];
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Whether every role an address has is one of `roles` (an address with no role is a suspect). */
function onlyIn(roles: readonly string[], set: ReadonlySet<string>): boolean {
  return roles.length > 0 && roles.every((role) => set.has(role));
}

function direction(sent: boolean, received: boolean): SarSubject['role_in_activity'] {
  if (sent && received) return 'both';
  if (sent) return 'purchaser_sender';
  if (received) return 'payee_receiver';
  return 'unknown';
}

export function partiesOf(
  alerts: readonly StoredAlert[],
  events: readonly EvidenceEvent[],
  graph: ThreatGraph,
): Parties {
  const addresses: PartyAddress[] = [];
  for (const node of graph.nodes) {
    if (node.type !== 'address' || node.chain === null || node.address === undefined) continue;
    addresses.push({
      chain: node.chain,
      address: node.address,
      roles: node.roles ?? [],
      labels: (node.labels ?? []).map((l) => `${l.label} (${l.category})`),
      names: (node.labels ?? []).map((l) => l.label),
      entityId: node.entity_id ?? `${node.chain}:${node.address}`,
      own: node.own_wallet === true,
    });
  }
  const transfers = alerts.flatMap((alert) => alert.transfers);
  const senders = new Set(transfers.map((t) => `${t.chain}:${t.from}`));
  const receivers = new Set(transfers.map((t) => `${t.chain}:${t.to}`));
  const firstSeen = new Map<string, number>();
  const see = (key: string, at: number) => firstSeen.set(key, Math.min(firstSeen.get(key) ?? at, at));
  for (const alert of alerts) {
    for (const { chain, address } of alert.addresses) see(`${chain}:${address}`, alert.occurred_at);
  }
  for (const t of transfers) {
    if (t.from !== null) see(`${t.chain}:${t.from}`, t.occurred_at);
    if (t.to !== null) see(`${t.chain}:${t.to}`, t.occurred_at);
    see(`tx:${t.chain}:${t.tx_hash}`, t.occurred_at);
  }

  // The institution's own wallets took part as its operations: never subjects, nor indicators.
  const own = addresses.filter((a) => a.own);
  const others = addresses.filter((a) => !a.own);
  const victims = others.filter((a) => onlyIn(a.roles, VICTIM_ROLES));
  const bystanders = others.filter((a) => onlyIn(a.roles, BYSTANDER_ROLES));
  const suspects = others.filter((a) => !victims.includes(a) && !bystanders.includes(a));
  const byEntity = new Map<string, PartyAddress[]>();
  for (const party of suspects)
    byEntity.set(party.entityId, [...(byEntity.get(party.entityId) ?? []), party]);
  const subjects: SarSubject[] = [...byEntity.entries()]
    .sort(([a], [b]) => byText(a, b))
    .map(([entityId, members]) => {
      const name = members.flatMap((m) => m.names).sort(byText)[0] ?? null;
      const sent = members.some((m) => senders.has(`${m.chain}:${m.address}`));
      const received = members.some((m) => receivers.has(`${m.chain}:${m.address}`));
      return {
        kind: 'entity' as const,
        entity_id: entityId,
        account_id: null,
        name,
        name_unknown: name === null,
        tin_unknown: true,
        address_unknown: true,
        date_of_birth_unknown: true,
        role_in_activity: direction(sent, received),
        addresses: members.map((m) => ({
          chain: m.chain,
          address: m.address,
          roles: m.roles,
          labels: m.labels,
        })),
      };
    });

  const accountIds = [...new Set(alerts.flatMap((alert) => alert.accounts ?? []))].sort(byText);
  for (const accountId of accountIds) {
    const own = events.filter((e) => e.data.account_id === accountId);
    subjects.push({
      kind: 'account',
      entity_id: null,
      account_id: accountId,
      name: null,
      name_unknown: true,
      tin_unknown: true,
      address_unknown: true,
      date_of_birth_unknown: true,
      role_in_activity: direction(
        own.some((e) => e.type === 'withdrawal.requested'),
        own.some((e) => e.type === 'deposit.received'),
      ),
      addresses: [],
    });
  }

  const indicators: Parties['indicators'] = [];
  for (const party of [...suspects].sort((a, b) =>
    byText(`${a.chain}:${a.address}`, `${b.chain}:${b.address}`),
  )) {
    indicators.push({
      kind: 'virtual_currency_address',
      indicator: 'Other',
      description: `Virtual currency address (${party.chain})`,
      value: party.address,
      first_seen_at: new Date(firstSeen.get(`${party.chain}:${party.address}`) ?? 0).toISOString(),
    });
  }
  const innocentKeys = new Set([...victims, ...bystanders].map((a) => `${a.chain}:${a.address}`));
  const innocent = (chain: string, address: string) => innocentKeys.has(`${chain}:${address}`);
  // A transaction between victims and genuine counterparties only is context, not an indicator.
  const suspicious = transfers.filter((t) =>
    [t.from, t.to].some((end) => end !== null && !innocent(t.chain, end)),
  );
  const hashes = new Map(suspicious.map((t) => [`${t.chain}:${t.tx_hash}`, t]));
  for (const [key, t] of [...hashes].sort(([a], [b]) => byText(a, b))) {
    indicators.push({
      kind: 'transaction_hash',
      indicator: 'Other',
      description: `Transaction hash (${t.chain})`,
      value: t.tx_hash,
      first_seen_at: new Date(firstSeen.get(`tx:${key}`) ?? t.occurred_at).toISOString(),
    });
  }
  return {
    subjects,
    innocent,
    victims,
    bystanders,
    own,
    indicators: indicators.slice(0, MAX_CYBER_INDICATORS),
    indicatorsLeftOut: Math.max(0, indicators.length - MAX_CYBER_INDICATORS),
    accountIds,
  };
}
