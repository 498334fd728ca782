/**
 * How the docs' examples are written: a request as the curl command a reader runs, an answer as
 * JSON laid out for reading, and a context that runs each request against a real app (the test
 * harness's, on a fixed clock) so the text shown is the text sent and received.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp, TestKey } from '../harness.ts';

export const BASE_URL = 'http://127.0.0.1:8080';
/** When the docs' runs happen: the harness clock is fixed here, so times in answers are the same every run. */
export const DOCS_NOW = Date.parse('2026-11-23T10:00:00.000Z');

/** JSON on one line, spaced as people write it: `{"chain": "ETH", "amount": 2}`. */
export function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, field]) => `${JSON.stringify(key)}: ${inline(field)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

/** JSON over lines, two spaces a level; what fits in `width` stays on its line. */
export function pretty(value: unknown, indent = '', width = 100): string {
  const flat = inline(value);
  if (flat.length + indent.length <= width || value === null || typeof value !== 'object') return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => `${inner}${pretty(item, inner, width)}`).join(',\n')}\n${indent}]`;
  }
  const fields = Object.entries(value).map(
    ([key, field]) => `${inner}${JSON.stringify(key)}: ${pretty(field, inner, width)}`,
  );
  return `{\n${fields.join(',\n')}\n${indent}}`;
}

export interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query, e.g. `/v1/labels?chain=bitcoin`. */
  path: string;
  body?: unknown;
  /** The key the request is sent with; the command shows `$VIGIL_KEY`. */
  key?: TestKey;
  /** More headers: what the command shows (`$(uuidgen)`) and what is sent. */
  headers?: { name: string; shown: string; value: string }[];
  /** Where the command sends it (default BASE_URL) and curl options before the URL (`--cacert …`). */
  shownBase?: string;
  flags?: string;
  /** A JSON body shown over lines (`-d '{` … `}'`), as pages show long ones. */
  prettyBody?: boolean;
  /** A body that is not JSON: its type, what the command shows (`@recording.nmea`), and what is sent. */
  text?: { type: string; shown: string; body: string };
}

const quoted = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

/** The curl command for a request, with the key as `$VIGIL_KEY`. */
export function curl(request: Request): string {
  const base = request.shownBase ?? BASE_URL;
  const url = request.path.includes('?') ? `"${base}${request.path}"` : `${base}${request.path}`;
  const method = `${request.method === 'GET' ? '' : ` -X ${request.method}`}${request.flags ? ` ${request.flags}` : ''}`;
  const extra = (request.headers ?? []).map((h) => ` -H "${h.name}: ${h.shown}"`).join('');
  const head = `curl -s${method} ${url} -H "Authorization: Bearer $VIGIL_KEY"${extra}`;
  if (request.text !== undefined) {
    return `${head} \\\n  -H 'Content-Type: ${request.text.type}' --data-binary ${request.text.shown}`;
  }
  if (request.body === undefined) return head;
  const json = request.prettyBody ? pretty(request.body, '  ') : inline(request.body);
  return `${head} \\\n  -H 'Content-Type: application/json' -d ${quoted(json)}`;
}

export interface Exchange {
  request: Request;
  response: LightMyRequestResponse;
  /** The answer's JSON; undefined for an empty body. */
  json: unknown;
  /** The curl command. */
  command: string;
}

/** Runs `request` against the app, failing on a status other than `expected`. */
export async function exchange(
  t: TestApp,
  key: TestKey,
  request: Request,
  expected: number[] = [200, 201, 202, 204],
): Promise<Exchange> {
  const response = await t.request({
    method: request.method,
    url: request.path,
    key: request.key ?? key,
    headers: {
      ...Object.fromEntries((request.headers ?? []).map((h) => [h.name.toLowerCase(), h.value])),
      ...(request.text === undefined ? {} : { 'content-type': request.text.type }),
    },
    ...(request.text !== undefined
      ? { payload: request.text.body }
      : request.body === undefined
        ? {}
        : { payload: request.body as object }),
  });
  if (!expected.includes(response.statusCode)) {
    throw new Error(`${request.method} ${request.path} answered ${response.statusCode}: ${response.body}`);
  }
  return {
    request,
    response,
    // A PDF or CSV answer is shown as the command that fetches it, never parsed.
    json:
      response.body === '' || !String(response.headers['content-type'] ?? '').includes('json')
        ? undefined
        : response.json(),
    command: curl(request),
  };
}

/** A block body: lines joined, with the final newline a fenced block ends with. */
export const lines = (...parts: string[]): string => `${parts.join('\n')}\n`;
