/**
 * Ports and anchorages: the World Port Index gazetteer Vigil ships (the same for every workspace)
 * and the ones a workspace draws as polygons. One list answers both, sorted by name, so a search
 * for "rotterdam" finds the index's port and the operator's terminal polygons side by side.
 */

import type { Clock } from '../../lib/clock.ts';
import { invalidField, notFound, VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { type ChangeNotice, commitChange } from '../../platform/changes/index.ts';
import type { Db } from '../../store/store.ts';
import {
  type Area,
  type BBox,
  bboxContains,
  bboxesMeet,
  type Position,
  parseArea,
} from '../geometry/index.ts';
import { portRadiusM, type WpiPort, worldPortIndex, wpiPortId } from './gazetteer.ts';
import {
  countWorkspacePorts,
  deletePort,
  findPort,
  insertPort,
  listAllPorts,
  listWorkspacePorts,
  type PortRow,
} from './ports-repo.ts';

/** A workspace's own ports are read whole for each list; more than this is not a port list. */
export const MAX_OPERATOR_PORTS = 10_000;

export type PortKind = 'port' | 'anchorage';

export interface Port {
  id: string;
  source: 'wpi' | 'operator';
  name: string;
  alternateName: string | null;
  kind: PortKind;
  unlocode: string | null;
  country: string | null;
  /** The index's point, or the middle of a drawn polygon. */
  position: Position;
  /** For the index's ports: the radius of the circle taken as the port's area (gazetteer.ts). */
  radiusM: number | null;
  /** For a drawn port: its polygon. */
  boundary: Area | null;
  wpi: WpiPort | null;
  createdAt: number | null;
  /** What search compares: the names upper-cased, punctuation as spaces. */
  sortKey: string;
}

export interface PortInput {
  name: string;
  kind?: PortKind | undefined;
  unlocode?: string | undefined;
  country?: string | undefined;
  boundary: unknown;
}

export interface PortQuery {
  q?: string | undefined;
  bbox?: BBox | undefined;
  source: 'all' | 'wpi' | 'operator';
  /** The `sortKey\u0000id` of the last port of the previous page. */
  after?: string | undefined;
  limit: number;
}

/** A workspace's own port was drawn or deleted: the zone watcher watches it for port visits. */
export type PortChange = { kind: 'port'; workspaceId: string; id: string };

export interface PortsService {
  /** Ports matching the query, by name, at most `limit`. */
  list(workspaceId: string, query: PortQuery): Promise<Port[]>;
  get(workspaceId: string, id: string): Promise<Port>;
  create(workspaceId: string, input: PortInput): Promise<Port>;
  delete(workspaceId: string, id: string): Promise<void>;
  attribution(): string;
  /** The World Port Index's ports. */
  indexPorts(): readonly Port[];
  /** Every port every workspace drew, with its workspace (the zone watcher's port zones). */
  listEverywhere(): Promise<{ workspaceId: string; port: Port }[]>;
  /** The workspace's own port, undefined when there is none (an index port id included). */
  findOwn(workspaceId: string, id: string): Promise<Port | undefined>;
}

const norm = (text: string): string =>
  text
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export const positionOf = (port: Port): string => `${port.sortKey}\u0000${port.id}`;

function fromWpi(port: WpiPort): Port {
  return {
    id: wpiPortId(port.wpi),
    source: 'wpi',
    name: port.name,
    alternateName: port.alternate_name,
    kind: 'port',
    unlocode: port.unlocode,
    country: port.country,
    position: [port.lon, port.lat],
    radiusM: portRadiusM(port),
    boundary: null,
    wpi: port,
    createdAt: null,
    sortKey: norm(port.name),
  };
}

function fromRow(row: PortRow): Port {
  return {
    id: row.id,
    source: 'operator',
    name: row.name,
    alternateName: null,
    kind: row.kind,
    unlocode: row.unlocode,
    country: row.country,
    position: [row.center_lon, row.center_lat],
    radiusM: null,
    boundary: JSON.parse(row.boundary) as Area,
    wpi: null,
    createdAt: row.created_at,
    sortKey: norm(row.name),
  };
}

/** Name or alternate name by prefix (whole or any word), UN/LOCODE or index number exactly. */
function matches(port: Port, q: string): boolean {
  const wanted = norm(q);
  if (wanted === '') return true;
  const compact = wanted.replace(/ /g, '');
  if (port.unlocode === compact || (port.wpi && String(port.wpi.wpi) === q.trim())) return true;
  return [port.name, port.alternateName].some((name) => {
    if (name === null) return false;
    const n = norm(name);
    return n.startsWith(wanted) || n.split(' ').some((word) => word.startsWith(wanted));
  });
}

function inBox(port: Port, bbox: BBox, rowBox: BBox | undefined): boolean {
  return rowBox === undefined ? bboxContains(bbox, port.position) : bboxesMeet(bbox, rowBox);
}

let wpiPorts: Port[] | undefined;
function gazetteerPorts(): Port[] {
  wpiPorts ??= worldPortIndex().ports.map(fromWpi);
  return wpiPorts;
}

export function createPortsService(deps: {
  store: { db: Db };
  clock: Clock;
  changes?: ChangeNotice<PortChange>;
}): PortsService {
  const { store, clock, changes } = deps;

  async function requirePort(workspaceId: string, id: string): Promise<Port> {
    if (id.startsWith('wpi_')) {
      const port = gazetteerPorts().find((p) => p.id === id);
      if (!port) throw notFound('port', id);
      return port;
    }
    const row = await findPort(store.db, workspaceId, id);
    if (!row) throw notFound('port', id);
    return fromRow(row);
  }

  return {
    async list(workspaceId, query) {
      const rows = query.source === 'wpi' ? [] : await listWorkspacePorts(store.db, workspaceId);
      const candidates: { port: Port; box?: BBox }[] = [
        ...rows.map((row) => ({ port: fromRow(row), box: JSON.parse(row.bbox) as BBox })),
        ...(query.source === 'operator' ? [] : gazetteerPorts().map((port) => ({ port }))),
      ];
      const { q, bbox, after } = query;
      // Each port's position made once, not in every comparison of the sort: a page of the
      // index's 3,800 ports made some 90,000 strings otherwise (17 ms a request).
      return candidates
        .filter(
          ({ port, box }) =>
            (q === undefined || matches(port, q)) && (bbox === undefined || inBox(port, bbox, box)),
        )
        .map(({ port }) => ({ port, position: positionOf(port) }))
        .filter(({ position }) => after === undefined || position > after)
        .sort((a, b) => (a.position < b.position ? -1 : 1))
        .slice(0, query.limit)
        .map(({ port }) => port);
    },

    get: requirePort,

    async create(workspaceId, input) {
      const parsed = parseArea(input.boundary, '/boundary');
      if (!parsed.ok) {
        const first = parsed.errors[0];
        throw new VigilError(
          'validation_failed',
          first ? `${first.pointer}: ${first.detail}` : 'The boundary is not valid GeoJSON.',
          { errors: parsed.errors },
        );
      }
      const unlocode = input.unlocode?.replace(/\s+/g, '').toUpperCase();
      if (unlocode !== undefined && !/^[A-Z]{2}[A-Z2-9]{3}$/.test(unlocode)) {
        throw invalidField(
          '/unlocode',
          'must be a UN/LOCODE: two letters of country and three of place, e.g. NLRTM',
        );
      }
      if ((await countWorkspacePorts(store.db, workspaceId)) >= MAX_OPERATOR_PORTS) {
        throw new VigilError(
          'conflict',
          `This workspace already has ${MAX_OPERATOR_PORTS} ports of its own; delete some before adding more.`,
        );
      }
      const area = parsed.value;
      const row: PortRow = {
        id: newId('port'),
        workspace_id: workspaceId,
        name: input.name,
        kind: input.kind ?? 'port',
        unlocode: unlocode ?? null,
        country: input.country ?? null,
        boundary: JSON.stringify(area.geometry),
        bbox: JSON.stringify(area.bbox),
        center_lon: Math.round(area.center[0] * 1e7) / 1e7,
        center_lat: Math.round(area.center[1] * 1e7) / 1e7,
        area_km2: Math.round(area.areaKm2 * 1e6) / 1e6,
        created_at: clock.now(),
      };
      await commitChange(store.db, changes, { kind: 'port', workspaceId, id: row.id }, (tx) =>
        insertPort(tx, row),
      );
      return fromRow(row);
    },

    async delete(workspaceId, id) {
      if (id.startsWith('wpi_')) {
        await requirePort(workspaceId, id);
        throw new VigilError(
          'conflict',
          `${id} is the World Port Index's, shared by every workspace: only ports your workspace drew can be deleted.`,
        );
      }
      const deleted = await commitChange(store.db, changes, { kind: 'port', workspaceId, id }, (tx) =>
        deletePort(tx, workspaceId, id),
      );
      if (!deleted) throw notFound('port', id);
    },

    attribution: () => worldPortIndex().attribution,

    indexPorts: gazetteerPorts,

    async listEverywhere() {
      const rows = await listAllPorts(store.db);
      return rows.map((row) => ({ workspaceId: row.workspace_id, port: fromRow(row) }));
    },

    async findOwn(workspaceId, id) {
      const row = await findPort(store.db, workspaceId, id);
      return row === undefined ? undefined : fromRow(row);
    },
  };
}
