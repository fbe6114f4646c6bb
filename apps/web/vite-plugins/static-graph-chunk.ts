import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export interface StaticGraphChunk {
  plugin: Plugin;
  /** For `build.rolldownOptions.output.codeSplitting.groups`. */
  group: { name: string; priority: number; test: (id: string) => boolean };
}

/**
 * One chunk for the modules that `roots` import statically (and the roots themselves, with
 * `withRoots`): code that always loads together. Left to itself, the bundler cuts such code into a
 * chunk per set of routes sharing it, twenty scripts of under 2 kB for the home page; each costs a
 * phone a request started and a module set up on the main thread, and a slow network a round trip
 * in a queue of six.
 */
export function staticGraphChunk(
  name: string,
  roots: readonly string[],
  { withRoots, priority }: { withRoots: boolean; priority: number },
): StaticGraphChunk {
  const members = new Set<string>();
  let rootIds: string[] = [];
  const plugin: Plugin = {
    name: `liggeey-static-graph-chunk-${name}`,
    apply: 'build',
    configResolved(config) {
      rootIds = roots.map((root) => resolve(config.root, root));
    },
    buildEnd() {
      members.clear();
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const pending = withRoots ? [...rootIds] : rootIds.flatMap(imports);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (members.has(id) || !this.getModuleInfo(id)) continue;
        members.add(id);
        pending.push(...imports(id));
      }
    },
  };
  return { plugin, group: { name, priority, test: (id) => members.has(id) } };
}
