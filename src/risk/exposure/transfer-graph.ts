/**
 * The value that moved between addresses, per chain, in memory: for each address what it received
 * from and sent to each counterparty, summed, so exposure can follow funds hop by hop without a
 * query. Pure: the screening service fills it from the store and from new transfers.
 */

export interface Flow {
  /** Counterparty → summed amount. */
  readonly by: Map<string, number>;
  total: number;
}

export interface AddressFlows {
  readonly incoming: Flow;
  readonly outgoing: Flow;
}

export interface TransferEdge {
  chain: string;
  from: string;
  to: string;
  amount: number;
}

export interface TransferGraph {
  add(edge: TransferEdge): void;
  flows(chain: string, address: string): AddressFlows | undefined;
  /** Addresses with at least one transfer, over every chain. */
  size(): number;
}

function newFlow(): Flow {
  return { by: new Map(), total: 0 };
}

export function createTransferGraph(): TransferGraph {
  const chains = new Map<string, Map<string, AddressFlows>>();
  let addresses = 0;

  function node(chain: string, address: string): AddressFlows {
    let byAddress = chains.get(chain);
    if (byAddress === undefined) {
      byAddress = new Map();
      chains.set(chain, byAddress);
    }
    let flows = byAddress.get(address);
    if (flows === undefined) {
      flows = { incoming: newFlow(), outgoing: newFlow() };
      byAddress.set(address, flows);
      addresses += 1;
    }
    return flows;
  }

  return {
    add(edge) {
      // A self-transfer (change sent back to the same address) is no counterparty.
      if (edge.from === edge.to || !(edge.amount >= 0)) return;
      const out = node(edge.chain, edge.from).outgoing;
      out.by.set(edge.to, (out.by.get(edge.to) ?? 0) + edge.amount);
      out.total += edge.amount;
      const into = node(edge.chain, edge.to).incoming;
      into.by.set(edge.from, (into.by.get(edge.from) ?? 0) + edge.amount);
      into.total += edge.amount;
    },
    flows: (chain, address) => chains.get(chain)?.get(address),
    size: () => addresses,
  };
}
