// POST /v1/events/ingest over HTTP: 202 for every known type and for custom ones, 400s that name
// the field, the data stored normalised and pending for the agents, a transfer stored for
// screening, and the OpenAPI description of each known type's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';

let t: TestApp;
let key: TestKey;
beforeAll(async () => {
  t = await startApp({ startWorker: false });
  key = await t.key(['events:write'], { workspace: 'events-test' });
});
afterAll(async () => {
  await t.close();
});

const OWNER = '0x8589427373D6D84E98730D7795D8f6f8731FDA16';
const SPENDER = `0x${'5'.repeat(40)}`;
const TOKEN = '0xdac17f958d2ee523a2206206994597c13d831ec7';

function ingest(payload: object) {
  return t.request({ method: 'POST', url: '/v1/events/ingest', key, payload });
}

const EXAMPLES: Record<string, Record<string, unknown>> = {
  'transfer.observed': {
    chain: 'ethereum',
    tx_hash: '0x0f1',
    from: OWNER,
    to: SPENDER,
    amount: 2.5,
    value_usd: 6000,
  },
  'token.approval': {
    chain: 'ethereum',
    tx_hash: '0x0f2',
    owner: OWNER,
    spender: SPENDER,
    token: TOKEN,
    kind: 'approve',
    amount: '1000000',
  },
  'withdrawal.requested': { account_id: 'cust-1', chain: 'ETH', to: OWNER, amount: 9_500, asset: 'USDT' },
  'deposit.received': { account_id: 'cust-1', chain: 'ethereum', tx_hash: '0x0f3', to: SPENDER, amount: 3 },
  'custom.kyc_failed': { reason: 'document expired', Anything: [1, 2] },
};

describe('POST /v1/events/ingest', () => {
  it.each(Object.entries(EXAMPLES))(
    'accepts %s with 202 and stores it pending for the agents',
    async (type, data) => {
      const response = await ingest({ type, data, occurred_at: '2026-11-23T09:59:00+01:00' });
      expect(response.statusCode, response.body).toBe(202);
      const body = response.json();
      expect(body).toEqual({ id: expect.stringMatching(/^ing_[0-9a-z]{26}$/), status: 'accepted' });
      const { db } = t.app.services.store;
      const stored = await db
        .selectFrom('ingested_events')
        .selectAll()
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ workspace_id: key.workspaceId, type });
      expect(Number(stored.occurred_at)).toBe(Date.parse('2026-11-23T08:59:00.000Z'));
      const pending = await db
        .selectFrom('agent_pending_events')
        .selectAll()
        .where('event_id', '=', body.id)
        .executeTakeFirst();
      expect(pending).toMatchObject({ workspace_id: key.workspaceId, type });
    },
  );

  it('stores a known type’s data normalised, and a custom type’s as sent', async () => {
    const { db } = t.app.services.store;
    const dataOf = async (payload: object) => {
      const response = await ingest(payload);
      expect(response.statusCode, response.body).toBe(202);
      const row = await db
        .selectFrom('ingested_events')
        .select('data')
        .where('id', '=', response.json().id)
        .executeTakeFirstOrThrow();
      return JSON.parse(row.data);
    };
    expect(await dataOf({ type: 'withdrawal.requested', data: EXAMPLES['withdrawal.requested'] })).toEqual({
      account_id: 'cust-1',
      chain: 'ethereum',
      to: OWNER.toLowerCase(),
      amount: 9_500,
      asset: 'USDT',
    });
    expect(await dataOf({ type: 'custom.kyc_failed', data: EXAMPLES['custom.kyc_failed'] })).toEqual(
      EXAMPLES['custom.kyc_failed'],
    );
  });

  it('stores a transfer for screening in the same request', async () => {
    const response = await ingest({
      type: 'transfer.observed',
      data: { chain: 'ETH', tx_hash: '0xfeed', from: OWNER, to: TOKEN, amount: 4 },
    });
    expect(response.statusCode).toBe(202);
    const rows = await t.app.services.store.db
      .selectFrom('transfers')
      .selectAll()
      .where('tx_hash', '=', '0xfeed')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      chain: 'ethereum',
      from_address: OWNER.toLowerCase(),
      to_address: TOKEN,
    });
  });

  it.each([
    [
      'a bad owner address',
      { type: 'token.approval', data: { ...EXAMPLES['token.approval'], owner: '0x1234' } },
      '/data/owner',
    ],
    [
      'an unknown chain',
      { type: 'deposit.received', data: { ...EXAMPLES['deposit.received'], chain: 'zz' } },
      '/data/chain',
    ],
    [
      'a missing amount',
      { type: 'withdrawal.requested', data: { account_id: 'c', chain: 'ethereum', to: OWNER } },
      '/data/amount',
    ],
    [
      'an unknown data field',
      { type: 'transfer.observed', data: { ...EXAMPLES['transfer.observed'], memo: 'x' } },
      '/data/memo',
    ],
    [
      'a transfer with neither parties nor from and to',
      { type: 'transfer.observed', data: { chain: 'ethereum', tx_hash: '0x1' } },
      '/data/from',
    ],
    ['a type that is not dotted words', { type: 'TransferObserved', data: {} }, '/type'],
    ['data that is not an object', { type: 'custom.thing', data: [1, 2] }, '/data'],
    ['an unknown top-level field', { type: 'custom.thing', data: {}, source: 'x' }, '/source'],
  ])('answers 400 naming the field for %s', async (_what, payload, pointer) => {
    const response = await ingest(payload);
    expect(response.statusCode, response.body).toBe(400);
    const problem = problemOf(response);
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors?.[0]?.pointer).toBe(pointer);
  });

  it('stores nothing for a refused event', async () => {
    const { db } = t.app.services.store;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('ingested_events')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await ingest({ type: 'token.approval', data: { ...EXAMPLES['token.approval'], kind: 'approveAll' } });
    expect(await count()).toBe(before);
  });
});

describe('the OpenAPI description of events', () => {
  it('documents each known type’s data as a named schema', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/openapi.json', key: null });
    const doc = response.json();
    for (const name of [
      'TransferObservedData',
      'TokenApprovalData',
      'WithdrawalRequestedData',
      'DepositReceivedData',
    ]) {
      expect(doc.components.schemas[name], name).toMatchObject({
        type: 'object',
        properties: expect.any(Object),
      });
    }
    expect(doc.components.schemas.TokenApprovalData.properties.kind.enum).toEqual([
      'approve',
      'set_approval_for_all',
      'permit',
    ]);
    const named = doc.paths['/v1/events/ingest'].post.requestBody.content['application/json'].schema;
    expect(named).toEqual({ $ref: '#/components/schemas/IngestEventRequest' });
    const body = doc.components.schemas.IngestEventRequest;
    const refs = body.properties.data.anyOf.map((branch: { $ref?: string }) => branch.$ref).filter(Boolean);
    expect(refs).toEqual([
      '#/components/schemas/TransferObservedData',
      '#/components/schemas/TokenApprovalData',
      '#/components/schemas/WithdrawalRequestedData',
      '#/components/schemas/DepositReceivedData',
      '#/components/schemas/CustomEventData',
    ]);
    // Any other type's data: any object, named so that generated clients have a type for it.
    expect(doc.components.schemas.CustomEventData).toMatchObject({ type: 'object' });
    expect(doc.components.schemas.CustomEventData.additionalProperties).not.toBe(false);
  });
});
