/**
 * The platform's operations: health and the OpenAPI document, API keys, webhook endpoints and
 * their deliveries. Each method names its operationId; the client maps them all in client.ts.
 */
import type { Core, RequestOptions } from '../core.ts';
import { apiErrorFrom } from '../errors.ts';
import { iterateAll } from '../pagination.ts';
import type { QueryParams, RequestBody, Schema } from '../types.ts';

export function systemResource(core: Core) {
  const { api } = core;
  return {
    /** getHealth: `{status: "ok"}` when the store answers. Throws InternalServerError on 503. */
    health: (options?: RequestOptions) => core.send('GET', (a) => api.GET('/v1/health', a), options),
    /**
     * getReadiness: the readiness report, `ready` (200) or `degraded` (503, `failing` naming the
     * checks that fail): either is returned, not thrown. Sent once, not retried.
     */
    ready: async (options: Pick<RequestOptions, 'signal'> = {}): Promise<Schema<'GetReadinessResponse'>> => {
      const { data, error, response } = await api.GET('/v1/health/ready', {
        ...(options.signal ? { signal: options.signal } : {}),
      });
      if (data !== undefined) return data;
      // A 503 with a report is an answer: `degraded`; any other failure is an error.
      if (response.status === 503 && error !== undefined && 'checks' in error) return error;
      throw apiErrorFrom(response, error);
    },
    /** getOpenApi: this API as an OpenAPI 3.1 document. */
    openapi: (options?: RequestOptions) => core.send('GET', (a) => api.GET('/v1/openapi.json', a), options),
    /** listSigningKeys: the public keys of HSM-backed signatures (`v1a` webhooks, SAR drafts), newest first. */
    signingKeys: (query: QueryParams<'listSigningKeys'> = {}, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/signing-keys', { params: { query }, ...a }), options),
  };
}

export function keysResource(core: Core) {
  const { api } = core;
  const list = (query: QueryParams<'listKeys'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => api.GET('/v1/keys', { params: { query }, ...a }), options);
  return {
    /** listKeys: one page of the workspace's keys, newest first. */
    list,
    /** listKeys, every page: `for await (const key of vigil.keys.listAll())`. */
    listAll: iterateAll(list),
    /** createKey: a new key; its secret `key` is in this answer only. */
    create: (body: RequestBody<'createKey'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/keys', { body, ...a }), options),
    /** getOwnKey: the calling key (or OAuth client), its workspace and scopes; any key may ask. */
    self: (options?: RequestOptions) => core.send('GET', (a) => api.GET('/v1/keys/self', a), options),
    /** getKey */
    get: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/keys/{id}', { params: { path: { id } }, ...a }), options),
    /** rotateKey: a new key; the old one works until its grace period ends. */
    rotate: (id: string, body: RequestBody<'rotateKey'> = {}, options?: RequestOptions) =>
      core.send(
        'POST',
        (a) => api.POST('/v1/keys/{id}/rotate', { params: { path: { id } }, body, ...a }),
        options,
      ),
    /** revokeKey: the key stops working at once. */
    revoke: (id: string, options?: RequestOptions) =>
      core.send('DELETE', (a) => api.DELETE('/v1/keys/{id}', { params: { path: { id } }, ...a }), options),
  };
}

export function webhooksResource(core: Core) {
  const { api } = core;
  const list = (query: QueryParams<'listWebhooks'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => api.GET('/v1/webhooks', { params: { query }, ...a }), options);
  const listDeliveries = (
    id: string,
    query: QueryParams<'listWebhookDeliveries'> = {},
    options?: RequestOptions,
  ) =>
    core.send(
      'GET',
      (a) => api.GET('/v1/webhooks/{id}/deliveries', { params: { path: { id }, query }, ...a }),
      options,
    );
  return {
    /** listWebhooks */
    list,
    /** listWebhooks, every page. */
    listAll: iterateAll(list),
    /** createWebhook: the answer holds the signing `secret`, shown only here and on rotation. */
    create: (body: RequestBody<'createWebhook'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/webhooks', { body, ...a }), options),
    /** getWebhook */
    get: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/webhooks/{id}', { params: { path: { id } }, ...a }), options),
    /** updateWebhook */
    update: (id: string, body: RequestBody<'updateWebhook'>, options?: RequestOptions) =>
      core.send(
        'PATCH',
        (a) => api.PATCH('/v1/webhooks/{id}', { params: { path: { id } }, body, ...a }),
        options,
      ),
    /** deleteWebhook */
    delete: (id: string, options?: RequestOptions) =>
      core.send(
        'DELETE',
        (a) => api.DELETE('/v1/webhooks/{id}', { params: { path: { id } }, ...a }),
        options,
      ),
    /** rotateWebhookSecret: a new secret; both sign for 24 h. */
    rotateSecret: (id: string, body: RequestBody<'rotateWebhookSecret'> = {}, options?: RequestOptions) =>
      core.send(
        'POST',
        (a) => api.POST('/v1/webhooks/{id}/rotate-secret', { params: { path: { id } }, body, ...a }),
        options,
      ),
    /** sendWebhookTestEvent: queues a `webhook.test` delivery to this endpoint. */
    sendTestEvent: (id: string, body: RequestBody<'sendWebhookTestEvent'> = {}, options?: RequestOptions) =>
      core.send(
        'POST',
        (a) => api.POST('/v1/webhooks/{id}/test', { params: { path: { id } }, body, ...a }),
        options,
      ),
    /** listWebhookDeliveries */
    listDeliveries,
    /** listWebhookDeliveries, every page. */
    listAllDeliveries: (id: string, query?: QueryParams<'listWebhookDeliveries'>, options?: RequestOptions) =>
      iterateAll((q?: QueryParams<'listWebhookDeliveries'>, o?: RequestOptions) => listDeliveries(id, q, o))(
        query,
        options,
      ),
    /** getWebhookDelivery: one delivery with its payload and attempts. */
    getDelivery: (id: string, deliveryId: string, options?: RequestOptions) =>
      core.send(
        'GET',
        (a) =>
          api.GET('/v1/webhooks/{id}/deliveries/{delivery_id}', {
            params: { path: { id, delivery_id: deliveryId } },
            ...a,
          }),
        options,
      ),
    /** retryWebhookDelivery: delivers the event again now. */
    retryDelivery: (
      id: string,
      deliveryId: string,
      body: RequestBody<'retryWebhookDelivery'> = {},
      options?: RequestOptions,
    ) =>
      core.send(
        'POST',
        (a) =>
          api.POST('/v1/webhooks/{id}/deliveries/{delivery_id}/retry', {
            params: { path: { id, delivery_id: deliveryId } },
            body,
            ...a,
          }),
        options,
      ),
  };
}

/** The form body of the token request, as RFC 6749 §4.4.2 has it. */
function formOf(body: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) if (value !== undefined) form.set(name, String(value));
  return form.toString();
}

export function oauthResource(core: Core) {
  const { api } = core;
  const listClients = (query: QueryParams<'listOAuthClients'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => api.GET('/v1/oauth/clients', { params: { query }, ...a }), options);
  return {
    /** listOAuthClients: one page of the workspace's OAuth clients, newest first. */
    listClients,
    /** listOAuthClients, every page. */
    listAllClients: iterateAll(listClients),
    /** createOAuthClient: registers a client by its certificate's subject DN or SHA-256 thumbprint. */
    createClient: (body: RequestBody<'createOAuthClient'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/oauth/clients', { body, ...a }), options),
    /** getOAuthClient */
    getClient: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/oauth/clients/{id}', { params: { path: { id } }, ...a }), options),
    /** deleteOAuthClient: the client and every token issued to it stop working. */
    deleteClient: (id: string, options?: RequestOptions) =>
      core.send(
        'DELETE',
        (a) => api.DELETE('/v1/oauth/clients/{id}', { params: { path: { id } }, ...a }),
        options,
      ),
    /**
     * issueOAuthToken: a certificate-bound access token (client credentials with mutual TLS). The
     * client certificate travels in the TLS connection, so give this client a `fetch` that presents
     * it (undici's `Agent` with `connect: {cert, key}`). Errors carry RFC 6749 §5.2's `error`.
     */
    token: (body: Schema<'OAuthTokenRequest'>, options?: RequestOptions) =>
      core.send(
        'POST',
        (a) =>
          api.POST('/v1/oauth/token', {
            body,
            bodySerializer: formOf,
            ...a,
            headers: { ...a.headers, 'content-type': 'application/x-www-form-urlencoded' },
          }),
        options,
      ),
  };
}
