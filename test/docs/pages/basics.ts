/**
 * README.md, docs/getting-started.md and docs/errors.md: the first requests with a key, a problem
 * document, and the rate-limit fields of an answer.
 */
import { randomUUID } from 'node:crypto';
import { lines, pretty } from '../doc-render.ts';
import type { DocPage, DocsContext } from '../docs-context.ts';

const SET_KEY = 'export VIGIL_KEY=vk_…   # the key Vigil printed';

export const readmePage: DocPage = {
  file: 'README.md',
  scenarios: {
    'readme/keys': async (ctx) =>
      lines(SET_KEY, (await ctx.call({ method: 'GET', path: '/v1/keys' })).command),
  },
};

async function firstRequests(ctx: DocsContext): Promise<string> {
  const listed = await ctx.call({ method: 'GET', path: '/v1/keys' });
  const created = await ctx.call({
    method: 'POST',
    path: '/v1/keys',
    body: { name: 'ci', scopes: ['sites:read'], rate_limit: '600/60' },
    headers: [{ name: 'Idempotency-Key', shown: '$(uuidgen)', value: randomUUID() }],
  });
  const id = (created.json as { id: string }).id;
  const rotated = await ctx.call({
    method: 'POST',
    path: `/v1/keys/${id}/rotate`,
    body: { grace_period_s: 3600 },
  });
  const successor = (rotated.json as { id: string }).id;
  const revoked = await ctx.call({ method: 'DELETE', path: `/v1/keys/${successor}` });
  return lines(
    SET_KEY,
    '',
    "# Who has access: the workspace's keys (scope keys:read)",
    listed.command,
    '',
    '# A key for a CI job that may only read sites, shown once in the response',
    created.command,
    '',
    '# Rotate it without downtime: the old key keeps working for an hour',
    rotated.command,
    '',
    '# Revoke a key (here the new one): it stops working at once',
    revoked.command,
  );
}

/** A CLI command as the page shows it (`npx vigil …`), run for real, and what it printed as comments. */
export async function cliExample(ctx: DocsContext, shown: string, args: string[]): Promise<string> {
  const run = await ctx.cli(args);
  if (run.code !== 0) throw new Error(`vigil ${args.join(' ')} exited ${run.code}: ${run.stderr}`);
  const printed = (text: string, where = '') =>
    text === ''
      ? []
      : text
          .trimEnd()
          .split('\n')
          .map((line) => `# ${line}${where}`.trimEnd());
  // The store it opened, said on stderr, comes first, as on a terminal.
  return lines(shown, ...printed(run.stderr, '   (on stderr)'), ...printed(run.stdout));
}

export const gettingStartedPage: DocPage = {
  file: 'getting-started.md',
  scenarios: {
    'getting-started/first-requests': firstRequests,
    'getting-started/cli-key': (ctx) =>
      cliExample(
        ctx,
        "npx vigil keys create --workspace default --scopes '*' --json",
        'keys create --workspace default --scopes * --json'.split(' '),
      ),
  },
};

export const errorsPage: DocPage = {
  file: 'errors.md',
  scenarios: {
    'errors/problem': async (ctx) => {
      const refused = await ctx.call(
        { method: 'POST', path: '/v1/keys', body: { name: 'ci', scopes: ['sites:read', 'sites:fly'] } },
        [400],
      );
      return lines(pretty(refused.json));
    },
    'errors/rate-limit': async (ctx) => {
      const key = await ctx.t.key(['keys:read'], { workspace: 'docs-rate', rateLimit: '600/60' });
      const { response } = await ctx.call({ method: 'GET', path: '/v1/keys', key });
      return lines(
        `RateLimit-Policy: ${String(response.headers['ratelimit-policy'])}`,
        `RateLimit: ${String(response.headers.ratelimit)}`,
      );
    },
  },
};
