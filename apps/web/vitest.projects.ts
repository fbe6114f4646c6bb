import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineProject, mergeConfig } from 'vitest/config';
import { schemaPath } from './codegen.js';
import viteConfig from './vite.config.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const testFiles = globSync('src/**/*.test.tsx', { cwd: webRoot });

/**
 * A file that replaces a module with `vi.mock` needs a module registry of its own: with a shared
 * registry, the component under test stays wired to whichever file imported it first.
 */
const replacesModules = (file: string) => readFileSync(`${webRoot}${file}`, 'utf8').includes('vi.mock(');

function webProject(name: string, include: string[], isolate: boolean) {
  return mergeConfig(
    viteConfig,
    defineProject({
      test: {
        name,
        environment: 'jsdom',
        include,
        // Sharing modules between files saves re-importing React and antd for each of them, and
        // lets the JIT warm up once: the suite takes about two thirds of the time.
        isolate,
        setupFiles: ['./vitest.setup.ts'],
        // What the gateway accepts: a test's mocked gateway refuses what the real one would.
        provide: { gatewaySchema: readFileSync(schemaPath, 'utf8') },
        // antd renders slowly under jsdom on a 2-core machine.
        testTimeout: 30_000,
        // Vitest's default leaves a core free on a 2-core machine; these files only compute.
        maxWorkers: 2,
      },
    }),
  );
}

/** The web app's component tests, every file sharing modules but those that use vi.mock. */
export const sharedModulesProject = webProject(
  'web',
  testFiles.filter((file) => !replacesModules(file)),
  false,
);

/** The component tests that replace a module, each file isolated. */
export const mockingProject = webProject('web-mocks', testFiles.filter(replacesModules), true);
