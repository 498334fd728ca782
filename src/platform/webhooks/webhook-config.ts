/** The webhook settings the configuration reads: the non-public networks webhooks may reach anyway. */
import ipaddr from 'ipaddr.js';

/**
 * Reads a list of networks separated by commas and/or whitespace. A bare address stands for that one
 * host. IPv4 must be written in full dotted decimal: ipaddr.js would read `10/8` as 0.0.0.10/8,
 * which is never what an operator means.
 */
export function parseNetworkList(text: string): { networks: string[]; invalid: string[] } {
  const networks: string[] = [];
  const invalid: string[] = [];
  for (const item of text.split(/[\s,]+/)) {
    if (item === '') continue;
    const network = normaliseNetwork(item);
    if (network === undefined) invalid.push(item);
    else networks.push(network);
  }
  return { networks, invalid };
}

function normaliseNetwork(item: string): string | undefined {
  const cidr = item.includes('/') ? item : `${item}/${item.includes(':') ? 128 : 32}`;
  if (!ipaddr.isValidCIDR(cidr)) return undefined;
  const [address, prefix] = ipaddr.parseCIDR(cidr);
  if (address instanceof ipaddr.IPv4 && !ipaddr.IPv4.isValidCIDRFourPartDecimal(cidr)) return undefined;
  return `${address.toString()}/${prefix}`;
}
