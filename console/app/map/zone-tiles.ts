/**
 * The zones drawn once per zoom into square tiles of the world in Web Mercator pixels, kept while
 * the map pans: at each drag's end the zones canvas is put together from the tiles it already has
 * and only the tiles newly in view are drawn (with only the zones whose box meets them). At zoom 6
 * over the North Sea every one of 25,000 zones is in view, and tracing all of them at each drag's
 * end stalled the page for seconds on a busy machine. The tiles are drawn afresh when what they show
 * changes: the zoom, the zones, which kinds are hidden, the screen's pixel ratio (the key
 * `ZonesLayer.draw` gives `TileCache.keep`).
 */

/** A tile's side in CSS pixels. */
export const TILE = 512;

/**
 * Tiles by column and row for one picture of the zones, the least recently used given up first
 * beyond `limit` (set from how many a view needs: each is a megabyte at a pixel ratio of 1).
 * A tile with nothing in it is kept as `null`, costing nothing to put on the canvas.
 */
export class TileCache {
  private readonly tiles = new Map<string, HTMLCanvasElement | null>();
  private key = '';
  limit = 32;
  /** Tiles drawn since the cache was made: for tests and the bench. */
  made = 0;

  /** Forgets every tile unless they were drawn for `key`. */
  keep(key: string): void {
    if (key === this.key) return;
    this.tiles.clear();
    this.key = key;
  }

  get(column: number, row: number): HTMLCanvasElement | null | undefined {
    const name = `${column}/${row}`;
    const tile = this.tiles.get(name);
    if (tile === undefined) return undefined;
    // Map keeps insertion order: taken out and put back, it is the most recently used.
    this.tiles.delete(name);
    this.tiles.set(name, tile);
    return tile;
  }

  set(column: number, row: number, tile: HTMLCanvasElement | null): void {
    this.tiles.set(`${column}/${row}`, tile);
    this.made++;
    for (const name of this.tiles.keys()) {
      if (this.tiles.size <= this.limit) break;
      this.tiles.delete(name);
    }
  }

  clear(): void {
    this.tiles.clear();
    this.key = '';
  }
}
