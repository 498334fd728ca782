/**
 * Checks the `data` of an ingested event and puts it in the form agents read: a known type's data
 * against its schema (`event-schemas.ts`), then its chain read as the canonical name and every
 * address and transaction hash checked and normalised for that chain. A problem is a 400 whose pointer names the field
 * (`/data/owner`, `/data/inputs/2/address`). Custom types keep any object as it came.
 */
import { Compile } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';
import { type FieldError, invalidField, VigilError } from '../../lib/errors.ts';
import type { ChainName } from '../chains/index.ts';
import { assetOf, readAddress, readAmount, readChain, readTxHash, readValueUsd } from '../chains/index.ts';
import { EVENT_DATA_SCHEMAS, isKnownEventType } from './event-schemas.ts';
import type { KnownEventData, KnownEventType } from './event-types.ts';

const validators = {
  'transfer.observed': Compile(EVENT_DATA_SCHEMAS['transfer.observed']),
  'token.approval': Compile(EVENT_DATA_SCHEMAS['token.approval']),
  'withdrawal.requested': Compile(EVENT_DATA_SCHEMAS['withdrawal.requested']),
  'deposit.received': Compile(EVENT_DATA_SCHEMAS['deposit.received']),
};

/** uint256's largest value: an allowance above it cannot exist on chain. */
const MAX_UINT256 = (1n << 256n) - 1n;

/** TypeBox's errors as field errors under `/data`, one per field, in the words the API uses elsewhere. */
function fieldErrors(errors: readonly TLocalizedValidationError[]): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  const add = (pointer: string, detail: string) => {
    if (seen.has(pointer)) return;
    seen.add(pointer);
    out.push({ pointer, detail });
  };
  for (const error of errors) {
    const at = `/data${error.instancePath}`;
    switch (error.keyword) {
      case 'required':
        for (const name of error.params.requiredProperties) add(`${at}/${name}`, 'is required');
        break;
      case 'additionalProperties':
        for (const name of error.params.additionalProperties)
          add(`${at}/${name}`, 'is not a known field; check its spelling');
        break;
      case 'boolean':
        // `additionalProperties: false` also reports each extra field this way; said above.
        break;
      case 'enum':
        add(at, `must be one of: ${error.params.allowedValues.join(', ')}`);
        break;
      case 'pattern':
        add(at, 'must be a decimal integer, e.g. `1000000`');
        break;
      default:
        add(at, error.message);
    }
  }
  return out;
}

/** The data, once it matches `validator`'s schema; a 400 naming each field that does not, otherwise. */
function checked<T>(
  validator: { Check(value: unknown): value is T; Errors(value: unknown): TLocalizedValidationError[] },
  data: Record<string, unknown>,
): T {
  if (validator.Check(data)) return data;
  const errors = fieldErrors(validator.Errors(data));
  const first = errors[0];
  if (first === undefined) throw invalidField('/data', 'does not match its type’s schema');
  throw new VigilError('validation_failed', `${first.pointer}: ${first.detail}`, { errors });
}

function parties(
  chain: ChainName,
  asset: string,
  list: { address: string; amount: string | number }[] | undefined,
  name: string,
) {
  return list?.map((party, i) => ({
    address: readAddress(chain, party.address, `/data/${name}/${i}/address`),
    amount: readAmount(chain, asset, party.amount, `/data/${name}/${i}/amount`).amount,
  }));
}

/** The asset named (the chain's own coin when none is), its amount exact, and its dollar value. */
function value(
  chain: ChainName,
  data: {
    asset?: string | undefined;
    amount?: string | number | undefined;
    value_usd?: string | number | undefined;
  },
) {
  const asset = assetOf(chain, data.asset).symbol;
  return {
    asset,
    amount:
      data.amount === undefined ? undefined : readAmount(chain, asset, data.amount, '/data/amount').amount,
    value_usd: data.value_usd === undefined ? undefined : readValueUsd(data.value_usd, '/data/value_usd'),
  };
}

/** The object without its undefined values, so stored JSON holds only what was given. */
function defined<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) if (field !== undefined) out[key] = field;
  return out as T;
}

function address(chain: ChainName, value: string | undefined, name: string): string | undefined {
  return value === undefined ? undefined : readAddress(chain, value, `/data/${name}`);
}

/** Each type's reader: its data checked against the type's schema, then normalised for its chain. */
const readers: { [T in KnownEventType]: (data: Record<string, unknown>) => KnownEventData[T] } = {
  'transfer.observed'(raw) {
    const data = checked(validators['transfer.observed'], raw);
    const chain = readChain(data.chain, '/data/chain');
    const read = value(chain, data);
    return defined({
      ...data,
      chain,
      tx_hash: readTxHash(chain, data.tx_hash, '/data/tx_hash'),
      from: address(chain, data.from, 'from'),
      to: address(chain, data.to, 'to'),
      ...read,
      inputs: parties(chain, read.asset, data.inputs, 'inputs'),
      outputs: parties(chain, read.asset, data.outputs, 'outputs'),
      spender: address(chain, data.spender, 'spender'),
      token: address(chain, data.token, 'token'),
    });
  },
  'token.approval'(raw) {
    const data = checked(validators['token.approval'], raw);
    const chain = readChain(data.chain, '/data/chain');
    if (data.kind === 'set_approval_for_all') {
      if (data.amount !== undefined)
        throw invalidField('/data/amount', 'is not given with `set_approval_for_all`; use `approved`');
    } else {
      if (data.amount === undefined) throw invalidField('/data/amount', `is required with \`${data.kind}\``);
      if (BigInt(data.amount) > MAX_UINT256)
        throw invalidField('/data/amount', 'is larger than a uint256 can hold');
      if (data.approved !== undefined)
        throw invalidField('/data/approved', 'is only given with `set_approval_for_all`');
    }
    return defined({
      ...data,
      chain,
      tx_hash: readTxHash(chain, data.tx_hash, '/data/tx_hash'),
      owner: readAddress(chain, data.owner, '/data/owner'),
      spender: readAddress(chain, data.spender, '/data/spender'),
      token: readAddress(chain, data.token, '/data/token'),
    });
  },
  'withdrawal.requested'(raw) {
    const data = checked(validators['withdrawal.requested'], raw);
    const chain = readChain(data.chain, '/data/chain');
    const read = value(chain, data);
    return defined({
      ...data,
      chain,
      to: readAddress(chain, data.to, '/data/to'),
      ...read,
      amount: read.amount ?? '0',
    });
  },
  'deposit.received'(raw) {
    const data = checked(validators['deposit.received'], raw);
    const chain = readChain(data.chain, '/data/chain');
    const read = value(chain, data);
    return defined({
      ...data,
      chain,
      tx_hash: readTxHash(chain, data.tx_hash, '/data/tx_hash'),
      from: address(chain, data.from, 'from'),
      to: readAddress(chain, data.to, '/data/to'),
      ...read,
      amount: read.amount ?? '0',
    });
  },
};

/** A known type's event as agents read it: its type, and its data checked and normalised. */
export type KnownEvent = { [T in KnownEventType]: { type: T; data: KnownEventData[T] } }[KnownEventType];

/** The event of known type `type`, its data checked and normalised (a 400 naming the field otherwise). */
export function readKnownEvent(type: KnownEventType, data: Record<string, unknown>): KnownEvent {
  switch (type) {
    case 'transfer.observed':
      return { type, data: readers[type](data) };
    case 'token.approval':
      return { type, data: readers[type](data) };
    case 'withdrawal.requested':
      return { type, data: readers[type](data) };
    case 'deposit.received':
      return { type, data: readers[type](data) };
  }
}

/**
 * The data as agents read it: for a known type checked and normalised (a 400 naming the field
 * otherwise), for a custom type unchanged.
 */
export function readEventData(type: string, data: Record<string, unknown>): Record<string, unknown> {
  return isKnownEventType(type) ? readKnownEvent(type, data).data : data;
}
