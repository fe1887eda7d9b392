// Which chunks of a build to merge so that pages make fewer requests. The bundler splits by "which load points need
// this module" (an entry, or a dynamic import), which for this app meant 40-50 small files before a page could paint;
// on HTTP/1.1's six connections each file costs a round trip. Merging two chunks saves a request wherever both are
// needed and costs the other's bytes wherever only one is: merged greedily, best saving first, while it saves.
// Pure: the plugin (fewer-requests.ts) feeds it the chunks of a first build and turns the plan into chunk groups.

export interface ChunkFacts {
  fileName: string;
  /** Compressed bytes of the chunk's code and its style sheets. */
  bytes: number;
  /** Requests the chunk costs: its script, and one more when it has a style sheet. */
  requests: number;
  imports: readonly string[];
  dynamicImports: readonly string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
}

export interface MergeCosts {
  /** What one request is worth in compressed bytes. */
  requestBytes: number;
}

interface PointFacts {
  isEntry: boolean;
  /** How many load points (itself included) load only after it: how often it is paid for. */
  weight: number;
}

interface Cluster {
  members: string[];
  bytes: number;
  requests: number;
  /** Per load point: some member is already loaded when it loads (so the merged chunk is too). */
  loaded: boolean[];
  /** Per load point: some member must be fetched for it. */
  needed: boolean[];
  frozen: boolean;
}

function staticClosures(byFile: Map<string, ChunkFacts>): Map<string, Set<string>> {
  const closures = new Map<string, Set<string>>();
  const closureOf = (file: string): Set<string> => {
    const known = closures.get(file);
    if (known) return known;
    const seen = new Set<string>();
    const stack = [file];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(byFile.get(next)?.imports ?? []));
    }
    closures.set(file, seen);
    return seen;
  };
  for (const file of byFile.keys()) closureOf(file);
  return closures;
}

/**
 * What is certainly in memory when each load point loads: for an entry nothing; for a dynamic import, what every
 * load point that can import it has loaded (its own closure and what it had before). A must-analysis, iterated to
 * its fixed point from "everything".
 */
function loadedBefore(points: ChunkFacts[], closures: Map<string, Set<string>>, byFile: Map<string, ChunkFacts>): Map<string, Set<string>> {
  const importers = new Map<string, string[]>();
  for (const point of points) {
    for (const chunk of closures.get(point.fileName)!) {
      for (const target of byFile.get(chunk)?.dynamicImports ?? []) {
        if (!importers.has(target)) importers.set(target, []);
        importers.get(target)!.push(point.fileName);
      }
    }
  }
  const everything = new Set(byFile.keys());
  const loaded = new Map(points.map((point) => [point.fileName, point.isEntry ? new Set<string>() : everything]));
  for (let changed = true; changed;) {
    changed = false;
    for (const point of points) {
      if (point.isEntry) continue;
      let meet: Set<string> | undefined;
      for (const importer of importers.get(point.fileName) ?? []) {
        const before = loaded.get(importer)!;
        if (before === everything) continue;
        const after = new Set([...before, ...closures.get(importer)!]);
        meet = meet ? new Set([...meet].filter((file) => after.has(file))) : after;
      }
      const next = meet ?? everything;
      const previous = loaded.get(point.fileName)!;
      if (next.size !== previous.size || [...next].some((file) => !previous.has(file))) {
        loaded.set(point.fileName, next);
        changed = true;
      }
    }
  }
  // A dynamic entry no load point reaches: count it as loaded from nothing.
  for (const [file, set] of loaded) if (set === everything) loaded.set(file, new Set());
  return loaded;
}

function costAt(cluster: Pick<Cluster, 'bytes' | 'requests'>, loaded: boolean, needed: boolean, costs: MergeCosts): number {
  return !loaded && needed ? cluster.requests * costs.requestBytes + cluster.bytes : 0;
}

/**
 * The change in total cost (bytes, requests priced in bytes) over all load points if a and b were one chunk, or
 * undefined when the merge would add bytes to an entry: every visit pays those, a lazily loaded page only its own.
 */
function mergeDelta(a: Cluster, b: Cluster, points: readonly PointFacts[], costs: MergeCosts): number | undefined {
  const merged = { bytes: a.bytes + b.bytes, requests: Math.max(a.requests, b.requests) };
  let delta = 0;
  for (let point = 0; point < a.loaded.length; point++) {
    const { isEntry, weight } = points[point]!;
    if (isEntry && a.needed[point] !== b.needed[point]) return undefined;
    const loaded = a.loaded[point]! || b.loaded[point]!;
    const needed = a.needed[point]! || b.needed[point]!;
    delta +=
      weight *
      (costAt(merged, loaded, needed, costs) -
        costAt(a, a.loaded[point]!, a.needed[point]!, costs) -
        costAt(b, b.loaded[point]!, b.needed[point]!, costs));
  }
  return delta;
}

/** True when a path leads from one cluster to another through a third: merging them would make chunks import in a circle. */
function reachesThroughAnother(from: Cluster, to: Cluster, edges: Map<Cluster, Set<Cluster>>): boolean {
  const stack = [...(edges.get(from) ?? [])].filter((next) => next !== to);
  const seen = new Set<Cluster>([from]);
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next === to) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(edges.get(next) ?? []));
  }
  return false;
}

/** Groups of chunk file names to merge (each of two or more), best merge first, until no merge saves anything. */
export function planChunkMerges(chunks: readonly ChunkFacts[], costs: MergeCosts): string[][] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closures = staticClosures(byFile);
  const points = chunks.filter((chunk) => chunk.isEntry || chunk.isDynamicEntry);
  const loaded = loadedBefore(points, closures, byFile);
  // A load point is paid for by every page that cannot load without it: the admin shell by all its pages.
  const pointFacts = points.map((point) => ({
    isEntry: point.isEntry,
    weight: points.filter((other) => other === point || loaded.get(other.fileName)!.has(point.fileName)).length,
  }));
  const clusters: Cluster[] = chunks.map((chunk) => ({
    members: [chunk.fileName],
    bytes: chunk.bytes,
    requests: chunk.requests,
    loaded: points.map((point) => loaded.get(point.fileName)!.has(chunk.fileName)),
    needed: points.map((point) => closures.get(point.fileName)!.has(chunk.fileName) && !loaded.get(point.fileName)!.has(chunk.fileName)),
    // A load point's own chunk stays itself: its module keeps its own file (the manifest maps routes to chunks
    // by it), and grouping an entry's module would leave a facade file, one more request.
    frozen: chunk.isEntry || chunk.isDynamicEntry,
  }));
  const clusterOf = new Map(clusters.map((cluster) => [cluster.members[0]!, cluster]));
  const edges = new Map<Cluster, Set<Cluster>>(
    clusters.map((cluster) => [
      cluster,
      new Set(
        byFile
          .get(cluster.members[0]!)!
          .imports.map((file) => clusterOf.get(file)!)
          .filter(Boolean),
      ),
    ]),
  );

  const live = new Set(clusters);
  for (;;) {
    const candidates: { a: Cluster; b: Cluster; delta: number }[] = [];
    const open = [...live].filter((cluster) => !cluster.frozen);
    for (let i = 0; i < open.length; i++) {
      for (let j = i + 1; j < open.length; j++) {
        const delta = mergeDelta(open[i]!, open[j]!, pointFacts, costs);
        if (delta !== undefined && delta < 0) candidates.push({ a: open[i]!, b: open[j]!, delta });
      }
    }
    candidates.sort(
      (x, y) => x.delta - y.delta || x.a.members[0]!.localeCompare(y.a.members[0]!) || x.b.members[0]!.localeCompare(y.b.members[0]!),
    );
    const chosen = candidates.find(({ a, b }) => !reachesThroughAnother(a, b, edges) && !reachesThroughAnother(b, a, edges));
    if (!chosen) break;
    const { a, b } = chosen;
    a.members.push(...b.members);
    a.bytes += b.bytes;
    a.requests = Math.max(a.requests, b.requests);
    a.loaded = a.loaded.map((value, point) => value || b.loaded[point]!);
    a.needed = a.needed.map((value, point) => value || b.needed[point]!);
    live.delete(b);
    const aEdges = edges.get(a)!;
    for (const next of edges.get(b)!) aEdges.add(next);
    aEdges.delete(a);
    aEdges.delete(b);
    edges.delete(b);
    for (const targets of edges.values()) {
      if (targets.delete(b) && targets !== aEdges) targets.add(a);
    }
  }
  return [...live].filter((cluster) => cluster.members.length > 1).map((cluster) => [...cluster.members].sort());
}
