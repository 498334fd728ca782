/**
 * The tile servers the operator allows (VIGIL_CONSOLE_TILE_ORIGINS, which the service writes into
 * the page and builds the page's Content-Security-Policy from). A basemap address on any other
 * origin is not requested at all: the map says it is not allowed and how the operator allows it,
 * rather than leave the browser to refuse it without a word.
 */

/** The origins the page names, besides its own (which always may be read). */
export function tileOrigins(): string[] {
  const meta = document.querySelector('meta[name="vigil-tile-origins"]');
  return (meta?.getAttribute('content') ?? '').split(/\s+/).filter(Boolean);
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url, location.href).origin;
  } catch {
    return undefined;
  }
}

/**
 * Why the console may not read `url` (a tile template, an archive, a style or its TileJSON), in a
 * sentence that says how the operator allows it; undefined when its origin is allowed.
 */
export function tileOriginRefusal(url: string, what: string): string | undefined {
  const origin = originOf(url);
  if (origin === location.origin) return undefined;
  const listed = tileOrigins();
  if (origin && listed.includes(origin)) return undefined;
  const now = listed.length > 0 ? `it names ${listed.join(', ')}` : 'it names none';
  return `${what} at ${origin ?? url} is not allowed: the console reads tiles only from the servers the operator names in the service's VIGIL_CONSOLE_TILE_ORIGINS setting (${now}). To allow it, the operator adds ${origin ?? 'its origin'} to VIGIL_CONSOLE_TILE_ORIGINS and restarts the service.`;
}

/** A basemap address the operator has not allowed: nothing is requested from it. */
export class TileOriginError extends Error {}

/** Throws a TileOriginError saying why, when `url` is on an origin the operator has not named. */
export function checkTileOrigin(url: string, what: string): void {
  const refusal = tileOriginRefusal(url, what);
  if (refusal) throw new TileOriginError(refusal);
}
