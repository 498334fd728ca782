/**
 * A graph drawn with Cytoscape (on a canvas), laid out breadth-first from the first node. The nodes
 * and edges are also listed in a table beside it, so the graph reads without seeing the drawing.
 * Cytoscape is the console's largest module, so it is fetched the first time a graph is drawn rather
 * than on every first visit.
 */
import { h, table } from './dom.ts';

export interface GraphNode {
  id: string;
  label: string;
  /** Colours the node: `sanctioned`, `labelled`, `entity`, `address`, `transfer`, `account`. */
  tone: string;
}

export interface GraphEdge {
  from: string;
  to: string;
  label?: string;
}

const TONES: Record<string, string> = {
  sanctioned: '#b3261e',
  labelled: '#d97706',
  entity: '#1b4f9c',
  address: '#0b6e4f',
  transfer: '#6b6b6b',
  account: '#7a3db8',
};

/**
 * Draws the graph at the end of `parent`, which must be in the page (Cytoscape measures its box);
 * resolves to a function that frees it.
 */
export async function drawGraph(
  parent: HTMLElement,
  title: string,
  nodes: GraphNode[],
  edges: GraphEdge[],
): Promise<() => void> {
  const box = h('div', {
    class: 'graph',
    role: 'img',
    'aria-label': `${title}: ${nodes.length} nodes, ${edges.length} links`,
  });
  const known = new Set(nodes.map((n) => n.id));
  const element = h(
    'figure',
    { class: 'graph-figure' },
    box,
    h('figcaption', {}, `${title}: ${nodes.length} nodes, ${edges.length} links`),
    h(
      'details',
      {},
      h('summary', {}, 'As a table'),
      table(
        title,
        ['From', 'To', 'Link'],
        edges.map((e) => [e.from, e.to, e.label ?? '']),
      ),
    ),
  );
  parent.append(element);
  const { default: cytoscape } = await import('cytoscape');
  if (!box.isConnected) return () => {};
  const graph = cytoscape({
    container: box,
    elements: [
      ...nodes.map((n) => ({ data: { id: n.id, label: n.label, colour: TONES[n.tone] ?? '#444' } })),
      ...edges
        .filter((e) => known.has(e.from) && known.has(e.to))
        .map((e, i) => ({ data: { id: `e${i}`, source: e.from, target: e.to, label: e.label ?? '' } })),
    ],
    style: [
      {
        selector: 'node',
        style: {
          'background-color': 'data(colour)',
          label: 'data(label)',
          'font-size': 10,
          color: '#111',
          'text-wrap': 'ellipsis',
          'text-max-width': '120px',
        },
      },
      {
        selector: 'edge',
        style: {
          width: 1.5,
          'line-color': '#999',
          'target-arrow-color': '#999',
          'target-arrow-shape': 'triangle',
          'curve-style': 'bezier',
          label: 'data(label)',
          'font-size': 8,
        },
      },
    ],
    layout: { name: 'breadthfirst', directed: true, padding: 20, spacingFactor: 1.1 },
  });
  box.dataset.ready = 'true';
  return () => graph.destroy();
}
