import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// One runner for every level: NestJS 12 is ESM-only, which Vitest runs natively;
// swc keeps the decorator metadata Nest's dependency injection needs.
const node = {
  plugins: [
    swc.vite({ jsc: { target: 'es2022', transform: { legacyDecorator: true, decoratorMetadata: true } } }),
  ],
  resolve: { conditions: ['@liggeey/source'] },
  ssr: { resolve: { conditions: ['@liggeey/source'] } },
};

/**
 * Integration and browser files each start their own back end (database, NATS namespace, Redis
 * prefix, ports), so they can share the machine; a file spends much of its time waiting on its
 * processes, so two at a time finish the run sooner on two cores (1.4× on a sample of six files),
 * where three only add contention. Both projects form one group run after the unit tests.
 */
const twoFilesAtATime = { fileParallelism: true, maxWorkers: 2, sequence: { groupOrder: 1 } };

export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      {
        ...node,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'apps/*/src/**/*.spec.ts',
            'libs/*/src/**/*.spec.ts',
            'tools/*/src/**/*.spec.ts',
            'tools/*/test/**/*.spec.ts',
          ],
          exclude: ['apps/web/**', '**/node_modules/**'],
          // Runs beside the web app's files, which use both cores (Vitest wants one number per group).
          maxWorkers: 2,
        },
      },
      {
        ...node,
        test: {
          name: 'integration',
          environment: 'node',
          globalSetup: ['libs/testing/src/global-setup.ts'],
          include: [
            'apps/*/test/**/*.integration-spec.ts',
            'libs/*/test/**/*.integration-spec.ts',
            'tools/*/test/**/*.integration-spec.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          ...twoFilesAtATime,
        },
      },
      './apps/web/vitest.config.ts',
      './apps/web/vitest.mocks.config.ts',
      {
        test: {
          name: 'e2e',
          environment: 'node',
          globalSetup: ['libs/testing/src/global-setup.ts', 'e2e/support/web-build.ts'],
          setupFiles: ['e2e/support/setup.ts'],
          include: ['e2e/**/*.e2e-spec.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          ...twoFilesAtATime,
        },
      },
    ],
  },
});
