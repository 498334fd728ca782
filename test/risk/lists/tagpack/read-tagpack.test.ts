/**
 * The reader on small packs: how header defaults and tag overrides combine, what it warns about
 * and carries on, and how it rejects a pack (every problem, each with its pointer) or a file that
 * is not YAML or not a TagPack.
 */
import { describe, expect, it } from 'vitest';
import { VigilError } from '../../../../src/lib/errors.ts';
import { readTagPack, type TagPackRead } from '../../../../src/risk/lists/tagpack/index.ts';

const HEADER = `title: Test pack
creator: Vigil tests
label: some exchange
category: exchange
currency: BTC
confidence: service_data
source: https://example.org/list
`;

/** A pack: the header above (or another) and a YAML list of tags. */
const pack = (tags: string, header = HEADER): string => `${header}tags:\n${tags}`;
const read = (text: string): TagPackRead => readTagPack(text, { fileName: 'test.yaml' });

function rejection(text: string): VigilError {
  try {
    read(text);
  } catch (error) {
    if (error instanceof VigilError) return error;
    throw error;
  }
  throw new Error('expected the pack to be rejected');
}

describe('readTagPack: defaults and overrides', () => {
  it('applies the header to a tag that sets only its address', () => {
    const { tags, warnings } = read(pack("- address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT'\n"));
    expect(tags).toEqual([
      {
        index: 0,
        address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
        currency: 'BTC',
        network: 'BTC',
        label: 'some exchange',
        category: 'exchange',
        confidenceId: 'service_data',
        confidence: 50,
        source: 'https://example.org/list',
        isClusterDefiner: false,
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('lets a tag override every default, its network following its own currency', () => {
    const { tags } = read(
      pack(`- address: '0x0000000000000000000000000000000000000001'
  currency: eth
  label: a mixer
  category: mixing_service
  abuse: money_laundering
  confidence: ownership
  source: https://example.org/mixer
  actor: mixer_one
  is_cluster_definer: true
  lastmod: 2024-3-7
`),
    );
    expect(tags[0]).toEqual({
      index: 0,
      address: '0x0000000000000000000000000000000000000001',
      currency: 'ETH',
      network: 'ETH',
      label: 'a mixer',
      category: 'mixing_service',
      abuse: 'money_laundering',
      confidenceId: 'ownership',
      confidence: 100,
      source: 'https://example.org/mixer',
      actor: 'mixer_one',
      isClusterDefiner: true,
      lastmod: '2024-03-07',
    });
  });

  it('keeps a token currency apart from the network it lives on; a lone network stands for both', () => {
    const { tags } = read(
      pack(`- address: TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf
  currency: USDT
  network: TRX
- address: LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9
  network: ltc
`),
    );
    expect(tags.map(({ currency, network }) => ({ currency, network }))).toEqual([
      { currency: 'USDT', network: 'TRX' },
      { currency: 'BTC', network: 'LTC' },
    ]);
  });

  it('keeps an unquoted hex address exactly as written, not as a number', () => {
    const { tags } = read(pack('- address: 0x8589427373D6D84E98730D7795D8f6f8731FDA16\n'));
    expect(tags[0]?.address).toBe('0x8589427373D6D84E98730D7795D8f6f8731FDA16');
  });

  it("reads YAML 1.1 booleans, as the tool's PyYAML does", () => {
    const { tags } = read(
      pack('- address: a1\n  is_cluster_definer: yes\n- address: a2\n  is_cluster_definer: Off\n'),
    );
    expect(tags.map((tag) => tag.isClusterDefiner)).toEqual([true, false]);
  });

  it('reads a header given under a `header:` key, which wins over top-level fields', () => {
    const { pack: header, tags } = read(`header:
  title: Nested
  creator: Vigil tests
  label: nested label
  currency: BTC
  source: https://example.org/nested
  confidence: forensic
label: top-level label
tags:
- address: bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq
`);
    expect(header.title).toBe('Nested');
    expect(tags[0]).toMatchObject({ label: 'nested label', confidence: 50 });
  });

  it("gives tags with no confidence the tool's lowest level, with a warning", () => {
    const header = 'title: t\ncreator: c\nlabel: l\ncurrency: BTC\nsource: s\n';
    const { tags, warnings } = read(pack('- address: a1\n- address: a2\n  confidence: web_crawl\n', header));
    expect(tags.map((tag) => [tag.confidenceId, tag.confidence])).toEqual([
      ['unknown', 5],
      ['web_crawl', 20],
    ]);
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'default_confidence', pointer: '/confidence' }),
    ]);
    expect(warnings[0]?.message).toMatch(/^1 tag\(s\) name no confidence/);
  });
});

describe('readTagPack: warnings', () => {
  it('keeps tags that repeat an address under another label', () => {
    const { tags, warnings } = read(pack('- address: a1\n- address: a1\n  label: another name\n'));
    expect(tags).toHaveLength(2);
    expect(warnings).toEqual([]);
  });

  it('compares addresses exactly: a repeat differing in case is kept', () => {
    const { tags } = read(pack('- address: 0xabcdef\n- address: 0xABCDEF\n'));
    expect(tags).toHaveLength(2);
  });

  it('drops a repeat and names both positions', () => {
    const { tags, warnings } = read(pack('- address: a1\n- address: a2\n- address: "  a1"\n'));
    expect(tags.map((tag) => tag.index)).toEqual([0, 1]);
    expect(warnings.map((w) => [w.code, w.tagIndex])).toEqual([
      ['address_whitespace', 2],
      ['duplicate_tag', 2],
    ]);
    expect(warnings[1]?.message).toContain('tags[2] repeats tags[0]');
  });

  it('warns once per field the schema does not define, and reads the rest', () => {
    const { tags, warnings } = read(
      pack('- address: a1\n  colour: red\n- address: a2\n  colour: blue\n', `${HEADER}homepage: x\n`),
    );
    expect(tags).toHaveLength(2);
    expect(warnings).toEqual([
      {
        code: 'unknown_field',
        pointer: '/homepage',
        message: "header field 'homepage' is not in the TagPack schema; ignored",
      },
      {
        code: 'unknown_field',
        pointer: '/tags/0/colour',
        tagIndex: 0,
        message: "tags[0] and 1 other tag(s): field 'colour' is not in the TagPack schema; ignored",
      },
    ]);
  });

  it('accepts the optional schema fields without warning', () => {
    const { warnings } = read(
      pack(
        '- address: a1\n  context: \'{"note": 1}\'\n  tag_type: actor\n  concepts: [exchange]\n',
        `${HEADER}owner: me\n`,
      ),
    );
    expect(warnings).toEqual([]);
  });
});

describe('readTagPack: rejected packs', () => {
  it('lists every missing field of every tag, after the defaults', () => {
    const error = rejection(
      pack('- address: a1\n- label: no address\n- address: a3\n', 'title: t\ncreator: c\n'),
    );
    expect(error.code).toBe('validation_failed');
    expect(error.errors?.map((e) => e.pointer)).toEqual([
      '/tags/0/label',
      '/tags/0/source',
      '/tags/0/currency',
      '/tags/1/address',
      '/tags/1/source',
      '/tags/1/currency',
      '/tags/2/label',
      '/tags/2/source',
      '/tags/2/currency',
    ]);
    expect(error.errors?.[0]?.detail).toBe('missing: neither tag 0 nor the header gives a label');
    expect(error.detail).toMatch(
      /^test\.yaml is not a valid TagPack \(9 problems\): \/tags\/0\/label: missing/,
    );
    expect(error.detail).toContain('; /tags/2/label: missing');
  });

  it('keeps the message short when many tags are wrong', () => {
    const tags = Array.from({ length: 30 }, (_, i) => `- address: a${i}\n  confidence: bogus\n`).join('');
    const error = rejection(pack(tags));
    expect(error.errors).toHaveLength(30);
    expect(error.detail).toMatch(/; and 20 more$/);
  });

  it('rejects an unknown confidence where it is written: once for the header, per tag for tags', () => {
    const header = HEADER.replace('service_data', 'very_sure');
    const error = rejection(pack('- address: a1\n- address: a2\n  confidence: Ownership\n', header));
    expect(error.errors?.map((e) => e.pointer)).toEqual(['/confidence', '/tags/1/confidence']);
    expect(error.errors?.[1]?.detail).toMatch(
      /^unknown confidence 'Ownership' \(known: override, ownership, /,
    );
  });

  it('rejects values of the wrong type, empty values and bad dates', () => {
    const error = rejection(
      pack(`- address: a1
  label: [a, list]
- address: a2
  is_cluster_definer: maybe
- address: a3
  source:
- address: a4
  lastmod: 2024-02-30
- address: "a 5"
- just an address
`),
    );
    expect(error.errors).toEqual([
      { pointer: '/tags/0/label', detail: 'must be text, not a list' },
      { pointer: '/tags/1/is_cluster_definer', detail: 'must be true or false, not text' },
      { pointer: '/tags/2/source', detail: 'is empty' },
      { pointer: '/tags/3/lastmod', detail: "must be a date (YYYY-MM-DD), not '2024-02-30'" },
      { pointer: '/tags/4/address', detail: "'a 5' has whitespace inside it" },
      { pointer: '/tags/5', detail: 'must be a mapping with at least an address, not text' },
    ]);
  });

  it('reports a bad header value once, not once per tag that inherits it', () => {
    const error = rejection(pack('- address: a1\n- address: a2\n', `${HEADER}lastmod: last tuesday\n`));
    expect(error.errors).toEqual([
      { pointer: '/lastmod', detail: "must be a date (YYYY-MM-DD), not 'last tuesday'" },
    ]);
  });

  it('rejects a pack without title, creator or tags', () => {
    const error = rejection('title: only a title\n');
    expect(error.errors?.map((e) => e.pointer)).toEqual(['/creator', '/tags']);
    expect(rejection(pack('  address: a1\n')).errors).toEqual([
      { pointer: '/tags', detail: 'must be a list of tags, not a mapping' },
    ]);
  });

  it('rejects text that is not YAML, naming where it broke', () => {
    const error = rejection('title: [unclosed\ncreator: x\n');
    expect(error.code).toBe('validation_failed');
    expect(error.detail).toMatch(/^test\.yaml is not valid YAML: .*line \d+, column \d+$/);
  });

  it('rejects repeated keys, which the tool also refuses', () => {
    expect(rejection(`${HEADER}title: again\ntags: []\n`).detail).toMatch(
      /is not valid YAML: Map keys must be unique/,
    );
  });

  it('rejects an !include, which a pure reader cannot follow', () => {
    expect(rejection('header: !include header.yaml\ntags: []\n').detail).toMatch(/Unresolved tag: !include/);
  });

  it('rejects YAML that is not a TagPack', () => {
    const notAPack = 'expected a mapping with title, creator and tags';
    expect(rejection('').detail).toBe(`test.yaml is not a TagPack: ${notAPack}, found nothing`);
    expect(rejection('just some words').detail).toBe(`test.yaml is not a TagPack: ${notAPack}, found text`);
    expect(rejection('- address: a1\n').detail).toBe(`test.yaml is not a TagPack: ${notAPack}, found a list`);
    expect(rejection('services:\n  web:\n    image: nginx\n').detail).toBe(
      `test.yaml is not a TagPack: ${notAPack}, found a mapping with none of title, creator or tags`,
    );
  });

  it('accepts a pack with an empty tag list', () => {
    expect(read(`${HEADER}tags: []\n`).tags).toEqual([]);
  });
});
