import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import liggeey from '@liggeey/lint-rules';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'var/**',
      'coverage/**',
      '**/src/generated/**',
      'apps/web/src/graphql/generated/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Web config files live in apps/web/tsconfig.node.json, which the service cannot find by name.
        projectService: {
          allowDefaultProject: ['apps/web/*.ts', 'apps/web/vite-plugins/*.ts'],
          defaultProject: 'apps/web/tsconfig.node.json',
          // The web app's build and test configuration and its Vite plugins (9 files today).
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { '@nx': nx, liggeey },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Nest's GraphQL object types and options are classes used as plain shapes.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:service', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:sandbox', onlyDependOnLibsWithTags: ['scope:shared'] },
            {
              sourceTag: 'scope:testing',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:testing', 'scope:tooling'],
            },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:tooling', onlyDependOnLibsWithTags: ['scope:shared', 'scope:tooling'] },
          ],
        },
      ],
    },
  },
  {
    // Tests may use the test infrastructure library; production code may not.
    files: ['**/test/**/*.ts', '**/*.spec.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          depConstraints: [
            { sourceTag: '*', onlyDependOnLibsWithTags: ['scope:shared', 'scope:testing', 'scope:tooling'] },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/gateway/src/**/*.ts'],
    rules: { 'liggeey/require-access': 'error' },
  },
  {
    // Services bind handlers through @RpcHandler, which validates the contract on both ends.
    files: ['apps/*/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/microservices',
              importNames: ['MessagePattern'],
              message: 'Use @RpcHandler(contract) from @liggeey/service-kit.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        performance: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  {
    // Scripts the browser loads as they are (keycloak-js' silent check-sso page).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { window: 'readonly' } },
  },
);
