/**
 * Calls to Vigil's API with the signed-in key. Errors come back as `ApiError` carrying the problem
 * document, whose `detail` says what to fix; the pages show it as it is.
 */
import { currentKey, keyRefused } from './session.ts';

export interface Problem {
  status: number;
  code: string;
  detail: string;
  errors?: { pointer: string; detail: string }[];
}

export class ApiError extends Error {
  readonly problem: Problem;
  constructor(problem: Problem) {
    super(problem.detail);
    this.problem = problem;
  }
}

export interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

/** When the API last accepted the tab's key (any answer but 401), for the key watch. */
let answeredAt = 0;

export function lastAcceptedAt(): number {
  return answeredAt;
}

type Query = Record<string, string | number | boolean | undefined | string[]>;

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    for (const one of [value].flat()) params.append(name, String(one));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  key = currentKey(),
): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${key ?? ''}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method === 'POST') headers['idempotency-key'] = crypto.randomUUID();
  const response = await fetch(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status === 204) {
    answeredAt = Date.now();
    return undefined as T;
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok) {
    const problem: Problem = type.includes('json')
      ? ((await response.json()) as Problem)
      : { status: response.status, code: 'internal', detail: response.statusText };
    // The key stopped working (revoked, expired): back to the sign-in page, saying so.
    if (response.status === 401) keyRefused(key, problem.detail);
    else answeredAt = Date.now();
    throw new ApiError(problem);
  }
  answeredAt = Date.now();
  return (await response.json()) as T;
}

export const get = <T>(path: string, query?: Query) => request<T>('GET', withQuery(path, query));
export const post = <T>(path: string, body: unknown = {}) => request<T>('POST', path, body);
export const patch = <T>(path: string, body: unknown) => request<T>('PATCH', path, body);
export const del = (path: string) => request<void>('DELETE', path);

/** Every item of a list, page by page (up to `max`); `onPage` hears of each page as it comes. */
export async function all<T>(
  path: string,
  query: Query = {},
  max = 5000,
  onPage?: (items: T[]) => void,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await get<Page<T>>(path, { ...query, limit: 200, cursor });
    items.push(...page.data);
    onPage?.(page.data);
    cursor = page.next_cursor ?? undefined;
  } while (cursor && items.length < max);
  return items;
}

/** Opens a binary download (a PDF) with the key, in a new tab. */
export async function openBinary(path: string): Promise<void> {
  const key = currentKey();
  const response = await fetch(path, { headers: { authorization: `Bearer ${key ?? ''}` } });
  if (!response.ok) {
    const problem = (await response.json()) as Problem;
    if (response.status === 401) keyRefused(key, problem.detail);
    throw new ApiError(problem);
  }
  const url = URL.createObjectURL(await response.blob());
  window.open(url, '_blank', 'noopener');
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function describe(error: unknown): string {
  if (error instanceof ApiError) return error.problem.detail;
  return error instanceof Error ? error.message : String(error);
}
