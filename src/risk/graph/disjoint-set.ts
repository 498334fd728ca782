/**
 * Union-find over dense node numbers 0, 1, 2… (numbered in order of arrival), with path halving
 * and union by size, so a long run of merges stays near O(1) each. Each set also keeps its oldest
 * (smallest) node, which names it whichever root the tree ends up with, a circular list of its
 * nodes, so listing a set costs its size rather than a scan of every node, and how many of its nodes
 * are marked (the clusterer marks labelled addresses), summed on every union, so whether a set holds
 * a marked node is known without listing it.
 */

const INITIAL_CAPACITY = 1024;

export interface Union {
  /** Oldest node of the merged set: it names the set from now on. */
  survivor: number;
  /** Oldest node of the set that no longer names anything. */
  absorbed: number;
}

export class DisjointSet {
  #count = 0;
  #sets = 0;
  #parent = new Int32Array(INITIAL_CAPACITY);
  /** Valid at roots. */
  #size = new Int32Array(INITIAL_CAPACITY);
  /** Valid at roots. */
  #oldest = new Int32Array(INITIAL_CAPACITY);
  /** Each node's successor in its set's circular list. */
  #next = new Int32Array(INITIAL_CAPACITY);
  #marked = new Uint8Array(INITIAL_CAPACITY);
  /** Valid at roots: marked nodes in the set. */
  #markedCount = new Int32Array(INITIAL_CAPACITY);

  /** Nodes added. */
  get count(): number {
    return this.#count;
  }

  /** Disjoint sets among them. */
  get sets(): number {
    return this.#sets;
  }

  /** A new node in a set of its own. */
  add(): number {
    const node = this.#count;
    if (node === this.#parent.length) this.#grow();
    this.#parent[node] = node;
    this.#size[node] = 1;
    this.#oldest[node] = node;
    this.#next[node] = node;
    this.#marked[node] = 0;
    this.#markedCount[node] = 0;
    this.#count += 1;
    this.#sets += 1;
    return node;
  }

  find(node: number): number {
    let current = node;
    let parent = read(this.#parent, current);
    while (parent !== current) {
      // Path halving: point every other node on the way at its grandparent.
      const grandparent = read(this.#parent, parent);
      this.#parent[current] = grandparent;
      current = grandparent;
      parent = read(this.#parent, current);
    }
    return current;
  }

  /** Merges the sets of `a` and `b`; undefined when they are already one set. */
  union(a: number, b: number): Union | undefined {
    let big = this.find(a);
    let small = this.find(b);
    if (big === small) return undefined;
    if (read(this.#size, big) < read(this.#size, small)) [big, small] = [small, big];

    const oldestBig = read(this.#oldest, big);
    const oldestSmall = read(this.#oldest, small);
    this.#parent[small] = big;
    this.#size[big] = read(this.#size, big) + read(this.#size, small);
    this.#oldest[big] = Math.min(oldestBig, oldestSmall);
    this.#markedCount[big] = read(this.#markedCount, big) + read(this.#markedCount, small);
    // Splice the two circular lists into one by swapping the successors of their roots.
    const afterBig = read(this.#next, big);
    this.#next[big] = read(this.#next, small);
    this.#next[small] = afterBig;
    this.#sets -= 1;
    return oldestBig < oldestSmall
      ? { survivor: oldestBig, absorbed: oldestSmall }
      : { survivor: oldestSmall, absorbed: oldestBig };
  }

  size(node: number): number {
    return read(this.#size, this.find(node));
  }

  /** The oldest node of `node`'s set. */
  oldest(node: number): number {
    return read(this.#oldest, this.find(node));
  }

  /** Marks or unmarks a node. */
  setMarked(node: number, marked: boolean): void {
    const was = this.#marked[node] === 1;
    if (was === marked) return;
    this.#marked[node] = marked ? 1 : 0;
    const root = this.find(node);
    this.#markedCount[root] = read(this.#markedCount, root) + (marked ? 1 : -1);
  }

  isMarked(node: number): boolean {
    return this.#marked[node] === 1;
  }

  /** Marked nodes in `node`'s set. */
  markedIn(node: number): number {
    return read(this.#markedCount, this.find(node));
  }

  /** Every node in `node`'s set, starting with `node`. */
  members(node: number): number[] {
    const members = [node];
    for (let current = read(this.#next, node); current !== node; current = read(this.#next, current)) {
      members.push(current);
    }
    return members;
  }

  #grow(): void {
    const capacity = this.#parent.length * 2;
    this.#parent = grown(this.#parent, capacity);
    this.#size = grown(this.#size, capacity);
    this.#oldest = grown(this.#oldest, capacity);
    this.#next = grown(this.#next, capacity);
    this.#markedCount = grown(this.#markedCount, capacity);
    const marked = new Uint8Array(capacity);
    marked.set(this.#marked);
    this.#marked = marked;
  }
}

function grown(array: Int32Array, capacity: number): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(capacity);
  larger.set(array);
  return larger;
}

/** An element the set's own bookkeeping guarantees exists; a miss is a bug, not bad input. */
function read(array: Int32Array, index: number): number {
  const value = array[index];
  if (value === undefined) throw new RangeError(`disjoint set: no node ${index}`);
  return value;
}
