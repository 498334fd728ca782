/**
 * An example that is a request and its answer in two blocks: the request's scenario runs it, the
 * answer's shows what came back (the answer's JSON, or a part of it a page explains).
 */
import type { Request } from '../doc-render.ts';
import { lines, pretty } from '../doc-render.ts';
import type { DocsContext } from '../docs-context.ts';

type Scenario = (ctx: DocsContext) => Promise<string>;

export function pair(
  name: string,
  request: (ctx: DocsContext) => Promise<Request> | Request,
  show: (json: unknown) => unknown = (json) => json,
): Record<string, Scenario> {
  return {
    [`${name}-request`]: async (ctx) => {
      const sent = await ctx.call(await request(ctx));
      ctx.vars.set(`${name}-answer`, JSON.stringify(sent.json ?? null));
      return lines(sent.command);
    },
    [`${name}-answer`]: async (ctx) => lines(pretty(show(JSON.parse(ctx.need(`${name}-answer`))))),
  };
}
