/**
 * A threat's graph, built from its alerts: the addresses they name (with their roles and the labels
 * screening knows), the entities those addresses belong to, the customer accounts, and the
 * transfers between addresses. Edges are flows (address → transfer → address, with amount, asset
 * and hash) and membership (address → entity). Deterministic: the same alerts give the same graph,
 * nodes and edges in a stable order.
 */
import type { Static } from 'typebox';
import type { StoredAlert } from '../agents/index.ts';
import type { ChainName } from '../chains/index.ts';
import type { GraphEdgeSchema, GraphLabelSchema, GraphNodeSchema } from './routes/threat-graph-schemas.ts';

/** A label screening knows for an address of the graph. */
export type GraphLabel = Static<typeof GraphLabelSchema>;

/** A node as the API shows it, but its time: epoch ms here, RFC 3339 in the answer. */
export type ThreatGraphNode = Omit<Static<typeof GraphNodeSchema>, 'occurred_at'> & { occurred_at?: number };

export type ThreatGraphEdge = Static<typeof GraphEdgeSchema>;

export interface ThreatGraph {
  nodes: ThreatGraphNode[];
  edges: ThreatGraphEdge[];
}

export interface GraphLookups {
  entityOf(chain: ChainName, address: string): string;
  labelsOf(chain: ChainName, address: string): GraphLabel[];
  /** Whether the address is one of the workspace's own wallets; none when not given. */
  isOwn?(chain: ChainName, address: string): boolean;
}

const addressId = (chain: string, address: string) => `address:${chain}:${address}`;
const transferId = (chain: string, txHash: string) => `transfer:${chain}:${txHash}`;

const TYPE_ORDER: Record<ThreatGraphNode['type'], number> = {
  address: 0,
  entity: 1,
  account: 2,
  transfer: 3,
};

export function buildThreatGraph(alerts: readonly StoredAlert[], lookups: GraphLookups): ThreatGraph {
  const nodes = new Map<string, ThreatGraphNode>();
  const roles = new Map<string, Set<string>>();
  const edges = new Map<string, ThreatGraphEdge>();

  function address(chain: ChainName, value: string, role: string | undefined): string {
    const id = addressId(chain, value);
    if (!nodes.has(id)) {
      const entity = lookups.entityOf(chain, value);
      const node: ThreatGraphNode = {
        id,
        type: 'address',
        chain,
        address: value,
        roles: [],
        labels: lookups.labelsOf(chain, value),
        entity_id: entity,
      };
      if (lookups.isOwn?.(chain, value) === true) node.own_wallet = true;
      nodes.set(id, node);
      if (!nodes.has(entity)) nodes.set(entity, { id: entity, type: 'entity', chain });
      edges.set(`${id}>${entity}`, { from: id, to: entity, type: 'membership' });
      roles.set(id, new Set());
    }
    if (role !== undefined) roles.get(id)?.add(role);
    return id;
  }

  for (const alert of alerts) {
    for (const { chain, address: value, role, own } of alert.addresses) {
      const id = address(chain, value, role);
      const node = nodes.get(id);
      if (own === true && node !== undefined) node.own_wallet = true;
    }
    for (const account of alert.accounts ?? []) {
      const id = `account:${account}`;
      if (!nodes.has(id)) nodes.set(id, { id, type: 'account', chain: null, account_id: account });
    }
    for (const transfer of alert.transfers) {
      const id = transferId(transfer.chain, transfer.tx_hash);
      if (!nodes.has(id)) {
        nodes.set(id, {
          id,
          type: 'transfer',
          chain: transfer.chain,
          tx_hash: transfer.tx_hash,
          asset: transfer.asset,
          occurred_at: transfer.occurred_at,
        });
      }
      const leg = {
        type: 'flow' as const,
        tx_hash: transfer.tx_hash,
        amount: transfer.amount,
        asset: transfer.asset,
      };
      if (transfer.from !== null) {
        const from = address(transfer.chain, transfer.from, undefined);
        edges.set(`${from}>${id}`, { from, to: id, ...leg });
      }
      if (transfer.to !== null) {
        const to = address(transfer.chain, transfer.to, undefined);
        edges.set(`${id}>${to}`, { from: id, to, ...leg });
      }
    }
  }

  for (const [id, set] of roles) {
    const node = nodes.get(id);
    if (node) node.roles = [...set].sort();
  }
  const sortedNodes = [...nodes.values()].sort(
    (a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const sortedEdges = [...edges.values()].sort((a, b) =>
    a.from !== b.from ? (a.from < b.from ? -1 : 1) : a.to < b.to ? -1 : a.to > b.to ? 1 : 0,
  );
  return { nodes: sortedNodes, edges: sortedEdges };
}
