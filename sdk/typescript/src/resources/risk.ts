/**
 * Risk screening: wallets and transactions, entity graphs, labels, agent events and status, holds,
 * threats and compliance (SAR drafts, settings). Each method names its operationId; the client maps
 * them all in client.ts.
 */
import type { Core, RequestOptions } from '../core.ts';
import { readEventStream, type StreamedEvent } from '../event-stream.ts';
import { iterateAll } from '../pagination.ts';
import type { QueryParams, RequestBody } from '../types.ts';

const path = (id: string) => ({ params: { path: { id } } });

export function screeningResource(core: Core) {
  const { api } = core;
  const list = (query: QueryParams<'listScreenings'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => api.GET('/v1/screenings', { params: { query }, ...a }), options);
  return {
    /** listScreenings: past screenings, newest first. */
    list,
    /** listScreenings, every page. */
    listAll: iterateAll(list),
    /** getScreening: a past screening with the list versions, labels and coverage it used. */
    get: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/screenings/{id}', { ...path(id), ...a }), options),
    /** screenWallet: risk score, category, matched labels and sanctions hit of an address. */
    wallet: (body: RequestBody<'screenWallet'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/screen/wallet', { body, ...a }), options),
    /** screenTransaction: the result for a transfer, with a counterparties breakdown. */
    transaction: (body: RequestBody<'screenTransaction'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/screen/transaction', { body, ...a }), options),
    /** screenName: candidates among every listed name and alias, each with its score, list, entry and why. */
    name: (body: RequestBody<'screenName'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/screen/name', { body, ...a }), options),
  };
}

export function entitiesResource(core: Core) {
  const { api } = core;
  return {
    /** getEntityGraph: the entity cluster and its neighbourhood, `depth` 1–5. */
    getGraph: (id: string, query: QueryParams<'getEntityGraph'> = {}, options?: RequestOptions) =>
      core.send(
        'GET',
        (a) => api.GET('/v1/entities/{id}/graph', { params: { path: { id }, query }, ...a }),
        options,
      ),
  };
}

export function labelsResource(core: Core) {
  const { api } = core;
  const list = (query: QueryParams<'listLabels'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => api.GET('/v1/labels', { params: { query }, ...a }), options);
  return {
    /** listLabels: the workspace's own labels. */
    list,
    /** listLabels, every page. */
    listAll: iterateAll(list),
    /** createLabel */
    create: (body: RequestBody<'createLabel'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/labels', { body, ...a }), options),
    /** deleteLabel */
    delete: (id: string, options?: RequestOptions) =>
      core.send('DELETE', (a) => api.DELETE('/v1/labels/{id}', { ...path(id), ...a }), options),
  };
}

export function watchesResource(core: Core) {
  const { api } = core;
  const list = (query: QueryParams<'listWatches'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => api.GET('/v1/watches', { params: { query }, ...a }), options);
  return {
    /** listWatches: watched addresses with their outcome last recorded. */
    list,
    /** listWatches, every page. */
    listAll: iterateAll(list),
    /** createWatches: one watch (201, or 200 with the one it has), or a JSON array (202, an import). */
    create: (body: RequestBody<'createWatches'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/watches', { body, ...a }), options),
    /** getWatchImport: a bulk import's progress and per-line report. */
    getImport: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/watches/imports/{id}', { ...path(id), ...a }), options),
    /** deleteWatch */
    delete: (id: string, options?: RequestOptions) =>
      core.send('DELETE', (a) => api.DELETE('/v1/watches/{id}', { ...path(id), ...a }), options),
  };
}

export function ownWalletsResource(core: Core) {
  const { api } = core;
  const list = (query: QueryParams<'listOwnWallets'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => api.GET('/v1/own-wallets', { params: { query }, ...a }), options);
  return {
    /** listOwnWallets: the institution's own wallets (hot, cold, deposit). */
    list,
    /** listOwnWallets, every page. */
    listAll: iterateAll(list),
    /** createOwnWallet: 201, or 200 with the one registered before. */
    create: (body: RequestBody<'createOwnWallet'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/own-wallets', { body, ...a }), options),
    /** deleteOwnWallet */
    delete: (id: string, options?: RequestOptions) =>
      core.send('DELETE', (a) => api.DELETE('/v1/own-wallets/{id}', { ...path(id), ...a }), options),
  };
}

export function riskPolicyResource(core: Core) {
  const { api } = core;
  const listVersions = (query: QueryParams<'listRiskPolicyVersions'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => api.GET('/v1/risk-policy/versions', { params: { query }, ...a }), options);
  return {
    /** getRiskPolicy: the policy in force (version 0, Vigil's defaults, until one is set). */
    get: (options?: RequestOptions) => core.send('GET', (a) => api.GET('/v1/risk-policy', a), options),
    /** putRiskPolicy: a whole policy, made a new version (the same one again makes none). */
    put: (body: RequestBody<'putRiskPolicy'>, options?: RequestOptions) =>
      core.send('PUT', (a) => api.PUT('/v1/risk-policy', { body, ...a }), options),
    /** listRiskPolicyVersions: every version, newest first, down to version 0. */
    listVersions,
    /** listRiskPolicyVersions, every page. */
    listAllVersions: iterateAll(listVersions),
    /** getRiskPolicyVersion: the version a screening names in `policy_version`. */
    getVersion: (version: number, options?: RequestOptions) =>
      core.send(
        'GET',
        (a) => api.GET('/v1/risk-policy/versions/{version}', { params: { path: { version } }, ...a }),
        options,
      ),
  };
}

export function eventsResource(core: Core) {
  const { api } = core;
  return {
    /** ingestEvent: 202; agents process it. */
    ingest: (body: RequestBody<'ingestEvent'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/events/ingest', { body, ...a }), options),
    /**
     * streamEvents: the workspace's events as they commit, until the connection ends or `signal`
     * aborts. `lastEventId` resumes after that event; keep the last `id` seen to reconnect with.
     * Retries and `timeoutMs` apply to opening the stream only.
     */
    async *stream(
      query: QueryParams<'streamEvents'> = {},
      options: RequestOptions & { lastEventId?: string } = {},
    ): AsyncGenerator<StreamedEvent> {
      const { lastEventId, ...rest } = options;
      const body = await core.send(
        'GET',
        (a) =>
          api.GET('/v1/events/stream', {
            params: { query, header: lastEventId === undefined ? {} : { 'last-event-id': lastEventId } },
            parseAs: 'stream',
            headers: a.headers,
            // The caller's signal only: the attempt's timeout would cut the stream itself.
            ...(rest.signal ? { signal: rest.signal } : {}),
          }),
        rest,
      );
      if (body) yield* readEventStream(body);
    },
  };
}

export function agentsResource(core: Core) {
  const { api } = core;
  return {
    /** getAgentsStatus: each agent's health, counts and latency. */
    status: (options?: RequestOptions) => core.send('GET', (a) => api.GET('/v1/agents/status', a), options),
  };
}

export function holdsResource(core: Core) {
  const { api } = core;
  const list = (query: QueryParams<'listHolds'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => api.GET('/v1/actions/hold', { params: { query }, ...a }), options);
  return {
    /** listHolds */
    list,
    /** listHolds, every page. */
    listAll: iterateAll(list),
    /** placeHold: holds a transaction or transfer. */
    place: (body: RequestBody<'placeHold'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/actions/hold', { body, ...a }), options),
    /** getHold: with its history. */
    get: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/actions/hold/{id}', { ...path(id), ...a }), options),
    /** releaseHold */
    release: (id: string, body: RequestBody<'releaseHold'> = {}, options?: RequestOptions) =>
      core.send(
        'POST',
        (a) => api.POST('/v1/actions/hold/{id}/release', { ...path(id), body, ...a }),
        options,
      ),
  };
}

export function threatsResource(core: Core) {
  const { api } = core;
  const list = (query: QueryParams<'listThreats'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => api.GET('/v1/threats', { params: { query }, ...a }), options);
  return {
    /** listThreats */
    list,
    /** listThreats, every page. */
    listAll: iterateAll(list),
    /** getThreat: with its graph and evidence. */
    get: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/threats/{id}', { ...path(id), ...a }), options),
    /** updateThreat */
    update: (id: string, body: RequestBody<'updateThreat'>, options?: RequestOptions) =>
      core.send('PATCH', (a) => api.PATCH('/v1/threats/{id}', { ...path(id), body, ...a }), options),
  };
}

export function complianceResource(core: Core) {
  const { api } = core;
  return {
    /** createSarDraft: 202, then `compliance.sar_ready`. */
    createSarDraft: (body: RequestBody<'createSarDraft'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/compliance/sar/draft', { body, ...a }), options),
    /** getSarDraft */
    getSarDraft: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/compliance/sar/{id}', { ...path(id), ...a }), options),
    /** getSarPdf: the draft's PDF bytes. */
    getSarPdf: (id: string, options?: RequestOptions) =>
      core.send(
        'GET',
        (a) => api.GET('/v1/compliance/sar/{id}/pdf', { ...path(id), parseAs: 'arrayBuffer', ...a }),
        options,
      ),
    /** getComplianceSettings */
    getSettings: (options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/compliance/settings', a), options),
    /** putComplianceSettings */
    putSettings: (body: RequestBody<'putComplianceSettings'>, options?: RequestOptions) =>
      core.send('PUT', (a) => api.PUT('/v1/compliance/settings', { body, ...a }), options),
  };
}
