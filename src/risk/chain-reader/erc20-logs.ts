/**
 * ERC-20 `Transfer` and `Approval` logs from `eth_getLogs`, decoded. A log in the shape the ABI
 * gives both events (the event's topic, two 32-byte address topics, 32 bytes of data: the amount)
 * is read straight from its hex; any other log goes to viem's `parseEventLogs`, which decides it
 * (an ERC-721 `Transfer`, whose token id is a third indexed topic and whose data is empty, does not
 * decode and is left out). The straight read gives what viem gives for such a log (the same
 * addresses, lower-cased as Vigil keeps them, and the same integer) without viem's general ABI
 * decoder, which costs more CPU per log than the rest of reading it (test/risk/chain-reader/
 * erc20-logs.test.ts holds the two to the same answers).
 */
import { erc20Abi, type Hex, parseEventLogs, type RpcLog } from 'viem';

export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
export const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925';

/** One decoded log: `from`/`to` are the owner and spender of an approval. */
export interface Erc20Log {
  eventName: 'Transfer' | 'Approval';
  /** The token contract, lower-case. */
  token: string;
  /** Lower-case addresses. */
  from: string;
  to: string;
  value: bigint;
  blockNumber: number;
  blockHash: Hex;
  transactionHash: Hex;
  logIndex: number;
}

const WORD = /^0x[0-9a-fA-F]{64}$/;

/** A log the straight read takes: every field the fact needs there, in the ABI's own shape. */
function canonical(log: RpcLog): boolean {
  const { topics, data } = log;
  return (
    (topics[0] === TRANSFER_TOPIC || topics[0] === APPROVAL_TOPIC) &&
    topics.length === 3 &&
    WORD.test(topics[1] ?? '') &&
    WORD.test(topics[2] ?? '') &&
    WORD.test(data) &&
    log.blockNumber !== null &&
    log.blockHash !== null &&
    log.transactionHash !== null &&
    log.logIndex !== null
  );
}

/** An indexed address: the last 20 bytes of its 32-byte topic, as ABI decoding reads it. */
const addressOf = (topic: string): string => `0x${topic.slice(26).toLowerCase()}`;

/** The logs that decode as ERC-20 `Transfer` or `Approval`, in their order. */
export function decodeErc20Logs(logs: readonly RpcLog[]): Erc20Log[] {
  const out: Erc20Log[] = [];
  for (const log of logs) {
    if (canonical(log)) {
      out.push({
        eventName: log.topics[0] === TRANSFER_TOPIC ? 'Transfer' : 'Approval',
        token: log.address.toLowerCase(),
        from: addressOf(log.topics[1] as string),
        to: addressOf(log.topics[2] as string),
        value: BigInt(log.data),
        blockNumber: Number(log.blockNumber),
        blockHash: log.blockHash as Hex,
        transactionHash: log.transactionHash as Hex,
        logIndex: Number(log.logIndex),
      });
      continue;
    }
    // Anything else is viem's to decide, one log at a time so that the order is kept.
    for (const event of parseEventLogs({ abi: erc20Abi, logs: [log] })) {
      const [from, to] =
        event.eventName === 'Transfer'
          ? [event.args.from, event.args.to]
          : [event.args.owner, event.args.spender];
      out.push({
        eventName: event.eventName,
        token: event.address.toLowerCase(),
        from: from.toLowerCase(),
        to: to.toLowerCase(),
        value: event.args.value,
        blockNumber: Number(event.blockNumber),
        blockHash: event.blockHash,
        transactionHash: event.transactionHash,
        logIndex: event.logIndex,
      });
    }
  }
  return out;
}
