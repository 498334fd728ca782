// The readers behind `vigil import transfers`: the RFC 4180 line parser, the CSV header and rows,
// JSON lines objects and RFC 3339 times, each refusal pointing at the field to fix.
import { describe, expect, it } from 'vitest';
import { parseCsvLine } from '../../src/cli/import-csv.ts';
import {
  type CsvHeader,
  csvTransfer,
  jsonTransfer,
  readCsvHeader,
  rfc3339,
} from '../../src/cli/import-transfers-record.ts';
import { VigilError } from '../../src/lib/errors.ts';
import { readTransfer } from '../../src/risk/transfers/transfer-input.ts';

const A = `0x${'a'.repeat(40)}`;
const B = `0x${'b'.repeat(40)}`;

/** The pointer and detail of the VigilError `read` throws. */
function refusal(read: () => unknown): { pointer: string; detail: string } {
  try {
    read();
  } catch (error) {
    if (error instanceof VigilError && error.errors?.[0]) return error.errors[0];
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseCsvLine', () => {
  it.each([
    ['a,b,c', ['a', 'b', 'c']],
    ['', ['']],
    ['a,,c,', ['a', '', 'c', '']],
    ['"a,b",c', ['a,b', 'c']],
    ['"say ""hi""",x', ['say "hi"', 'x']],
    ['""', ['']],
    ['"",""', ['', '']],
    ['a,"""quoted"""', ['a', '"quoted"']],
    [' a , b ', [' a ', ' b ']],
  ])('reads %j as %j', (line, fields) => {
    expect(parseCsvLine(line)).toEqual({ ok: true, fields });
  });

  it('refuses a quoted field left open, which RFC 4180 would carry onto the next line', () => {
    expect(parseCsvLine('a,"b,c')).toEqual({
      ok: false,
      detail: 'the quoted field 2 is not closed on this line (a field cannot span lines)',
    });
  });

  it('refuses text after a closing quote', () => {
    expect(parseCsvLine('"a"b,c')).toMatchObject({ ok: false, detail: expect.stringContaining('field 1') });
  });

  it('refuses a quote inside an unquoted field', () => {
    expect(parseCsvLine('a,b"c')).toMatchObject({ ok: false, detail: expect.stringContaining('field 2') });
  });
});

describe('readCsvHeader', () => {
  it('takes the columns in any order and case, space around them dropped', () => {
    expect(readCsvHeader('Amount, chain ,TX_HASH,to,from')).toEqual({
      ok: true,
      header: ['amount', 'chain', 'tx_hash', 'to', 'from'],
    });
  });

  it('names the required columns that are missing', () => {
    expect(readCsvHeader('chain,tx_hash,from,to')).toMatchObject({
      ok: false,
      detail: expect.stringContaining('missing: amount'),
    });
  });

  it('says a data row is no header', () => {
    expect(readCsvHeader(`ethereum,0x01,${A},${B},1`)).toMatchObject({
      ok: false,
      detail: expect.stringContaining("'ethereum' is not one (is the header row missing?)"),
    });
  });

  it('sends UTXO inputs and outputs to JSON lines', () => {
    expect(readCsvHeader('chain,tx_hash,inputs,outputs')).toMatchObject({
      ok: false,
      detail: expect.stringContaining('can only be imported from JSON lines'),
    });
  });

  it('refuses a column named twice', () => {
    expect(readCsvHeader('chain,tx_hash,from,to,amount,to')).toMatchObject({
      ok: false,
      detail: "column 'to' appears twice in the header",
    });
  });
});

describe('csvTransfer', () => {
  const header: CsvHeader = ['chain', 'tx_hash', 'from', 'to', 'amount', 'asset', 'occurred_at'];

  it('reads a row, quoted fields and all, leaving blank optional fields out and amounts as their text', () => {
    expect(csvTransfer(header, `ethereum,0x01,"${A}",${B},1.5e2,"USD Coin, ""bridged""",`)).toEqual({
      chain: 'ethereum',
      tx_hash: '0x01',
      from: A,
      to: B,
      amount: '1.5e2',
      asset: 'USD Coin, "bridged"',
      value_usd: undefined,
      log_index: undefined,
      output_index: undefined,
      occurred_at: undefined,
    });
  });

  it('reads value_usd, log_index and output_index when the header names them', () => {
    const wide: CsvHeader = ['chain', 'tx_hash', 'from', 'to', 'amount', 'value_usd', 'log_index'];
    expect(csvTransfer(wide, `ethereum,0x01,${A},${B},2,5000.5,7`)).toMatchObject({
      amount: '2',
      value_usd: '5000.5',
      log_index: 7,
    });
    expect(refusal(() => csvTransfer(wide, `ethereum,0x01,${A},${B},2,1,x`)).pointer).toBe('/log_index');
  });

  it('reads occurred_at as RFC 3339', () => {
    expect(csvTransfer(header, `eth,0x01,${A},${B},1,,2025-01-31T12:00:00+01:00`).occurred_at).toBe(
      Date.parse('2025-01-31T11:00:00Z'),
    );
  });

  it('refuses a row with more or fewer fields than the header', () => {
    expect(refusal(() => csvTransfer(header, `ethereum,0x01,${A},${B},1`))).toEqual({
      pointer: '',
      detail: 'has 5 fields where the header has 7',
    });
  });

  it('refuses an empty from, pointing UTXO transactions to JSON lines', () => {
    expect(refusal(() => csvTransfer(header, `bitcoin,ab,,${B},1,,`))).toMatchObject({
      pointer: '/from',
      detail: expect.stringContaining('JSON lines'),
    });
  });

  it.each(['-1', '0x10', 'Infinity', '1,000', 'one', '1e18'])(
    'refuses the amount %j when the transfer is read',
    (amount) => {
      const hash = `0x${'01'.repeat(32)}`;
      const row = csvTransfer(header, `ethereum,${hash},${A},${B},"${amount}",,`);
      expect(refusal(() => readTransfer(row, '', Date.parse('2026-01-01T00:00:00Z'))).pointer).toBe(
        '/amount',
      );
    },
  );

  it('passes a broken line on as a problem with the line', () => {
    expect(refusal(() => csvTransfer(header, `ethereum,"0x01,${A}`)).pointer).toBe('');
  });
});

describe('jsonTransfer', () => {
  it('reads the transfer.observed data fields and occurred_at', () => {
    const line = JSON.stringify({
      chain: 'bitcoin',
      tx_hash: 'ff',
      inputs: [
        { address: 'x', amount: 0.4 },
        { address: 'y', amount: 0.6 },
      ],
      outputs: [{ address: 'z', amount: 0.99 }],
      occurred_at: '2025-01-31T12:00:00.250Z',
      note: 'other fields are left alone, as in an event',
    });
    expect(jsonTransfer(line)).toEqual({
      chain: 'bitcoin',
      tx_hash: 'ff',
      from: undefined,
      to: undefined,
      amount: undefined,
      asset: undefined,
      value_usd: undefined,
      log_index: undefined,
      output_index: undefined,
      inputs: [
        { address: 'x', amount: 0.4 },
        { address: 'y', amount: 0.6 },
      ],
      outputs: [{ address: 'z', amount: 0.99 }],
      occurred_at: Date.parse('2025-01-31T12:00:00.250Z'),
    });
  });

  it('keeps the digits of an amount a double cannot hold', () => {
    expect(
      jsonTransfer('{"chain":"ethereum","tx_hash":"0x01","amount":123456789012345678901234567890}').amount,
    ).toBe('123456789012345678901234567890');
  });

  it.each([
    ['{"chain":"ethereum"', ''],
    ['[{"chain":"ethereum"}]', ''],
    ['{"tx_hash":"0x01"}', '/chain'],
    ['{"chain":"ethereum","tx_hash":""}', '/tx_hash'],
    ['{"chain":"ethereum","tx_hash":"0x01","amount":true}', '/amount'],
    ['{"chain":"bitcoin","tx_hash":"ff","inputs":[{"address":"x","amount":null}]}', '/inputs/0/amount'],
    ['{"chain":"bitcoin","tx_hash":"ff","outputs":[{"amount":1}]}', '/outputs/0/address'],
    ['{"chain":"ethereum","tx_hash":"0x01","occurred_at":1738324800000}', '/occurred_at'],
  ])('refuses %s, pointing at %j', (line, pointer) => {
    expect(refusal(() => jsonTransfer(line)).pointer).toBe(pointer);
  });
});

describe('rfc3339', () => {
  it.each([
    ['2025-01-31T12:00:00Z', '2025-01-31T12:00:00.000Z'],
    ['2025-01-31t12:00:00.5z', '2025-01-31T12:00:00.500Z'],
    ['2025-01-31 12:00:00-02:30', '2025-01-31T14:30:00.000Z'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
  ])('reads %s', (text, iso) => {
    expect(new Date(rfc3339(text, '/t')).toISOString()).toBe(iso);
  });

  it.each([
    '2025-01-31',
    '2025-01-31T12:00:00',
    '2025-02-30T00:00:00Z',
    '2025-01-31T24:00:00Z',
    '2016-12-31T23:59:60Z',
    'Fri, 31 Jan 2025 12:00:00 GMT',
  ])('refuses %s', (text) => {
    expect(refusal(() => rfc3339(text, '/t')).pointer).toBe('/t');
  });
});
