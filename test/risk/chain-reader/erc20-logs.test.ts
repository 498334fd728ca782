/**
 * ERC-20 logs read straight from their hex (src/risk/chain-reader/erc20-logs.ts) give what viem's
 * `parseEventLogs` gives for the same logs: the same events, in the same order, with the same
 * parties, amounts and places, and the same logs left out. The logs are encoded by viem from the
 * token standards' ABIs (ERC-20's and ERC-721's `Transfer` share their first topic), plus the
 * shapes a node should not send but might (short or long data, bad hex, dirty address padding, a
 * pending log), each of which must be decided as viem decides it.
 */
import {
  encodeAbiParameters,
  encodeEventTopics,
  erc20Abi,
  erc721Abi,
  type Hex,
  numberToHex,
  parseEventLogs,
  type RpcLog,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeErc20Logs, type Erc20Log } from '../../../src/risk/chain-reader/erc20-logs.ts';

const TOKEN = '0xdac17f958d2ee523a2206206994597c13d831ec7' as Hex;
const ALICE = '0x5e1d2c3b4a59687766554433221100ffeeddccbb' as Hex;
const BOB = '0x00000000000000000000000000000000deadbeef' as Hex;

let index = 0;
function log(topics: (Hex | null)[], data: Hex, extra: Partial<RpcLog> = {}): RpcLog {
  index += 1;
  return {
    address: TOKEN,
    topics: topics as [Hex, ...Hex[]],
    data,
    blockNumber: numberToHex(1_000 + index),
    blockHash: `0x${index.toString(16).padStart(64, 'a')}`,
    transactionHash: `0x${index.toString(16).padStart(64, 'b')}`,
    transactionIndex: '0x0',
    logIndex: numberToHex(index),
    removed: false,
    ...extra,
  } as RpcLog;
}

const amount = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value]);
const transferTopics = (from: Hex, to: Hex) =>
  encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from, to } }) as Hex[];
const approvalTopics = (owner: Hex, spender: Hex) =>
  encodeEventTopics({ abi: erc20Abi, eventName: 'Approval', args: { owner, spender } }) as Hex[];

const upper = (hex: Hex) => `0x${hex.slice(2).toUpperCase()}` as Hex;

/** viem's answer in the decoder's shape. */
function viaViem(logs: RpcLog[]): Erc20Log[] {
  return parseEventLogs({ abi: erc20Abi, logs }).map((event) => {
    const [from, to] =
      event.eventName === 'Transfer'
        ? [event.args.from, event.args.to]
        : [event.args.owner, event.args.spender];
    return {
      eventName: event.eventName,
      token: event.address.toLowerCase(),
      from: from.toLowerCase(),
      to: to.toLowerCase(),
      value: event.args.value,
      blockNumber: Number(event.blockNumber),
      blockHash: event.blockHash,
      transactionHash: event.transactionHash,
      logIndex: event.logIndex,
    };
  });
}

describe('ERC-20 logs read straight from their hex', () => {
  it('gives what viem gives for transfers and approvals', () => {
    const logs = [
      log(transferTopics(ALICE, BOB), amount(250_250_000n)),
      log(approvalTopics(BOB, ALICE), amount(2n ** 256n - 1n)),
      log(transferTopics(BOB, BOB), amount(0n)),
      // Upper-case hex in the addresses and the amount: the same addresses and amount.
      log(
        transferTopics(ALICE, BOB).map((topic, i) => (i === 0 ? topic : upper(topic))),
        upper(amount(1n)),
      ),
      // Upper-case hex in the event's topic: viem does not know it, so neither does the reader.
      log(transferTopics(ALICE, BOB).map(upper), amount(3n)),
    ];
    const decoded = decodeErc20Logs(logs);
    expect(decoded).toEqual(viaViem(logs));
    expect(decoded).toHaveLength(4);
    expect(decoded[0]).toMatchObject({
      eventName: 'Transfer',
      token: TOKEN.toLowerCase(),
      from: ALICE.toLowerCase(),
      to: BOB.toLowerCase(),
      value: 250_250_000n,
    });
    expect(decoded[1]).toMatchObject({ eventName: 'Approval', value: 2n ** 256n - 1n });
  });

  it('leaves out what viem leaves out and reads the odd shapes as viem does, in order', () => {
    const [selector, from, to] = transferTopics(ALICE, BOB) as [Hex, Hex, Hex];
    const erc721 = encodeEventTopics({
      abi: erc721Abi,
      eventName: 'Transfer',
      args: { from: ALICE, to: BOB, tokenId: 7n },
    }) as Hex[];
    const logs = [
      // ERC-721: the token id is a third indexed topic, the data empty: not an ERC-20 transfer.
      log(erc721, '0x'),
      // Another event, with the same indexed shape.
      log([`0x${'12'.repeat(32)}`, from, to], amount(5n)),
      // An ERC-20 transfer with an extra topic and data: viem reads the first three and the amount.
      log([...erc721], amount(9n)),
      // Data past the amount: viem reads the first word.
      log([selector, from, to], `${amount(11n)}${'ff'.repeat(32)}`),
      // Data short of a word, or not hex: left out.
      log([selector, from, to], '0x1234'),
      log([selector, from, to], `0x${'zz'.repeat(32)}`),
      // Address topics padded with something other than zeros: the last 20 bytes are the address.
      log([selector, `0x${'ff'.repeat(12)}${ALICE.slice(2)}`, to], amount(13n)),
      // A topic missing.
      log([selector, from], amount(17n)),
      // A log still pending (no block yet).
      log([selector, from, to], amount(19n), { blockNumber: null, blockHash: null, logIndex: null }),
      log([selector, from, to], amount(23n)),
    ];
    const decoded = decodeErc20Logs(logs);
    expect(decoded).toEqual(viaViem(logs));
    expect(decoded.map((event) => event.value)).toEqual([9n, 11n, 13n, 19n, 23n]);
  });

  it('agrees with viem on random words', () => {
    const word = () =>
      `0x${Array.from({ length: 32 }, () =>
        Math.floor(Math.random() * 256)
          .toString(16)
          .padStart(2, '0'),
      ).join('')}` as Hex;
    const [selector] = transferTopics(ALICE, BOB) as [Hex];
    const [approval] = approvalTopics(ALICE, BOB) as [Hex];
    const logs = Array.from({ length: 500 }, (_, i) =>
      log([i % 2 === 0 ? selector : approval, word(), word()], word()),
    );
    expect(decodeErc20Logs(logs)).toEqual(viaViem(logs));
  });
});
