// HSM-backed signing against a real SoftHSM2 token made by the test: the key published at
// GET /v1/signing-keys, `v1a` on real webhook deliveries next to `v1`, detached signatures of SAR
// drafts (JSON and PDF), a key rotation that keeps old signatures verifiable, an ES256 key, and
// two apps on one store sharing the key. Every signature is checked by an independent verifier.
import { createPublicKey } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, startApp, type TestApp, type TestStore, tableLookup } from '../../harness.ts';
import { threatIn } from '../../risk/threats/threat-fixtures.ts';
import { type Receiver, startReceiver } from '../webhooks/receiver.ts';
import { createToken, obtainSoftHsm, SKIP_HSM, type Token, unavailableMessage } from './softhsm.ts';
import {
  canonicalDraft,
  type PublishedKey,
  pdfSignatureOf,
  publishedKeys,
  v1aSignatures,
  verifiesWith,
  verifiesWithWhpk,
  webhookContent,
} from './verify.ts';

/** Tests that start apps: each start migrates a store, which takes seconds on a busy machine. */
const STARTS_APPS_MS = 120_000;

const hsm = await obtainSoftHsm();
if ('unavailable' in hsm) console.warn(`\n!!! ${unavailableMessage(hsm.unavailable)}\n`);

describe.skipIf(SKIP_HSM && 'unavailable' in hsm)('HSM-backed signing with SoftHSM2', () => {
  let token: Token;
  let receiver: Receiver;
  let store: TestStore;
  const apps: TestApp[] = [];
  /** The token's own view of the first key's public point (hex), to compare with what is published. */
  let firstPoint = '';

  beforeAll(async () => {
    if ('unavailable' in hsm) throw new Error(unavailableMessage(hsm.unavailable));
    token = await createToken(hsm.module, 'vigil-test');
    const generated = await token.generate('signing-1', 'ed25519');
    expect(generated.extracted, 'the private key must not be readable out of the token').toBe(false);
    firstPoint = generated.ecPoint;
    receiver = await startReceiver();
    store = await createTestStore();
  }, STARTS_APPS_MS);
  afterAll(async () => {
    for (const app of apps.splice(0)) await app.close();
    await receiver?.close();
    await store?.dispose();
    token?.dispose();
  });

  async function start(keyLabel: string, options: { store?: TestStore } = {}): Promise<TestApp> {
    const app = await startApp({
      env: { ...token.env(keyLabel), VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' },
      store: options.store ?? store,
      startWorker: false,
      lookup: tableLookup({}),
    });
    apps.push(app);
    return app;
  }

  async function stop(app: TestApp): Promise<void> {
    apps.splice(apps.indexOf(app), 1);
    await app.close();
  }

  /** Sends a test event to a new endpoint and returns what the receiver got, with the endpoint secret. */
  async function deliver(t: TestApp) {
    const path = `/hook/${Math.random().toString(36).slice(2)}`;
    const created = await t.request({
      method: 'POST',
      url: '/v1/webhooks',
      payload: { url: `${receiver.url}${path}`, events: ['*'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json() as { id: string; secret: string };
    const sent = await t.request({ method: 'POST', url: `/v1/webhooks/${endpoint.id}/test`, payload: {} });
    expect(sent.statusCode, sent.body).toBe(202);
    await t.app.worker.drain();
    const got = receiver.received.filter((r) => r.path === path);
    expect(got).toHaveLength(1);
    const [request] = got;
    if (!request) throw new Error('no delivery');
    return { request, secret: endpoint.secret, endpointId: endpoint.id };
  }

  /** A ready SAR draft of a new threat: the JSON and the PDF response. */
  async function sarDraft(t: TestApp) {
    const threatId = await threatIn(t.app.services, t.admin.workspaceId);
    const asked = await t.request({
      method: 'POST',
      url: '/v1/compliance/sar/draft',
      payload: { threat_id: threatId },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const { id } = asked.json() as { id: string };
    await t.app.worker.drain();
    const json = await t.request({ method: 'GET', url: `/v1/compliance/sar/${id}` });
    expect(json.statusCode, json.body).toBe(200);
    const pdf = await t.request({ method: 'GET', url: `/v1/compliance/sar/${id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    return { id, body: json.json(), pdf };
  }

  function expectSarVerifies(sar: Awaited<ReturnType<typeof sarDraft>>, key: PublishedKey): void {
    const { signature, draft, status } = sar.body;
    expect(status).toBe('ready');
    expect(signature).toMatchObject({ key_id: key.id, algorithm: key.algorithm });
    expect(verifiesWith(key, canonicalDraft(draft), signature.draft_signature)).toBe(true);
    expect(verifiesWith(key, sar.pdf.rawPayload, signature.pdf_signature)).toBe(true);
    const header = pdfSignatureOf(sar.pdf);
    expect(header).toEqual({ keyid: key.id, alg: key.algorithm, sig: signature.pdf_signature });
    // A draft changed by one character, or another PDF, no longer verifies.
    const altered = { ...draft, narrative: { ...draft.narrative, text: `${draft.narrative.text}.` } };
    expect(verifiesWith(key, canonicalDraft(altered), signature.draft_signature)).toBe(false);
    expect(
      verifiesWith(key, Buffer.concat([sar.pdf.rawPayload, Buffer.from('\n')]), signature.pdf_signature),
    ).toBe(false);
  }

  let first: TestApp;
  let firstKey: PublishedKey;
  let firstSar: Awaited<ReturnType<typeof sarDraft>>;

  it(
    'publishes the token’s Ed25519 key at GET /v1/signing-keys, without auth, in PEM, JWK and whpk_ forms',
    async () => {
      first = await start('signing-1');
      const response = await first.request({ method: 'GET', url: '/v1/signing-keys', key: null });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const body = response.json() as { data: PublishedKey[]; next_cursor: string | null };
      expect(body.next_cursor).toBeNull();
      expect(body.data).toHaveLength(1);
      const [key] = body.data;
      if (!key) throw new Error('no key');
      firstKey = key;
      expect(key).toMatchObject({ algorithm: 'Ed25519', status: 'active', retired_at: null });
      expect(key.id).toMatch(/^sigk_[0-7][0-9a-hjkmnp-tv-z]{25}$/);
      // The token's public point (a DER OCTET STRING of 32 bytes) is the published key.
      const raw = Buffer.from(firstPoint, 'hex').subarray(2);
      expect(raw).toHaveLength(32);
      expect(key.webhook_public_key).toBe(`whpk_${raw.toString('base64')}`);
      expect(key.public_key_jwk).toEqual({
        kty: 'OKP',
        crv: 'Ed25519',
        x: raw.toString('base64url'),
        kid: key.id,
        alg: 'Ed25519',
        use: 'sig',
      });
      const fromPem = createPublicKey(key.public_key_pem).export({ format: 'jwk' });
      expect(fromPem).toEqual({ kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') });
    },
    STARTS_APPS_MS,
  );

  it('signs webhook deliveries with v1a next to v1; both verify, and a changed body fails', async () => {
    const { request, secret } = await deliver(first);
    const header = String(request.headers['webhook-signature']);
    expect(header).toMatch(/^v1,[A-Za-z0-9+/=]+ v1a,[A-Za-z0-9+/=]{86}==$/);
    // The standardwebhooks package checks the v1 HMAC and passes over v1a.
    expect(() =>
      new Webhook(secret).verify(request.body, request.headers as Record<string, string>),
    ).not.toThrow();
    const [v1a] = v1aSignatures(request.headers['webhook-signature']);
    if (!v1a) throw new Error('no v1a');
    const content = webhookContent(request.headers, request.body);
    expect(verifiesWith(firstKey, content, v1a)).toBe(true);
    expect(verifiesWithWhpk(firstKey.webhook_public_key ?? '', content, v1a)).toBe(true);
    const tampered = webhookContent(request.headers, request.body.replace('webhook.test', 'webhook.tezt'));
    expect(verifiesWith(firstKey, tampered, v1a)).toBe(false);
  });

  it('signs SAR drafts: the canonical JSON draft and the exact PDF bytes, with the key’s id', async () => {
    firstSar = await sarDraft(first);
    expectSarVerifies(firstSar, firstKey);
    expect(firstSar.body.signature.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(firstSar.body.signature.signed_at).toBe(firstSar.body.completed_at);
  });

  it(
    'shares the key between two apps on one store: one published key, signatures from either verify',
    async () => {
      const second = await start('signing-1');
      expect((await publishedKeys(second)).map((k) => k.id)).toEqual([firstKey.id]);
      const { request } = await deliver(second);
      const [v1a] = v1aSignatures(request.headers['webhook-signature']);
      expect(verifiesWith(firstKey, webhookContent(request.headers, request.body), v1a ?? '')).toBe(true);
      await stop(second);
      // The first app's session on the token outlives the second app's close.
      const again = await deliver(first);
      const [v1aAgain] = v1aSignatures(again.request.headers['webhook-signature']);
      expect(
        verifiesWith(firstKey, webhookContent(again.request.headers, again.request.body), v1aAgain ?? ''),
      ).toBe(true);
    },
    STARTS_APPS_MS,
  );

  it(
    'rotates: a new key signs, the old one stays listed as retired and its SAR signatures still verify',
    async () => {
      await stop(first);
      await token.generate('signing-2', 'ed25519');
      const rotated = await start('signing-2');
      const keys = await publishedKeys(rotated);
      expect(keys.map((k) => [k.status, k.id === firstKey.id])).toEqual([
        ['active', false],
        ['retired', true],
      ]);
      const [newKey, oldKey] = keys;
      if (!newKey || !oldKey) throw new Error('two keys expected');
      expect(oldKey.retired_at).not.toBeNull();
      expect(oldKey.created_at).toBe(firstKey.created_at);

      // The draft signed before the rotation, read again, still names and verifies with the old key.
      const reread = await rotated.request({ method: 'GET', url: `/v1/compliance/sar/${firstSar.id}` });
      const pdf = await rotated.request({ method: 'GET', url: `/v1/compliance/sar/${firstSar.id}/pdf` });
      expectSarVerifies({ id: firstSar.id, body: reread.json(), pdf }, oldKey);

      // New deliveries and drafts are signed with the new key, and not with the old.
      const { request } = await deliver(rotated);
      const [v1a] = v1aSignatures(request.headers['webhook-signature']);
      const content = webhookContent(request.headers, request.body);
      expect(verifiesWith(newKey, content, v1a ?? '')).toBe(true);
      expect(verifiesWith(oldKey, content, v1a ?? '')).toBe(false);
      expectSarVerifies(await sarDraft(rotated), newKey);

      // Going back to the first key makes it active again; the second is kept, retired.
      await stop(rotated);
      const back = await start('signing-1');
      expect((await publishedKeys(back)).map((k) => [k.id, k.status])).toEqual([
        [newKey.id, 'retired'],
        [oldKey.id, 'active'],
      ]);
      const page = await back.request({ method: 'GET', url: '/v1/signing-keys?limit=1', key: null });
      const next = (page.json() as { next_cursor: string }).next_cursor;
      const rest = await back.request({
        method: 'GET',
        url: `/v1/signing-keys?limit=1&cursor=${next}`,
        key: null,
      });
      expect((rest.json() as { data: PublishedKey[] }).data.map((k) => k.id)).toEqual([oldKey.id]);
      await stop(back);
    },
    STARTS_APPS_MS,
  );

  it(
    'signs with ECDSA P-256 (ES256) where the key is a P-256 key',
    async () => {
      const point = (await token.generate('p256-1', 'p256')).ecPoint;
      const own = await createTestStore();
      try {
        const t = await start('p256-1', { store: own });
        const [key] = await publishedKeys(t);
        if (!key) throw new Error('no key');
        expect(key).toMatchObject({ algorithm: 'ES256', status: 'active', webhook_public_key: null });
        expect(key.public_key_jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: key.id });
        // The token's point is 04 41 04 ‖ X ‖ Y.
        const raw = Buffer.from(point, 'hex').subarray(2);
        expect(key.public_key_jwk.x).toBe(raw.subarray(1, 33).toString('base64url'));
        expect(key.public_key_jwk.y).toBe(raw.subarray(33, 65).toString('base64url'));

        const { request, secret } = await deliver(t);
        expect(() =>
          new Webhook(secret).verify(request.body, request.headers as Record<string, string>),
        ).not.toThrow();
        const [v1a] = v1aSignatures(request.headers['webhook-signature']);
        expect(Buffer.from(v1a ?? '', 'base64')).toHaveLength(64);
        expect(verifiesWith(key, webhookContent(request.headers, request.body), v1a ?? '')).toBe(true);
        expectSarVerifies(await sarDraft(t), key);
        await stop(t);
      } finally {
        await own.dispose();
      }
    },
    STARTS_APPS_MS,
  );
});
