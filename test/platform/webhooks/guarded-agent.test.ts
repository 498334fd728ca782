// The guarded webhook agent (src/platform/webhooks/guarded-agent.ts): real requests through undici to a
// real HTTP server on 127.0.0.1, with a substitute resolver standing in for DNS.
import http from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import net from 'node:net';
import { type Agent, request } from 'undici';
import { afterEach, describe, expect, test } from 'vitest';
import { type AddressPolicy, createAddressPolicy } from '../../../src/platform/webhooks/address-policy.ts';
import {
  createGuardedAgent,
  RefusedAddressError,
  refusedAddressIn,
} from '../../../src/platform/webhooks/guarded-agent.ts';

/** A resolver that knows only the names in `table`, answering with their addresses in order. */
function fakeLookup(table: Record<string, string[]>): LookupFunction {
  return (hostname, options, callback) => {
    const entries = (table[hostname] ?? []).map((address) => ({ address, family: net.isIP(address) }));
    const [first] = entries;
    if (!first) {
      callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    } else if (options.all) {
      callback(null, entries);
    } else {
      callback(null, first.address, first.family);
    }
  };
}

interface Receiver {
  port: number;
  /** How many requests reached the server. */
  received(): number;
  /** How many TCP connections reached the server. */
  connections(): number;
}

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startReceiver(): Promise<Receiver> {
  let count = 0;
  const server = http.createServer((_request, response) => {
    count += 1;
    response.end('ok');
  });
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return { port, received: () => count, connections: () => connections };
}

function agentFor(policy: AddressPolicy, lookup?: LookupFunction): Agent {
  const agent = createGuardedAgent(lookup ? { policy, lookup } : { policy });
  cleanups.push(() => agent.close());
  return agent;
}

/** The error a request through `agent` fails with. */
async function failureOf(url: string, agent: Agent): Promise<unknown> {
  try {
    const response = await request(url, { dispatcher: agent });
    await response.body.dump();
  } catch (error) {
    return error;
  }
  throw new Error(`request to ${url} succeeded`);
}

const TEST_HOST = 'hooks.example.test';

describe('createGuardedAgent', () => {
  test('refuses a name that resolves to 127.0.0.1 without connecting to it', async () => {
    const receiver = await startReceiver();
    const agent = agentFor(createAddressPolicy([]), fakeLookup({ [TEST_HOST]: ['127.0.0.1'] }));
    const error = await failureOf(`http://${TEST_HOST}:${receiver.port}/hook`, agent);
    expect(error).toBeInstanceOf(RefusedAddressError);
    expect(refusedAddressIn(error)).toMatchObject({ hostname: TEST_HOST, address: '127.0.0.1' });
    expect((error as Error).message).toBe(
      'webhook target hooks.example.test resolves to a refused address: 127.0.0.1 is a loopback address; ' +
        'set VIGIL_WEBHOOK_ALLOW_NETWORKS to allow it',
    );
    expect(receiver.connections()).toBe(0);
  });

  test('delivers to a name that resolves to 127.0.0.1 when 127.0.0.0/8 is allowed', async () => {
    const receiver = await startReceiver();
    const agent = agentFor(createAddressPolicy(['127.0.0.0/8']), fakeLookup({ [TEST_HOST]: ['127.0.0.1'] }));
    const response = await request(`http://${TEST_HOST}:${receiver.port}/hook`, { dispatcher: agent });
    expect(response.statusCode).toBe(200);
    expect(await response.body.text()).toBe('ok');
    expect(receiver.received()).toBe(1);
  });

  test('refuses a literal http://127.0.0.1 URL, which needs no lookup, without connecting to it', async () => {
    const receiver = await startReceiver();
    const agent = agentFor(createAddressPolicy([]));
    const error = await failureOf(`http://127.0.0.1:${receiver.port}/hook`, agent);
    expect(refusedAddressIn(error)).toMatchObject({ hostname: '127.0.0.1', address: '127.0.0.1' });
    expect((error as Error).message).toBe(
      'webhook target 127.0.0.1 is a loopback address; set VIGIL_WEBHOOK_ALLOW_NETWORKS to allow it',
    );
    expect(receiver.connections()).toBe(0);
  });

  test('refuses a literal http://[::1] URL', async () => {
    const agent = agentFor(createAddressPolicy([]));
    expect(refusedAddressIn(await failureOf('http://[::1]:9/hook', agent))).toMatchObject({ address: '::1' });
  });

  test('connects to the first allowed address, skipping refused ones', async () => {
    const receiver = await startReceiver();
    const agent = agentFor(
      createAddressPolicy(['127.0.0.0/8']),
      fakeLookup({ [TEST_HOST]: ['10.0.0.1', '127.0.0.1'] }),
    );
    const response = await request(`http://${TEST_HOST}:${receiver.port}/`, { dispatcher: agent });
    expect(response.statusCode).toBe(200);
    await response.body.dump();
    expect(receiver.received()).toBe(1);
  });

  test('refuses a name whose every address is refused, naming the first', async () => {
    const agent = agentFor(createAddressPolicy([]), fakeLookup({ [TEST_HOST]: ['10.0.0.1', '192.168.0.1'] }));
    const refused = refusedAddressIn(await failureOf(`http://${TEST_HOST}/`, agent));
    expect(refused?.address).toBe('10.0.0.1');
    expect(refused?.message).toContain('10.0.0.1 is a private address');
  });

  test('refuses a name that resolves to the IPv4-mapped ::ffff:127.0.0.1 without connecting to it', async () => {
    const receiver = await startReceiver();
    const agent = agentFor(createAddressPolicy([]), fakeLookup({ [TEST_HOST]: ['::ffff:127.0.0.1'] }));
    const error = await failureOf(`http://${TEST_HOST}:${receiver.port}/`, agent);
    expect(refusedAddressIn(error)).toMatchObject({ address: '::ffff:127.0.0.1' });
    expect(receiver.connections()).toBe(0);
  });

  test('refuses an https name that resolves to 127.0.0.1: TLS connections use the same lookup', async () => {
    const agent = agentFor(createAddressPolicy([]), fakeLookup({ [TEST_HOST]: ['127.0.0.1'] }));
    const error = await failureOf(`https://${TEST_HOST}/`, agent);
    expect(refusedAddressIn(error)).toMatchObject({ hostname: TEST_HOST, address: '127.0.0.1' });
  });

  test('checks the connected peer again, refusing it if the policy refuses its address', async () => {
    const receiver = await startReceiver();
    // A policy that allows 127.0.0.1 at lookup time and refuses it afterwards, so only the
    // check on the connected socket can catch it.
    let open = true;
    const policy: AddressPolicy = { refusal: (address) => (open ? undefined : `${address} is now refused`) };
    const lookup = fakeLookup({ [TEST_HOST]: ['127.0.0.1'] });
    const closingLookup: LookupFunction = (hostname, options, callback) => {
      lookup(hostname, options, (...result) => {
        callback(...result);
        open = false;
      });
    };
    const agent = agentFor(policy, closingLookup);
    const error = await failureOf(`http://${TEST_HOST}:${receiver.port}/`, agent);
    expect(refusedAddressIn(error)).toMatchObject({ hostname: TEST_HOST, address: '127.0.0.1' });
    expect(receiver.received()).toBe(0);
  });

  test('passes resolver failures through unchanged', async () => {
    const agent = agentFor(createAddressPolicy([]), fakeLookup({}));
    const error = await failureOf('http://unknown.example.test/', agent);
    expect(refusedAddressIn(error)).toBeUndefined();
    expect(error).toMatchObject({ code: 'ENOTFOUND' });
  });
});

describe('refusedAddressIn', () => {
  test('finds a RefusedAddressError anywhere in a cause chain', () => {
    const refused = new RefusedAddressError('a.test', '10.0.0.1', '10.0.0.1 is a private address');
    const wrapped = new Error('fetch failed', { cause: new Error('connect failed', { cause: refused }) });
    expect(refusedAddressIn(wrapped)).toBe(refused);
  });

  test('finds nothing in other errors, non-errors or a cause cycle', () => {
    const cyclic = new Error('a');
    cyclic.cause = new Error('b', { cause: cyclic });
    expect(refusedAddressIn(cyclic)).toBeUndefined();
    expect(refusedAddressIn(new Error('ECONNREFUSED'))).toBeUndefined();
    expect(refusedAddressIn('refused')).toBeUndefined();
    expect(refusedAddressIn(undefined)).toBeUndefined();
  });
});
