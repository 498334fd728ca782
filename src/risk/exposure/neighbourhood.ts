/**
 * The addresses within a number of hops of some addresses, either way along transfers these owners
 * made: those whose screening a new transfer or label there can change (a trace from any of them
 * reaches it). A superset of what a trace would reach, which follows funds forward in time only;
 * bounded, since a hub's neighbourhood can be a chain's every address.
 */
import { type Direction, eachEdges } from './edges.ts';
import type { TransferGraph } from './transfer-graph.ts';

const DIRECTIONS: readonly Direction[] = ['incoming', 'outgoing'];

/**
 * The addresses within `hops` of `from` (themselves included), or undefined when more than `limit`
 * were reached: then every address may be, as far as this can tell.
 */
export function neighbourhood(
  graph: TransferGraph,
  chain: string,
  from: Iterable<string>,
  hops: number,
  owners: readonly string[],
  limit: number,
): Set<string> | undefined {
  const found = new Set(from);
  const nodes = graph.chain(chain);
  if (nodes === undefined) return found;
  const layers = nodes.layersOf(owners);
  const seen = new Set<number>();
  let frontier: number[] = [];
  for (const address of found) {
    const node = nodes.node(address);
    if (node !== undefined && !seen.has(node)) {
      seen.add(node);
      frontier.push(node);
    }
  }
  for (let hop = 1; hop <= hops && frontier.length > 0; hop += 1) {
    const next: number[] = [];
    for (const node of frontier) {
      for (const layer of layers) {
        for (const direction of DIRECTIONS) {
          for (const edges of eachEdges(layer.edges(node, direction))) {
            for (const other of edges.nodes) {
              if (seen.has(other)) continue;
              seen.add(other);
              next.push(other);
              found.add(nodes.addresses[other] ?? '');
              if (found.size > limit) return undefined;
            }
          }
        }
      }
    }
    frontier = next;
  }
  return found;
}
