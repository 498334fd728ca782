/**
 * Where a live feed comes from, written as one URL so that a whole list fits in one setting:
 * `tcp://host:port?format=nmea|sbs` connects out to a receiver or aggregator (AIS-catcher, gpsd,
 * AISHub, dump1090's port 30003); `udp://0.0.0.0:10110` listens for AIS datagrams, which is how
 * most AIS receivers forward NMEA. Parsing is strict: a feed that silently reads the wrong format
 * would only show up later as a wall of rejected lines.
 */
import net from 'node:net';

export type FeedFormat = 'nmea' | 'sbs';

export type FeedSpec =
  | { kind: 'tcp'; format: FeedFormat; host: string; port: number }
  /** `host` and `port` are where to listen; UDP feeds carry AIS as NMEA. */
  | { kind: 'udp'; format: 'nmea'; host: string; port: number };

const EXAMPLES =
  'e.g. tcp://ais.example.org:5631?format=nmea, tcp://10.0.0.5:30003?format=sbs, udp://0.0.0.0:10110';

/** Parses one feed URL; the error string says what is wrong and shows the expected shape. */
export function parseFeedSpec(text: string): FeedSpec | { error: string } {
  const fail = (problem: string) => ({ error: `feed '${text}': ${problem} (${EXAMPLES})` });
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return fail('is not a URL');
  }
  const kind = url.protocol.slice(0, -1);
  if (kind !== 'tcp' && kind !== 'udp') return fail(`scheme must be tcp:// or udp://, not ${url.protocol}//`);
  if (url.username !== '' || url.password !== '') return fail('user names and passwords are not supported');
  if (url.pathname !== '' && url.pathname !== '/') return fail(`unexpected path '${url.pathname}'`);
  if (url.hash !== '') return fail(`unexpected fragment '${url.hash}'`);
  // IPv6 literals come back bracketed from URL; sockets want them bare.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === '') return fail('a host is required');
  if (url.port === '') return fail('a port is required');
  const port = Number(url.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return fail('the port must be 1 to 65535');

  const unknown = [...url.searchParams.keys()].filter((key) => key !== 'format');
  if (unknown.length > 0) return fail(`unknown option ${unknown.join(', ')}; only format= is understood`);
  const format = url.searchParams.get('format');
  if (kind === 'udp') {
    if (format !== null && format !== 'nmea') return fail('udp feeds carry AIS as NMEA only');
    if (net.isIP(host) === 0) return fail('a udp feed listens on a local IP address such as 0.0.0.0');
    return { kind, format: 'nmea', host, port };
  }
  if (format === null) return fail('tcp feeds need ?format=nmea or ?format=sbs');
  if (format !== 'nmea' && format !== 'sbs') return fail(`format must be nmea or sbs, not '${format}'`);
  return { kind, format, host, port };
}

/** A comma-separated list (as in one environment variable): every good spec and every error. */
export function parseFeedSpecs(text: string): { specs: FeedSpec[]; errors: string[] } {
  const specs: FeedSpec[] = [];
  const errors: string[] = [];
  for (const item of text.split(',')) {
    if (item.trim() === '') continue;
    const parsed = parseFeedSpec(item);
    if ('error' in parsed) errors.push(parsed.error);
    else specs.push(parsed);
  }
  return { specs, errors };
}

/** The spec back as the URL it was parsed from: how logs and status name a feed. */
export function feedName(spec: FeedSpec): string {
  const host = net.isIPv6(spec.host) ? `[${spec.host}]` : spec.host;
  return spec.kind === 'udp'
    ? `udp://${host}:${spec.port}`
    : `tcp://${host}:${spec.port}?format=${spec.format}`;
}
