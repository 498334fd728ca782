/**
 * A seeded, realistic stream of events for the agents benchmark: mostly ordinary payments among a
 * few thousand wallets, interleaved with the activity each typology looks for — payments touching
 * sanctioned and mixer addresses (workspace labels), Bitcoin peel chains, address poisoning after
 * a genuine payment, unlimited approvals followed by a drain, fast layering hops, and customer
 * deposits and withdrawals, some just under the reporting threshold. Every event is valid for its
 * type; event time advances by `stepMs` per event, in the order the stream gives them.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { seededRandom } from '../../src/lib/seeded-random.ts';

export interface BenchEvent {
  type: string;
  occurred_at: number;
  data: Record<string, unknown>;
}

export interface BenchLabel {
  chain: string;
  address: string;
  label: string;
  category: string;
}

export interface EventMix {
  events: BenchEvent[];
  labels: BenchLabel[];
  /** Events of each scenario, for the report. */
  scenarios: Record<string, number>;
}

/**
 * Shares of the stream (summing to 1) by scenario: nine events in ten are ordinary payments, and the
 * rest is suspicious activity of every kind, far more of it than a real institution sees, so that
 * every agent and threat correlation have work.
 */
const MIX = {
  payment: 0.9,
  listed_counterparty: 0.005,
  peel_chain: 0.02,
  address_poisoning: 0.015,
  drainer: 0.015,
  layering: 0.02,
  customer: 0.025,
} as const;
type Scenario = keyof typeof MIX;

const base58check = createBase58check(sha256);
const UNLIMITED = (2n ** 256n - 1n).toString();

export function eventMix(options: { events: number; seed: number; start: number; stepMs: number }): EventMix {
  const random = seededRandom(options.seed);
  const hex = (chars: number) => {
    let out = '';
    for (let i = 0; i < chars; i++) out += Math.floor(random() * 16).toString(16);
    return out;
  };
  const eth = () => `0x${hex(40)}`;
  const btc = () => {
    const payload = new Uint8Array(21);
    for (let i = 1; i < 21; i++) payload[i] = Math.floor(random() * 256);
    return base58check.encode(payload);
  };
  const txHash = () => `0x${hex(64)}`;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const usd = (low: number, high: number) => Math.round((low + random() * (high - low)) * 100) / 100;

  // Many wallets and a few busy hubs (exchanges' deposit and hot wallets), as on a real chain: a
  // payment between two wallets rarely shares a counterparty with the last few thousand.
  const wallets = Array.from({ length: 50_000 }, eth);
  const hubs = Array.from({ length: 40 }, eth);
  const labels: BenchLabel[] = [];
  const listed = (category: string, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const address = eth();
      labels.push({ chain: 'ethereum', address, label: `${category} ${i}`, category });
      return address;
    });
  const sanctioned = listed('sanctioned', 10);
  const mixers = listed('mixing_service', 10);
  const phishers = listed('phishing', 5);
  const tokens = Array.from({ length: 8 }, eth);
  const accounts = Array.from({ length: 500 }, (_, i) => `cust-${i}`);

  const payment = (from: string, to: string, amount: number, extra: Record<string, unknown> = {}) => ({
    type: 'transfer.observed',
    data: { chain: 'ethereum', tx_hash: txHash(), from, to, amount, asset: 'ETH', ...extra },
  });

  /** Each scenario: the events of one occurrence, in order. */
  const scenarios: Record<Scenario, () => { type: string; data: Record<string, unknown> }[]> = {
    payment: () => [
      payment(pick(wallets), random() < 0.3 ? pick(hubs) : pick(wallets), usd(0.01, 5), {
        value_usd: usd(20, 8_000),
      }),
    ],
    listed_counterparty: () => [
      random() < 0.5
        ? payment(pick(wallets), pick(sanctioned), 1.2)
        : payment(pick(mixers), pick(wallets), 3),
    ],
    peel_chain: () => {
      const steps: { type: string; data: Record<string, unknown> }[] = [];
      let holder = btc();
      let amount = 50;
      for (let i = 0; i < 5; i++) {
        const change = btc();
        const paid = Math.round(amount * 0.05 * 1e8) / 1e8;
        amount = Math.round((amount - paid) * 1e8) / 1e8;
        steps.push({
          type: 'transfer.observed',
          data: {
            chain: 'bitcoin',
            tx_hash: hex(64),
            inputs: [{ address: holder, amount: amount + paid }],
            outputs: [
              { address: change, amount },
              { address: btc(), amount: paid },
            ],
            asset: 'BTC',
          },
        });
        holder = change;
      }
      return steps;
    },
    address_poisoning: () => {
      const victim = pick(wallets);
      const genuine = pick(wallets);
      const lookalike = `0x${genuine.slice(2, 6)}${hex(32)}${genuine.slice(-4)}`;
      return [
        payment(victim, genuine, 2, { value_usd: 5_000 }),
        payment(lookalike, victim, 0, { value_usd: 0 }),
      ];
    },
    drainer: () => {
      const owner = pick(wallets);
      const spender = random() < 0.3 ? pick(phishers) : eth();
      const token = pick(tokens);
      return [
        {
          type: 'token.approval',
          data: {
            chain: 'ethereum',
            tx_hash: txHash(),
            owner,
            spender,
            token,
            kind: 'approve',
            amount: UNLIMITED,
          },
        },
        payment(owner, eth(), 1_000, { asset: 'USDT', token, spender }),
      ];
    },
    layering: () => {
      const path = [pick(wallets), eth(), eth(), eth(), eth()];
      let amount = 40;
      const hops: { type: string; data: Record<string, unknown> }[] = [];
      for (let i = 0; i + 1 < path.length; i++) {
        hops.push(payment(path[i] as string, path[i + 1] as string, amount));
        amount = Math.round(amount * 0.97 * 1e6) / 1e6;
      }
      return hops;
    },
    customer: () => {
      const account = pick(accounts);
      if (random() < 0.3) {
        // Structuring: three withdrawals just under USD 10,000.
        return [0, 1, 2].map(() => ({
          type: 'withdrawal.requested',
          data: {
            account_id: account,
            chain: 'ethereum',
            to: pick(wallets),
            amount: 3,
            value_usd: usd(9_100, 9_990),
          },
        }));
      }
      return [
        {
          type: 'deposit.received',
          data: {
            account_id: account,
            chain: 'ethereum',
            tx_hash: txHash(),
            from: pick(wallets),
            to: eth(),
            amount: 1,
            value_usd: usd(50, 5_000),
          },
        },
      ];
    },
  };

  // Occurrences run side by side: each step takes the next event of a running occurrence or starts
  // a new one, so a peel chain's or a layering path's hops are spread among other traffic.
  const running: { scenario: Scenario; steps: { type: string; data: Record<string, unknown> }[] }[] = [];
  const names = Object.keys(MIX) as Scenario[];
  /** The scenario whose share of [0, 1) holds `roll`. */
  const scenarioAt = (roll: number): Scenario => {
    let left = roll;
    for (const name of names) {
      left -= MIX[name];
      if (left < 0) return name;
    }
    return 'payment';
  };
  const counts = Object.fromEntries(names.map((name) => [name, 0])) as Record<Scenario, number>;
  const events: BenchEvent[] = [];
  while (events.length < options.events) {
    let slot: (typeof running)[number] | undefined;
    if (running.length > 0 && random() < 0.5) slot = running[Math.floor(random() * running.length)];
    if (slot === undefined) {
      const scenario = scenarioAt(random());
      slot = { scenario, steps: scenarios[scenario]() };
      running.push(slot);
    }
    const step = slot.steps.shift();
    if (slot.steps.length === 0) running.splice(running.indexOf(slot), 1);
    if (step === undefined) continue;
    counts[slot.scenario] += 1;
    events.push({ ...step, occurred_at: options.start + events.length * options.stepMs });
  }
  return { events, labels, scenarios: counts };
}
