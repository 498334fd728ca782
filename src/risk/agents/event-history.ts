/**
 * A workspace's recent events as the detection agents consult them (`EventHistory` of `agent.ts`):
 * transfers by the addresses they move value out of and into, token approvals by owner (the
 * latest per spender and token, still in force), deposits and withdrawals by customer account.
 *
 * In memory, bounded by `retainMs`, and cheap per event, since the runtime aims at thousands of
 * events a second through every agent: recording appends to a few per-key lists kept in
 * `occurred_at` order (events arrive about in that order, so a late one moves back a few places
 * at most); a lookup is a Map access and a binary search; pruning takes the expired events off the
 * front of one time-ordered queue and trims only the lists they are in. Nothing scans the whole
 * history. Custom event types are not kept: no lookup returns them.
 */
import type { ChainName } from '../chains/index.ts';
import type {
  AgentEvent,
  EventOf,
  KnownEventType,
  TokenApprovalData,
  TransferObservedData,
} from '../events/index.ts';
import type { EventHistory } from './agent.ts';

type TransferEvent = AgentEvent<'transfer.observed', TransferObservedData>;
type ApprovalEvent = AgentEvent<'token.approval', TokenApprovalData>;
type AccountEvent = AgentEvent<'deposit.received' | 'withdrawal.requested'>;

/**
 * Whether an event is of a known type, and then its data as that type describes it: the runner
 * hands agents events whose data was checked against the type's schema at ingest.
 */
export function isEventOf<T extends KnownEventType, E extends { type: string }>(
  event: E,
  type: T,
): event is E & EventOf<T> {
  return event.type === type;
}

/** Events of one key, oldest first by `occurred_at`, with the expired ones cut off the front. */
class TimeList<E extends { occurred_at: number }> {
  #items: E[] = [];
  #head = 0;

  get size(): number {
    return this.#items.length - this.#head;
  }

  /** Appends, moving the event back past any that occurred later (equal times keep arrival order). */
  add(event: E): void {
    const items = this.#items;
    let at = items.length;
    items.push(event);
    while (at > this.#head) {
      const before = items[at - 1];
      if (before === undefined || before.occurred_at <= event.occurred_at) break;
      items[at] = before;
      at -= 1;
    }
    items[at] = event;
  }

  /** The events that occurred at or after `time`, oldest first. */
  since(time: number): E[] {
    const items = this.#items;
    let low = this.#head;
    let high = items.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const item = items[middle];
      if (item !== undefined && item.occurred_at < time) low = middle + 1;
      else high = middle;
    }
    return items.slice(low);
  }

  /** Removes the events that occurred before `cutoff`, handing each to `expired` oldest first. */
  dropBefore(cutoff: number, expired?: (event: E) => void): void {
    const items = this.#items;
    while (this.#head < items.length) {
      const first = items[this.#head];
      if (first === undefined || first.occurred_at >= cutoff) break;
      this.#head += 1;
      expired?.(first);
    }
    // Compact once the dead front outweighs the live part, so each event is moved O(1) times.
    if (this.#head > 64 && this.#head * 2 > items.length) {
      this.#items = items.slice(this.#head);
      this.#head = 0;
    }
  }
}

/** Chain → key → list, created on first use and deleted when emptied. */
class KeyedLists<E extends { occurred_at: number }> {
  readonly #chains = new Map<string, Map<string, TimeList<E>>>();

  add(chain: string, key: string, event: E): void {
    let byKey = this.#chains.get(chain);
    if (byKey === undefined) {
      byKey = new Map();
      this.#chains.set(chain, byKey);
    }
    let list = byKey.get(key);
    if (list === undefined) {
      list = new TimeList();
      byKey.set(key, list);
    }
    list.add(event);
  }

  since(chain: string, key: string, time: number): readonly E[] {
    return this.#chains.get(chain)?.get(key)?.since(time) ?? [];
  }

  trim(chain: string, key: string, cutoff: number): void {
    const byKey = this.#chains.get(chain);
    const list = byKey?.get(key);
    if (byKey === undefined || list === undefined) return;
    list.dropBefore(cutoff);
    if (list.size > 0) return;
    byKey.delete(key);
    if (byKey.size === 0) this.#chains.delete(chain);
  }
}

/** The addresses a transfer moves value out of and into, each once. */
function transferSides(data: TransferObservedData): { out: string[]; into: string[] } {
  const out = new Set<string>();
  const into = new Set<string>();
  if (data.from !== undefined) out.add(data.from);
  if (data.to !== undefined) into.add(data.to);
  for (const input of data.inputs ?? []) out.add(input.address);
  for (const output of data.outputs ?? []) into.add(output.address);
  return { out: [...out], into: [...into] };
}

/** Whether an approval grants anything: a zero allowance or `approved: false` revokes. */
function grants(data: TokenApprovalData): boolean {
  if (data.kind === 'set_approval_for_all') return data.approved !== false;
  return data.amount === undefined || !/^0+$/.test(data.amount);
}

const approvalKey = (data: TokenApprovalData) => `${data.spender} ${data.token}`;

export interface RecordingEventHistory extends EventHistory {
  /** Adds one event; events come oldest first, schema-checked, addresses normalised. */
  record(event: AgentEvent): void;
  /** Forgets the events that occurred before `now − retainMs`. */
  prune(now: number): void;
  /** Events held. */
  size(): number;
}

export function createEventHistory(retainMs: number): RecordingEventHistory {
  if (!(retainMs >= 0)) throw new RangeError(`retainMs must be 0 or more, not ${retainMs}`);
  /** Every event held, by `occurred_at`: what pruning walks. */
  const all = new TimeList<AgentEvent>();
  const outOf = new KeyedLists<TransferEvent>();
  const into = new KeyedLists<TransferEvent>();
  const byAccount = new KeyedLists<AccountEvent>();
  /** Chain → owner → `spender token` → the latest approval in force. */
  const approvals = new Map<string, Map<string, Map<string, ApprovalEvent>>>();

  function recordApproval(event: ApprovalEvent): void {
    const { chain, owner } = event.data;
    let byOwner = approvals.get(chain);
    if (byOwner === undefined) {
      byOwner = new Map();
      approvals.set(chain, byOwner);
    }
    let granted = byOwner.get(owner);
    if (granted === undefined) {
      granted = new Map();
      byOwner.set(owner, granted);
    }
    const key = approvalKey(event.data);
    // A later approval of the same spender and token replaces the earlier one, a revocation ends it.
    const current = granted.get(key);
    if (current !== undefined && current.occurred_at > event.occurred_at) return;
    if (grants(event.data)) granted.set(key, event);
    else granted.delete(key);
    if (granted.size === 0) byOwner.delete(owner);
    if (byOwner.size === 0) approvals.delete(chain);
  }

  function forgetApproval(event: ApprovalEvent): void {
    const { chain, owner } = event.data;
    const byOwner = approvals.get(chain);
    const granted = byOwner?.get(owner);
    if (byOwner === undefined || granted === undefined) return;
    const key = approvalKey(event.data);
    if (granted.get(key) !== event) return;
    granted.delete(key);
    if (granted.size === 0) byOwner.delete(owner);
    if (byOwner.size === 0) approvals.delete(chain);
  }

  return {
    record(event) {
      if (isEventOf(event, 'transfer.observed')) {
        const sides = transferSides(event.data);
        for (const address of sides.out) outOf.add(event.data.chain, address, event);
        for (const address of sides.into) into.add(event.data.chain, address, event);
      } else if (isEventOf(event, 'token.approval')) {
        recordApproval(event);
      } else if (isEventOf(event, 'deposit.received') || isEventOf(event, 'withdrawal.requested')) {
        byAccount.add('', event.data.account_id, event);
      } else {
        return;
      }
      all.add(event);
    },

    prune(now) {
      const cutoff = now - retainMs;
      all.dropBefore(cutoff, (event) => {
        if (isEventOf(event, 'transfer.observed')) {
          const sides = transferSides(event.data);
          for (const address of sides.out) outOf.trim(event.data.chain, address, cutoff);
          for (const address of sides.into) into.trim(event.data.chain, address, cutoff);
        } else if (isEventOf(event, 'token.approval')) {
          forgetApproval(event);
        } else if (isEventOf(event, 'deposit.received') || isEventOf(event, 'withdrawal.requested')) {
          byAccount.trim('', event.data.account_id, cutoff);
        }
      });
    },

    size: () => all.size,

    transfersFrom: (chain: ChainName, address: string, since: number) => outOf.since(chain, address, since),
    transfersTo: (chain: ChainName, address: string, since: number) => into.since(chain, address, since),
    approvalsOf(chain, owner) {
      const granted = approvals.get(chain)?.get(owner);
      return granted === undefined ? [] : [...granted.values()];
    },
    accountActivity: (accountId, since) => byAccount.since('', accountId, since),
  };
}
