/**
 * HTTPS requests for tests, each on a connection of its own (no pooling), presenting a client
 * certificate or none, and trusting the test CA for the server's certificate.
 */
import https from 'node:https';
import type { Credential } from './pki.ts';

export interface TlsResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json(): Record<string, unknown>;
}

export interface TlsRequest {
  method?: string;
  path: string;
  /** The client certificate to present; none when absent. */
  cert?: Credential | undefined;
  /** An access token or API key for `Authorization: Bearer`. */
  bearer?: string;
  headers?: Record<string, string>;
  /** A form body (sent as application/x-www-form-urlencoded) or raw text with its own content type. */
  form?: Record<string, string> | string;
}

export function tlsRequest(address: string, ca: Buffer, request: TlsRequest): Promise<TlsResponse> {
  const url = new URL(request.path, address);
  const body =
    request.form === undefined
      ? undefined
      : typeof request.form === 'string'
        ? request.form
        : new URLSearchParams(request.form).toString();
  return new Promise((resolve, reject) => {
    const req = https.request(
      url,
      {
        method: request.method ?? (body === undefined ? 'GET' : 'POST'),
        agent: false,
        ca,
        ...(request.cert ? { cert: request.cert.cert, key: request.cert.key } : {}),
        headers: {
          connection: 'close',
          ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(request.bearer ? { authorization: `Bearer ${request.bearer}` } : {}),
          ...request.headers,
        },
        timeout: 10_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            json: () => JSON.parse(text) as Record<string, unknown>,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${request.path} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}
