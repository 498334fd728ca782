/**
 * A graph an investigator can work with, drawn with Cytoscape (on a canvas, laid out breadth-first
 * from the first node): a legend, sanctioned nodes in the sanctions colour, amounts in their unit on
 * the links, a node expanded in place (double-click it, or choose it under *Expand*), the shortest
 * path from a node to a listed party highlighted, and the picture or the data exported as PNG or
 * JSON. Everything drawn is also in the tables under it, and every control works from the keyboard.
 * Cytoscape is the console's largest module, so it is fetched the first time a graph is drawn.
 */
import type { Core } from 'cytoscape';
import { clear, count, download, h, table, toast } from '../lib/dom.ts';
import { type Graph, type GraphNode, merge, pathToListed, TONES, type Tone } from './graph-model.ts';

export interface GraphOptions {
  /** What expanding a node brings (its own neighbourhood); without it nothing is expandable. */
  expand?: (node: GraphNode) => Promise<Graph>;
  /** Which nodes may be expanded (entities, say). */
  expandable?: (node: GraphNode) => boolean;
}

const fileName = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function legend(tones: Set<Tone>): HTMLElement {
  return h(
    'ul',
    { class: 'graph-legend', 'aria-label': 'Legend' },
    (Object.keys(TONES) as Tone[])
      .filter((tone) => tones.has(tone))
      .map((tone) =>
        h(
          'li',
          {},
          h('span', { class: `swatch tone-${tone}`, style: `background:${TONES[tone].colour}` }),
          TONES[tone].meaning,
        ),
      ),
  );
}

function elementsOf(graph: Graph) {
  const known = new Set(graph.nodes.map((n) => n.id));
  return [
    ...graph.nodes.map((n) => ({
      group: 'nodes' as const,
      data: { id: n.id, label: n.label, colour: TONES[n.tone].colour, shape: TONES[n.tone].shape },
      classes: n.tone,
    })),
    ...graph.edges
      .filter((e) => known.has(e.from) && known.has(e.to))
      .map((e) => ({
        group: 'edges' as const,
        data: { id: `${e.from}>${e.to}>${e.label}`, source: e.from, target: e.to, label: e.label },
      })),
  ];
}

/**
 * Draws `first` at the end of `parent`, which must be in the page (Cytoscape measures its box);
 * resolves to a function that frees it.
 */
export async function drawGraph(
  parent: HTMLElement,
  title: string,
  first: Graph,
  options: GraphOptions = {},
): Promise<() => void> {
  let graph = first;
  const box = h('div', { class: 'graph', role: 'img' });
  const caption = h('figcaption');
  const legendSlot = h('div');
  const tables = h('div');
  const pathFrom = h('select', { 'aria-label': 'Path to a listed party from' });
  const expandWhich = h('select', { 'aria-label': 'Node to expand' });
  const said = h('p', { class: 'hint graph-said', 'aria-live': 'polite' });
  let cy: Core | undefined;

  const nameOf = (id: string) => graph.nodes.find((n) => n.id === id)?.label ?? id;
  /** The caption, legend, tables and choices, from the graph as it is now. */
  const describe = () => {
    const words = `${title}: ${count(graph.nodes.length, 'node')}, ${count(graph.edges.length, 'link')}`;
    box.setAttribute('aria-label', words);
    caption.textContent = words;
    clear(legendSlot, legend(new Set(graph.nodes.map((n) => n.tone))));
    clear(
      pathFrom,
      graph.nodes.map((n) => h('option', { value: n.id }, n.label)),
    );
    const expandable = graph.nodes.filter((n) => options.expandable?.(n) ?? false);
    clear(
      expandWhich,
      expandable.map((n) => h('option', { value: n.id }, n.label)),
    );
    clear(
      tables,
      h(
        'details',
        {},
        h('summary', {}, 'As tables'),
        table(
          `Nodes of ${title}`,
          ['Node', 'What', 'Detail'],
          graph.nodes.map((n) => [
            h('code', {}, n.label),
            TONES[n.tone].meaning.split(':')[0] ?? n.tone,
            n.detail ?? '',
          ]),
        ),
        table(
          `Links of ${title}`,
          ['From', 'To', 'Link'],
          graph.edges.map((e) => [nameOf(e.from), nameOf(e.to), e.label]),
        ),
      ),
    );
  };

  const highlight = () => {
    const path = pathToListed(graph, pathFrom.value);
    cy?.elements().removeClass('path');
    if (!path) {
      said.textContent = `No listed party can be reached from ${nameOf(pathFrom.value)} in this graph.`;
      return;
    }
    for (let i = 0; i < path.length; i++) {
      cy?.getElementById(path[i] ?? '').addClass('path');
      if (i > 0)
        cy?.edges(
          `[source = "${path[i - 1]}"][target = "${path[i]}"], [source = "${path[i]}"][target = "${path[i - 1]}"]`,
        ).addClass('path');
    }
    said.textContent =
      path.length === 1
        ? `${nameOf(path[0] ?? '')} is itself listed.`
        : `Path to a listed party, ${count(path.length - 1, 'link')}: ${path.map(nameOf).join(' → ')}.`;
  };

  const expand = async (id: string) => {
    const node = graph.nodes.find((n) => n.id === id);
    if (!node || !options.expand || !(options.expandable?.(node) ?? false)) return;
    try {
      const before = graph.nodes.length;
      graph = merge(graph, await options.expand(node));
      const known = new Set(cy?.elements().map((e) => e.id()) ?? []);
      cy?.add(elementsOf(graph).filter((e) => !known.has(e.data.id)));
      cy?.layout({ name: 'breadthfirst', directed: true, padding: 20, spacingFactor: 1.1 }).run();
      describe();
      said.textContent = `Expanded ${node.label}: ${count(graph.nodes.length - before, 'new node')}.`;
    } catch (error) {
      toast(
        `Could not expand ${node.label}: ${error instanceof Error ? error.message : String(error)}`,
        'error',
      );
    }
  };

  const exportPng = () => {
    const png = cy?.png({ output: 'blob', bg: '#ffffff', full: true, scale: 2 });
    if (png) download(png, `${fileName(title)}.png`);
  };
  const exportJson = () =>
    download(
      new Blob([JSON.stringify({ title, ...graph }, null, 2)], { type: 'application/json' }),
      `${fileName(title)}.json`,
    );

  const button = (label: string, onclick: () => void, kind = 'secondary') =>
    h('button', { type: 'button', class: kind, onclick }, label);
  const controls = h(
    'div',
    { class: 'graph-controls' },
    h('div', { class: 'buttons' }, pathFrom, button('Highlight path to a listed party', highlight)),
    options.expand
      ? h(
          'div',
          { class: 'buttons' },
          expandWhich,
          button('Expand', () => void expand(expandWhich.value)),
        )
      : null,
    h('div', { class: 'buttons' }, button('Export PNG', exportPng), button('Export JSON', exportJson)),
  );
  parent.append(h('figure', { class: 'graph-figure' }, box, caption, legendSlot, controls, said, tables));
  describe();

  const { default: cytoscape } = await import('cytoscape');
  if (!box.isConnected) return () => {};
  cy = cytoscape({
    container: box,
    elements: elementsOf(graph),
    style: [
      {
        selector: 'node',
        style: {
          'background-color': 'data(colour)',
          shape: 'data(shape)' as 'ellipse',
          label: 'data(label)',
          'font-size': 10,
          color: '#111',
          'text-wrap': 'ellipsis',
          'text-max-width': '120px',
        },
      },
      { selector: 'node.sanctioned', style: { 'border-width': 3, 'border-color': '#5c0b06' } },
      {
        selector: 'edge',
        style: {
          width: 1.5,
          'line-color': '#8a8f99',
          'target-arrow-color': '#8a8f99',
          'target-arrow-shape': 'triangle',
          'curve-style': 'bezier',
          label: 'data(label)',
          'font-size': 8,
          'text-background-color': '#ffffff',
          'text-background-opacity': 0.8,
        },
      },
      { selector: 'node.path', style: { 'border-width': 4, 'border-color': '#f59e0b' } },
      {
        selector: 'edge.path',
        style: { width: 4, 'line-color': '#f59e0b', 'target-arrow-color': '#f59e0b' },
      },
    ],
    layout: { name: 'breadthfirst', directed: true, padding: 20, spacingFactor: 1.1 },
  });
  cy.on('tap', 'node', (event) => {
    pathFrom.value = event.target.id();
  });
  cy.on('dbltap', 'node', (event) => void expand(event.target.id()));
  box.dataset.ready = 'true';
  return () => cy?.destroy();
}
