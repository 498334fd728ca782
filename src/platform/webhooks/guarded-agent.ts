/**
 * The undici Agent that webhook deliveries go through. Every new connection is checked against the
 * AddressPolicy after DNS resolution, and the socket then connects to the very address that was
 * checked, so a name that resolves to 127.0.0.1 (today, or only on the second lookup, as in DNS
 * rebinding) is refused. Keep-alive pooling and TLS verification are undici's defaults, unchanged.
 */
import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import type { AddressPolicy } from './address-policy.ts';

/** undici's own default connect timeout. */
const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

export class RefusedAddressError extends Error {
  readonly hostname: string;
  readonly address: string;
  /** What was refused, without the word "webhook": e.g. `example.test resolves to a refused address: …`. */
  readonly target: string;

  /** `reason` is the policy's refusal, e.g. `127.0.0.1 is a loopback address`. */
  constructor(hostname: string, address: string, reason: string) {
    const target = hostname === address ? reason : `${hostname} resolves to a refused address: ${reason}`;
    super(`webhook target ${target}; set VIGIL_WEBHOOK_ALLOW_NETWORKS to allow it`);
    this.name = 'RefusedAddressError';
    this.hostname = hostname;
    this.address = address;
    this.target = target;
  }
}

export function createGuardedAgent(options: {
  policy: AddressPolicy;
  /** Resolves host names; `dns.lookup` unless a test substitutes its own. */
  lookup?: LookupFunction;
  connectTimeoutMs?: number;
}): Agent {
  const { policy } = options;
  // The options reach net.connect / tls.connect, which call `lookup` for any host that is not an
  // IP literal and connect to the address it returns.
  const connectSocket = buildConnector({
    lookup: guardedLookup(options.lookup ?? dns.lookup, policy),
    timeout: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
  });
  return new Agent({
    connect(connectOptions, callback) {
      const { hostname } = connectOptions;
      // net.connect never calls `lookup` for an IP literal (undici has already unbracketed IPv6).
      const literalRefusal = net.isIP(hostname) === 0 ? undefined : policy.refusal(hostname);
      if (literalRefusal !== undefined) {
        callback(new RefusedAddressError(hostname, hostname, literalRefusal), null);
        return;
      }
      connectSocket(connectOptions, (error, socket) => {
        if (error) {
          callback(error, null);
          return;
        }
        // Last line of defence: judge the peer actually connected to, whatever path led there.
        const peer = socket.remoteAddress ?? '';
        const peerRefusal = policy.refusal(peer);
        if (peerRefusal !== undefined) {
          socket.destroy();
          callback(new RefusedAddressError(hostname, peer, peerRefusal), null);
          return;
        }
        callback(null, socket);
      });
    },
  });
}

/**
 * The RefusedAddressError behind a failed request, if that is why it failed. undici hands connect
 * errors to the caller as they are today, but wrappers (retries, AbortSignal reasons) add `cause`.
 */
export function refusedAddressIn(error: unknown): RefusedAddressError | undefined {
  const seen = new Set<unknown>();
  let current = error;
  while (current instanceof Error && !seen.has(current)) {
    if (current instanceof RefusedAddressError) return current;
    seen.add(current);
    current = current.cause;
  }
  return undefined;
}

/**
 * A lookup that resolves every address of the name, drops those the policy refuses and answers with
 * the first allowed one in resolver order, or fails with the refusal of the first address.
 */
function guardedLookup(lookup: LookupFunction, policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, result, family) => {
      if (error) {
        callback(error, options.all ? [] : '');
        return;
      }
      // A substitute lookup may answer with one address even when asked for all.
      const addresses =
        typeof result === 'string' ? [{ address: result, family: family ?? net.isIP(result) }] : result;
      let firstRefusal: RefusedAddressError | undefined;
      for (const candidate of addresses) {
        const reason = policy.refusal(candidate.address);
        if (reason === undefined) {
          if (options.all) callback(null, [candidate]);
          else callback(null, candidate.address, candidate.family);
          return;
        }
        firstRefusal ??= new RefusedAddressError(hostname, candidate.address, reason);
      }
      const failure =
        firstRefusal ??
        Object.assign(new Error(`webhook target ${hostname} has no address`), {
          code: 'ENOTFOUND',
        });
      callback(failure, options.all ? [] : '');
    });
  };
}

/** A short reason for a failed request (webhooks, imagery), from the error codes Node and undici use. */
export function requestFailureReason(error: unknown): string {
  const refused = refusedAddressIn(error);
  if (refused) return refused.message;
  if (!(error instanceof Error)) return String(error);
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
      return 'the host name does not resolve';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'the connection was closed early';
    case 'UND_ERR_CONNECT_TIMEOUT':
      return 'could not connect in time';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'the host is unreachable';
    default:
      return code ? `${code}: ${error.message}` : error.message;
  }
}
