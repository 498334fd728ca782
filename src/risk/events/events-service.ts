/**
 * Events customers send (`POST /v1/events/ingest`, API.md §5). Every event is kept; a
 * `transfer.observed` is also checked and stored as a transfer in the same transaction, so
 * screening sees it as soon as the request is answered. Other known types (`token.approval`,
 * `withdrawal.requested`, `deposit.received`) and custom ones are stored for the detection agents.
 */
import type { Clock } from '../../lib/clock.ts';
import { invalidField } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Store } from '../../store/store.ts';
import type { TransferInput, TransfersService } from '../transfers/transfers-service.ts';

export const KNOWN_EVENT_TYPES = [
  'transfer.observed',
  'token.approval',
  'withdrawal.requested',
  'deposit.received',
] as const;

/** Event types are dotted lower-case words, so custom ones read like ours. */
const EVENT_TYPE = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

export interface EventInput {
  type: string;
  occurred_at?: number | undefined;
  data: Record<string, unknown>;
}

export interface EventsService {
  ingest(workspaceId: string, event: EventInput): Promise<{ id: string }>;
}

function transferOf(data: Record<string, unknown>, occurredAt: number): TransferInput {
  const text = (name: string): string | undefined => {
    const value = data[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.length === 0)
      throw invalidField(`/data/${name}`, 'must be a non-empty string');
    return value;
  };
  const amount = data.amount;
  if (amount !== undefined && (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0)) {
    throw invalidField('/data/amount', 'must be a number, 0 or more, in units of the asset');
  }
  const chain = text('chain');
  if (chain === undefined) throw invalidField('/data/chain', 'is required');
  const txHash = text('tx_hash');
  if (txHash === undefined) throw invalidField('/data/tx_hash', 'is required');
  return {
    chain,
    tx_hash: txHash,
    from: text('from'),
    to: text('to'),
    amount: typeof amount === 'number' ? amount : undefined,
    asset: text('asset'),
    inputs: parties(data.inputs, 'inputs'),
    outputs: parties(data.outputs, 'outputs'),
    occurred_at: occurredAt,
  };
}

function parties(value: unknown, name: string): { address: string; amount: number }[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw invalidField(`/data/${name}`, 'must be a list of {address, amount}');
  return value.map((item: unknown, i) => {
    const party = item as { address?: unknown; amount?: unknown } | null;
    if (typeof party?.address !== 'string')
      throw invalidField(`/data/${name}/${i}/address`, 'must be a string');
    if (typeof party.amount !== 'number' || !Number.isFinite(party.amount) || party.amount < 0) {
      throw invalidField(`/data/${name}/${i}/amount`, 'must be a number, 0 or more');
    }
    return { address: party.address, amount: party.amount };
  });
}

export function createEventsService(deps: {
  store: Store;
  clock: Clock;
  transfers: TransfersService;
}): EventsService {
  const { store, clock, transfers } = deps;
  return {
    async ingest(workspaceId, event) {
      if (!EVENT_TYPE.test(event.type)) {
        throw invalidField(
          '/type',
          'must be dotted lower-case words, e.g. `transfer.observed` or `custom.kyc_failed`',
        );
      }
      const now = clock.now();
      const occurredAt = event.occurred_at ?? now;
      const transfer =
        event.type === 'transfer.observed'
          ? transfers.read(transferOf(event.data, occurredAt), '/data')
          : undefined;
      const id = newId('ingestedEvent');
      await store.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('ingested_events')
          .values({
            id,
            workspace_id: workspaceId,
            type: event.type,
            occurred_at: occurredAt,
            data: JSON.stringify(event.data),
            received_at: now,
          })
          .execute();
        if (transfer) await transfers.store(tx, [transfer]);
      });
      if (transfer) transfers.apply([transfer]);
      return { id };
    },
  };
}
