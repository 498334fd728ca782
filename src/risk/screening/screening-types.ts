/** The shapes screening answers with and is asked for, shared by wallet and transaction screening. */
import type { Static } from 'typebox';
import type { ChainName } from '../chains/index.ts';
import type { ExposureMethod, TransferGraph } from '../exposure/index.ts';
import type { LabelsAt } from '../lists/index.ts';
import type { ScreeningResultSchema } from './routes/screening-schemas.ts';
import type { ChainRead, TransactionRead } from './screening-matches.ts';

/**
 * Labels across co-spend entities (the transfers module's clusters, wired by the composition root):
 * the other labelled addresses of an address's entity, and a test of that for tracing.
 */
export interface EntityPeers {
  labelledPeers(
    workspaceId: string,
    chain: ChainName,
    address: string,
  ): { entity: string; addresses: string[] } | undefined;
  peerTest(workspaceId: string, chain: ChainName): ((address: string) => boolean) | undefined;
}

/**
 * The lists, labels and transfers as they stood at a past time, for `as_of` screening (the
 * transfers module's `graphAt` and the lists module's `labelsAt`, wired by the composition root).
 */
export interface ScreeningHistory {
  graphAt(
    workspaceId: string,
    chain: ChainName,
    address: string,
    hops: number,
    at: number,
  ): Promise<{ graph: TransferGraph; addresses: ReadonlySet<string>; complete: boolean }>;
  labelsAt(
    workspaceId: string,
    chain: ChainName,
    addresses: readonly string[],
    at: number,
  ): Promise<LabelsAt>;
}

/** A result with its chain read as the canonical name (the schemas say `string`). */
export type OnChain<T extends { chain: string }> = Omit<T, 'chain'> & { chain: ChainName };

/** What screening found for one address: the API's result, with its chain read as the canonical name. */
export type WalletScreening = OnChain<Static<typeof ScreeningResultSchema>>;

export interface ScreeningOptions {
  exposure_method?: ExposureMethod | undefined;
  max_hops?: number | undefined;
}

export interface Caller {
  workspaceId: string;
  keyId: string | null;
}

/**
 * A screening as answered: the result, and the JSON it is sent as, which is also what its audit
 * record keeps (serialised once, for both).
 */
export interface Answered<T> {
  result: T;
  json: string;
}

/**
 * The chain reader, as screening uses it (wired by the composition root): asks for an address's
 * history to be read, and says how much of it is; undefined on a chain without a source.
 */
export interface ChainReads {
  request(chain: ChainName, address: string, hops: number): Promise<ChainRead | undefined>;
  /**
   * Asks for a transaction Vigil does not hold to be read, and says how that read stands;
   * undefined on a chain without a source.
   */
  requestTransaction(chain: ChainName, txHash: string): Promise<TransactionRead | undefined>;
}
