// Builds twice: a first build (nothing written) shows the chunks the bundler makes on its own; chunk-merge-plan.ts
// decides which of them to merge; the real build then groups each merged set's modules into one chunk
// (rolldown's codeSplitting groups). The bundler's own rules cannot say "merge what the same pages load", and a
// grouping by module graph alone sweeps all of Semi into the entry (its index re-exports every component).
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rolldown } from 'vite';
import { planChunkMerges, type ChunkFacts } from './chunk-merge-plan';

/**
 * A request priced in compressed bytes: on a slow phone network (150 ms round trip, 1.6 Mbit/s, six connections)
 * a request in a full batch costs about a sixth of a round trip, 25 ms, the time of 5 kB.
 */
const REQUEST_BYTES = 5000;

/** Set while the first build runs, so that its own config does not plan again. */
const FIRST_BUILD = 'SMARTSITE_FIRST_BUILD';

function chunkFacts(output: Rolldown.RolldownOutput['output']): {
  facts: ChunkFacts[];
  modules: Map<string, string[]>;
  names: Map<string, string>;
} {
  const assets = new Map(
    output.filter((item): item is Rolldown.OutputAsset => item.type === 'asset').map((asset) => [asset.fileName, asset]),
  );
  const chunks = output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const facts = chunks.map((chunk) => {
    const css = [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => assets.get(file)?.source ?? '');
    return {
      fileName: chunk.fileName,
      bytes: [chunk.code, ...css].reduce((sum, text) => sum + gzipSync(text).length, 0),
      requests: css.length > 0 ? 2 : 1,
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      isEntry: chunk.isEntry,
      isDynamicEntry: chunk.isDynamicEntry,
    };
  });
  return {
    facts,
    modules: new Map(chunks.map((chunk) => [chunk.fileName, chunk.moduleIds])),
    names: new Map(chunks.map((chunk) => [chunk.fileName, chunk.name])),
  };
}

/** Vite plugin: merges the chunks that the same pages load (production builds only). */
export function fewerRequests(configFile: string): Plugin {
  return {
    name: 'smartsite:fewer-requests',
    apply: 'build',
    async config(_config, env) {
      if (process.env[FIRST_BUILD]) return undefined;
      process.env[FIRST_BUILD] = '1';
      let first: Rolldown.RolldownOutput;
      try {
        const result = await build({ configFile, mode: env.mode, logLevel: 'silent', build: { write: false } });
        first = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
      } finally {
        delete process.env[FIRST_BUILD];
      }
      const { facts, modules, names } = chunkFacts(first.output);
      const bytes = new Map(facts.map((chunk) => [chunk.fileName, chunk.bytes]));
      const groupOf = new Map<string, string>();
      const taken = new Set<string>();
      for (const merged of planChunkMerges(facts, { requestBytes: REQUEST_BYTES })) {
        // Named after its largest member, as the bundler would name it; one name per group (a shared name would merge them).
        const largest = names.get(merged.reduce((best, file) => (bytes.get(file)! > bytes.get(best)! ? file : best)))!;
        let name = largest;
        for (let n = 2; taken.has(name); n++) name = `${largest}-${n}`;
        taken.add(name);
        for (const file of merged) for (const id of modules.get(file)!) groupOf.set(id, name);
      }
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // A grouped module's imports stay in their own chunks (else Semi's index would pull every component
                // into the group); safe here, as a group is whole first-build chunks with no other chunk between them.
                includeDependenciesRecursively: false,
                groups: [{ test: (id: string) => groupOf.has(id), name: (id: string) => groupOf.get(id) ?? null }],
              },
            },
          },
        },
      };
    },
  };
}
