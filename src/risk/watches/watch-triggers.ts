/**
 * What makes watched addresses screened again, turned into re-screen passes: a list import (every
 * watch), a workspace's risk policy (that workspace's every watch), a label (the label's workspace,
 * the addresses within the screening's hops of it), new transfers (the owner's workspace, or every
 * workspace for a chain fact; the addresses within hops of their parties) and a reorganisation (every workspace; the addresses within hops of the parties
 * of the transfers it removed or read again). Changes that arrive together are gathered for a
 * moment and run as one pass per kind, one pass at a time, so a burst of transfers is not a pass each.
 */
import type { Logger } from 'pino';
import type { ChainName } from '../chains/index.ts';
import { neighbourhood, type TransferGraph } from '../exposure/index.ts';
import type { RescreenReason, RescreenScope, RescreenSummary } from './watch-rescreen.ts';

/** How long changes are gathered before their pass runs. */
export const GATHER_MS = 250;
/**
 * Addresses a change's neighbourhood may hold before its pass takes every watch of the chain instead
 * (a hub within the hops reaches a chain's every address).
 */
const NEIGHBOURHOOD_LIMIT = 20_000;

export interface WatchTriggers {
  listsChanged(): void;
  policyChanged(workspaceId: string): void;
  labelChanged(workspaceId: string, chain: ChainName, address: string): void;
  transfersApplied(owner: string, chain: ChainName, addresses: readonly string[]): void;
  /** A reorganisation removed transfers read from a chain (and read their replacements): their parties. */
  chainReorganised(chain: ChainName, addresses: readonly string[]): void;
  /** Runs what is gathered now and resolves once every pass queued so far is done. */
  settle(): Promise<void>;
  /** Stops gathering; resolves once the pass running is done. */
  close(): Promise<void>;
}

interface Pending {
  scope: RescreenScope;
  reason: RescreenReason;
  /** The addresses a change touched, before their neighbourhood is taken. */
  touched: Set<string>;
  owners: readonly string[];
}

export function createWatchTriggers(deps: {
  rescreen(scope: RescreenScope, reason: RescreenReason): Promise<RescreenSummary>;
  graph: () => TransferGraph;
  /**
   * How far a workspace's screenings follow funds (its risk policy); without a workspace, the
   * furthest any workspace's do (a chain fact reaches every workspace's watches).
   */
  maxHops: (workspaceId?: string) => number;
  /** The owners whose transfers a workspace's screening reads. */
  owners: (workspaceId: string) => readonly string[];
  facts: string;
  logger?: Logger | undefined;
}): WatchTriggers {
  const pending = new Map<string, Pending>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  function gather(key: string, make: () => Pending, touched: readonly string[]): void {
    let entry = pending.get(key);
    if (entry === undefined) {
      entry = make();
      pending.set(key, entry);
    }
    for (const address of touched) entry.touched.add(address);
    if (timer === undefined) {
      timer = setTimeout(flush, GATHER_MS);
      timer.unref();
    }
  }

  function flush(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = [...pending.values()];
    pending.clear();
    // A list pass takes every watch, and a policy pass every watch of its workspace: the others
    // gathered with them are in them.
    const all = batch.find((p) => p.scope.chain === undefined && p.scope.workspaceId === undefined);
    const wholeWorkspaces = new Set(
      batch.filter((p) => p.scope.chain === undefined).map((p) => p.scope.workspaceId),
    );
    const passes =
      all === undefined
        ? batch.filter((p) => p.scope.chain === undefined || !wholeWorkspaces.has(p.scope.workspaceId))
        : [all];
    running = running.then(async () => {
      for (const { scope, reason, touched, owners } of passes) {
        const addresses =
          scope.chain === undefined
            ? undefined
            : neighbourhood(
                deps.graph(),
                scope.chain,
                touched,
                deps.maxHops(scope.workspaceId),
                owners,
                NEIGHBOURHOOD_LIMIT,
              );
        try {
          const done = await deps.rescreen(addresses === undefined ? scope : { ...scope, addresses }, reason);
          deps.logger?.info({ reason, ...done }, 'watched addresses screened again');
        } catch (error) {
          deps.logger?.error({ err: error, reason }, 'screening watched addresses again failed');
        }
      }
    });
    return running;
  }

  return {
    listsChanged() {
      gather('list', () => ({ scope: {}, reason: 'list', touched: new Set(), owners: [] }), []);
    },
    policyChanged(workspaceId) {
      gather(
        `policy ${workspaceId}`,
        () => ({ scope: { workspaceId }, reason: 'policy', touched: new Set(), owners: [] }),
        [],
      );
    },
    labelChanged(workspaceId, chain, address) {
      gather(
        `label ${workspaceId} ${chain}`,
        () => ({
          scope: { workspaceId, chain },
          reason: 'label',
          touched: new Set(),
          owners: deps.owners(workspaceId),
        }),
        [address],
      );
    },
    transfersApplied(owner, chain, addresses) {
      const fact = owner === deps.facts;
      gather(
        `transfer ${owner} ${chain}`,
        () => ({
          scope: fact ? { chain } : { workspaceId: owner, chain },
          reason: fact ? 'chain' : 'transfer',
          touched: new Set(),
          owners: fact ? [deps.facts] : deps.owners(owner),
        }),
        addresses,
      );
    },
    chainReorganised(chain, addresses) {
      gather(
        `reorg ${chain}`,
        () => ({ scope: { chain }, reason: 'reorg', touched: new Set(), owners: [deps.facts] }),
        addresses,
      );
    },
    settle: () => flush(),
    close() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending.clear();
      return running;
    },
  };
}
