/**
 * The EVM reader against a real node (anvil, test/fixtures/anvil.ts): native transfers top-level
 * and internal, ERC-20 transfers with the contract's decimals, approvals, and what must be left
 * out (reverted transfers, other addresses' transfers).
 */
import { type Address, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvmSource, type EvmSource } from '../../../src/risk/chain-reader/evm-source.ts';
import { stopSpanThread } from '../../../src/risk/chain-reader/evm-span-threaded.ts';
import { ACCOUNTS, type Anvil, startAnvil } from '../../fixtures/anvil.ts';

const [deployer, alice, bob, carol] = ACCOUNTS as [Address, Address, Address, Address];
/** Not one of anvil's accounts: nothing happens to it but what the test does. */
const dave: Address = '0x5e1d2c3b4a59687766554433221100ffeeddccbb';

describe('the EVM reader on anvil', () => {
  let anvil: Anvil;
  let token: Address;
  let splitter: Address;
  const hashes: Record<string, string> = {};

  beforeAll(async () => {
    anvil = await startAnvil();
    token = await anvil.deploy('ERC20PresetFixedSupply', [
      'Test Dollar',
      'USDT',
      parseEther('1000000'),
      deployer,
    ]);
    hashes.native = await anvil.send(alice, dave, '1.5');
    hashes.token = await anvil.call(
      'ERC20PresetFixedSupply',
      token,
      'transfer',
      [dave, parseEther('250.25')],
      deployer,
    );
    hashes.approval = await anvil.call(
      'ERC20PresetFixedSupply',
      token,
      'approve',
      [bob, 2n ** 256n - 1n],
      dave,
    );
    // PaymentSplitter pays its payees in internal calls: dave's share reaches it inside `release`.
    splitter = await anvil.deploy('PaymentSplitter', [
      [dave, carol],
      [1n, 3n],
    ]);
    await anvil.send(bob, splitter, '4');
    hashes.internal = await anvil.call('PaymentSplitter', splitter, 'release', [dave], carol);
    // Someone else's transfer, in the same blocks.
    await anvil.send(bob, carol, '7');
  }, 60_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  async function readAll(source: EvmSource) {
    const head = await source.head();
    return source.read(0, head, [dave]);
  }

  it('reads native, internal and token transfers and approvals, with traces', async () => {
    const source = createEvmSource(
      { chain: 'ethereum', url: anvil.url, confirmations: 0 },
      { traces: 'auto' },
    );
    expect(await source.traces()).toBe(true);
    const { facts, approvals } = await readAll(source);
    const told = facts.map(({ transfer: t, block }) => ({
      tx: t.txHash,
      position: t.position,
      asset: t.asset.symbol,
      from: t.inputs[0]?.address,
      to: t.outputs[0]?.address,
      amount: t.outputs[0]?.amount,
      block: block.number,
    }));
    expect(told).toEqual([
      expect.objectContaining({
        tx: hashes.native,
        position: '',
        asset: 'ETH',
        from: alice,
        to: dave,
        amount: '1.5',
      }),
      // A token Vigil has no figures for is named by its contract, whatever symbol it gives itself.
      expect.objectContaining({
        tx: hashes.token,
        position: expect.stringMatching(/^log:\d+$/),
        asset: token.toLowerCase(),
        from: deployer,
        to: dave,
        amount: '250.25',
      }),
      expect.objectContaining({
        tx: hashes.internal,
        position: 'trace:0',
        asset: 'ETH',
        from: splitter.toLowerCase(),
        to: dave,
        amount: '1',
      }),
    ]);
    expect(facts[1]?.transfer.asset.decimals).toBe(18);
    expect(approvals).toEqual([
      expect.objectContaining({
        txHash: hashes.approval,
        token: token.toLowerCase(),
        owner: dave,
        spender: bob,
        amount: (2n ** 256n - 1n).toString(),
      }),
    ]);
    for (const { transfer, block } of facts) {
      const header = await source.header(block.number);
      expect(header.hash).toBe(block.hash);
      expect(transfer.occurredAt).toBe(header.at);
    }
  });

  it('reads the same in the chain reading thread as in its own, and counts the same requests', async () => {
    const settings = { chain: 'ethereum', url: anvil.url, confirmations: 0 } as const;
    const threaded = createEvmSource(settings, { traces: 'auto' });
    const here = createEvmSource(settings, { traces: 'auto', thread: false });
    const there = await readAll(threaded);
    expect(there.facts).toHaveLength(3);
    expect(there).toEqual(await readAll(here));
    expect(threaded.calls()).toBe(here.calls());
    // Two reads of the thread at once, for two sources: each gets its own.
    const other = createEvmSource(settings, { traces: 'auto' });
    const [mine, theirs] = await Promise.all([readAll(threaded), other.read(0, await other.head(), [bob])]);
    expect(mine).toEqual(there);
    expect(theirs.facts.map((f) => f.transfer.inputs[0]?.address)).toContain(bob);
    // A node that is not there: the read fails with the node's error, as it does in this thread.
    const gone = { ...settings, url: 'http://127.0.0.1:9' };
    const [inThread, inHere] = await Promise.allSettled([
      createEvmSource(gone, { traces: 'auto' }).read(0, 1, [dave]),
      createEvmSource(gone, { traces: 'auto', thread: false }).read(0, 1, [dave]),
    ]);
    expect(inThread.status).toBe('rejected');
    expect(inHere.status).toBe('rejected');
    const message = (settled: PromiseSettledResult<unknown>) =>
      settled.status === 'rejected' ? (settled.reason as Error).message.split('\n')[0] : '';
    expect(message(inThread)).toBe(message(inHere));
  });

  it('fails the reads waiting for a chain reading thread that stopped, and reads again in a new one', async () => {
    const source = createEvmSource(
      { chain: 'ethereum', url: anvil.url, confirmations: 0 },
      { traces: 'auto' },
    );
    const before = await readAll(source);
    const head = await source.head();
    const waiting = source.read(0, head, [dave]);
    await stopSpanThread();
    await expect(waiting).rejects.toThrow(/^the chain reading thread stopped/);
    expect(await readAll(source)).toEqual(before);
  });

  it('without traces reads top-level transfers from the blocks and misses internal ones', async () => {
    const source = createEvmSource(
      { chain: 'ethereum', url: anvil.url, confirmations: 0 },
      { traces: 'off' },
    );
    expect(await source.traces()).toBe(false);
    const { facts } = await readAll(source);
    expect(facts.map((f) => [f.transfer.txHash, f.transfer.position])).toEqual([
      [hashes.native, ''],
      [hashes.token, expect.stringMatching(/^log:/)],
    ]);
  });

  it('leaves out a reverted transfer', async () => {
    // More tokens than dave holds: the transfer reverts, and its transaction is mined failed.
    await anvil.impersonate(dave);
    const before = await anvil.public.getBlockNumber({ cacheTime: 0 });
    const hash = await anvil.wallet.writeContract({
      address: token,
      abi: (await import('viem')).erc20Abi,
      functionName: 'transfer',
      args: [bob, parseEther('999999')],
      account: dave,
      chain: null,
      gas: 100_000n,
    });
    const receipt = await anvil.public.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    expect(receipt.status).toBe('reverted');
    const source = createEvmSource(
      { chain: 'ethereum', url: anvil.url, confirmations: 0 },
      { traces: 'auto' },
    );
    const { facts } = await source.read(Number(before) + 1, Number(receipt.blockNumber), [dave]);
    expect(facts).toEqual([]);
  });
});
