/**
 * The reader on small documents in OFAC's shape: how it resolves a party, that it works whatever
 * order the sections come in, that it hands a party out as soon as everything it needs is read,
 * and how it rejects what is not an SDN export.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { VigilError } from '../../../../src/lib/errors.ts';
import { readSdnAdvanced, type SdnEntry } from '../../../../src/risk/lists/ofac/index.ts';
import { type PartySpec, type Section, sdnDocument, sdnDocumentParts, vessel } from './sdn-document.ts';

async function readAll(source: string | NodeJS.ReadableStream): Promise<SdnEntry[]> {
  const entries: SdnEntry[] = [];
  for await (const entry of readSdnAdvanced(source)) entries.push(entry);
  return entries;
}

const fromText = (text: string): Readable => Readable.from([Buffer.from(text)]);

const individual: PartySpec = {
  id: '7183',
  subType: 'individual',
  name: { last: 'ELCORO AYASTUY', rest: 'Paulo' },
  weakAlias: 'PAULO E.',
  features: [{ type: 'eth', value: '0x8589427373D6D84E98730D7795D8f6f8731FDA16' }],
  programs: ['SDGT', 'CYBER2'],
};

describe('readSdnAdvanced: one party', () => {
  it("resolves a vessel's IMO, MMSI, call sign, flag and programme", async () => {
    const [entry] = await readAll(fromText(sdnDocument([vessel('42')])));
    expect(entry).toEqual({
      id: '42',
      kind: 'vessel',
      name: 'VESSEL 42',
      aliases: [],
      weakAliases: [],
      programs: ['IRAN-EO13846'],
      lists: ['SDN List'],
      addresses: [],
      birthDates: [],
      countries: [],
      vessel: { imo: '9000042', mmsi: '350000042', callSign: 'CS42', flag: 'Panama' },
    });
  });

  it('writes an individual "LAST, First", keeps weak aliases apart and reads crypto addresses', async () => {
    const [entry] = await readAll(fromText(sdnDocument([individual])));
    expect(entry).toMatchObject({
      kind: 'individual',
      name: 'ELCORO AYASTUY, Paulo',
      aliases: [],
      weakAliases: ['PAULO E.'],
      programs: ['SDGT', 'CYBER2'],
      addresses: [{ currency: 'ETH', address: '0x8589427373D6D84E98730D7795D8f6f8731FDA16' }],
    });
    expect(entry?.vessel).toBeUndefined();
  });

  it('leaves out an IMO field when the registration is not an IMO number', async () => {
    const odd = vessel('7', { documents: [{ type: 'imo', number: 'RS 150443' }] });
    const [entry] = await readAll(fromText(sdnDocument([odd])));
    expect(entry?.vessel).toEqual({ callSign: 'CS7', flag: 'Panama' });
  });

  it('reports the publication date before any entry', async () => {
    const events: string[] = [];
    for await (const entry of readSdnAdvanced(fromText(sdnDocument([vessel('1')])), (p) => {
      events.push(`published ${p.publishedAt}`);
    })) {
      events.push(`entry ${entry.id}`);
    }
    expect(events).toEqual(['published 2025-03-07', 'entry 1']);
  });

  it('reads a plain .xml file by path', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sdn-'));
    try {
      const path = join(dir, 'sdn_advanced.xml');
      await writeFile(path, sdnDocument([vessel('1'), individual]));
      expect((await readAll(path)).map((e) => e.id)).toEqual(['1', '7183']);
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});

describe('readSdnAdvanced: section order', () => {
  const parties = [vessel('1'), individual, vessel('2')];

  it.each<[string, Section[]]>([
    ['OFAC order (sanctions entries last)', ['references', 'documents', 'parties', 'sanctions']],
    ['lookup tables after the parties', ['parties', 'documents', 'sanctions', 'references']],
    ['identity documents after the parties', ['references', 'sanctions', 'parties', 'documents']],
  ])('gives the same entries with %s', async (_, order) => {
    const expected = await readAll(fromText(sdnDocument(parties)));
    expect(await readAll(fromText(sdnDocument(parties, order)))).toEqual(expected);
    expect(expected.map((e) => e.programs)).toEqual([['IRAN-EO13846'], ['SDGT', 'CYBER2'], ['IRAN-EO13846']]);
  });

  it('hands out each party as it is read when the sections it needs come first', async () => {
    const many = Array.from({ length: 200 }, (_, i) => vessel(String(i + 1)));
    const parts = sdnDocumentParts(many, ['references', 'documents', 'sanctions', 'parties']);
    let written = 0;
    async function* chunks(): AsyncGenerator<Buffer> {
      for (const part of parts) {
        written += 1;
        yield Buffer.from(part);
      }
    }
    const writtenAtEntry: number[] = [];
    for await (const _ of readSdnAdvanced(Readable.from(chunks(), { highWaterMark: 1 }))) {
      writtenAtEntry.push(written);
    }
    expect(writtenAtEntry).toHaveLength(200);
    // Readable.from reads a chunk or two ahead; a held party would not come out before the last part.
    expect(writtenAtEntry[0]).toBeLessThan(10);
    expect(writtenAtEntry[199]).toBeLessThan(parts.length);
  });
});

describe('readSdnAdvanced: not an SDN export', () => {
  it('rejects a document whose root is not <Sanctions>', async () => {
    await expect(readAll(fromText('<rss><channel /></rss>'))).rejects.toThrow(/root is <rss>/);
  });

  it('rejects a truncated document', async () => {
    const text = sdnDocument([vessel('1')]);
    const error = await readAll(fromText(text.slice(0, text.length / 2))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VigilError);
    expect(error).toMatchObject({ code: 'validation_failed', message: /malformed SDN XML/ });
  });

  it('rejects an empty source', async () => {
    await expect(readAll(fromText(''))).rejects.toThrow(VigilError);
  });
});
