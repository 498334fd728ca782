/**
 * docs/authentication.md: keys created and rotated over the API, their rate-limit fields; the
 * mutual-TLS walk-through on a real HTTPS app with the test PKI (a client registered by subject,
 * its token, the token refused without the certificate); the HSM walk-through on a real SoftHSM2
 * token (the published key, a SAR draft's signature, and the requests of the verifying script).
 */
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp, tableLookup } from '../../harness.ts';
import { startTlsApp, type TlsApp } from '../../platform/oauth/oauth-fixtures.ts';
import { type Credential, createPki, type Pki } from '../../platform/oauth/pki.ts';
import {
  createToken,
  obtainSoftHsm,
  SKIP_HSM,
  type Token,
  unavailableMessage,
} from '../../platform/signing/softhsm.ts';
import { threatIn } from '../../risk/threats/threat-fixtures.ts';
import { DOCS_NOW, inline, lines, pretty } from '../doc-render.ts';
import type { DocPage, DocsContext } from '../docs-context.ts';
import { cliExample } from './basics.ts';
import { deliveredTest, headerLine, LOCAL_DELIVERY_ENV } from './deliveries.ts';
import { pair } from './pairs.ts';

let pki: Pki | undefined;
let billing: Credential | undefined;
let tls: TlsApp | undefined;
let token: Token | undefined;
let signing: TestApp | undefined;

const TLS_BASE = 'https://localhost:8080';
const CA = '--cacert pki/ca.crt';
const CLIENT_CERT = '--cert pki/billing.crt --key pki/billing.key';
const BILLING_DN = 'CN=billing,O=Acme,C=US';

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the authentication page's set-up made no ${what}`);
  return value;
}

/** A value an answer gives, written back as its page shows it. */
const field = (json: unknown, name: string): string => String((json as Record<string, unknown>)[name]);

async function hsmApp(): Promise<TestApp | undefined> {
  const hsm = await obtainSoftHsm();
  if ('unavailable' in hsm) {
    if (SKIP_HSM) return undefined;
    throw new Error(unavailableMessage(hsm.unavailable));
  }
  token = await createToken(hsm.module, 'vigil');
  await token.generate('vigil-signing', 'ed25519');
  return startApp({
    // It delivers a webhook to a local receiver too, for the `v1a` signature's example.
    env: { ...token.env('vigil-signing'), ...LOCAL_DELIVERY_ENV },
    clock: new ManualClock(DOCS_NOW),
    startWorker: false,
    lookup: tableLookup({}),
  });
}

/** A ready, signed SAR draft of the HSM app: its id and answer. */
async function signedDraft(): Promise<{ id: string; body: Record<string, unknown> }> {
  const t = need(signing, 'HSM app');
  const threatId = await threatIn(t.app.services, t.admin.workspaceId);
  const asked = await t.request({
    method: 'POST',
    url: '/v1/compliance/sar/draft',
    payload: { threat_id: threatId },
  });
  const { id } = asked.json() as { id: string };
  await t.app.worker.drain();
  const body = (await t.request({ method: 'GET', url: `/v1/compliance/sar/${id}` })).json() as Record<
    string,
    unknown
  >;
  if (body.status !== 'ready') throw new Error(`the SAR draft is ${String(body.status)}`);
  return { id, body };
}

/** Scenarios of the HSM walk-through: skipped (undefined) where no SoftHSM2 can run and VIGIL_TEST_SKIP_HSM=1. */
type Skippable = (ctx: DocsContext) => Promise<string | undefined>;

const VERIFY_SCRIPT = [
  'SAR=sar_…',
  'curl -s "http://127.0.0.1:8080/v1/compliance/sar/$SAR" -H "Authorization: Bearer $VIGIL_KEY" > sar.json',
  'curl -s "http://127.0.0.1:8080/v1/compliance/sar/$SAR/pdf" -H "Authorization: Bearer $VIGIL_KEY" -o sar.pdf',
  'KEY_ID=$(jq -r .signature.key_id sar.json)',
  'curl -s http://127.0.0.1:8080/v1/signing-keys | jq -r --arg id "$KEY_ID" \'.data[] | select(.id == $id) | .public_key_pem\' > key.pem',
  '',
  '# The PDF, as served.',
  'jq -r .signature.pdf_signature sar.json | base64 -d > sar.pdf.sig',
  'openssl pkeyutl -verify -pubin -inkey key.pem -rawin -in sar.pdf -sigfile sar.pdf.sig',
  '',
  '# The JSON draft, canonicalised with an RFC 8785 implementation (here the reference one on npm).',
  'jq .draft sar.json | npx --yes canonicalize > draft.json',
  'jq -r .signature.draft_signature sar.json | base64 -d > draft.sig',
  'openssl pkeyutl -verify -pubin -inkey key.pem -rawin -in draft.json -sigfile draft.sig',
];

const hsmScenarios: Record<string, Skippable> = {
  'auth/signing-keys-request': async () => lines('curl -s http://127.0.0.1:8080/v1/signing-keys'),
  'auth/signing-keys-answer': async () => {
    if (signing === undefined) return undefined;
    const answer = await signing.request({ method: 'GET', url: '/v1/signing-keys', key: null });
    return lines(pretty(answer.json()));
  },
  'auth/sar-signature': async () => {
    if (signing === undefined) return undefined;
    const { body } = await signedDraft();
    return lines(`"signature": ${pretty(body.signature)}`);
  },
  'auth/webhook-signature': async () => {
    if (signing === undefined) return undefined;
    const got = await deliveredTest(signing);
    return lines(
      ...['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => headerLine(got, name)),
    );
  },
  'auth/verify-script': async () => {
    if (signing !== undefined) {
      // The script's requests, as it sends them, answer.
      const { id } = await signedDraft();
      for (const url of [`/v1/compliance/sar/${id}`, `/v1/compliance/sar/${id}/pdf`, '/v1/signing-keys']) {
        const answer = await signing.request({ method: 'GET', url });
        if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
      }
    }
    return lines(...VERIFY_SCRIPT);
  },
};

export const authenticationPage: DocPage = {
  file: 'authentication.md',
  async setup() {
    pki = createPki();
    billing = pki.issue('billing', '/C=US/O=Acme/CN=billing');
    tls = await startTlsApp(pki);
    signing = await hsmApp();
  },
  async teardown() {
    await tls?.close();
    await signing?.close();
    pki?.dispose();
    token?.dispose();
  },
  mask: (text) =>
    text
      // A new PKI and a new HSM key every run: their certificates, keys and signatures differ.
      // Base64 and base64url alike: a JWK's `x` may hold neither `_` nor `-` in one run and both in the next.
      .replace(/[A-Za-z0-9+/_-]{40,}={0,2}/g, '<base64>')
      // The access token, shown cut short as a reader would paste their own.
      .replace(/\bvat_[0-9A-Za-z]{1,19}…/g, 'vat_<token>…')
      .replace(/"pdf_sha256": "[0-9a-f]{64}"/g, '"pdf_sha256": "<sha256>"'),
  scenarios: {
    'auth/cli-key': (ctx) =>
      cliExample(
        ctx,
        "npx vigil keys create --workspace acme --scopes 'screening:write,keys:read' --rate-limit 600/60 --json",
        'keys create --workspace acme --scopes screening:write,keys:read --rate-limit 600/60 --json'.split(
          ' ',
        ),
      ),
    'auth/cli-oauth-client': (ctx) =>
      cliExample(
        ctx,
        lines(
          'npx vigil oauth clients create --workspace default --name billing \\',
          "  --scopes 'screening:write,keys:read' --subject-dn 'CN=billing,O=Acme,C=US'",
        ).trimEnd(),
        [
          ...'oauth clients create --workspace default --name billing --scopes screening:write,keys:read'.split(
            ' ',
          ),
          '--subject-dn',
          'CN=billing,O=Acme,C=US',
        ],
      ),
    'auth/create-key': async (ctx) =>
      lines(
        (
          await ctx.call({
            method: 'POST',
            path: '/v1/keys',
            body: {
              name: 'ci',
              scopes: ['sites:read'],
              rate_limit: '600/60',
              expires_at: '2027-06-30T00:00:00Z',
            },
          })
        ).command,
      ),
    'auth/rotate-key': async (ctx) => {
      const created = await ctx.call({
        method: 'POST',
        path: '/v1/keys',
        body: { name: 'deploy', scopes: ['sites:read'] },
      });
      const id = field(created.json, 'id');
      return lines(
        (await ctx.call({ method: 'POST', path: `/v1/keys/${id}/rotate`, body: { grace_period_s: 3600 } }))
          .command,
      );
    },
    ...pair('auth/key-self', async (ctx) => ({
      method: 'GET',
      path: '/v1/keys/self',
      key: await ctx.t.key(['sites:read', 'detections:write'], { workspace: 'acme', rateLimit: '600/60' }),
    })),
    'auth/rate-limit': async (ctx) => {
      const key = await ctx.t.key(['keys:read'], { workspace: 'docs-auth-rate', rateLimit: '600/60' });
      const { response } = await ctx.call({ method: 'GET', path: '/v1/keys', key });
      return lines(
        `RateLimit-Policy: ${String(response.headers['ratelimit-policy'])}`,
        `RateLimit: ${String(response.headers.ratelimit)}`,
      );
    },
    ...pair('auth/oauth-client', () => ({
      method: 'POST',
      path: '/v1/oauth/clients',
      body: {
        name: 'billing',
        scopes: ['screening:write', 'keys:read'],
        tls_client_auth_subject_dn: BILLING_DN,
      },
      shownBase: TLS_BASE,
      flags: CA,
    })),
    'auth/token-request': async (ctx) => {
      const app = need(tls, 'HTTPS app');
      const client = JSON.parse(ctx.need('auth/oauth-client-answer')) as { id: string };
      // The same client on the HTTPS app, which has a store of its own.
      const id = await app.register({
        name: 'billing',
        scopes: ['screening:write', 'keys:read'],
        tls_client_auth_subject_dn: BILLING_DN,
      });
      ctx.vars.set('client', id);
      const form = { grant_type: 'client_credentials', client_id: id, scope: 'screening:write' };
      const answer = await app.token(billing, form);
      if (answer.status !== 200)
        throw new Error(`the token endpoint answered ${answer.status}: ${answer.body}`);
      ctx.vars.set('token', answer.body);
      return lines(
        `curl -s ${CA} ${CLIENT_CERT} \\`,
        `  ${TLS_BASE}/v1/oauth/token \\`,
        `  -d grant_type=client_credentials -d client_id=${client.id} -d 'scope=screening:write'`,
      );
    },
    'auth/token-answer': async (ctx) => lines(ctx.need('token')),
    'auth/token-call': async (ctx) => {
      const app = need(tls, 'HTTPS app');
      const accessToken = String((JSON.parse(ctx.need('token')) as { access_token: string }).access_token);
      const body = { chain: 'ethereum', address: '0x8589427373d6d84e98730d7795d8f6f8731fda16' };
      const headers = { 'content-type': 'application/json' };
      const bound = await app.send({
        method: 'POST',
        path: '/v1/screen/wallet',
        cert: billing,
        bearer: accessToken,
        headers,
        form: JSON.stringify(body),
      });
      if (bound.status !== 200) throw new Error(`the token was refused with its certificate: ${bound.body}`);
      const unbound = await app.send({
        method: 'POST',
        path: '/v1/screen/wallet',
        bearer: accessToken,
        headers,
        form: JSON.stringify(body),
      });
      ctx.vars.set('unbound', unbound.body);
      return lines(
        `curl -s ${CA} ${CLIENT_CERT} \\`,
        `  ${TLS_BASE}/v1/screen/wallet \\`,
        `  -H "Authorization: Bearer ${accessToken.slice(0, 8)}…" -H 'Content-Type: application/json' \\`,
        `  -d '${inline(body)}'`,
      );
    },
    'auth/token-unbound-answer': async (ctx) => lines(ctx.need('unbound')),
    ...hsmScenarios,
  },
};
