/**
 * Origins read from a setting (VIGIL_CONSOLE_TILE_ORIGINS): a leaf parser config.ts reads, so that
 * reading the configuration loads none of the HTTP layer.
 */

/**
 * A comma-separated list of origins (`https://tiles.example.internal`, `http://10.0.0.5:8080`), each
 * as its own; problems name the entries that are not an http(s) origin (a path, a wildcard, a typo).
 */
export function parseOriginList(text: string, name: string, problems: string[]): string[] {
  const origins: string[] = [];
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    let origin: string | undefined;
    try {
      const url = new URL(entry);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === entry.replace(/\/$/, ''))
        origin = url.origin;
    } catch {
      origin = undefined;
    }
    if (origin) origins.push(origin);
    else
      problems.push(
        `${name}: '${entry}' is not an origin (scheme, host and port only, e.g. https://tiles.example.internal)`,
      );
  }
  return origins;
}
