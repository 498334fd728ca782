/**
 * A rate limit written `N/SECONDS` (e.g. `6000/60`): at most N requests per window of SECONDS.
 * The same notation serves `VIGIL_RATE_LIMIT`, the CLI's `--rate-limit` and the keys API.
 */
export interface RateLimitSpec {
  quota: number;
  windowS: number;
}

export const RATE_LIMIT_PATTERN = '^[1-9][0-9]{0,8}/[1-9][0-9]{0,6}$';

export function parseRateLimit(text: string): RateLimitSpec | undefined {
  if (!new RegExp(RATE_LIMIT_PATTERN).test(text)) return undefined;
  const [quota, windowS] = text.split('/').map(Number);
  if (quota === undefined || windowS === undefined) return undefined;
  return { quota, windowS };
}

export function formatRateLimit(spec: RateLimitSpec): string {
  return `${spec.quota}/${spec.windowS}`;
}
