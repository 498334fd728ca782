/**
 * Which IP addresses outgoing webhooks may reach. Deliveries go to public unicast addresses only, so
 * a webhook cannot be aimed at this machine's loopback, the private network it runs in or a cloud
 * metadata endpoint (169.254.169.254); the operator opens particular non-public networks with
 * VIGIL_WEBHOOK_ALLOW_NETWORKS. `guarded-agent.ts` applies the policy to every connection after DNS
 * resolution; `webhookUrlProblem` applies it at registration to URLs that name an address literally.
 */
import net from 'node:net';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Network = [Address, number];

export interface AddressPolicy {
  /** Why `address` must not be connected to (e.g. `10.0.0.5 is a private address`), or undefined. */
  refusal(address: string): string | undefined;
}

/** RFC 6052's well-known NAT64 prefix: DNS64 answers 64:ff9b::a.b.c.d for IPv4-only hosts. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');
/** IPv6 global unicast (RFC 4291); nothing outside it is routed on the public internet today. */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/** ipaddr.js range names; any non-public range not listed here reads as documentation or reserved. */
const RANGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  loopback: 'a loopback address',
  private: 'a private address',
  uniqueLocal: 'a unique-local (private) address',
  deprecatedSiteLocal: 'a site-local (private) address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  unspecified: 'an unspecified address',
  rfc6052: 'a local-use NAT64 address',
  rfc6145: 'an IPv4-translated address',
  '6to4': 'a 6to4 tunnel address',
  teredo: 'a Teredo tunnel address',
};
const RESERVED = 'a documentation or reserved address';

export function createAddressPolicy(allowNetworks: readonly string[]): AddressPolicy {
  const allowed: Network[] = allowNetworks.map((cidr) => ipaddr.parseCIDR(cidr));
  return {
    refusal(address) {
      const parsed = parseAddress(address);
      if (!parsed) return `'${address}' is not an IP address`;
      const judged = embeddedIPv4(parsed) ?? parsed;
      const isAllowed = allowed.some((network) => inNetwork(judged, network) || inNetwork(parsed, network));
      if (isAllowed) return undefined;
      const kind = nonPublicKind(judged);
      return kind === undefined ? undefined : `${address} is ${kind}`;
    },
  };
}

/** Most HTTP servers and proxies accept request lines of about this length. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;

/**
 * What is wrong with a webhook URL at registration, phrased to follow its field name, or undefined
 * when it is acceptable. Host names are not resolved here: what they resolve to can change, so the
 * delivery agent checks the address it actually connects to.
 */
export function webhookUrlProblem(url: string, policy: AddressPolicy): string | undefined {
  return outgoingUrlProblem(url, policy, {
    example: 'https://hooks.example.com/vigil',
    purpose: 'receive webhooks',
    credentials: 'remove them and verify deliveries by their signature',
  });
}

/**
 * The same check for any URL a workspace gives Vigil to fetch from or send to (a STAC catalog, an
 * image), so that no such URL makes Vigil reach an address webhooks could not: one policy, one
 * guard. `purpose` finishes "only https: and http: URLs can …".
 */
export function outgoingUrlProblem(
  url: string,
  policy: AddressPolicy,
  words: { example: string; purpose: string; credentials: string },
): string | undefined {
  if (url.length > MAX_WEBHOOK_URL_LENGTH)
    return `is ${url.length} characters long; the limit is ${MAX_WEBHOOK_URL_LENGTH}`;
  const parsed = URL.parse(url);
  if (!parsed) return `is not an absolute URL; give one like ${words.example}`;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return `uses ${parsed.protocol}; only https: and http: URLs can ${words.purpose}`;
  if (parsed.username !== '' || parsed.password !== '')
    return `contains a username or password; ${words.credentials}`;
  if (parsed.hostname === '') return 'has no host';

  // WHATWG URL parsing has already turned forms like 2130706433 and 0x7f.1 into 127.0.0.1.
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (net.isIP(host) !== 0) return refusedTarget(policy.refusal(host));
  // RFC 6761: localhost and every name under it always mean this machine.
  if (/^(.+\.)?localhost\.?$/i.test(host)) {
    const reason = policy.refusal('127.0.0.1');
    return refusedTarget(reason === undefined ? undefined : `${host} always means this machine: ${reason}`);
  }
  return undefined;
}

function refusedTarget(reason: string | undefined): string | undefined {
  if (reason === undefined) return undefined;
  return (
    `targets a non-public address (${reason}); use a public address, or ask the operator to allow ` +
    'its network in VIGIL_WEBHOOK_ALLOW_NETWORKS'
  );
}

function parseAddress(text: string): Address | undefined {
  // net.isIP accepts only the canonical forms that resolvers and sockets produce, not `127.1`.
  if (net.isIP(text) === 0) return undefined;
  try {
    return ipaddr.parse(text);
  } catch {
    return undefined;
  }
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or well-known NAT64 address. */
function embeddedIPv4(address: Address): ipaddr.IPv4 | undefined {
  if (!(address instanceof ipaddr.IPv6)) return undefined;
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  if (!address.match(NAT64_WELL_KNOWN)) return undefined;
  const [high = 0, low = 0] = address.parts.slice(6);
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function inNetwork(address: Address, [network, prefix]: Network): boolean {
  return address.kind() === network.kind() && address.match(network, prefix);
}

/** The description of a non-public address, or undefined for a public one. */
function nonPublicKind(address: Address): string | undefined {
  const range = address.range();
  const isPublic = range === 'unicast' && (address instanceof ipaddr.IPv4 || address.match(GLOBAL_UNICAST));
  if (isPublic) return undefined;
  return RANGE_DESCRIPTIONS[range] ?? RESERVED;
}
