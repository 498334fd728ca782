/**
 * Which zones' boxes hold a position, for tens of thousands of zones that come and go. Flatbush is
 * static, so changes go around it: a zone added since the last build waits in a short side list
 * that every query scans, and a removed zone stays in the tree as a stale item that queries skip.
 * The tree is rebuilt once changes pause (REBUILD_PAUSE_MS after the last, off the positions'
 * path), or on the first query after either grows past its limit, whichever comes first: a burst of
 * changes (loading every rule at start-up, or creating thousands) costs one build, and a steady
 * trickle costs one now and then.
 * Each polygon part has its own box, so a zone split at the antimeridian never needs one that wraps.
 */
import Flatbush from 'flatbush';
import type { PreparedArea } from './prepared-area.ts';

/**
 * Side-list length that triggers a rebuild. Scanning 64 boxes costs well under a microsecond per
 * fix, and rebuilding the tree for 25,000 zones took 45–70 ms in the bench, so even a rule change
 * a second costs about 0.1 % of the time.
 */
const SIDE_LIST_LIMIT = 64;
/** Stale items tolerated, as a share of the tree, before a rebuild (they only cost skipped hits). */
const STALE_SHARE_LIMIT = 0.25;
/** Quiet after the last change before the tree is rebuilt in the background. */
const REBUILD_PAUSE_MS = 50;

export interface ZoneIndex<E extends { readonly prepared: PreparedArea }> {
  add(entry: E): void;
  remove(entry: E): void;
  /** Entries whose box holds the position, each once, in no particular order. */
  query(lon: number, lat: number): E[];
  /** Entries whose box meets the box west, south, east, north (west ≤ east), each once. */
  queryBox(west: number, south: number, east: number, north: number): E[];
  readonly size: number;
}

interface Slot<E> {
  entry: E;
  live: boolean;
  /** The last query that returned this entry, so a zone with several parts comes once. */
  seen: number;
}

function boxMeets(boxes: Float64Array, west: number, south: number, east: number, north: number): boolean {
  for (let k = 0; k + 3 < boxes.length; k += 4) {
    if (
      east >= (boxes[k] ?? 0) &&
      north >= (boxes[k + 1] ?? 0) &&
      west <= (boxes[k + 2] ?? 0) &&
      south <= (boxes[k + 3] ?? 0)
    )
      return true;
  }
  return false;
}

export function createZoneIndex<E extends { readonly prepared: PreparedArea }>(): ZoneIndex<E> {
  const slots = new Map<E, Slot<E>>();
  let tree: Flatbush | undefined;
  /** The slot owning each tree item (one item per polygon part). */
  let owners: Slot<E>[] = [];
  let stale = 0;
  let side: Slot<E>[] = [];
  let queryNo = 0;
  let pending: NodeJS.Timeout | undefined;

  const overdue = () =>
    side.length > SIDE_LIST_LIMIT || stale > Math.max(SIDE_LIST_LIMIT, owners.length * STALE_SHARE_LIMIT);

  /** After a change: rebuild once changes pause, if by then the tree is due one. */
  function changed(): void {
    clearTimeout(pending);
    pending = setTimeout(() => {
      pending = undefined;
      if (overdue()) rebuild();
    }, REBUILD_PAUSE_MS);
    pending.unref();
  }

  function rebuild(): void {
    owners = [];
    for (const slot of slots.values()) {
      for (let k = 0; k < slot.entry.prepared.boxes.length; k += 4) owners.push(slot);
    }
    side = [];
    stale = 0;
    tree = undefined;
    if (owners.length === 0) return;
    const built = new Flatbush(owners.length);
    for (const slot of slots.values()) {
      const b = slot.entry.prepared.boxes;
      for (let k = 0; k + 3 < b.length; k += 4)
        built.add(b[k] ?? 0, b[k + 1] ?? 0, b[k + 2] ?? 0, b[k + 3] ?? 0);
    }
    built.finish();
    tree = built;
  }

  function collect(west: number, south: number, east: number, north: number, into: E[]): void {
    if (tree !== undefined) {
      for (const item of tree.search(west, south, east, north)) {
        const slot = owners[item];
        if (slot === undefined || !slot.live || slot.seen === queryNo) continue;
        slot.seen = queryNo;
        into.push(slot.entry);
      }
    }
    for (const slot of side) {
      if (slot.seen === queryNo || !boxMeets(slot.entry.prepared.boxes, west, south, east, north)) continue;
      slot.seen = queryNo;
      into.push(slot.entry);
    }
  }

  return {
    get size() {
      return slots.size;
    },
    add(entry) {
      if (slots.has(entry)) return;
      const slot = { entry, live: true, seen: 0 };
      slots.set(entry, slot);
      side.push(slot);
      changed();
    },
    remove(entry) {
      const slot = slots.get(entry);
      if (slot === undefined) return;
      slots.delete(entry);
      slot.live = false;
      const at = side.indexOf(slot);
      if (at >= 0) side.splice(at, 1);
      else stale++;
      changed();
    },
    query(lon, lat) {
      if (overdue()) rebuild();
      queryNo++;
      const found: E[] = [];
      collect(lon, lat, lon, lat, found);
      // ±180 is one meridian: a position on it may belong to parts on either edge of the map.
      if (lon === 180 || lon === -180) collect(-lon, lat, -lon, lat, found);
      return found;
    },
    queryBox(west, south, east, north) {
      if (overdue()) rebuild();
      queryNo++;
      const found: E[] = [];
      collect(west, south, east, north, found);
      if (west <= -180) collect(180, south, 180, north, found);
      if (east >= 180) collect(-180, south, -180, north, found);
      return found;
    },
  };
}
