/**
 * Checks the `data` of an ingested event and puts it in the form agents read: a known type's data
 * against its schema (`event-schemas.ts`), then its chain read as the canonical name and every
 * address and transaction hash checked and normalised for that chain. A problem is a 400 whose pointer names the field
 * (`/data/owner`, `/data/inputs/2/address`). Custom types keep any object as it came.
 */

import type { Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { type FieldError, invalidField, VigilError } from '../../lib/errors.ts';
import type { ChainName } from '../chains/index.ts';
import { assetOf, readAddress, readAmount, readChain, readTxHash, readValueUsd } from '../chains/index.ts';
import {
  type DepositReceivedDataSchema,
  EVENT_DATA_SCHEMAS,
  isKnownEventType,
  type TokenApprovalDataSchema,
  type TransferObservedDataSchema,
  type WithdrawalRequestedDataSchema,
} from './event-schemas.ts';
import type { KnownEventData, KnownEventType } from './event-types.ts';

/** Each known type's data as sent (amounts may be numbers), before it is read. */
interface SentEventData {
  'transfer.observed': Static<typeof TransferObservedDataSchema>;
  'token.approval': Static<typeof TokenApprovalDataSchema>;
  'withdrawal.requested': Static<typeof WithdrawalRequestedDataSchema>;
  'deposit.received': Static<typeof DepositReceivedDataSchema>;
}

const validators = new Map(
  Object.entries(EVENT_DATA_SCHEMAS).map(([type, schema]) => [type, Compile(schema)] as const),
);

/** uint256's largest value: an allowance above it cannot exist on chain. */
const MAX_UINT256 = (1n << 256n) - 1n;

interface TypeBoxError {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

/** TypeBox's errors as field errors under `/data`, one per field, in the words the API uses elsewhere. */
function fieldErrors(errors: readonly TypeBoxError[]): FieldError[] {
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
        for (const name of error.params.requiredProperties as string[]) add(`${at}/${name}`, 'is required');
        break;
      case 'additionalProperties':
        for (const name of error.params.additionalProperties as string[])
          add(`${at}/${name}`, 'is not a known field; check its spelling');
        break;
      case 'boolean':
        // `additionalProperties: false` also reports each extra field this way; said above.
        break;
      case 'enum':
        add(at, `must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`);
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

function checkSchema(type: KnownEventType, data: Record<string, unknown>): void {
  const validator = validators.get(type);
  if (validator === undefined || validator.Check(data)) return;
  const errors = fieldErrors(validator.Errors(data) as unknown as TypeBoxError[]);
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

const normalisers: { [T in KnownEventType]: (data: SentEventData[T]) => KnownEventData[T] } = {
  'transfer.observed'(data) {
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
  'token.approval'(data) {
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
  'withdrawal.requested'(data) {
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
  'deposit.received'(data) {
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

/**
 * The data as agents read it: for a known type checked and normalised (a 400 naming the field
 * otherwise), for a custom type unchanged.
 */
export function readEventData(type: string, data: Record<string, unknown>): Record<string, unknown> {
  if (!isKnownEventType(type)) return data;
  checkSchema(type, data);
  return normalise(type, data as unknown as SentEventData[typeof type]) as unknown as Record<string, unknown>;
}

function normalise<T extends KnownEventType>(type: T, data: SentEventData[T]): KnownEventData[T] {
  return normalisers[type](data);
}
