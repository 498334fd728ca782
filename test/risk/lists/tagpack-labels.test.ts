/**
 * A TagPack's tags as labels, without a store: the chain each lands on, its address normalised as
 * screening normalises, the tags that give no label and why; and how a pack file is named and
 * versioned.
 */
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { readTagPack } from '../../../src/risk/lists/tagpack/index.ts';
import { tagLabels, tagPackSource, tagPackVersion } from '../../../src/risk/lists/tagpack-labels.ts';

const MIXER = '0x8589427373D6D84E98730D7795D8f6f8731FDA16';
const GENESIS = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
const TRON = 'TUCsTq7TofTCJRRoHk6RvhMoS2mJLm5Yzq';

/** A pack's YAML: a header every test shares, these tags. */
function packText(tags: object[], header: object = {}): string {
  return stringify({
    title: 'Test pack',
    creator: 'Vigil tests',
    source: 'https://example.test/report',
    lastmod: '2024-05-01',
    confidence: 'forensic',
    ...header,
    tags,
  });
}

const tagsOf = (text: string) => readTagPack(text, { fileName: 'test.yaml' }).tags;

describe('tagLabels', () => {
  it('puts each tag on the chain its network names, its address normalised as screening does', () => {
    const { labels, skipped } = tagLabels(
      tagsOf(
        packText([
          { address: MIXER, currency: 'ETH', label: 'mixer', category: 'mixing_service' },
          { address: GENESIS, currency: 'BTC', label: 'satoshi', category: 'miner' },
          // A token: the network is the chain, whatever the currency.
          { address: TRON, currency: 'USDT', network: 'TRX', label: 'usdt', confidence: 'service_api' },
        ]),
      ),
    );
    expect(skipped).toEqual([]);
    expect(labels).toEqual([
      {
        chain: 'ethereum',
        address: MIXER.toLowerCase(),
        label: 'mixer',
        category: 'mixing_service',
        concepts: ['mixing_service'],
        confidence: 50,
      },
      {
        chain: 'bitcoin',
        address: GENESIS,
        label: 'satoshi',
        category: 'miner',
        concepts: ['miner'],
        confidence: 50,
      },
      { chain: 'tron', address: TRON, label: 'usdt', category: 'unknown', concepts: [], confidence: 70 },
    ]);
  });

  it('files a tag without a category under unknown', () => {
    const { labels } = tagLabels(tagsOf(packText([{ address: MIXER, currency: 'ETH', label: 'someone' }])));
    expect(labels.map((label) => label.category)).toEqual(['unknown']);
  });

  it('skips a tag on a chain Vigil does not screen, naming its currency and network', () => {
    const { labels, skipped } = tagLabels(
      tagsOf(
        packText([
          { address: 'DFFJhnQNZf8rf67tYnesPu7MuGUpYtzv7Z', currency: 'DOGE', label: 'doge' },
          { address: MIXER, currency: 'USDT', network: 'ETC', label: 'classic' },
        ]),
      ),
    );
    expect(labels).toEqual([]);
    expect(skipped).toEqual([
      {
        tag_index: 0,
        address: 'DFFJhnQNZf8rf67tYnesPu7MuGUpYtzv7Z',
        currency: 'DOGE',
        network: 'DOGE',
        reason: 'unsupported chain',
        detail: "Currency 'DOGE' is not a chain Vigil screens.",
      },
      {
        tag_index: 1,
        address: MIXER,
        currency: 'USDT',
        network: 'ETC',
        reason: 'unsupported chain',
        detail: "Network 'ETC' (currency 'USDT') is not a chain Vigil screens.",
      },
    ]);
  });

  it('skips an address that is not valid on its chain, with what is wrong and the tag index', () => {
    const { labels, skipped } = tagLabels(
      tagsOf(
        packText([
          { address: GENESIS, currency: 'BTC', label: 'fine' },
          { address: `${GENESIS.slice(0, -1)}b`, currency: 'BTC', label: 'typo' },
          { address: TRON, currency: 'BTC', label: 'wrong chain' },
        ]),
      ),
    );
    expect(labels.map((label) => label.label)).toEqual(['fine']);
    expect(skipped).toMatchObject([
      { tag_index: 1, reason: 'invalid address', detail: expect.stringMatching(/checksum/) },
      {
        tag_index: 2,
        reason: 'invalid address',
        detail: expect.stringMatching(/valid address on chain 'tron'/),
      },
    ]);
  });

  it('keeps the first of two tags that only differ in the case of an EVM address', () => {
    const { labels, skipped } = tagLabels(
      tagsOf(
        packText([
          { address: MIXER, currency: 'ETH', label: 'mixer' },
          { address: MIXER.toLowerCase(), currency: 'ETH', label: 'mixer', category: 'scam' },
          // Another label for the address is another label, not a repeat.
          { address: MIXER.toLowerCase(), currency: 'ETH', label: 'mixer deployer' },
        ]),
      ),
    );
    expect(labels.map((label) => [label.label, label.category])).toEqual([
      ['mixer', 'unknown'],
      ['mixer deployer', 'unknown'],
    ]);
    expect(skipped).toEqual([
      {
        tag_index: 1,
        address: MIXER.toLowerCase(),
        currency: 'ETH',
        network: 'ETH',
        reason: 'duplicate',
        detail: 'Repeats tags[0] once normalised: the same ethereum address and label.',
      },
    ]);
  });
});

describe('tagPackSource', () => {
  it('is tagpack: and the file name without directory or extension', () => {
    expect(tagPackSource('tornado_cash.yaml')).toBe('tagpack:tornado_cash');
    expect(tagPackSource('../shared/data/tagpacks/tornado_cash.yaml')).toBe('tagpack:tornado_cash');
    expect(tagPackSource('packs/ofac-2024.yml')).toBe('tagpack:ofac-2024');
  });

  it('writes the slug in lower case, other characters as one underscore', () => {
    expect(tagPackSource('/tmp/Tornado Cash (v2).YAML')).toBe('tagpack:tornado_cash_v2');
  });

  it('refuses a file name with no letter or digit to make a slug of', () => {
    expect(() => tagPackSource('+++.yaml')).toThrow(
      /cannot name a TagPack after the file name '\+\+\+\.yaml'/,
    );
  });
});

describe('tagPackVersion', () => {
  const read = (text: string) => readTagPack(text, { fileName: 'test.yaml' }).pack;

  it("is the pack's lastmod", () => {
    const text = packText([{ address: MIXER, currency: 'ETH', label: 'mixer' }]);
    expect(tagPackVersion(read(text), text)).toBe('2024-05-01');
  });

  it('is the start of the SHA-256 of the text for a pack without lastmod, so an edit is a new version', () => {
    const text = packText([{ address: MIXER, currency: 'ETH', label: 'mixer' }], { lastmod: undefined });
    const edited = text.replace('label: mixer', 'label: mixer one');
    expect(tagPackVersion(read(text), text)).toMatch(/^sha256:[0-9a-f]{12}$/);
    expect(tagPackVersion(read(edited), edited)).toMatch(/^sha256:[0-9a-f]{12}$/);
    expect(tagPackVersion(read(edited), edited)).not.toBe(tagPackVersion(read(text), text));
    expect(tagPackVersion(read(text), text)).toBe(tagPackVersion(read(text), text));
  });
});
