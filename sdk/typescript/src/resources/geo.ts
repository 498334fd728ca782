/**
 * Geospatial monitoring: sites, detections, alert rules, cases, reports, assets and their tracks,
 * and position ingest. Each method names its operationId; the client maps them all in client.ts.
 */
import type { Core, RequestOptions } from '../core.ts';
import { iterateAll } from '../pagination.ts';
import type { QueryParams, RequestBody } from '../types.ts';

/** The file formats of the export methods. */
export type ExportFormat = NonNullable<QueryParams<'listAssetEvents'>['format']>;

const path = (id: string) => ({ params: { path: { id } } });
/** Sends a string body as it is (NMEA and SBS lines are text/plain). */
const asText = (body: unknown) => String(body);

export function sitesResource(core: Core) {
  const { api } = core;
  const list = (query: QueryParams<'listSites'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => api.GET('/v1/sites', { params: { query }, ...a }), options);
  return {
    /** listSites */
    list,
    /** listSites, every page. */
    listAll: iterateAll(list),
    /** createSite: a boundary, or coordinates with a radius. */
    create: (body: RequestBody<'createSite'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/sites', { body, ...a }), options),
    /** getSite */
    get: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/sites/{id}', { ...path(id), ...a }), options),
    /** updateSite: name, metadata, detection_types. */
    update: (id: string, body: RequestBody<'updateSite'>, options?: RequestOptions) =>
      core.send('PATCH', (a) => api.PATCH('/v1/sites/{id}', { ...path(id), body, ...a }), options),
    /** deleteSite: stops monitoring; the site stays readable. */
    delete: (id: string, options?: RequestOptions) =>
      core.send('DELETE', (a) => api.DELETE('/v1/sites/{id}', { ...path(id), ...a }), options),
    /** createSiteScan: scan the site's imagery now (202, then follow listScans). */
    scan: (id: string, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/sites/{id}/scans', { ...path(id), ...a }), options),
    /** listSiteScans: the site's imagery scans with each scene's outcome. */
    listScans: (id: string, query: QueryParams<'listSiteScans'> = {}, options?: RequestOptions) =>
      core.send(
        'GET',
        (a) => api.GET('/v1/sites/{id}/scans', { params: { path: { id }, query }, ...a }),
        options,
      ),
    /** getSiteImageryTuning: thresholds, minimum mapping units and mutes in force. */
    imageryTuning: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/sites/{id}/imagery/tuning', { ...path(id), ...a }), options),
    /** listSiteImageryTuningChanges: every change feedback made, with the feedback behind it. */
    imageryTuningChanges: (
      id: string,
      query: QueryParams<'listSiteImageryTuningChanges'> = {},
      options?: RequestOptions,
    ) =>
      core.send(
        'GET',
        (a) => api.GET('/v1/sites/{id}/imagery/tuning/changes', { params: { path: { id }, query }, ...a }),
        options,
      ),
  };
}

export function portsResource(core: Core) {
  const { api } = core;
  const list = (query: QueryParams<'listPorts'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => api.GET('/v1/ports', { params: { query }, ...a }), options);
  return {
    /** listPorts: the World Port Index's ports and your own, by name; `q`, `bbox`, `source`. */
    list,
    /** listPorts, every page. */
    listAll: iterateAll(list),
    /** createPort: a port or anchorage of your own, as a polygon. */
    create: (body: RequestBody<'createPort'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/ports', { body, ...a }), options),
    /** getPort: `wpi_<index number>` or `port_…`. */
    get: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/ports/{id}', { ...path(id), ...a }), options),
    /** deletePort: only ports your workspace drew. */
    delete: (id: string, options?: RequestOptions) =>
      core.send('DELETE', (a) => api.DELETE('/v1/ports/{id}', { ...path(id), ...a }), options),
  };
}

export function detectionsResource(core: Core) {
  const { api } = core;
  const list = (query: Omit<QueryParams<'listDetections'>, 'format'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => core.json.GET('/v1/detections', { params: { query }, ...a }), options);
  return {
    /** listDetections */
    list,
    /** listDetections, every page. */
    listAll: iterateAll(list),
    /** createDetection: a detection from an external detector. */
    create: (body: RequestBody<'createDetection'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/detections', { body, ...a }), options),
    /** getDetection: with its evidence. */
    get: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/detections/{id}', { ...path(id), ...a }), options),
    /** giveDetectionFeedback */
    giveFeedback: (id: string, body: RequestBody<'giveDetectionFeedback'>, options?: RequestOptions) =>
      core.send(
        'POST',
        (a) => api.POST('/v1/detections/{id}/feedback', { ...path(id), body, ...a }),
        options,
      ),
    /**
     * listDetections with `format`: every matching detection as a file's bytes (CSV, GeoJSON, KML,
     * GPX or GeoParquet); `Vigil-Truncated` on the response says whether it holds them all.
     */
    export: (
      format: ExportFormat,
      query: Omit<QueryParams<'listDetections'>, 'format' | 'limit'> = {},
      options?: RequestOptions,
    ) =>
      core.send(
        'GET',
        (a) =>
          api.GET('/v1/detections', {
            params: { query: { ...query, format } },
            parseAs: 'arrayBuffer',
            ...a,
          }),
        options,
      ),
    /** getDetectionChip: the bytes of one of its images (`before`, `after`). */
    getChip: (id: string, name: string, options?: RequestOptions) =>
      core.send(
        'GET',
        (a) =>
          api.GET('/v1/detections/{id}/chips/{name}', {
            params: { path: { id, name } },
            parseAs: 'arrayBuffer',
            ...a,
          }),
        options,
      ),
  };
}

export function alertsResource(core: Core) {
  const { api } = core;
  const list = (query: QueryParams<'listAlerts'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => api.GET('/v1/alerts', { params: { query }, ...a }), options);
  return {
    /** listAlerts */
    list,
    /** listAlerts, every page. */
    listAll: iterateAll(list),
    /** createAlert: where, what behaviour, how confident, which channel. */
    create: (body: RequestBody<'createAlert'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/alerts', { body, ...a }), options),
    /** getAlert */
    get: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/alerts/{id}', { ...path(id), ...a }), options),
    /** updateAlert: name, min_confidence, channel, or `status: paused` / `active`. */
    update: (id: string, body: RequestBody<'updateAlert'>, options?: RequestOptions) =>
      core.send('PATCH', (a) => api.PATCH('/v1/alerts/{id}', { ...path(id), body, ...a }), options),
    /** deleteAlert */
    delete: (id: string, options?: RequestOptions) =>
      core.send('DELETE', (a) => api.DELETE('/v1/alerts/{id}', { ...path(id), ...a }), options),
  };
}

export function casesResource(core: Core) {
  const { api } = core;
  const list = (query: QueryParams<'listCases'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => api.GET('/v1/cases', { params: { query }, ...a }), options);
  return {
    /** listCases */
    list,
    /** listCases, every page. */
    listAll: iterateAll(list),
    /** createCase */
    create: (body: RequestBody<'createCase'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/cases', { body, ...a }), options),
    /** getCase: with its items. */
    get: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/cases/{id}', { ...path(id), ...a }), options),
    /** updateCase: title, description, or `status: closed` / `open`. */
    update: (id: string, body: RequestBody<'updateCase'>, options?: RequestOptions) =>
      core.send('PATCH', (a) => api.PATCH('/v1/cases/{id}', { ...path(id), body, ...a }), options),
    /** addCaseItem */
    addItem: (id: string, body: RequestBody<'addCaseItem'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/cases/{id}/items', { ...path(id), body, ...a }), options),
    /** removeCaseItem */
    removeItem: (id: string, itemId: string, options?: RequestOptions) =>
      core.send(
        'DELETE',
        (a) =>
          api.DELETE('/v1/cases/{id}/items/{item_id}', { params: { path: { id, item_id: itemId } }, ...a }),
        options,
      ),
  };
}

export function reportsResource(core: Core) {
  const { api } = core;
  const list = (query: QueryParams<'listReports'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => api.GET('/v1/reports', { params: { query }, ...a }), options);
  return {
    /** listReports */
    list,
    /** listReports, every page. */
    listAll: iterateAll(list),
    /** createReport: 202, then `report.completed` when it is ready. */
    create: (body: RequestBody<'createReport'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/reports', { body, ...a }), options),
    /** getReport */
    get: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/reports/{id}', { ...path(id), ...a }), options),
    /** getReportPdf: the PDF's bytes. */
    getPdf: (id: string, options?: RequestOptions) =>
      core.send(
        'GET',
        (a) => api.GET('/v1/reports/{id}/pdf', { ...path(id), parseAs: 'arrayBuffer', ...a }),
        options,
      ),
    /** getReportGeojson: a FeatureCollection of what the report's map shows. */
    getGeojson: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/reports/{id}/geojson', { ...path(id), ...a }), options),
  };
}

export function assetsResource(core: Core) {
  const { api } = core;
  const listEvents = (query: Omit<QueryParams<'listAssetEvents'>, 'format'> = {}, options?: RequestOptions) =>
    core.send('GET', (a) => core.json.GET('/v1/asset-events', { params: { query }, ...a }), options);
  return {
    /** listAssetEvents: zone visits, encounters, loitering, dark gaps, speed episodes, newest first. */
    listEvents,
    /** listAssetEvents, every page. */
    listAllEvents: iterateAll(listEvents),
    /** listAssetEvents with `format`: every matching event as a file's bytes. */
    exportEvents: (
      format: ExportFormat,
      query: Omit<QueryParams<'listAssetEvents'>, 'format' | 'limit'> = {},
      options?: RequestOptions,
    ) =>
      core.send(
        'GET',
        (a) =>
          api.GET('/v1/asset-events', {
            params: { query: { ...query, format } },
            parseAs: 'arrayBuffer',
            ...a,
          }),
        options,
      ),
    /** searchAssets: by name, MMSI, IMO, call sign, ICAO address, registration or flight. */
    search: (query: QueryParams<'searchAssets'>, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/assets/search', { params: { query }, ...a }), options),
    /** listAssetPositions: each recently seen asset at its latest position (a live map's snapshot). */
    positions: (query: QueryParams<'listAssetPositions'> = {}, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/assets/positions', { params: { query }, ...a }), options),
    /** getAsset */
    get: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/assets/{id}', { ...path(id), ...a }), options),
    /** followAsset */
    follow: (id: string, body: RequestBody<'followAsset'> = {}, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/assets/{id}/follow', { ...path(id), body, ...a }), options),
    /** listFollows: the workspace's followed assets, the latest followed first. */
    listFollows: (query: QueryParams<'listFollows'> = {}, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/follows', { params: { query }, ...a }), options),
    /** unfollowAsset */
    unfollow: (id: string, options?: RequestOptions) =>
      core.send('DELETE', (a) => api.DELETE('/v1/assets/{id}/follow', { ...path(id), ...a }), options),
    /** getAssetTrack: points, or with `format: 'geojson'` a FeatureCollection. */
    getTrack: (id: string, query: QueryParams<'getAssetTrack'> = {}, options?: RequestOptions) =>
      core.send(
        'GET',
        (a) => api.GET('/v1/assets/{id}/track', { params: { path: { id }, query }, ...a }),
        options,
      ),
    /** getAssetTrack with a file `format`: the track as a file's bytes. */
    exportTrack: (
      id: string,
      format: ExportFormat,
      query: Omit<QueryParams<'getAssetTrack'>, 'format'> = {},
      options?: RequestOptions,
    ) =>
      core.send(
        'GET',
        (a) =>
          api.GET('/v1/assets/{id}/track', {
            params: { path: { id }, query: { ...query, format } },
            parseAs: 'arrayBuffer',
            ...a,
          }),
        options,
      ),
    /** getAssetPosition: where the asset was at `at`, interpolated between fixes and saying so. */
    getPosition: (id: string, query: QueryParams<'getAssetPosition'>, options?: RequestOptions) =>
      core.send(
        'GET',
        (a) => api.GET('/v1/assets/{id}/position', { params: { path: { id }, query }, ...a }),
        options,
      ),
    /** listAssetsWithin: which assets were inside an area between two times (first, last, time inside). */
    within: (body: RequestBody<'listAssetsWithin'>, options?: RequestOptions) =>
      core.send('POST', (a) => core.json.POST('/v1/assets/within', { body, ...a }), options),
    /** listAssetsWithin with `format`: every asset inside, with its fixes inside, as a file's bytes. */
    exportWithin: (format: ExportFormat, body: RequestBody<'listAssetsWithin'>, options?: RequestOptions) =>
      core.send(
        'POST',
        (a) =>
          api.POST('/v1/assets/within', {
            params: { query: { format } },
            body,
            parseAs: 'arrayBuffer',
            ...a,
          }),
        options,
      ),
    /** getAssetIdentity: each name, MMSI, flag, IMO, call sign, ship type and destination with when. */
    getIdentity: (id: string, options?: RequestOptions) =>
      core.send('GET', (a) => api.GET('/v1/assets/{id}/identity', { ...path(id), ...a }), options),
    /** listVoyages: the asset's passages between consecutive port visits, oldest departure first. */
    listVoyages: (id: string, query: QueryParams<'listVoyages'> = {}, options?: RequestOptions) =>
      core.send(
        'GET',
        (a) => api.GET('/v1/assets/{id}/voyages', { params: { path: { id }, query }, ...a }),
        options,
      ),
    /** getVesselTrack: `id` is an asset id, `mmsi:<n>` or `imo:<n>`. */
    getVesselTrack: (id: string, query: QueryParams<'getVesselTrack'> = {}, options?: RequestOptions) =>
      core.send(
        'GET',
        (a) => api.GET('/v1/vessels/{id}/track', { params: { path: { id }, query }, ...a }),
        options,
      ),
  };
}

export function ingestResource(core: Core) {
  const { api } = core;
  const text = (a: { headers: Record<string, string> }) => ({
    bodySerializer: asText,
    headers: { ...a.headers, 'content-type': 'text/plain' },
  });
  return {
    /** ingestNmea: AIVDM/AIVDO lines, tag blocks allowed. */
    nmea: (lines: string, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/ingest/nmea', { body: lines, ...a, ...text(a) }), options),
    /** ingestSbs: SBS-1 BaseStation lines. */
    sbs: (lines: string, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/ingest/sbs', { body: lines, ...a, ...text(a) }), options),
    /** ingestPositions: JSON positions of vessels (`mmsi`) or aircraft (`icao24`). */
    positions: (body: RequestBody<'ingestPositions'>, options?: RequestOptions) =>
      core.send('POST', (a) => api.POST('/v1/ingest/positions', { body, ...a }), options),
  };
}
