/**
 * Ether transfers as the chain reader stores them (`recordFacts`): one a block from block 100, 12 s
 * apart, one wei each, between the ends `ends(i)` gives the i-th.
 */
import { assetOf } from '../../../src/risk/chains/index.ts';

export const HUB = `0x${'ab'.repeat(20)}`;
/** The i-th of a run of distinct addresses. */
export const nthAddress = (i: number) => `0x${(0x1000 + i).toString(16).padStart(40, '0')}`;

export function etherFacts(count: number, ends: (i: number) => { from: string; to: string }) {
  const asset = assetOf('ethereum', undefined);
  return Array.from({ length: count }, (_, i) => ({
    transfer: {
      chain: 'ethereum' as const,
      txHash: `0x${(i + 1).toString(16).padStart(64, '0')}`,
      position: '',
      asset,
      occurredAt: 1_700_000_000_000 + i * 12_000,
      inputs: [{ address: ends(i).from, amount: '1' }],
      outputs: [{ address: ends(i).to, amount: '1' }],
      whole: false,
      valueUsd: null,
    },
    block: { number: 100 + i, hash: `0x${(0xb000 + i).toString(16).padStart(64, '0')}` },
  }));
}
