// The webhook address policy (src/platform/webhooks/address-policy.ts): which addresses deliveries may
// reach, the allow list that opens non-public networks, and the registration check on webhook URLs.
import { describe, expect, test } from 'vitest';
import { createAddressPolicy, webhookUrlProblem } from '../../../src/platform/webhooks/address-policy.ts';
import { parseNetworkList } from '../../../src/platform/webhooks/webhook-config.ts';

const strict = createAddressPolicy([]);

describe('refusal with no allow list', () => {
  const refused: [string, string, string][] = [
    ['loopback', '127.0.0.1', 'a loopback address'],
    ['loopback', '127.255.0.9', 'a loopback address'],
    ['loopback', '::1', 'a loopback address'],
    ['private', '10.0.0.5', 'a private address'],
    ['private', '172.16.4.1', 'a private address'],
    ['private', '192.168.1.1', 'a private address'],
    ['private', 'fd12:3456::1', 'a unique-local (private) address'],
    ['private', 'fc00::1', 'a unique-local (private) address'],
    ['link-local', '169.254.169.254', 'a link-local address'],
    ['link-local', 'fe80::1', 'a link-local address'],
    ['link-local', 'fe80::1%eth0', 'a link-local address'],
    ['carrier-grade NAT', '100.64.0.1', 'a carrier-grade NAT address'],
    ['multicast', '224.0.0.1', 'a multicast address'],
    ['multicast', 'ff02::1', 'a multicast address'],
    ['broadcast', '255.255.255.255', 'a broadcast address'],
    ['unspecified', '0.0.0.0', 'an unspecified address'],
    ['unspecified', '0.1.2.3', 'an unspecified address'],
    ['unspecified', '::', 'an unspecified address'],
    ['documentation', '192.0.2.1', 'a documentation or reserved address'],
    ['documentation', '198.51.100.7', 'a documentation or reserved address'],
    ['documentation', '203.0.113.10', 'a documentation or reserved address'],
    ['documentation', '2001:db8::1', 'a documentation or reserved address'],
    ['benchmarking', '198.18.0.1', 'a documentation or reserved address'],
    ['benchmarking', '2001:2::1', 'a documentation or reserved address'],
    ['reserved', '240.0.0.1', 'a documentation or reserved address'],
    ['reserved', '3fff::1', 'a documentation or reserved address'],
    ['reserved', '192.0.0.8', 'a documentation or reserved address'],
    ['discard', '100::1', 'a documentation or reserved address'],
    ['ORCHID', '2001:20::1', 'a documentation or reserved address'],
    ['outside global unicast', '4000::1', 'a documentation or reserved address'],
    ['IPv4-compatible', '::7f00:1', 'a documentation or reserved address'],
    ['Teredo', '2001:0:4136:e378::1', 'a Teredo tunnel address'],
    ['6to4', '2002:c000:204::1', 'a 6to4 tunnel address'],
    ['local-use NAT64', '64:ff9b:1::a00:1', 'a local-use NAT64 address'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1', 'a loopback address'],
    ['IPv4-mapped loopback', '::ffff:7f00:1', 'a loopback address'],
    ['IPv4-mapped private', '::ffff:10.0.0.5', 'a private address'],
    ['NAT64 of a private address', '64:ff9b::a00:5', 'a private address'],
    ['NAT64 of a loopback address', '64:ff9b::127.0.0.1', 'a loopback address'],
  ];

  test.each(refused)('refuses a %s address (%s)', (_kind, address, kind) => {
    expect(strict.refusal(address)).toBe(`${address} is ${kind}`);
  });

  test.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '2606:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('allows the public address %s', (address) => {
    expect(strict.refusal(address)).toBeUndefined();
  });

  test.each(['', 'example.com', '127.1', '2130706433', '0x7f.0.0.1', '1.2.3.4.5', '::g'])(
    'refuses %j, which is not an IP address as resolvers give them',
    (text) => {
      expect(strict.refusal(text)).toBe(`'${text}' is not an IP address`);
    },
  );

  test('explains a refusal in a short sentence naming the address', () => {
    expect(strict.refusal('127.0.0.1')).toBe('127.0.0.1 is a loopback address');
    expect(strict.refusal('10.0.0.5')).toBe('10.0.0.5 is a private address');
    expect(strict.refusal('2001:db8::1')).toBe('2001:db8::1 is a documentation or reserved address');
  });
});

describe('refusal with an allow list', () => {
  test('allows loopback once 127.0.0.0/8 is listed, in IPv4-mapped form too', () => {
    const policy = createAddressPolicy(['127.0.0.0/8']);
    expect(policy.refusal('127.0.0.1')).toBeUndefined();
    expect(policy.refusal('127.9.9.9')).toBeUndefined();
    expect(policy.refusal('::ffff:127.0.0.1')).toBeUndefined();
    expect(policy.refusal('::ffff:7f00:1')).toBeUndefined();
  });

  test('keeps refusing what the list does not cover', () => {
    const policy = createAddressPolicy(['127.0.0.0/8', '10.1.0.0/16']);
    expect(policy.refusal('::1')).toBe('::1 is a loopback address');
    expect(policy.refusal('10.2.0.1')).toBe('10.2.0.1 is a private address');
    expect(policy.refusal('10.1.200.3')).toBeUndefined();
  });

  test('allows IPv6 networks', () => {
    const policy = createAddressPolicy(['::1/128', 'fd00::/8']);
    expect(policy.refusal('::1')).toBeUndefined();
    expect(policy.refusal('fd12::7')).toBeUndefined();
    expect(policy.refusal('127.0.0.1')).toBe('127.0.0.1 is a loopback address');
  });

  test('judges a NAT64 address by the IPv4 network it embeds', () => {
    const policy = createAddressPolicy(['10.0.0.0/8']);
    expect(policy.refusal('64:ff9b::a00:5')).toBeUndefined();
    expect(policy.refusal('64:ff9b::c0a8:101')).toBe('64:ff9b::c0a8:101 is a private address');
  });

  test('allows an address in any range when its network is listed', () => {
    const policy = createAddressPolicy(['2001:db8::/32', '169.254.169.254/32']);
    expect(policy.refusal('2001:db8::1')).toBeUndefined();
    expect(policy.refusal('169.254.169.254')).toBeUndefined();
    expect(policy.refusal('169.254.169.253')).toBe('169.254.169.253 is a link-local address');
  });
});

describe('parseNetworkList', () => {
  test('reads networks separated by commas and/or whitespace, ignoring empty items', () => {
    expect(parseNetworkList(' 127.0.0.0/8, 10.0.0.0/8\n::1/128 ,, fd00::/8 ')).toEqual({
      networks: ['127.0.0.0/8', '10.0.0.0/8', '::1/128', 'fd00::/8'],
      invalid: [],
    });
  });

  test('reads an empty text as no networks', () => {
    expect(parseNetworkList('')).toEqual({ networks: [], invalid: [] });
    expect(parseNetworkList(' , ')).toEqual({ networks: [], invalid: [] });
  });

  test('turns a bare address into a single-host network', () => {
    expect(parseNetworkList('192.168.1.20 ::1 FD00::0001').networks).toEqual([
      '192.168.1.20/32',
      '::1/128',
      'fd00::1/128',
    ]);
  });

  test('lists the entries that are not networks', () => {
    expect(parseNetworkList('10.0.0.0/8,example.com,10.0.0.0/33,::1/129,10/8,010.0.0.0/8,1.2.3.4/x')).toEqual(
      {
        networks: ['10.0.0.0/8'],
        invalid: ['example.com', '10.0.0.0/33', '::1/129', '10/8', '010.0.0.0/8', '1.2.3.4/x'],
      },
    );
  });

  test('gives networks that createAddressPolicy accepts', () => {
    const { networks } = parseNetworkList('127.0.0.1 ::1');
    const policy = createAddressPolicy(networks);
    expect(policy.refusal('127.0.0.1')).toBeUndefined();
    expect(policy.refusal('127.0.0.2')).toBe('127.0.0.2 is a loopback address');
    expect(policy.refusal('::1')).toBeUndefined();
  });
});

describe('webhookUrlProblem', () => {
  test.each([
    'https://hooks.example.com/x',
    'http://hooks.example.com:8080/vigil?workspace=acme',
    'https://93.184.216.34/hook',
    'https://[2606:4700::1111]/hook',
  ])('accepts %s', (url) => {
    expect(webhookUrlProblem(url, strict)).toBeUndefined();
  });

  test('does not resolve names, so a name that may point anywhere is accepted', () => {
    expect(webhookUrlProblem('https://internal.example.test/', strict)).toBeUndefined();
  });

  test('refuses what is not an absolute URL', () => {
    for (const url of ['', 'hooks.example.com/x', '/relative', 'https://exa mple.com/'])
      expect(webhookUrlProblem(url, strict)).toMatch(/^is not an absolute URL/);
  });

  test('refuses schemes other than https and http', () => {
    expect(webhookUrlProblem('ftp://files.example.com/x', strict)).toBe(
      'uses ftp:; only https: and http: URLs can receive webhooks',
    );
    expect(webhookUrlProblem('file:///etc/passwd', strict)).toMatch(/^uses file:/);
  });

  test('refuses a username or password in the URL', () => {
    expect(webhookUrlProblem('https://user:secret@hooks.example.com/', strict)).toMatch(
      /^contains a username or password/,
    );
    expect(webhookUrlProblem('https://user@hooks.example.com/', strict)).toMatch(/username or password/);
  });

  test('refuses a URL of 2049 characters and accepts one of 2048', () => {
    const base = 'https://hooks.example.com/';
    expect(webhookUrlProblem(base + 'a'.repeat(2048 - base.length), strict)).toBeUndefined();
    expect(webhookUrlProblem(base + 'a'.repeat(2049 - base.length), strict)).toBe(
      'is 2049 characters long; the limit is 2048',
    );
  });

  test.each([
    ['http://10.0.0.5/hook', '10.0.0.5 is a private address'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a link-local address'],
    ['http://2130706433/', '127.0.0.1 is a loopback address'],
    ['http://0x7f.1/', '127.0.0.1 is a loopback address'],
    ['http://[::1]/', '::1 is a loopback address'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1 is a loopback address'],
    ['https://[fd00::1]:8443/', 'fd00::1 is a unique-local (private) address'],
  ])('refuses the literal non-public address in %s', (url, reason) => {
    expect(webhookUrlProblem(url, strict)).toBe(
      `targets a non-public address (${reason}); use a public address, or ask the operator to allow ` +
        'its network in VIGIL_WEBHOOK_ALLOW_NETWORKS',
    );
  });

  test.each(['http://localhost:3000/', 'http://LOCALHOST/', 'http://localhost./', 'http://sub.localhost/'])(
    'refuses %s, which always means this machine',
    (url) => {
      expect(webhookUrlProblem(url, strict)).toMatch(
        /^targets a non-public address \(.*localhost\.? always means this machine: 127\.0\.0\.1 is a loopback/,
      );
    },
  );

  test('accepts a name that merely contains localhost', () => {
    expect(webhookUrlProblem('https://localhost.example.com/', strict)).toBeUndefined();
    expect(webhookUrlProblem('https://mylocalhost/', strict)).toBeUndefined();
  });

  test('accepts loopback and localhost when the allow list opens 127.0.0.0/8', () => {
    const policy = createAddressPolicy(['127.0.0.0/8']);
    expect(webhookUrlProblem('http://127.0.0.1:8080/', policy)).toBeUndefined();
    expect(webhookUrlProblem('http://localhost:8080/', policy)).toBeUndefined();
    expect(webhookUrlProblem('http://[::1]:8080/', policy)).toMatch(/::1 is a loopback address/);
  });
});
