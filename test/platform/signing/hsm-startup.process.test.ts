// HSM set-up as an operator meets it: each wrong setting stops the start with a message naming
// the setting and what to fix; a token session lost while running is opened again; a key gone
// from the token stops deliveries from going out unsigned; and several service processes on one
// PostgreSQL store publish the one key they share, then the rotated one.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/lib/config-error.ts';
import { loadPkcs11Binding, slotIdOf, trimPadded } from '../../../src/platform/signing/pkcs11-binding.ts';
import { acquireModule } from '../../../src/platform/signing/pkcs11-modules.ts';
import {
  killChildren,
  removeTempDirs,
  request,
  startService,
  stopService,
  tempDir,
  within,
} from '../../app/process/child-service.ts';
import {
  createFreshDatabase,
  createTestStore,
  startApp,
  TEST_DIALECT,
  type TestApp,
  tableLookup,
} from '../../harness.ts';
import { type Receiver, startReceiver } from '../webhooks/receiver.ts';
import { createToken, obtainSoftHsm, SKIP_HSM, type Token, unavailableMessage } from './softhsm.ts';
import type { PublishedKey } from './verify.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Tests that start apps or services: each start migrates a store, seconds on a busy machine. */
const STARTS_APPS_MS = 120_000;
const hsm = await obtainSoftHsm();
if ('unavailable' in hsm) console.warn(`\n!!! ${unavailableMessage(hsm.unavailable)}\n`);

describe.skipIf(SKIP_HSM && 'unavailable' in hsm)('HSM set-up and failures with SoftHSM2', () => {
  let token: Token;

  beforeAll(async () => {
    if ('unavailable' in hsm) throw new Error(unavailableMessage(hsm.unavailable));
    token = await createToken(hsm.module, 'vigil-ops');
    await token.generate('ops-1', 'ed25519');
  });
  afterAll(() => token?.dispose());
  afterEach(killChildren);
  afterAll(removeTempDirs);

  /** Starting an app with these settings fails; returns the message. */
  async function startFails(env: Record<string, string>): Promise<string> {
    const store = await createTestStore();
    try {
      const started = await startApp({ env, store }).then(
        async (app) => {
          await app.close();
          return undefined;
        },
        (error: unknown) => error,
      );
      expect(started).toBeInstanceOf(ConfigError);
      return started instanceof Error ? started.message : '';
    } finally {
      await store.dispose();
    }
  }

  describe('refuses to start, saying what to fix, when', () => {
    it('the PIN is wrong', async () => {
      expect(await startFails({ ...token.env('ops-1'), VIGIL_PKCS11_PIN: '0000' })).toMatch(
        /^VIGIL_PKCS11_PIN: token 'vigil-ops' \(slot \d+\) refused the PIN \(CKR_PIN_INCORRECT\)/,
      );
    });

    it('no token has the label, or no token is in the slot', async () => {
      expect(await startFails({ ...token.env('ops-1'), VIGIL_PKCS11_TOKEN_LABEL: 'vigil-nope' })).toMatch(
        /^VIGIL_PKCS11_TOKEN_LABEL: no token labelled 'vigil-nope'; tokens present: 'vigil-ops' \(slot \d+\)/,
      );
      const { VIGIL_PKCS11_TOKEN_LABEL: _label, ...bySlot } = token.env('ops-1');
      expect(await startFails({ ...bySlot, VIGIL_PKCS11_SLOT: '987654' })).toMatch(
        /^VIGIL_PKCS11_SLOT: no token in slot 987654; tokens present: 'vigil-ops'/,
      );
    });

    it('no private key has the label, or two have it', async () => {
      expect(await startFails(token.env('ops-missing'))).toMatch(
        /^VIGIL_PKCS11_KEY_LABEL: no private key labelled 'ops-missing' on token 'vigil-ops' \(slot \d+\); private keys there: .*'ops-1'/,
      );
      await token.generate('twin', 'ed25519');
      await token.generate('twin', 'ed25519');
      expect(await startFails(token.env('twin'))).toMatch(
        /2 private keys on token 'vigil-ops' .* are labelled 'twin'/,
      );
    });

    it('the token keeps no public key for the private key', async () => {
      await token.generate('no-public', 'ed25519', { keepPublic: false });
      expect(await startFails(token.env('no-public'))).toMatch(
        /key 'no-public' .*: the token holds no public key for it/,
      );
    });

    it('the module is missing or is not a PKCS#11 library', async () => {
      expect(
        await startFails({ ...token.env('ops-1'), VIGIL_PKCS11_MODULE: '/nonexistent/libpkcs11.so' }),
      ).toBe("VIGIL_PKCS11_MODULE: no file at '/nonexistent/libpkcs11.so'");
      const notALibrary = `${tempDir()}/libfake.so`;
      writeFileSync(notALibrary, 'not a shared object\n');
      expect(await startFails({ ...token.env('ops-1'), VIGIL_PKCS11_MODULE: notALibrary })).toMatch(
        /^VIGIL_PKCS11_MODULE: cannot load '.*libfake\.so' as a PKCS#11 module: /,
      );
    });

    it('the PKCS#11 binding is not installed', async () => {
      const failure = await loadPkcs11Binding('pkcs11js-not-installed').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ConfigError);
      expect(String(failure)).toMatch(
        /optional dependency that npm builds from source: install a C\+\+ toolchain .* run `npm ci` again/,
      );
    });

    it(
      'the service process exits with status 2 and the message on stderr',
      async () => {
        const child = spawn(process.execPath, ['src/main.ts'], {
          cwd: ROOT,
          env: {
            ...process.env,
            ...token.env('ops-1'),
            VIGIL_PKCS11_PIN: '0000',
            VIGIL_DATA_DIR: tempDir(),
            PORT: '0',
            VIGIL_LOG_LEVEL: 'silent',
          },
        });
        let stderr = '';
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
          stderr += chunk;
        });
        const code = await within(
          new Promise<number | null>((resolve) => child.once('exit', resolve)),
          20_000,
          'the service to exit',
        );
        expect(code).toBe(2);
        expect(stderr).toMatch(
          /^vigil failed to start: VIGIL_PKCS11_PIN: token 'vigil-ops' .* refused the PIN \(CKR_PIN_INCORRECT\)/,
        );
        expect(stderr).not.toMatch(/\n\s+at /);
      },
      STARTS_APPS_MS,
    );
  });

  describe('while running', () => {
    let t: TestApp;
    let receiver: Receiver;
    beforeAll(async () => {
      receiver = await startReceiver();
      await token.generate('doomed', 'ed25519');
      t = await startApp({
        env: { ...token.env('doomed'), VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' },
        startWorker: false,
        lookup: tableLookup({}),
      });
    }, STARTS_APPS_MS);
    afterAll(async () => {
      await t?.close();
      await receiver?.close();
    });

    /** Closes every session of this process on the token, as a token restart would. */
    async function dropSessions(): Promise<void> {
      if ('unavailable' in hsm) return;
      const module = acquireModule(await loadPkcs11Binding(), hsm.module);
      try {
        const slot = module.pkcs11
          .C_GetSlotList(true)
          .find((s) => trimPadded(module.pkcs11.C_GetTokenInfo(s).label) === 'vigil-ops');
        if (!slot)
          throw new Error(
            `no token vigil-ops (slots ${module.pkcs11.C_GetSlotList(true).map(slotIdOf).join(', ')})`,
          );
        module.pkcs11.C_CloseAllSessions(slot);
      } finally {
        module.release();
      }
    }

    async function sendTest(path: string) {
      const created = await t.request({
        method: 'POST',
        url: '/v1/webhooks',
        payload: { url: `${receiver.url}${path}`, events: ['*'] },
      });
      const endpoint = created.json() as { id: string };
      const sent = await t.request({ method: 'POST', url: `/v1/webhooks/${endpoint.id}/test`, payload: {} });
      expect(sent.statusCode, sent.body).toBe(202);
      await t.app.worker.drain();
      const deliveries = await t.request({ method: 'GET', url: `/v1/webhooks/${endpoint.id}/deliveries` });
      return {
        received: receiver.received.filter((r) => r.path === path),
        delivery: (deliveries.json() as { data: { status: string; attempts: { error: string | null }[] }[] })
          .data[0],
      };
    }

    it('opens a new session and signs when the token dropped the old one', async () => {
      await dropSessions();
      const { received, delivery } = await sendTest('/after-drop');
      expect(delivery?.status).toBe('succeeded');
      expect(String(received[0]?.headers['webhook-signature'])).toMatch(/ v1a,/);
    });

    it('sends nothing unsigned once the key is gone from the token: the attempt fails and is retried later', async () => {
      await token.destroy('doomed');
      await dropSessions();
      const { received, delivery } = await sendTest('/after-destroy');
      expect(received).toHaveLength(0);
      expect(delivery?.status).toBe('pending');
      expect(delivery?.attempts[0]?.error).toMatch(
        /^not sent: the HSM could not sign it \(VIGIL_PKCS11_KEY_LABEL: no private key labelled 'doomed'/,
      );
    });
  });

  describe.skipIf(TEST_DIALECT !== 'postgres')('service processes on one PostgreSQL store', () => {
    it(
      'publish the one key they load from the token, and the new one after a rotation',
      async () => {
        const database = await createFreshDatabase();
        try {
          await token.generate('shared-1', 'ed25519');
          const env = { ...token.env('shared-1'), DATABASE_URL: database.url };
          // One after the other: a start takes seconds, two at once on two cores twice as long.
          const one = await startService(env);
          const two = await startService(env);
          const keysOf = async (address: string) =>
            (
              JSON.parse((await request(`${address}/v1/signing-keys`)).body) as { data: PublishedKey[] }
            ).data.map((k) => [k.id, k.status]);
          const listed = await keysOf(one.address);
          expect(listed).toHaveLength(1);
          expect(await keysOf(two.address)).toEqual(listed);

          await token.generate('shared-2', 'ed25519');
          await stopService(two);
          const rotated = await startService({ ...env, ...token.env('shared-2') });
          const after = await keysOf(one.address);
          expect(after).toHaveLength(2);
          expect(after[1]).toEqual([listed[0]?.[0], 'retired']);
          expect(after[0]?.[1]).toBe('active');
          expect(await keysOf(rotated.address)).toEqual(after);
          await stopService(rotated);
          await stopService(one);
        } finally {
          await database.drop();
        }
      },
      3 * STARTS_APPS_MS,
    );
  });
});
