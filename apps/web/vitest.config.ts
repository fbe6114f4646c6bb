import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.js';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.tsx'],
      setupFiles: ['./vitest.setup.ts'],
      // antd renders slowly under jsdom on a 2-core machine.
      testTimeout: 30_000,
    },
  }),
);
