/**
 * The reader on a real pack: graphsense-tagpacks `packs/tornado_cash.yaml` (39 entries, OFAC's
 * 2022-08-08 Tornado Cash designation), whose last entry repeats an earlier address with a
 * trailing space.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  readTagPack,
  TAGPACK_CONFIDENCE,
  type TagPackRead,
} from '../../../../src/risk/lists/tagpack/index.ts';

const FILE = fileURLToPath(new URL('../../../../../shared/data/tagpacks/tornado_cash.yaml', import.meta.url));
const REPEATED = '0x4736dCf1b7A3d580672CcE6E7c65cd5cc9cFBa9D';
const OFAC_ACTION = 'https://home.treasury.gov/policy-issues/financial-sanctions/recent-actions/20220808';

let read: TagPackRead;
beforeAll(() => {
  read = readTagPack(readFileSync(FILE, 'utf8'), { fileName: 'tornado_cash.yaml' });
});

describe('tornado_cash.yaml', () => {
  it('reads the header', () => {
    expect(read.pack).toEqual({
      fileName: 'tornado_cash.yaml',
      title: 'Tornado.cash',
      creator: 'GraphSense Core Team',
      description: 'Addresses related to Tornado.cash mixer',
      lastmod: '2022-08-10',
      source: OFAC_ACTION,
    });
  });

  it('keeps 38 of the 39 entries: the repeat is dropped', () => {
    expect(read.tags).toHaveLength(38);
    expect(new Set(read.tags.map((tag) => tag.address)).size).toBe(38);
    expect(read.tags.map((tag) => tag.index)).toEqual([...Array(38).keys()]);
  });

  it('gives every tag the header defaults, authority_data being level 60', () => {
    expect(TAGPACK_CONFIDENCE.authority_data).toBe(60);
    for (const tag of read.tags) {
      expect(tag).toEqual({
        index: tag.index,
        address: tag.address,
        currency: 'ETH',
        network: 'ETH',
        label: 'tornado.cash',
        category: 'mixing_service',
        confidenceId: 'authority_data',
        confidence: 60,
        source: OFAC_ACTION,
        actor: 'tornado',
        isClusterDefiner: false,
        lastmod: '2022-08-10',
      });
      expect(tag.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    }
    expect(read.tags[0]?.address).toBe('0x8589427373D6D84E98730D7795D8f6f8731FDA16');
  });

  it('warns that the last entry had a trailing space, then that it repeats entry 5', () => {
    expect(read.tags[5]?.address).toBe(REPEATED);
    expect(read.warnings).toEqual([
      {
        code: 'address_whitespace',
        pointer: '/tags/38/address',
        tagIndex: 38,
        message: `tags[38]: address "${REPEATED} " has whitespace around it; trimmed`,
      },
      {
        code: 'duplicate_tag',
        pointer: '/tags/38',
        tagIndex: 38,
        message: 'tags[38] repeats tags[5] (same address, currency, network, label and source); dropped',
      },
    ]);
  });
});
