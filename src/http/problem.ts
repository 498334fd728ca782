/**
 * Turns every failure into an RFC 9457 problem document: domain errors by their code, Fastify's own
 * errors (unknown route, wrong method, bad media type, body too large, malformed JSON, validation)
 * by theirs. This file alone maps error codes to HTTP statuses.
 */
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { ErrorCode, FieldError } from '../lib/errors.ts';
import { VigilError } from '../lib/errors.ts';
import { ref } from '../lib/schemas.ts';
import { ProblemSchema } from './problem-schema.ts';
import { validationErrors } from './validation.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export function statusOf(code: ErrorCode): number {
  switch (code) {
    case 'validation_failed':
    case 'malformed_json':
      return 400;
    case 'unauthenticated':
      return 401;
    case 'forbidden':
      return 403;
    case 'not_found':
      return 404;
    case 'method_not_allowed':
      return 405;
    case 'conflict':
      return 409;
    case 'request_timeout':
      return 408;
    case 'payload_too_large':
      return 413;
    case 'unsupported_media_type':
      return 415;
    case 'idempotency_mismatch':
      return 422;
    case 'rate_limited':
      return 429;
    case 'internal':
      return 500;
    case 'unavailable':
      return 503;
  }
}

const TITLES: Record<ErrorCode, string> = {
  validation_failed: 'The request is not valid',
  malformed_json: 'The body is not valid JSON',
  unauthenticated: 'Authentication required',
  forbidden: 'Missing scope',
  not_found: 'Not found',
  method_not_allowed: 'Method not allowed',
  conflict: 'Conflict',
  request_timeout: 'Request timeout',
  payload_too_large: 'Payload too large',
  unsupported_media_type: 'Unsupported media type',
  idempotency_mismatch: 'Idempotency key reused with another request',
  rate_limited: 'Rate limit exceeded',
  internal: 'Internal error',
  unavailable: 'Service unavailable',
};

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  request_id: string;
  errors?: FieldError[];
}

export function problemOf(
  code: ErrorCode,
  detail: string,
  requestId: string,
  errors?: FieldError[],
): Problem {
  return {
    type: `urn:vigil:problem:${code}`,
    title: TITLES[code],
    status: statusOf(code),
    detail,
    code,
    request_id: requestId,
    ...(errors ? { errors } : {}),
  };
}

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  if (problem.code === 'unauthenticated') reply.header('www-authenticate', 'Bearer realm="vigil"');
  return reply.code(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
}

/** Fastify's own error codes, mapped to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation_failed',
  FST_ERR_CTP_INVALID_CHARSET: 'unsupported_media_type',
};

/** The problem for any error thrown while handling a request; `internal` hides the cause. */
export function problemForError(error: unknown, request: FastifyRequest): Problem {
  const id = request.id;
  if (error instanceof VigilError) return problemOf(error.code, error.detail, id, error.errors);
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    const errors = validationErrors(fastifyError.validation, fastifyError.validationContext);
    const summary = errors.map((e) => `${e.pointer || '(body)'}: ${e.detail}`).join('; ');
    return problemOf('validation_failed', `The request is not valid: ${summary}.`, id, errors);
  }
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped === 'unsupported_media_type') {
    const type = request.headers['content-type'] ?? 'none';
    const wanted = acceptedBodyType(request);
    return problemOf(mapped, `Content-Type '${type}' is not accepted here; send ${wanted}.`, id);
  }
  if (mapped === 'payload_too_large') {
    const limit = request.routeOptions.bodyLimit;
    const stated = typeof limit === 'number' ? `: at most ${sizeOf(limit)}` : '';
    return problemOf(mapped, `The request body is larger than this endpoint accepts${stated}.`, id);
  }
  if (mapped === 'malformed_json') {
    return problemOf(mapped, 'The body is empty or not valid JSON.', id);
  }
  if (mapped) return problemOf(mapped, fastifyError.message ?? 'The request is not valid.', id);
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode < 500) {
    return problemOf('validation_failed', fastifyError.message ?? 'The request is not valid.', id);
  }
  return problemOf(
    'internal',
    'An internal error occurred. It has been logged; the request is safe to retry.',
    id,
  );
}

/** The body type the matched route reads: text routes declare `consumes` (see route.ts). */
function acceptedBodyType(request: FastifyRequest): string {
  const consumes = (request.routeOptions.schema as { consumes?: unknown } | undefined)?.consumes;
  return Array.isArray(consumes) && consumes.length > 0 ? consumes.join(' or ') : 'application/json';
}

/** A body limit as a reader states it: "16 MiB (16,777,216 bytes)". */
function sizeOf(bytes: number): string {
  const exact = `${bytes.toLocaleString('en-US')} bytes`;
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) ? `${mib} MiB (${exact})` : exact;
}

/**
 * The error responses an operation can give, for its OpenAPI description and for serialising
 * problems with their schema.
 */
export function problemResponses(schema: FastifySchema, authenticated: boolean, method: string) {
  const codes = [
    500,
    // Any operation may find its store gone (a lost connection, a full disk) or the process at a limit.
    503,
    ...(authenticated ? [401, 403, 429] : []),
    ...(schema.params ? [404] : []),
    ...(schema.params || schema.querystring || schema.body ? [400] : []),
    ...(schema.body ? [413, 415] : []),
    // Any write may conflict with the resource's state (a shared port deleted, a policy version
    // raced); only POST takes an Idempotency-Key, whose misuse is 422.
    ...(method !== 'GET' && method !== 'HEAD' && authenticated ? [409] : []),
    ...(method === 'POST' && authenticated ? [422] : []),
  ];
  const responses: Record<number, unknown> = {};
  for (const status of [...new Set(codes)].sort()) {
    responses[status] = {
      description: STATUS_DESCRIPTIONS[status] ?? 'Error',
      content: { [PROBLEM_CONTENT_TYPE]: { schema: ref(ProblemSchema) } },
    };
  }
  return responses;
}

const STATUS_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid (`validation_failed`, `malformed_json`).',
  401: 'No valid API key (`unauthenticated`).',
  403: 'The key lacks the scope this operation needs (`forbidden`).',
  404: 'No such resource in this workspace (`not_found`).',
  409: 'Conflicts with the resource state, or an identical idempotent request is in flight (`conflict`).',
  413: 'The body is too large (`payload_too_large`).',
  415: 'The body is not JSON (`unsupported_media_type`).',
  422: 'The Idempotency-Key was used with another request (`idempotency_mismatch`).',
  429: 'Rate limit exceeded (`rate_limited`); see `Retry-After`.',
  500: 'Internal error (`internal`); safe to retry.',
  503: 'The service cannot serve this now (`unavailable`): its store failed under the request (a lost connection, a full disk), or it is at a limit; retry after `Retry-After` seconds.',
};
