/**
 * The parties of an event that the screening typologies (sanctions, mixer) screen, and what their
 * alerts carry besides the match: every address of the event with its role, the customer account,
 * the transfer. A transfer's every party is screened (the institution may be on either side); a
 * deposit's sender and a withdrawal's beneficiary are the counterparties (the deposit address is
 * the customer's own).
 */
import type { ChainName } from '../../chains/index.ts';
import type { AgentEvent } from '../../events/index.ts';
import type { ScreeningMatch } from '../../screening/index.ts';
import type { AgentContext, AlertDraft } from '../agent.ts';
import { isEventOf } from '../event-history.ts';
import { depositRecord, type TransferRecord, transferRecord } from './transfer-parts.ts';

export interface Party {
  address: string;
  /** `sender`, `recipient`, `deposit_address`, `beneficiary`. */
  role: string;
  /** Whether the typology screens it (a counterparty), or it is only listed beside the match. */
  screened: boolean;
}

export interface ScreenedEvent {
  chain: ChainName;
  parties: Party[];
  accounts: string[];
  transfers: TransferRecord[];
}

/** The event's parties, or undefined for a type these typologies do not read. */
export function screenedEvent(event: AgentEvent): ScreenedEvent | undefined {
  if (isEventOf(event, 'transfer.observed')) {
    const { data } = event;
    const parties: Party[] = [];
    const seen = new Set<string>();
    const add = (address: string | undefined, role: string) => {
      if (address === undefined || seen.has(address)) return;
      seen.add(address);
      parties.push({ address, role, screened: true });
    };
    add(data.from, 'sender');
    for (const input of data.inputs ?? []) add(input.address, 'sender');
    add(data.to, 'recipient');
    for (const output of data.outputs ?? []) add(output.address, 'recipient');
    return { chain: data.chain, parties, accounts: [], transfers: [transferRecord(event)] };
  }
  if (isEventOf(event, 'deposit.received')) {
    const { data } = event;
    const parties: Party[] = [];
    if (data.from !== undefined && data.from !== data.to) {
      parties.push({ address: data.from, role: 'sender', screened: true });
    }
    parties.push({ address: data.to, role: 'deposit_address', screened: false });
    return { chain: data.chain, parties, accounts: [data.account_id], transfers: [depositRecord(event)] };
  }
  if (isEventOf(event, 'withdrawal.requested')) {
    const { data } = event;
    // Not on chain yet: no transaction hash, so no transfer to list.
    return {
      chain: data.chain,
      parties: [{ address: data.to, role: 'beneficiary', screened: true }],
      accounts: [data.account_id],
      transfers: [],
    };
  }
  return undefined;
}

/** The addresses an alert lists: the flagged ones under the role the typology gave them, the others under their own. */
export function alertAddresses(
  screened: ScreenedEvent,
  flagged: ReadonlyMap<string, string>,
): AlertDraft['addresses'] {
  return screened.parties.map((party) => ({
    chain: screened.chain,
    address: party.address,
    role: flagged.get(party.address) ?? party.role,
  }));
}

/**
 * The matches of a party that a screening typology weighs. The workspace's own wallets pool every
 * customer's funds: a listed or mixer address whose value reached one was found when that value came
 * in (its sender was the match), so exposure that only passes through an own wallet is no new
 * finding — neither the own wallet's (unless it is labelled itself) nor that of a customer it pays.
 */
export function partyMatches(
  context: Pick<AgentContext, 'screen' | 'isOwn'>,
  chain: ChainName,
  address: string,
): ScreeningMatch[] {
  const { matches } = context.screen(chain, address);
  const own = (other: string) => context.isOwn(chain, other);
  if (own(address)) return matches.filter((match) => match.exposure === 'ownership');
  // A path runs from the party to the labelled address; own wallets between them pooled the value.
  return matches.filter((match) => match.path === undefined || !match.path.slice(1, -1).some(own));
}
