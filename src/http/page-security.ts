/**
 * The headers of every HTML page Vigil serves (the web console, the API reference), which share
 * one origin with the API and so with the key a person signs in with: scripts only from this origin
 * (inline ones only by the hash of their text), connections only to this origin, no plugins, never
 * in a frame (clickjacking), no type sniffing, no referrer sent elsewhere.
 */
import { createHash } from 'node:crypto';

export interface PagePolicy {
  /** The text of each inline `<script>` the page may run (an import map, a configuration). */
  inlineScripts?: readonly string[];
  /** Sources images may come from beyond this origin, `data:` and `blob:` (e.g. `https:`). */
  images?: readonly string[];
  /** Origins `fetch` may reach beyond this origin (the operator's own tile servers). */
  connections?: readonly string[];
}

export function contentSecurityPolicy(policy: PagePolicy = {}): string {
  const hashes = (policy.inlineScripts ?? []).map(
    (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes].join(' '),
    // Leaflet, Cytoscape and the reference page set element styles from script.
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...(policy.images ?? [])].join(' '),
    ['connect-src', "'self'", ...(policy.connections ?? [])].join(' '),
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The headers a page is sent with under `csp` (from `contentSecurityPolicy`). */
export function pageHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

/** The text of each inline script of an HTML page (those without `src`), for their hashes. */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (!/\bsrc\s*=/i.test(attributes)) scripts.push(text);
  }
  return scripts;
}
