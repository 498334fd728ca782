/**
 * A graph as the console shows it, apart from its drawing: nodes with a tone (what they are, and
 * whether a list names them), edges with what they carry, merging what an expanded node brings, and
 * the shortest path from a node to a listed party.
 */

/** What a node is; `sanctioned` wins over every other tone wherever the node is drawn. */
export type Tone = 'sanctioned' | 'labelled' | 'entity' | 'address' | 'transfer' | 'account';

export interface GraphNode {
  id: string;
  /** Short, for the drawing. */
  label: string;
  tone: Tone;
  /** Everything known of it, for the table and the tooltip. */
  detail?: string;
}

export interface GraphEdge {
  from: string;
  to: string;
  /** Short, for the drawing: an amount in its unit, or what the link is. */
  label: string;
}

export interface Graph {
  nodes: GraphNode[];
  edges: GraphEdge[];
}

/** The legend: every tone, its colour and what it means. */
export const TONES: Record<Tone, { colour: string; shape: string; meaning: string }> = {
  sanctioned: { colour: '#b3261e', shape: 'octagon', meaning: 'Sanctioned: a sanctions list names it' },
  labelled: { colour: '#b45309', shape: 'diamond', meaning: 'Labelled (exchange, mixer, scam, …)' },
  entity: { colour: '#1b4f9c', shape: 'ellipse', meaning: 'Entity: addresses held together' },
  address: { colour: '#0b6e4f', shape: 'ellipse', meaning: 'Address' },
  transfer: { colour: '#5b5f66', shape: 'round-rectangle', meaning: 'Transfer (a transaction)' },
  account: { colour: '#7a3db8', shape: 'rectangle', meaning: 'Customer account' },
};

/** The graph with `more` added: nodes and edges not already there (by id, by ends and label). */
export function merge(graph: Graph, more: Graph): Graph {
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  for (const node of more.nodes) {
    const known = nodes.get(node.id);
    // A node another list names is sanctioned, whichever graph said so.
    if (!known || (node.tone === 'sanctioned' && known.tone !== 'sanctioned')) nodes.set(node.id, node);
  }
  const key = (e: GraphEdge) => `${e.from}>${e.to}>${e.label}`;
  const edges = new Map(graph.edges.map((e) => [key(e), e]));
  for (const edge of more.edges) if (!edges.has(key(edge))) edges.set(key(edge), edge);
  return { nodes: [...nodes.values()], edges: [...edges.values()] };
}

/**
 * The shortest path (fewest links, either way along them: funds reach a party whichever way the
 * link was drawn) from `from` to the nearest sanctioned node, as node ids; undefined if none is
 * reachable. A sanctioned `from` is its own path.
 */
export function pathToListed(graph: Graph, from: string): string[] | undefined {
  const tone = new Map(graph.nodes.map((n) => [n.id, n.tone]));
  if (!tone.has(from)) return undefined;
  const next = new Map<string, string[]>();
  for (const { from: a, to: b } of graph.edges) {
    if (!tone.has(a) || !tone.has(b)) continue;
    next.set(a, [...(next.get(a) ?? []), b]);
    next.set(b, [...(next.get(b) ?? []), a]);
  }
  const came = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i] as string;
    if (tone.get(here) === 'sanctioned') {
      const path = [here];
      for (let back = came.get(here); back; back = came.get(back)) path.unshift(back);
      return path;
    }
    for (const there of next.get(here) ?? []) {
      if (came.has(there)) continue;
      came.set(there, here);
      queue.push(there);
    }
  }
  return undefined;
}
