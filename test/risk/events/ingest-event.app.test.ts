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
    tx_hash: '0x00000000000000000000000000000000000000000000000000000000000000f1',
    from: OWNER,
    to: SPENDER,
    amount: 2.5,
    value_usd: 6000,
  },
  'token.approval': {
    chain: 'ethereum',
    tx_hash: '0x00000000000000000000000000000000000000000000000000000000000000f2',
    owner: OWNER,
    spender: SPENDER,
    token: TOKEN,
    kind: 'approve',
    amount: '1000000',
  },
  'withdrawal.requested': { account_id: 'cust-1', chain: 'ETH', to: OWNER, amount: 9_500, asset: 'USDT' },
  'deposit.received': {
    account_id: 'cust-1',
    chain: 'ethereum',
    tx_hash: '0x00000000000000000000000000000000000000000000000000000000000000f3',
    to: SPENDER,
    amount: 3,
  },
  'custom.kyc_failed': { reason: 'document expired', Anything: [1, 2] },
};

describe('POST /v1/events/ingest', () => {
  it.each(Object.entries(EXAMPLES))(
    'accepts %s with 202 and stores it pending for the agents',
    async (type, data) => {
      const response = await ingest({ type, data, occurred_at: '2026-11-23T09:59:00+01:00' });
      expect(response.statusCode, response.body).toBe(202);
      const body = response.json();
      // Stored as a transfer too: a transfer.observed, and not this deposit (it names no sender).
      const transfers = type === 'transfer.observed' ? [expect.stringMatching(/^xfer_[0-9a-z]{26}$/)] : [];
      expect(body).toEqual({
        id: expect.stringMatching(/^ing_[0-9a-z]{26}$/),
        status: 'accepted',
        transfer_ids: transfers,
      });
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
      amount: '9500',
      asset: 'USDT',
    });
    expect(await dataOf({ type: 'custom.kyc_failed', data: EXAMPLES['custom.kyc_failed'] })).toEqual(
      EXAMPLES['custom.kyc_failed'],
    );
  });

  it('stores a transfer for screening in the same request', async () => {
    const response = await ingest({
      type: 'transfer.observed',
      data: {
        chain: 'ETH',
        tx_hash: '0x000000000000000000000000000000000000000000000000000000000000feed',
        from: OWNER,
        to: TOKEN,
        amount: 4,
      },
    });
    expect(response.statusCode).toBe(202);
    const rows = await t.app.services.store.db
      .selectFrom('transfers')
      .selectAll()
      .where('tx_hash', '=', '0x000000000000000000000000000000000000000000000000000000000000feed')
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
      {
        type: 'transfer.observed',
        data: {
          chain: 'ethereum',
          tx_hash: '0x0000000000000000000000000000000000000000000000000000000000000001',
        },
      },
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

  it('answers 400 naming the field for a transaction hash not in its chain’s form', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['transfer.observed', { chain: 'ethereum', tx_hash: 'x', from: OWNER, to: SPENDER, amount: 1 }],
      [
        'deposit.received',
        {
          account_id: 'c',
          chain: 'bitcoin',
          tx_hash: '0x12',
          to: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
          amount: 1,
        },
      ],
      ['token.approval', { ...EXAMPLES['token.approval'], tx_hash: 'ab'.repeat(32) }],
    ];
    for (const [type, data] of cases) {
      const response = await ingest({ type, data });
      expect(response.statusCode, response.body).toBe(400);
      expect(problemOf(response).errors).toEqual([
        {
          pointer: '/data/tx_hash',
          detail: expect.stringMatching(/is not an? \w+ transaction hash: expected/),
        },
      ]);
    }
  });

  it('stores a transaction hash as its chain writes it, whatever the case given', async () => {
    const hash = `0x${'AB'.repeat(32)}`;
    const response = await ingest({
      type: 'transfer.observed',
      data: { chain: 'ethereum', tx_hash: hash, from: OWNER, to: SPENDER, amount: 1 },
    });
    expect(response.statusCode, response.body).toBe(202);
    const row = await t.app.services.store.db
      .selectFrom('transfers')
      .select('tx_hash')
      .where('id', '=', response.json().transfer_ids[0])
      .executeTakeFirstOrThrow();
    expect(row.tx_hash).toBe(hash.toLowerCase());
  });

  it('answers 400 at /occurred_at for a time in the future, or before any chain for a chain event', async () => {
    const late = await ingest({
      type: 'transfer.observed',
      occurred_at: '2099-01-01T00:00:00Z',
      data: EXAMPLES['transfer.observed'],
    });
    expect(late.statusCode, late.body).toBe(400);
    expect(problemOf(late).errors).toEqual([
      { pointer: '/occurred_at', detail: expect.stringMatching(/in the future/) },
    ]);
    const custom = await ingest({ type: 'custom.kyc_failed', occurred_at: '2099-01-01T00:00:00Z', data: {} });
    expect(problemOf(custom).errors?.[0]?.pointer).toBe('/occurred_at');
    const early = await ingest({
      type: 'deposit.received',
      occurred_at: '1999-12-31T00:00:00Z',
      data: EXAMPLES['deposit.received'],
    });
    expect(problemOf(early).errors).toEqual([
      { pointer: '/occurred_at', detail: expect.stringMatching(/before the first block/) },
    ]);
    // A custom event may predate any chain (a customer record); a minute ahead is clock skew.
    const old = await ingest({ type: 'custom.kyc_failed', occurred_at: '1999-12-31T00:00:00Z', data: {} });
    expect(old.statusCode, old.body).toBe(202);
    const skewed = new Date(t.clock.now() + 60_000).toISOString();
    const soon = await ingest({
      type: 'transfer.observed',
      occurred_at: skewed,
      data: EXAMPLES['transfer.observed'],
    });
    expect(soon.statusCode, soon.body).toBe(202);
  });

  it('stores a deposit that names its sender as a transfer, answering with its id', async () => {
    const response = await ingest({
      type: 'deposit.received',
      data: { ...EXAMPLES['deposit.received'], from: OWNER, tx_hash: `0x${'d1'.repeat(32)}` },
    });
    expect(response.statusCode, response.body).toBe(202);
    const [id] = response.json().transfer_ids;
    const row = await t.app.services.store.db
      .selectFrom('transfers')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ from_address: OWNER.toLowerCase(), to_address: SPENDER, amount: '3' });
    // The same deposit told again (its hash in another case) is the same event and the same transfer.
    const again = await ingest({
      type: 'deposit.received',
      data: { ...EXAMPLES['deposit.received'], from: OWNER, tx_hash: `0x${'D1'.repeat(32)}` },
    });
    expect(again.json()).toEqual({ id: response.json().id, status: 'duplicate', transfer_ids: [id] });
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
