import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their sources through the `@kmx/source` export condition; the rest
// are Vite's default conditions, so CommonJS dependencies keep resolving to their CommonJS files.
const resolve = { conditions: ['@kmx/source', 'module', 'browser', 'development|production'] };
const ssr = {
  resolve: { conditions: ['@kmx/source', 'module', 'node', 'development|production'] },
};

/** Server tests that run in a browser-like environment: each file on its own. */
const isolatedServerTests = ['src/client/**/*.test.{ts,tsx}'];

export default defineConfig({
  resolve,
  ssr,
  test: {
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'domain (node)',
          root: 'packages/domain',
          // Pure functions without global state: no need to pay for a fresh module graph a file.
          isolate: false,
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'domain (browser-like)',
          root: 'packages/domain',
          // Pure functions without global state: no need to pay for a fresh module graph a file.
          isolate: false,
          environment: 'happy-dom',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'adapters',
          root: 'packages/adapters',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'portal-auth',
          root: 'packages/portal-auth',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          passWithNoTests: true,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'sandbox',
          root: 'packages/sandbox',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'ui',
          root: 'packages/ui',
          // Components are rendered and cleaned up test by test; one module graph and one
          // browser-like environment a worker instead of one a file (about ten times faster).
          isolate: false,
          environment: 'happy-dom',
          setupFiles: ['./vitest.setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'server',
          root: 'packages/server',
          // One module graph a worker (a fresh one a file cost two thirds of the run); the files
          // that run in a browser-like environment are isolated below.
          isolate: false,
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: isolatedServerTests,
          // Its integration tests start whole servers and send real requests: 5 s is too tight for
          // them on a busy two-core machine running the suite with coverage.
          testTimeout: 15_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'server (isolated)',
          root: 'packages/server',
          environment: 'node',
          include: isolatedServerTests,
          testTimeout: 15_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'tooling',
          root: 'scripts',
          environment: 'node',
          include: ['**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/index.ts', '**/*.d.ts', '**/test-support/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'reports/coverage',
      thresholds: {
        'packages/domain/src/**': { lines: 95, branches: 95, functions: 95, statements: 95 },
        'packages/portal-auth/src/**': { lines: 90 },
      },
    },
  },
});
