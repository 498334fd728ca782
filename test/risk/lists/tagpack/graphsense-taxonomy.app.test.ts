/**
 * TagPacks read as GraphSense means them: a pack's `category`, `abuse` and `concepts` are ids of
 * GraphSense's taxonomy, each weighed as `graphsense-concepts.ts` documents; the upstream pack
 * `aft-alqaeda-forfeit_vc.yaml` (test/fixtures/tagpacks, MIT, Iknaio/AIT: the DOJ's 2020 forfeiture
 * of Al-Qaeda's bitcoin addresses, `abuse: terrorism` and no category) screens as terrorism; and a
 * concept Vigil does not know is a warning naming its tags, never a silent low score.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { ManualClock } from '../../../../src/lib/clock.ts';
import {
  categoryWeight,
  GRAPHSENSE_CONCEPTS,
  importTagPack,
  isLabelCategory,
} from '../../../../src/risk/lists/index.ts';
import { startApp, type TestApp, type TestKey } from '../../../harness.ts';
import { screenWallet } from '../../screening/screen-wallet.ts';

const AL_QAEDA_PACK = fileURLToPath(
  new URL('../../../fixtures/tagpacks/aft-alqaeda-forfeit_vc.yaml', import.meta.url),
);
/** The pack's first and its first bech32 address. */
const AL_QAEDA = '1421chCK32pV32Tw5MQbiUiKWKvnmj7d91';
const AL_QAEDA_BECH32 = 'bc1q84ue52z2p6mxz7080f5wcfr4hfmdscvng8kydr';

/**
 * The ids of GraphSense's abuse and entity taxonomies as graphsense-tagpack-tool published them
 * before it merged them into one concepts taxonomy (`src/tagpack/db/abuses.yaml` and
 * `entities.yaml` 0.2.1 at commit 4abeab4, MIT): older packs use them in `abuse:` and `category:`.
 */
const ABUSES = [
  'scam',
  'extortion',
  'sextortion',
  'phishing',
  'service_hack',
  'ransomware',
  'investment_fraud',
  'ponzi_scheme',
  'pyramid_scheme',
  'sanction',
  'extremism',
  'terrorism',
  'dark_web',
];
const ENTITIES = [
  'entity',
  'organization',
  'user',
  'service',
  'victim',
  'perpetrator',
  'donation',
  'exchange',
  'wallet_service',
  'escrow_wallet',
  'ico_wallet',
  'cold_wallet',
  'filesharing',
  'index',
  'market',
  'messaging_service',
  'mixing_service',
  'coinjoin',
  'miner',
  'mining_service',
  'gambling',
  'search_engine',
  'shop',
  'faucet',
  'payment_processor',
  'atm',
  'hosting',
  'vpn',
  'defi',
  'defi_lending',
  'defi_dex',
  'defi_derivative',
  'item',
  'collectible',
];

/** The concepts the issue found scored 20 low whatever they said, each on an address of its own. */
const PACKED = {
  sanction: '0x1000000000000000000000000000000000000001',
  terrorism: '0x1000000000000000000000000000000000000002',
  child_sexual_abuse: '0x1000000000000000000000000000000000000003',
  service_hack: '0x1000000000000000000000000000000000000004',
  market: '0x1000000000000000000000000000000000000005',
  sextortion: '0x1000000000000000000000000000000000000006',
  ponzi_scheme: '0x1000000000000000000000000000000000000007',
} as const;

let t: TestApp;
let key: TestKey;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock: new ManualClock(Date.parse('2026-01-05T00:00:00Z')) });
  key = await t.key(['screening:read'], { workspace: 'taxonomy' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function importPack(text: string, fileName: string) {
  const summary = await importTagPack(t.app.services.store, text, { clock: t.clock, fileName });
  await t.app.services.risk.refresh();
  return summary;
}

interface Screened {
  risk_score: number;
  risk_category: string;
  sanctions_hit: boolean;
  matches: object[];
}

const screen = (chain: string, address: string): Promise<Screened> =>
  screenWallet(t, key, { chain, address });

/** A pack of ETH tags graded `authority_data` (60), each tag's fields as given. */
function pack(tags: Record<string, unknown>[], header: Record<string, unknown> = {}) {
  return stringify({
    title: 'Taxonomy test',
    creator: 'Vigil tests',
    source: 'https://example.test/report',
    currency: 'ETH',
    label: 'reported',
    confidence: 'authority_data',
    lastmod: '2026-01-01',
    ...header,
    tags,
  });
}

describe("GraphSense's taxonomy", () => {
  it('is known in full, every concept weighed 0-100 under a broader concept Vigil knows', () => {
    for (const id of [...ABUSES, ...ENTITIES]) expect(isLabelCategory(id), id).toBe(true);
    for (const [id, concept] of Object.entries(GRAPHSENSE_CONCEPTS)) {
      expect(concept.weight, id).toBeGreaterThanOrEqual(0);
      expect(concept.weight, id).toBeLessThanOrEqual(100);
      if (concept.broader !== null) expect(isLabelCategory(concept.broader), id).toBe(true);
    }
    // Abuse weighs more than the services that may carry it, and the worst abuses weigh most.
    expect(categoryWeight('terrorism')).toBe(100);
    expect(categoryWeight('child_sexual_abuse')).toBe(100);
    expect(categoryWeight('sanction')).toBe(100);
    expect(categoryWeight('service_hack')).toBeGreaterThan(categoryWeight('market'));
    expect(categoryWeight('market')).toBeGreaterThan(categoryWeight('exchange'));
    expect(categoryWeight('defi_derivative')).toBe(categoryWeight('defi_derivatives'));
  });

  it("weighs a pack's GraphSense concept ids by what they say, not 20 low", async () => {
    const summary = await importPack(
      pack(Object.entries(PACKED).map(([category, address]) => ({ address, category }))),
      'graphsense_concepts.yaml',
    );
    expect(summary.warnings).toEqual([]);
    const answers = Object.fromEntries(
      await Promise.all(
        Object.entries(PACKED).map(
          async ([category, address]): Promise<[string, Screened]> => [
            category,
            await screen('ethereum', address),
          ],
        ),
      ),
    );
    for (const [category, answer] of Object.entries(answers)) {
      // The address itself carries the label: its weight times the pack's confidence (60 of 100).
      expect(answer.matches, category).toMatchObject([{ category, exposure: 'ownership', confidence: 60 }]);
      if (category !== 'sanction') {
        expect(answer.risk_score, category).toBe(Math.round(categoryWeight(category) * 0.6));
      }
    }
    expect(answers.terrorism).toMatchObject({ risk_score: 60, risk_category: 'high' });
    expect(answers.child_sexual_abuse).toMatchObject({ risk_score: 60, risk_category: 'high' });
    expect(answers.service_hack).toMatchObject({ risk_score: 54, risk_category: 'high' });
    expect(answers.market).toMatchObject({ risk_score: 36, risk_category: 'medium' });
    // An address a pack files under sanctions is a sanctions hit, and a hit is always 100 severe.
    expect(answers.sanction).toMatchObject({ risk_score: 100, risk_category: 'severe', sanctions_hit: true });
    expect(answers.terrorism?.sanctions_hit).toBe(false);
  });

  it('reads the upstream Al-Qaeda forfeiture pack by its abuse: terrorism, every tag', async () => {
    const summary = await importPack(readFileSync(AL_QAEDA_PACK, 'utf8'), 'aft-alqaeda-forfeit_vc.yaml');
    expect(summary).toMatchObject({
      status: 'imported',
      added: 155,
      chains: { bitcoin: 155 },
      skipped: [],
      warnings: [],
    });
    for (const address of [AL_QAEDA, AL_QAEDA_BECH32]) {
      const answer = await screen('bitcoin', address);
      expect(answer).toMatchObject({ risk_score: 60, risk_category: 'high' });
      expect(answer.matches).toMatchObject([
        {
          label: 'Al-Qaeda Campaign',
          category: 'terrorism',
          concepts: ['terrorism'],
          source: 'tagpack:aft-alqaeda-forfeit_vc',
        },
      ]);
    }
  });

  it('weighs a tag by the heaviest concept it names, its category, abuse and concepts together', async () => {
    const address = '0x2000000000000000000000000000000000000001';
    const summary = await importPack(
      pack([{ address, category: 'exchange', abuse: 'scam', concepts: ['phishing', 'hot_wallet'] }]),
      'mixed_concepts.yaml',
    );
    expect(summary.warnings).toEqual([]);
    const answer = await screen('ethereum', address);
    expect(answer.matches).toMatchObject([
      { category: 'scam', concepts: ['exchange', 'scam', 'phishing', 'hot_wallet'] },
    ]);
    expect(answer.risk_score).toBe(Math.round(categoryWeight('scam') * 0.6));
  });

  it('warns of a concept it does not know, naming the tags, and of tags that name none', async () => {
    const tags = [
      { address: '0x3000000000000000000000000000000000000001', category: 'casino_royale' },
      { address: '0x3000000000000000000000000000000000000002', category: 'casino_royale' },
      { address: '0x3000000000000000000000000000000000000003', abuse: 'terrorism', concepts: ['rugpull'] },
      { address: '0x3000000000000000000000000000000000000004' },
    ];
    const summary = await importPack(pack(tags), 'unknown_concepts.yaml');
    expect(summary.added).toBe(4);
    expect(summary.warnings).toEqual([
      {
        code: 'unknown_category',
        pointer: '/tags/0',
        tag_index: 0,
        message:
          "'casino_royale' is not a concept of GraphSense's taxonomy (nor a category of Vigil's): tags 0, 1 are weighed by their other concepts, or as 'unknown' (20 of 100) when they have none",
      },
      {
        code: 'unknown_category',
        pointer: '/tags/2',
        tag_index: 2,
        message:
          "'rugpull' is not a concept of GraphSense's taxonomy (nor a category of Vigil's): tag 2 is weighed by its other concepts, or as 'unknown' (20 of 100) when they have none",
      },
      {
        code: 'no_category',
        pointer: '/tags/3',
        tag_index: 3,
        message: "tag 3 names no category, abuse or concept: weighed as 'unknown' (20 of 100)",
      },
    ]);
    // The tag with one concept Vigil knows is weighed by it; the others as unknown, and say so.
    expect((await screen('ethereum', tags[2]?.address ?? '')).matches).toMatchObject([
      { category: 'terrorism', concepts: ['terrorism', 'rugpull'] },
    ]);
    expect((await screen('ethereum', tags[0]?.address ?? '')).matches).toMatchObject([
      { category: 'unknown', concepts: ['casino_royale'] },
    ]);
  });
});
