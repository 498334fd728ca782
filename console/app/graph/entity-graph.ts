/** An entity's graph from the API (`GET /v1/entities/:id/graph`), as the console draws it. */
import { get } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import type { Graph } from './graph-model.ts';
import { fromEntityGraph } from './graph-sources.ts';

export async function entityGraph(id: string): Promise<Graph> {
  return fromEntityGraph(await get<Api<'GetEntityGraphResponse'>>(`/v1/entities/${id}/graph`));
}
